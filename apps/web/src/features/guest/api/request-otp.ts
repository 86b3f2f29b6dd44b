/**
 * POST /api/IdentityGuest/auth/request-otp {email} (spec §7): sends a one-time sign-in code to the
 * guest's e-mail. The answer never reveals whether the address is known.
 */
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'

/** Asks for a code for `email`. */
export function requestOtp(email: string): Promise<unknown> {
  return api.post<unknown>('/api/IdentityGuest/auth/request-otp', { email }, { skipAuthHandling: true })
}

/** The code request as a TanStack mutation. */
export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp })
}
