/**
 * Students' requests about a section that staff approve or reject within an approval end date (spec §3
 * "grade request", "absence request"): the fields every such request shows and the staff's decision.
 */
import { z } from 'zod'
import { ZDate, ZId, ZPage, ZPageQuery } from './common.ts'

/** Request statuses. */
export const ZRequestStatus = z.enum(['pending', 'approved', 'rejected'])
export type RequestStatus = z.infer<typeof ZRequestStatus>

/** The fields every section request shows (spec §3: request date, status, approval end date, processor …). */
export const ZSectionRequest = z.object({
  Id: z.number().int(),
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  StudentNo: z.string(),
  RequesterName: z.string(),
  RequestDate: z.string(),
  Status: ZRequestStatus,
  ApprovalEndDate: ZDate,
  ProcessorName: z.string().nullable(),
  Reason: z.string(),
  Answer: z.string().nullable(),
})
export type SectionRequest = z.infer<typeof ZSectionRequest>

/** POST …/Requests/Process body (staff): approve or reject with an answer (5–500 characters). */
export const ZProcessRequest = z.object({
  Id: ZId,
  Approve: z.boolean(),
  Answer: z.string().trim().min(5).max(500),
})
export type ProcessRequest = z.infer<typeof ZProcessRequest>

/**
 * What a section request queue filters by (issue 36 shared request queue): a stored status, `expired` (pending
 * past its approval end date, no longer decidable; `pending` then means still decidable) or `all`.
 */
export const ZSectionRequestFilter = z.enum(['pending', 'expired', 'approved', 'rejected', 'all'])
export type SectionRequestFilter = z.infer<typeof ZSectionRequestFilter>

/** GET …/Requests/Queue query: status (default pending), search, requested-date range (Istanbul days), paging. */
export const ZSectionRequestQueueQuery = ZPageQuery.extend({
  Status: ZSectionRequestFilter.default('pending'),
  /** Student number prefix, course code prefix or part of the student's name. */
  Search: z.string().trim().max(100).optional(),
  From: ZDate.optional(),
  To: ZDate.optional(),
})
export type SectionRequestQueueQuery = z.infer<typeof ZSectionRequestQueueQuery>

/** How many of the caller's requests each filter holds (search and dates applied, status not). */
export const ZSectionRequestCounts = z.object({
  pending: z.number().int(),
  expired: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  all: z.number().int(),
})
export type SectionRequestCounts = z.infer<typeof ZSectionRequestCounts>

/** A page of a section request queue (oldest first) with the counts per filter. */
export const ZSectionRequestQueue = <T extends z.ZodType>(item: T) =>
  ZPage(item).extend({ Counts: ZSectionRequestCounts })

/** POST …/Requests/ProcessMany body (staff): one decision and answer for several requests, all or none. */
export const ZProcessManyRequest = z.object({
  Ids: z.array(ZId).min(1).max(100),
  Approve: z.boolean(),
  Answer: z.string().trim().min(5).max(500),
})
export type ProcessManyRequest = z.infer<typeof ZProcessManyRequest>
