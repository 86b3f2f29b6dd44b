/**
 * POST /api/IdentityGuest/auth/refresh-token (issue 15 "Sessions"): a new guest token for the live guest
 * session. The (possibly expired) guest token and the session's HttpOnly guest refresh cookie, which the
 * browser sends to /api/IdentityGuest/auth only, authorise it. Made with `skipAuthHandling`: a failed
 * renewal is the caller's to handle (the guest logout).
 */
import { api } from '../../../shared/api/client.ts'

/** Requests a fresh guest token; resolves to the token (responseData). */
export function guestRefreshToken(): Promise<string> {
  return api.post<string>(
    '/api/IdentityGuest/auth/refresh-token',
    {},
    { credentials: 'same-origin', skipAuthHandling: true },
  )
}
