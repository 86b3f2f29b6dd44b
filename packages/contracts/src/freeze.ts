/**
 * Registration freeze (kayıt dondurma) and registration completion (issue 16 "Student lifecycle"; spec §1, §3
 * "term counters (unconditional, conditional, maximum)", §5 "Registration freeze and similar requests:
 * explanation required"). Terms are named by their stable code, e.g. "2026-2027-B".
 */
import { z } from 'zod'
import { ZDate, ZId, ZPage } from './common.ts'

/** Why a student asks for a freeze. Health and military service count as conditional terms, the rest as unconditional. */
export const ZFreezeReason = z.enum(['health', 'military', 'financial', 'family', 'other'])
export type FreezeReason = z.infer<typeof ZFreezeReason>

/** A freeze request's status. */
export const ZFreezeStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn'])
export type FreezeStatus = z.infer<typeof ZFreezeStatus>

/** Text without NUL characters (PostgreSQL refuses them in text columns). */
const noNul = (s: string) => !s.includes('\u0000')

/** A term code: the academic year and the season letter (G fall, B spring). */
export const ZTermCode = z.string().regex(/^\d{4}-\d{4}-[GB]$/)

/** A term a freeze may cover, with its display name in the caller's language. */
export const ZFreezeTerm = z.object({ Code: ZTermCode, Name: z.string() })
export type FreezeTerm = z.infer<typeof ZFreezeTerm>

/** The student's term counters (spec §3): limits, used (approved) and pending terms. All in terms. */
export const ZFreezeCounters = z.object({
  UnconditionalLimit: z.number().int(),
  UnconditionalUsed: z.number().int(),
  ConditionalLimit: z.number().int(),
  ConditionalUsed: z.number().int(),
  MaximumTerms: z.number().int(),
  /** Terms in pending requests (not yet counted as used). */
  PendingTerms: z.number().int(),
})
export type FreezeCounters = z.infer<typeof ZFreezeCounters>

/** A freeze request as lists show it. */
export const ZFreezeRequest = z.object({
  Id: ZId,
  StudentId: ZId,
  StudentNo: z.string(),
  StudentName: z.string(),
  ProgrammeName: z.string(),
  Reason: ZFreezeReason,
  Explanation: z.string(),
  Terms: z.array(ZFreezeTerm),
  Status: ZFreezeStatus,
  RequestDate: z.string(),
  ApprovalEndDate: ZDate,
  ProcessorName: z.string().nullable(),
  ProcessedAt: z.string().nullable(),
  Answer: z.string().nullable(),
  FileName: z.string().nullable(),
  Version: z.number().int(),
})
export type FreezeRequest = z.infer<typeof ZFreezeRequest>

/** GET /api/Freeze/Student/Overview: the caller's counters, status, frozen terms and the terms open to a request. */
export const ZFreezeOverview = z.object({
  StudentNo: z.string(),
  StudentStatus: z.enum(['active', 'frozen', 'graduated', 'withdrawn']),
  Counters: ZFreezeCounters,
  /** Terms frozen by approved requests. */
  FrozenTerms: z.array(ZFreezeTerm),
  /** Terms the student may still ask for (the current term if not over, then the coming ones), minus those already requested. */
  OpenTerms: z.array(ZFreezeTerm),
  /** Upload limit in MB. */
  MaxFileMb: z.number().int(),
})
export type FreezeOverview = z.infer<typeof ZFreezeOverview>

/** Explanation length (spec §5 "explanation required"). */
export const FREEZE_EXPLANATION = { min: 20, max: 1000 } as const

/** The text fields of POST /api/Freeze/Student/Create (multipart with one document): Terms is comma-separated. */
export const ZCreateFreezeFields = z.object({
  Reason: ZFreezeReason,
  Terms: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(ZTermCode).min(1).max(4)),
  Explanation: z.string().trim().min(FREEZE_EXPLANATION.min).max(FREEZE_EXPLANATION.max).refine(noNul),
})
export type CreateFreezeFields = z.infer<typeof ZCreateFreezeFields>

/** POST /api/Freeze/Student/Withdraw {Id}. */
export const ZWithdrawFreezeRequest = z.object({ Id: ZId })

/** GET /api/Freeze/Admin/List query: filters and paging. */
export const ZFreezeQueueQuery = z.object({
  status: ZFreezeStatus.optional(),
  reason: ZFreezeReason.optional(),
  /** Student number or name, part of it. */
  search: z.string().trim().max(100).refine(noNul).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type FreezeQueueQuery = z.infer<typeof ZFreezeQueueQuery>

/** A page of the queue, and whether the caller may decide (registrar) or only read (student centre). */
export const ZFreezeQueue = ZPage(ZFreezeRequest).extend({ CanDecide: z.boolean() })
export type FreezeQueue = z.infer<typeof ZFreezeQueue>

/** GET /api/Freeze/Admin/Student ?studentId: a student's counters, status and freeze history. */
export const ZFreezeStudentDetail = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  StudentName: z.string(),
  StudentStatus: z.enum(['active', 'frozen', 'graduated', 'withdrawn']),
  Counters: ZFreezeCounters,
  FrozenTerms: z.array(ZFreezeTerm),
  History: z.array(ZFreezeRequest),
})
export type FreezeStudentDetail = z.infer<typeof ZFreezeStudentDetail>

/** POST /api/Freeze/Admin/Process: approve or reject; an answer (reason) is required for both (5–500). Version guards stale screens. */
export const ZProcessFreezeRequest = z.object({
  Id: ZId,
  Version: z.number().int().min(1).max(2_147_483_647),
  Approve: z.boolean(),
  Answer: z.string().trim().min(5).max(500).refine(noNul),
})
export type ProcessFreezeRequest = z.infer<typeof ZProcessFreezeRequest>

/** GET /api/Freeze/Completion/Status: whether the caller's studentship must still complete registration. */
export const ZCompletionStatus = z.object({
  Required: z.boolean(),
  Completed: z.boolean(),
  StudentNo: z.string(),
  FullName: z.string(),
  ProgrammeName: z.string(),
  Email: z.string(),
  MobilePhone: z.string().nullable(),
  /** Documents to bring to the registrar (translated names). */
  Documents: z.array(z.string()),
})
export type CompletionStatus = z.infer<typeof ZCompletionStatus>

/** POST /api/Freeze/Completion/Complete: confirmed contact details and the accepted declaration. */
export const ZCompleteRegistrationRequest = z.object({
  Email: z.email().max(200),
  MobilePhone: z.string().regex(/^\+?\d{10,15}$/),
  Address: z.string().trim().min(10).max(500).refine(noNul),
  DeclarationAccepted: z.literal(true),
})
export type CompleteRegistrationRequest = z.infer<typeof ZCompleteRegistrationRequest>
