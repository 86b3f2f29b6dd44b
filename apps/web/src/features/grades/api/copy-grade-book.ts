/**
 * POST /api/Grades/GradeBook/CopyPreview and /Copy (spec §1 "Grade-book category and exam definitions and
 * copying"; §3 "Exam book"): what copying a section's exams to other sections of the same course would
 * overwrite, and the copy itself (each target's exams replaced; refused when a target has grades).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CopyGradeBookRequest, CopyPreview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** The preview of copying `SourceSectionId` to `TargetSectionIds` (may be empty: source and candidates only). */
export function previewGradeBookCopy(
  body: { SourceSectionId: number; TargetSectionIds: number[] },
  signal?: AbortSignal,
): Promise<CopyPreview> {
  return api.post<CopyPreview>('/api/Grades/GradeBook/CopyPreview', body, { signal })
}

/**
 * The preview as a TanStack query, disabled without a source. With no targets it gives the source's exams
 * and the candidate sections; with targets (`forTargets`) it is disabled until one is chosen and keeps the
 * last answer while the choice changes.
 */
export function useGradeBookCopyPreview(
  sourceId: number | undefined,
  targetIds: number[],
  forTargets = false,
) {
  const targets = [...targetIds].sort((a, b) => a - b)
  return useQuery({
    queryKey: [...gradesKey, 'copy-preview', sourceId, targets],
    queryFn: ({ signal }) =>
      previewGradeBookCopy({ SourceSectionId: sourceId as number, TargetSectionIds: targets }, signal),
    enabled: !!sourceId && (!forTargets || targets.length > 0),
    placeholderData: forTargets ? keepPreviousData : undefined,
  })
}

/** Copies the source's exams to the targets. 422 when a target has grades or is finalised. */
export function copyGradeBook(body: CopyGradeBookRequest): Promise<null> {
  return api.post<null>('/api/Grades/GradeBook/Copy', body)
}

/** The copy as a mutation; refreshes grading data afterwards. */
export function useCopyGradeBook() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: copyGradeBook,
    onSettled: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
