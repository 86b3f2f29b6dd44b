/**
 * HR's view of positions and applications (issue 22 "Request queues"): GET /api/Application/Yonetim/Positions,
 * Applications (filtered, paged) and Export (XLSX of the filtered list).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ApplicationAdminItem, ApplicationAdminQuery, PositionAdminItem } from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

const B = '/api/Application/Yonetim'
const key = ['applications', 'admin'] as const

/** The list's filters and page. */
export type ApplicationAdminParams = Partial<ApplicationAdminQuery> & { page: number; pageSize: number }

/** Every position in the caller's faculties. */
export function useAdminPositions() {
  return useQuery({
    queryKey: [...key, 'positions'],
    queryFn: ({ signal }) => api.get<PositionAdminItem[]>(`${B}/Positions`, { signal }),
  })
}

/** One page of applications. */
export function useAdminApplications(params: ApplicationAdminParams) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) =>
      api.get<{ items: ApplicationAdminItem[]; total: number; page: number; pageSize: number }>(
        `${B}/Applications`,
        { query: { ...params }, signal },
      ),
    placeholderData: keepPreviousData,
  })
}

/** Downloads the filtered list as XLSX (the server's file name). Throws ApiError on failure. */
export async function exportApplications(params: ApplicationAdminParams, lang: string): Promise<void> {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && k !== 'page' && k !== 'pageSize') q.set(k, String(v))
  }
  const path = `${B}/Export?${q.toString()}`
  const headers = buildHeaders(path)
  headers.set('accept-language', lang)
  const res = await fetch(path, { headers })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const header = res.headers.get('content-disposition') ?? ''
  const match = /filename\*=UTF-8''([^;]+)/.exec(header)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = match?.[1] ? decodeURIComponent(match[1]) : 'applications.xlsx'
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
