/** GET /api/Absences/Entry/Day (spec §3 "Absence"): a section's day with the roster and absent hours. */
import { useQuery } from '@tanstack/react-query'
import type { AbsenceDay } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the day's entry. */
export function getAbsenceDay(sectionId: number, day: string, signal?: AbortSignal): Promise<AbsenceDay> {
  return api.get<AbsenceDay>('/api/Absences/Entry/Day', { query: { sectionId, day }, signal })
}

/** Query key prefix of absences data. */
export const absencesKey = ['absences'] as const

/** The day's entry as a TanStack query (disabled until a section and day are chosen). */
export function useAbsenceDay(sectionId: number | undefined, day: string | undefined) {
  return useQuery({
    queryKey: [...absencesKey, 'day', sectionId, day],
    queryFn: ({ signal }) => getAbsenceDay(sectionId as number, day as string, signal),
    enabled: !!sectionId && !!day,
  })
}
