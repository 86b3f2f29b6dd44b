/**
 * Microsoft licence contracts (spec §1 "Microsoft A1/A3 licence status and A3 request", §4 "Licence:
 * requested, held (A1 or A3)", §8 "A3 licence request failed"). Everyone holds A1; A3 is requested and,
 * once the provider has assigned it, held.
 */
import { z } from 'zod'

/** Where the caller's A3 licence stands. */
export const ZA3Status = z.enum(['none', 'requested', 'held'])
export type A3Status = z.infer<typeof ZA3Status>

/** GET /api/Licence/Microsoft/Status answer. Dates are ISO timestamps or null. */
export const ZLicenceStatus = z.object({
  A1: z.literal('held'),
  A3: ZA3Status,
  A3RequestedAt: z.string().nullable(),
  A3GrantedAt: z.string().nullable(),
})
export type LicenceStatus = z.infer<typeof ZLicenceStatus>
