/**
 * GET /api/Grades/GradeEntry/History ?itemId&studentId (issue 6 "every change is audited"): one grade's
 * audited changes (time, actor, impersonator, before, after, reason), oldest first. Section staff only.
 */
import { useQueries } from '@tanstack/react-query'
import type { GradeHistoryEntry } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Fetches the history of `studentId`'s grade for exam `itemId`. */
export function getGradeHistory(
  itemId: number,
  studentId: number,
  signal?: AbortSignal,
): Promise<GradeHistoryEntry[]> {
  return api.get<GradeHistoryEntry[]>('/api/Grades/GradeEntry/History', {
    query: { itemId, studentId },
    signal,
  })
}

/**
 * The histories of one student's grades for each of `itemIds`, as parallel TanStack queries; fetched only
 * while `enabled` (the drawer is open), and again on every opening.
 */
export function useGradeHistories(
  itemIds: readonly number[],
  studentId: number | undefined,
  enabled: boolean,
) {
  return useQueries({
    queries: itemIds.map((itemId) => ({
      queryKey: [...gradesKey, 'history', itemId, studentId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getGradeHistory(itemId, studentId as number, signal),
      enabled: enabled && !!studentId,
      staleTime: 0,
    })),
  })
}
