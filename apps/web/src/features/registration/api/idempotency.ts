/**
 * Every registration write carries an `Idempotency-Key` (issue 7): one fresh key per user action, so a
 * network retry of the same action is answered once by the server.
 */
import { IDEMPOTENCY_HEADER } from '@unacs/contracts'

/** Headers with a fresh idempotency key. */
export function idempotencyHeaders(): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
}

/** Query-key prefix of everything registration shows (basket-query.ts, re-exported for the writes). */
export { registrationKey } from './basket-query.ts'
