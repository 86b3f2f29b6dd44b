/**
 * The web calls of the programmes' YÖKSİS unit id page (issue 35): the registrar's programmes with their YÖKSİS
 * unit id (missing ones first, counted), YÖKSİS's unit of an id (`IDdenBirimAdiGetir`), saving one id and the
 * XLSX export.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MilitaryUnit, MilitaryUnitPage, MilitaryYoksisUnit } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile } from '../../../shared/data-table/download.ts'
import { militaryKey } from './military.ts'

const B = '/api/Askerlik/Birimler'
const unitsKey = [...militaryKey, 'units'] as const

/** The list's filters: `q` name or code, `missing` 'true' for programmes without an id only. */
export interface MilitaryUnitFilter {
  q?: string
  missing?: string
}

/** A page of the caller's programmes (server paging) with the count of those without an id. */
export function useMilitaryUnits(
  page: number,
  pageSize: number,
  filter: MilitaryUnitFilter,
  language: string,
) {
  return useQuery({
    queryKey: [...unitsKey, 'list', page, pageSize, filter.q ?? '', filter.missing ?? '', language],
    queryFn: ({ signal }) =>
      api.get<MilitaryUnitPage>(B, {
        query: { page, pageSize, q: filter.q || undefined, missing: filter.missing || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Asks YÖKSİS for the unit of an id (404: none; 503: YÖKSİS unavailable; both as ApiError). */
export function useYoksisUnitLookup() {
  return useMutation({
    mutationFn: (birimId: number) =>
      api.get<MilitaryYoksisUnit>(`${B}/Yoksis`, { query: { BirimId: birimId } }),
  })
}

/** Saves a programme's id → the row and the server's message; refreshes the list. */
export function useSaveMilitaryUnit() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { programmeId: number; birimId: number }) =>
      api.post<MilitaryUnit>(`${B}/Kaydet`, { ProgrammeId: input.programmeId, BirimId: input.birimId }),
    onSettled: () => client.invalidateQueries({ queryKey: unitsKey }),
  })
}

/** Downloads every programme of the caller's units with its id as xlsx. */
export function downloadMilitaryUnits(): Promise<void> {
  return downloadFile(`${B}/Excel`, 'yoksis-birim-numaralari.xlsx')
}
