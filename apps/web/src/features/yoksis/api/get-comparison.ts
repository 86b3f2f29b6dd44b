/**
 * GET /api/Yoksis/Karsilastirma/Ozet (issue 35): for the registrar's choice (kind, term, units, class or student)
 * the last finished comparison (kept visible while a new one runs), the last failed one after it, and the job
 * under way, if any (so a reload finds a running comparison).
 */
import { useQuery } from '@tanstack/react-query'
import type { ComparisonKind, ComparisonOverview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** What the registrar chose. */
export interface ComparisonChoice {
  kind: ComparisonKind
  termId: number | null
  unitIds: number[]
  classYear: number | null
  studentNo: string | null
}

/** The query string of a choice. */
export function choiceQuery(c: ComparisonChoice): Record<string, string | number> {
  return {
    kind: c.kind,
    termId: c.termId ?? 0,
    unitIds: c.unitIds.join(','),
    ...(c.classYear ? { classYear: c.classYear } : {}),
    ...(c.studentNo ? { studentNo: c.studentNo } : {}),
  }
}

/** The overview of `choice` (disabled until a term and a unit are chosen). */
export function useComparisonOverview(choice: ComparisonChoice) {
  return useQuery({
    queryKey: [...yoksisKey, 'overview', choiceQuery(choice)],
    queryFn: ({ signal }) =>
      api.get<ComparisonOverview>(`${COMPARISON_PATH}/Ozet`, { query: choiceQuery(choice), signal }),
    enabled: choice.termId !== null && choice.unitIds.length > 0,
    retry: false,
  })
}
