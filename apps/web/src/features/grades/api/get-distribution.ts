/** GET /api/Grades/Distribution (spec §1 grade distribution charts): statistics without identities. */
import { useQuery } from '@tanstack/react-query'
import type { GradeDistribution } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches a section's (or one exam's) distribution. */
export function getDistribution(
  sectionId: number,
  itemId?: number,
  signal?: AbortSignal,
): Promise<GradeDistribution> {
  return api.get<GradeDistribution>('/api/Grades/Distribution', { query: { sectionId, itemId }, signal })
}

/** The distribution as a TanStack query (disabled without a section). */
export function useDistribution(sectionId: number | undefined, itemId?: number) {
  return useQuery({
    queryKey: ['grades', 'distribution', sectionId, itemId],
    queryFn: ({ signal }) => getDistribution(sectionId as number, itemId, signal),
    enabled: !!sectionId,
  })
}
