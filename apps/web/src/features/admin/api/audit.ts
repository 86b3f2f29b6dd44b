/**
 * The audit log calls (issue 22 "Audit log"): GET /api/Admin/Audit/List (filtered page), /Facets (entity and
 * action names), /Verify (the hash chain now) and /Export (streamed xlsx download).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditChainStatus, AuditFacets, AuditFilter, AuditPage } from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

/** Query key root of the admin queries. */
export const adminKey = ['admin'] as const

/** The filters as query parameters (unset and empty ones left out). */
export function auditParams(filter: AuditFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v)
  return out
}

/** A page of the audit log as a TanStack query (previous page kept while the next loads). */
export function useAuditLog(filter: AuditFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKey, 'audit', filter, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<AuditPage>('/api/Admin/Audit/List', {
        query: { ...auditParams(filter), page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** The entity and action names on record. */
export function useAuditFacets() {
  return useQuery({
    queryKey: [...adminKey, 'audit-facets'],
    queryFn: ({ signal }) => api.get<AuditFacets>('/api/Admin/Audit/Facets', { signal }),
  })
}

/** The chain verification, run when the page opens. */
export function useAuditChain() {
  return useQuery({
    queryKey: [...adminKey, 'audit-chain'],
    queryFn: ({ signal }) => api.get<AuditChainStatus>('/api/Admin/Audit/Verify', { signal }),
    staleTime: 60_000,
  })
}

/** Downloads the filtered entries as xlsx under the server's file name. */
export async function exportAudit(filter: AuditFilter): Promise<void> {
  const path = `/api/Admin/Audit/Export?${new URLSearchParams(auditParams(filter))}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const header = res.headers.get('content-disposition')
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: star?.[1] ? decodeURIComponent(star[1]) : 'audit-log.xlsx',
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
