/**
 * GET /api/IdentityGuest/guest/get-guest-personal_info?guestParentId={id} (spec §7): the signed-in
 * guest's own profile (personal information and details; null parts are not filled in yet).
 */

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GuestProfile } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the guest's profile; `guestParentId` is the token's GuestId. */
export function getGuestProfile(guestParentId: number, signal?: AbortSignal): Promise<GuestProfile> {
  return api.get<GuestProfile>('/api/IdentityGuest/guest/get-guest-personal_info', {
    query: { guestParentId },
    signal,
  })
}

/** Query options of the guest's profile. */
export function guestProfileQueryOptions(guestParentId: number) {
  return queryOptions({
    queryKey: ['guest', 'profile', guestParentId],
    queryFn: ({ signal }) => getGuestProfile(guestParentId, signal),
  })
}

/** The guest's profile as a TanStack query; disabled without a guest id. */
export function useGuestProfile(guestParentId: number | null) {
  return useQuery({ ...guestProfileQueryOptions(guestParentId ?? 0), enabled: guestParentId !== null })
}
