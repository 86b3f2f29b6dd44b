/** The signed-in person's photo as a TanStack query: the student or the staff call by user type. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getStaffPhoto } from './get-staff-photo.ts'
import { getStudentPhoto } from './get-student-photo.ts'

/** Whose photo: a student's or a staff member's. */
export type PhotoKind = 'student' | 'staff'

/** Query options of the photo of one session person (never refetched; null = default avatar). */
export function photoQueryOptions(kind: PhotoKind, personKey: string) {
  return queryOptions({
    queryKey: ['identity', 'photo', kind, personKey],
    queryFn: ({ signal }) => (kind === 'student' ? getStudentPhoto(signal) : getStaffPhoto(signal)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

/** The photo query; disabled while `personKey` is null. */
export function usePhoto(kind: PhotoKind, personKey: string | null) {
  return useQuery({ ...photoQueryOptions(kind, personKey ?? 'none'), enabled: personKey !== null })
}
