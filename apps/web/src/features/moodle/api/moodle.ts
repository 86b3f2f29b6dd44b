/**
 * The Moodle calls of the web (issue 20): the user sync of the system administrator (summary, background job,
 * unlinked people, creating users) and the section enrolment of an instructor.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  JobStarted,
  MoodleCreateResult,
  MoodleSection,
  MoodleSectionSyncResult,
  MoodleUnlinked,
  MoodleUserSummary,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query keys of the Moodle feature; every key starts with `moodleKey`. */
export const moodleKey = ['moodle'] as const
const U = '/api/Moodle/Kullanici'

/** The status URL of user sync job `id` (a ZJobStatus). */
export const userSyncJobUrl = (id: string) => `${U}/Is/${id}`

/** How many of our people are linked to Moodle users. */
export function useMoodleSummary() {
  return useQuery({
    queryKey: [...moodleKey, 'summary'],
    queryFn: ({ signal }) => api.get<MoodleUserSummary>(`${U}/Ozet`, { signal }),
  })
}

/** A page of the unlinked people. */
export interface UnlinkedPage {
  items: MoodleUnlinked[]
  page: number
  pageSize: number
  total: number
}

/** The unlinked people's page (server-side pagination; `q` filters by name or e-mail). */
export function useUnlinked(page: number, pageSize: number, q: string) {
  return useQuery({
    queryKey: [...moodleKey, 'unlinked', page, pageSize, q],
    queryFn: ({ signal }) =>
      api.get<UnlinkedPage>(`${U}/Eslesmeyenler`, { query: { page, pageSize, ...(q ? { q } : {}) }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Starts (or joins) the user sync job. */
export function useStartUserSync() {
  return useMutation({ mutationFn: () => api.post<JobStarted>(`${U}/Esitle`, {}) })
}

/** Creates (or links) the Moodle users of the people; refreshes the summary and the list. */
export function useCreateMoodleUsers() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => api.post<MoodleCreateResult[]>(`${U}/Olustur`, { PersonIds: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: moodleKey }),
  })
}

/** The instructor's sections of the active term with their Moodle state. */
export function useMoodleSections(language: string) {
  return useQuery({
    queryKey: [...moodleKey, 'sections', language],
    queryFn: ({ signal }) => api.get<MoodleSection[]>('/api/Moodle/Ders/Subeler', { signal }),
  })
}

/** Enrols a section's students in its Moodle course; refreshes the sections. */
export function useSyncSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sectionId: number) =>
      api.post<MoodleSectionSyncResult>('/api/Moodle/Ders/Esitle', { SectionId: sectionId }),
    onSettled: () => client.invalidateQueries({ queryKey: [...moodleKey, 'sections'] }),
  })
}
