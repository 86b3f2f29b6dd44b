/**
 * GET /api/Public/Rehber/Liste and /api/Public/Rehber/Detay (issue 19 "Public side"): the public guide and a
 * programme's detail (with a preview token: the draft it names). No sign-in; answers are cacheable.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Guide, GuideDetail, GuideQuery } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The guide's filters and sort (page and size apart). */
export type GuideFilter = Partial<Omit<GuideQuery, 'page' | 'pageSize'>>

/** A page of the guide in `lang` (the language is part of the key: the server answers in it). */
export function useGuide(f: GuideFilter, page: number, pageSize: number, lang: string) {
  return useQuery({
    queryKey: ['guide', f, page, pageSize, lang],
    queryFn: ({ signal }) =>
      api.get<Guide>('/api/Public/Rehber/Liste', {
        query: { ...f, search: f.search || undefined, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** A programme's public detail, or the draft a preview `token` names. */
export function useGuideDetail(programId: number | undefined, token: string | undefined, lang: string) {
  return useQuery({
    queryKey: ['guide', 'detail', programId, token, lang],
    queryFn: ({ signal }) =>
      // The page's language, so an error (e.g. an expired preview link) reads in the language of the page.
      api.get<GuideDetail>('/api/Public/Rehber/Detay', {
        query: { programId, token },
        signal,
        headers: { 'Accept-Language': lang === 'en' ? 'en' : 'tr' },
      }),
    enabled: programId !== undefined && Number.isInteger(programId) && programId > 0,
    retry: false,
  })
}
