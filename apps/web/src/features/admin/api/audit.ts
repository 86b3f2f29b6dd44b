/**
 * The audit log calls (issue 22 "Audit log"): GET /api/Admin/Audit/List (filtered page), /Facets (entity and
 * action names), /Verify (the hash chain now) and /Export (streamed xlsx download).
 */
import { useQuery } from '@tanstack/react-query'
import type { AuditChainStatus, AuditFacets, AuditFilter, AuditPage } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'

/** Query key root of the admin queries. */
export const adminKey = ['admin'] as const

/** A page of the audit log as a TanStack query (previous page kept while the next loads). */
export function useAuditLog(filter: AuditFilter, page: number, pageSize: number) {
  return usePageQuery<AuditPage>([...adminKey, 'audit'], '/api/Admin/Audit/List', filter, page, pageSize)
}

/** The entity and action names on record. */
export function useAuditFacets(language: string) {
  return useQuery({
    queryKey: [...adminKey, 'audit-facets', language],
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

/** Downloads the filtered entries as xlsx under the server's file name. Throws ApiError on failure. */
export function exportAudit(filter: AuditFilter): Promise<void> {
  return downloadFile(withQuery('/api/Admin/Audit/Export', filter), 'audit-log.xlsx')
}
