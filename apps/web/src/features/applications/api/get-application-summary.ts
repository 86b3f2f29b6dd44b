/**
 * The application summary (spec §2 summary parts): GET /api/Application/AkademikBasvuruOzetlerForGuest/Get?id=
 * for the guest, GET /api/Application/Degerlendirme/Summary?applicationId= for the committee (after the
 * declaration of no conflict).
 */
import { useQuery } from '@tanstack/react-query'
import type { ApplicationSummary } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Who reads the summary. */
export type SummaryReader = 'guest' | 'committee'

/** Fetches the summary of application `id` as `reader`. */
export function getApplicationSummary(reader: SummaryReader, id: number, signal?: AbortSignal) {
  return reader === 'guest'
    ? api.get<ApplicationSummary>('/api/Application/AkademikBasvuruOzetlerForGuest/Get', {
        query: { id },
        signal,
      })
    : api.get<ApplicationSummary>('/api/Application/Degerlendirme/Summary', {
        query: { applicationId: id },
        signal,
      })
}

/** The summary as a query; disabled while `enabled` is false. */
export function useApplicationSummary(reader: SummaryReader, id: number | null, enabled = true) {
  return useQuery({
    queryKey: [...(reader === 'guest' ? applicationKeys.guest : applicationKeys.evaluation), 'summary', id],
    queryFn: ({ signal }) => getApplicationSummary(reader, id ?? 0, signal),
    enabled: enabled && id !== null,
  })
}
