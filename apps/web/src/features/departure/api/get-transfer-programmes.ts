/**
 * GET /api/Ogrenci/IlisikKesme/TransferProgrammes (issue 37): the horizontal transfer's target programmes —
 * the council's units from YÖKSİS, or the seeded list when it is unavailable.
 */
import { useQuery } from '@tanstack/react-query'
import type { TransferProgrammeList } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the list. */
export function getTransferProgrammes(signal?: AbortSignal): Promise<TransferProgrammeList> {
  return api.get<TransferProgrammeList>('/api/Ogrenci/IlisikKesme/TransferProgrammes', { signal })
}

/** The list as a TanStack query (keyed by language: names come translated); only while `enabled`. */
export function useTransferProgrammes(language: string, enabled: boolean) {
  return useQuery({
    queryKey: ['departure', 'transfer-programmes', language],
    queryFn: ({ signal }) => getTransferProgrammes(signal),
    enabled,
    staleTime: 3600_000,
  })
}
