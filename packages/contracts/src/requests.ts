/**
 * Students' requests about a section that staff approve or reject within an approval end date (spec §3
 * "grade request", "absence request"): the fields every such request shows and the staff's decision.
 */
import { z } from 'zod'
import { ZDate, ZId } from './common.ts'

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

/** POST …/Requests/Process body (staff): approve or reject with an answer (5–500 characters). */
export const ZProcessRequest = z.object({
  Id: ZId,
  Approve: z.boolean(),
  Answer: z.string().trim().min(5).max(500),
})
export type ProcessRequest = z.infer<typeof ZProcessRequest>
