/**
 * POST /api/IdentityGuest/auth/logout (spec §7): revokes the guest token. Made with
 * `skipAuthHandling`, since it is itself the reaction to a guest 401/403 (spec §8).
 */
import { api } from '../../../shared/api/client.ts'

/** Logs the guest out on the server; rejects with the server's message on failure. */
export function guestLogout(): Promise<unknown> {
  return api.post<unknown>('/api/IdentityGuest/auth/logout', {}, { skipAuthHandling: true })
}
