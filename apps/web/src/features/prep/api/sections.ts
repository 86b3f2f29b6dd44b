/**
 * Sections and their students (issue 18 § Definitions, section transfer; spec §5 "section name, classroom,
 * total section count and total quota required"; issue 37 "sections editable after creation"): GET Sube/List,
 * Sube/Instructors, Ogrenci/List; POST Sube/Create, Sube/Update, Sube/Delete, Sube/Transfer under /api/Hazirlik.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  CreatePrepSections,
  DeletePrepSection,
  PrepInstructor,
  PrepSection,
  PrepSectionTransfer,
  PrepStudent,
  PrepStudentQuery,
  UpdatePrepSection,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** Sections of a quarter (optionally one level). */
export function useSections(quarterId: number | undefined, levelId?: number) {
  return useQuery({
    queryKey: [...prepKey, 'sections', quarterId, levelId],
    queryFn: ({ signal }) =>
      api.get<PrepSection[]>('/api/Hazirlik/Sube/List', { query: { quarterId, levelId }, signal }),
    enabled: quarterId !== undefined,
  })
}

/** The prep school's instructors. */
export function useInstructors() {
  return useQuery({
    queryKey: [...prepKey, 'instructors'],
    queryFn: ({ signal }) => api.get<PrepInstructor[]>('/api/Hazirlik/Sube/Instructors', { signal }),
  })
}

/** Students of a quarter with filters (the previous result stays while the next loads). */
export function useQuarterStudents(query: PrepStudentQuery | undefined) {
  return useQuery({
    queryKey: [...prepKey, 'students', query],
    queryFn: ({ signal }) => api.get<PrepStudent[]>('/api/Hazirlik/Ogrenci/List', { query, signal }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  })
}

/** Creates N sections (422 §8 "no quarter level found in the chosen quarter", capacity; 409 names). */
export function useCreateSections() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreatePrepSections) => api.post<PrepSection[]>('/api/Hazirlik/Sube/Create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}

/** Updates one section: name, classroom, quota, instructors (422 capacity or below its students, 409). */
export function useUpdateSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdatePrepSection) => api.post<PrepSection>('/api/Hazirlik/Sube/Update', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}

/** Deletes an empty section (422 with students or used by a mixing, 409 stale; issue 37). */
export function useDeleteSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: DeletePrepSection) => api.post<null>('/api/Hazirlik/Sube/Delete', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}

/** Transfers a student to another section of the level (422 full or other level, 409 stale). */
export function useTransfer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: PrepSectionTransfer) => api.post<PrepStudent>('/api/Hazirlik/Sube/Transfer', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
