/**
 * Military service (askerlik) deferral requests (issue 20; spec §1 "military service queries", §3 "Military
 * service query: request id, offer type, offer reason, result code, deferral end"). The registrar sends
 * deferral (tecil) requests for male students of the legal age and queries their state.
 */
import { z } from 'zod'
import { ZId, ZPage, ZPageQuery } from './common.ts'

/** A deferral's state as the military service authority last answered it (spec §3). */
export const ZMilitaryState = z.object({
  RequestId: z.string().nullable(),
  OfferType: z.string().nullable(),
  OfferReason: z.string().nullable(),
  ResultCode: z.string().nullable(),
  DeferralEndsOn: z.string().nullable(),
  State: z.enum(['none', 'sent', 'refused']),
  QueriedAt: z.string().nullable(),
})
export type MilitaryState = z.infer<typeof ZMilitaryState>

/** One male student of the legal age with the state of their deferral. */
export const ZMilitaryStudent = ZMilitaryState.extend({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  BirthDate: z.string(),
})
export type MilitaryStudent = z.infer<typeof ZMilitaryStudent>
export const ZMilitaryStudentPage = ZPage(ZMilitaryStudent)
export const ZMilitaryStudentQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  state: z.enum(['none', 'sent', 'refused']).optional(),
})
/** The students whose deferral ends within `days` (default 60). */
export const ZMilitaryEndingQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(1).max(365).default(60),
})

/** Sending deferral requests for the selected students (1..200). */
export const ZMilitarySend = z.object({
  StudentIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'military.duplicateStudent' }),
})

/** The answer per student of a batch. */
export const ZMilitarySendResult = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  State: z.enum(['sent', 'refused', 'alreadySent']),
  RequestId: z.string().nullable(),
  ResultCode: z.string(),
  Message: z.string(),
})
export type MilitarySendResult = z.infer<typeof ZMilitarySendResult>

/** Querying one student's deferral. */
export const ZMilitaryQuery = z.object({ StudentId: ZId })
