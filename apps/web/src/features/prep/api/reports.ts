/** GET /api/Hazirlik/Rapor/CeyrekKur and its XLSX (issue 18 § Reports "quarter-level report"). */
import { useQuery } from '@tanstack/react-query'
import type { PrepQuarterLevelRow, PrepSuccessReport } from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** Students, sections and quota per quarter and level. */
export function useQuarterLevelReport() {
  return useQuery({
    queryKey: [...prepKey, 'report', 'quarter-level'],
    queryFn: ({ signal }) => api.get<PrepQuarterLevelRow[]>('/api/Hazirlik/Rapor/CeyrekKur', { signal }),
  })
}

/** Downloads the report as ceyrek-kur.xlsx; throws ApiError with the server's message on failure. */
export async function downloadQuarterLevelXlsx(): Promise<void> {
  const path = '/api/Hazirlik/Rapor/CeyrekKurXlsx'
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  Object.assign(document.createElement('a'), { href: url, download: 'ceyrek-kur.xlsx' }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Pass rates of a quarter by level, section and instructor (GET /api/Hazirlik/Rapor/Basari). */
export function useSuccessReport(quarterId: number | undefined) {
  return useQuery({
    queryKey: [...prepKey, 'report', 'success', quarterId],
    queryFn: ({ signal }) =>
      api.get<PrepSuccessReport>('/api/Hazirlik/Rapor/Basari', { query: { quarterId }, signal }),
    enabled: quarterId !== undefined,
  })
}

/** Downloads the success report of `quarterId` as hazirlik-basari.xlsx. */
export async function downloadSuccessXlsx(quarterId: number): Promise<void> {
  const path = `/api/Hazirlik/Rapor/BasariXlsx?quarterId=${quarterId}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  Object.assign(document.createElement('a'), { href: url, download: 'hazirlik-basari.xlsx' }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
