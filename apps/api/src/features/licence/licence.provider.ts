/**
 * Fulfilment of Microsoft licences. The real provider would assign the A3 licence through Microsoft's API
 * (Graph: assign the licence SKU to the user's account), which is outside this machine; the development
 * provider grants a requested A3 once LICENCE_DEV_GRANT_SECONDS have passed.
 */
import type { Clock } from '../../platform/time.ts'

/** The person whose licence is asked for: the institutional e-mail is their Microsoft account. */
export interface LicenceUser {
  personId: number
  email: string
}

/** Thrown by a provider that refuses a request or cannot be reached. */
export class LicenceProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'LicenceProviderError'
  }
}

/** Assigns licences at the licence owner (Microsoft). */
export interface LicenceProvider {
  /** Asks for an A3 licence for `user`. Throws LicenceProviderError when the request fails. */
  requestA3(user: LicenceUser): Promise<void>
  /** True once the A3 licence asked for at `requestedAt` has been assigned. */
  isA3Granted(user: LicenceUser, requestedAt: Date): Promise<boolean>
}

/** The development provider: accepts every request and grants it `grantSeconds` after it was made. */
export function createDevLicenceProvider(clock: Clock, grantSeconds: number): LicenceProvider {
  return {
    async requestA3() {},
    async isA3Granted(_user, requestedAt) {
      return clock().getTime() - requestedAt.getTime() >= grantSeconds * 1000
    },
  }
}
