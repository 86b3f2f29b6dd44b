/**
 * POST /api/Identity/RefreshToken/GenerateRefreshToken (spec §7): a new token for the live session.
 * The bearer token and the session's HttpOnly cookie (sent by the browser) authorise it.
 */
import { api } from '../../../shared/api/client.ts'

/** Requests a fresh portal token; resolves to the token (responseData). */
export function generateRefreshToken(): Promise<string> {
  return api.post<string>(
    '/api/Identity/RefreshToken/GenerateRefreshToken',
    {},
    { credentials: 'same-origin' },
  )
}
