/**
 * GET /api/Kulup/Uyeler/Liste (issue 21 § Clubs): a page of a club's members for its advisor or president
 * (403 for anyone else, 404 for an unknown club).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ClubMember } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** A page of members as the API returns it. */
export interface ClubMemberPage {
  items: ClubMember[]
  page: number
  pageSize: number
  total: number
}

/** The query: the club, the page and an optional name or number search. */
export interface ClubMembersParams {
  ClubId: number
  page: number
  pageSize: number
  search?: string
}

/** Fetches a page. */
export function clubMembers(q: ClubMembersParams, signal?: AbortSignal): Promise<ClubMemberPage> {
  return api.get<ClubMemberPage>('/api/Kulup/Uyeler/Liste', {
    signal,
    query: { ClubId: q.ClubId, page: q.page, pageSize: q.pageSize, search: q.search || undefined },
  })
}

/** The page as a TanStack query (the previous page stays shown while the next loads); idle without a club. */
export function useClubMembers(q: ClubMembersParams | null, language: string) {
  return useQuery({
    queryKey: ['clubs', 'members', q, language],
    queryFn: ({ signal }) => clubMembers(q as ClubMembersParams, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  })
}
