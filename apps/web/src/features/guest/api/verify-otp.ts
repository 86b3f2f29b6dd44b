/**
 * POST /api/IdentityGuest/auth/verify-otp {email, code} (spec §7): exchanges the one-time code for
 * a guest token (stored as `token-guest`).
 */
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'

/** The verification body. */
export interface VerifyOtpBody {
  email: string
  code: string
}

/** Verifies the code; resolves to the guest token. */
export function verifyOtp(body: VerifyOtpBody): Promise<string> {
  return api.post<string>('/api/IdentityGuest/auth/verify-otp', body, { skipAuthHandling: true })
}

/** The code verification as a TanStack mutation. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}
