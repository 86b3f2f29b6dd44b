/**
 * The section definitions calls of the web (issue 22 "Definitions"), /api/Sections/Definitions: the form's
 * choices, a page of a term's sections, opening sections with a total count and quota, saving and deleting.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  OpenSections,
  SectionDefinition,
  SectionOptions,
  SectionPage,
  UpdateSection,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query keys of the sections feature; every key starts with `sectionsKey`. */
export const sectionsKey = ['sections'] as const
const P = '/api/Sections/Definitions'

/** The open terms, the department's courses and instructors (in `language`). */
export function useSectionOptions(language: string) {
  return useQuery({
    queryKey: [...sectionsKey, 'options', language],
    queryFn: ({ signal }) => api.get<SectionOptions>(`${P}/Options`, { signal }),
  })
}

/** A page of a term's sections (optionally one course); the previous page stays while the next loads. */
export function useSectionList(
  q: { termId?: number; courseId?: number; page: number; pageSize: number },
  language: string,
) {
  return useQuery({
    queryKey: [...sectionsKey, 'list', q, language],
    queryFn: ({ signal }) => api.get<SectionPage>(`${P}/List`, { query: q, signal }),
    enabled: q.termId !== undefined,
    placeholderData: keepPreviousData,
  })
}

/** Opens sections; resolves to the new sections and refreshes the lists. */
export function useOpenSections() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OpenSections) => api.post<SectionDefinition[]>(`${P}/Open`, body),
    onSettled: () => client.invalidateQueries({ queryKey: sectionsKey }),
  })
}

/** Saves a section; refreshes the lists. */
export function useUpdateSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateSection) => api.post<SectionDefinition>(`${P}/Update`, body),
    onSettled: () => client.invalidateQueries({ queryKey: sectionsKey }),
  })
}

/** Deletes an empty section; refreshes the lists. */
export function useDeleteSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sectionId: number) => api.post<null>(`${P}/Delete`, { SectionId: sectionId }),
    onSettled: () => client.invalidateQueries({ queryKey: sectionsKey }),
  })
}
