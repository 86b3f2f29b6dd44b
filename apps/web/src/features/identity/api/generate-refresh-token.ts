/**
 * POST /api/Identity/RefreshToken/GenerateRefreshToken (spec §7): a new token for the live session.
 * The bearer token (which may have expired within the 12 h session) and the session's HttpOnly cookie
 * (sent by the browser) authorise it; the answer rotates the cookie. Made with `skipAuthHandling`: a failed
 * refresh is the caller's to handle.
 */
import { api } from '../../../shared/api/client.ts'

/** Requests a fresh portal token; resolves to the token (responseData). */
export function generateRefreshToken(): Promise<string> {
  return api.post<string>(
    '/api/Identity/RefreshToken/GenerateRefreshToken',
    {},
    { credentials: 'same-origin', skipAuthHandling: true },
  )
}
