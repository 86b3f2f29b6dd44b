/** The signed-in person's photo as a TanStack query: the student or the staff call by user type. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionUser } from '../../../shared/session/claims.ts'
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

/**
 * The signed-in `user`'s own photo (the student or the staff call by user type, keyed by `sub`, else the e-mail),
 * as the top bar's profile button shows it; not asked for while `enabled` is false.
 */
export function useSessionPhoto(user: SessionUser, enabled = true) {
  const kind: PhotoKind = user.claims.UserType === 'student' ? 'student' : 'staff'
  return usePhoto(kind, enabled ? user.claims.sub || user.claims.Email : null)
}
