/**
 * Departure clearance contracts (issue 16 "Student lifecycle" § Departure clearance; spec §1 "approvals from
 * accounting, library, fixtures and sports with counts of debts or unreturned items; SMS and e-mail
 * confirmation code; departure-reason survey; horizontal transfer programme choice", §3 student departure
 * date, reason and student-right end date, §4 states, §5 rules, §8 messages). Money is integer kuruş (TRY);
 * dates are `YYYY-MM-DD` (Istanbul) and timestamps ISO strings.
 */
import { z } from 'zod'
import { ZDate, ZId, ZLanguage } from './common.ts'

/** Free text without NUL characters, trimmed, between `min` and `max` characters. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !s.includes('\0'), { message: 'NUL' })

/** Why the student leaves (spec §1, §5: "the departure reason … required"; from a list). */
export const ZDepartureReason = z.enum([
  'horizontal_transfer',
  'another_university',
  'own_request',
  'financial',
  'health',
  'family',
  'work',
  'other',
])
export type DepartureReason = z.infer<typeof ZDepartureReason>

/**
 * §4 states: the request waits for its confirmation code, then is with the offices ('requested'), then with
 * the student centre dean's office, then with the registrar; it ends completed, rejected or withdrawn.
 */
export const ZDepartureStatus = z.enum([
  'awaiting_confirmation',
  'requested',
  'awaiting_dean',
  'awaiting_registrar',
  'completed',
  'rejected',
  'withdrawn',
])
export type DepartureStatus = z.infer<typeof ZDepartureStatus>

/** The clearing offices (spec §1: accounting, library, fixtures (inventory), sports). */
export const ZDepartureOffice = z.enum(['accounting', 'library', 'fixtures', 'sports'])
export type DepartureOffice = z.infer<typeof ZDepartureOffice>

/** Maximum length of the reason description (docs/decisions.md "Departure reason description"). */
export const DEPARTURE_DESCRIPTION_MAX = 100

/** The departure-reason survey: question 1 required (spec §5), the others optional. */
export const ZDepartureSurvey = z.object({
  /** Q1: overall satisfaction with the university, 1 (very unsatisfied) to 5 (very satisfied). */
  Q1: z.number().int().min(1).max(5),
  /** Q2: would you recommend the university? */
  Q2: z.enum(['yes', 'no', 'unsure']).optional(),
  /** Q3: satisfaction with the academic staff, 1 to 5. */
  Q3: z.number().int().min(1).max(5).optional(),
  /** Q4: what should we improve (free text, at most 500 characters). */
  Q4: text(0, 500).optional(),
})
export type DepartureSurvey = z.infer<typeof ZDepartureSurvey>

/**
 * POST /api/Ogrenci/IlisikKesme/Start body (§5): reason, a description of 1 to 100 characters, the target
 * programme when the reason is a horizontal transfer, and the survey with question 1 answered.
 */
export const ZStartDepartureRequest = z
  .object({
    Reason: ZDepartureReason,
    Description: text(1, DEPARTURE_DESCRIPTION_MAX),
    TargetProgramme: text(0, 200).optional(),
    Survey: ZDepartureSurvey,
  })
  .superRefine((v, ctx) => {
    if (v.Reason === 'horizontal_transfer' && !v.TargetProgramme)
      ctx.addIssue({ code: 'custom', path: ['TargetProgramme'], message: 'required' })
  })
export type StartDepartureRequest = z.infer<typeof ZStartDepartureRequest>

/** A request id in a body. */
export const ZDepartureIdBody = z.object({ Id: ZId })
/** A request id in a query string. */
export const ZDepartureIdQuery = z.object({ id: z.coerce.number().pipe(ZId) })

/**
 * GET /api/IlisikKesme/Belge/Download query: the request id and the certificate's language (tr or en; default
 * the language the request was made in), like the other documents (issue 37 § Students).
 */
export const ZDepartureCertificateQuery = ZDepartureIdQuery.extend({ lang: ZLanguage.optional() })

/** POST /api/Ogrenci/IlisikKesme/Confirm body: the 6-digit code sent by SMS and e-mail. */
export const ZConfirmDepartureRequest = z.object({
  Id: ZId,
  Code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

/** One open debt or unreturned item an office holds against the student. */
export const ZDepartureDebt = z.object({
  Id: ZId,
  Office: ZDepartureOffice,
  /** Book, item or fee name. */
  Title: z.string(),
  /** Amount owed in kuruş (a fine or a fee; 0 for an unreturned item without a fine). */
  AmountKurus: z.number().int(),
  /** Borrowed or handed out on. */
  ItemDate: ZDate.nullable(),
  /** Due back on (library). */
  DueOn: ZDate.nullable(),
  /** Settled (paid or returned) at, null while open. */
  SettledAt: z.string().nullable(),
})
export type DepartureDebt = z.infer<typeof ZDepartureDebt>

/**
 * One item the fixtures or sports office handed out to the student and not yet taken back (from the fixtures
 * feature): it is returned through the fixtures refund, never settled by departure clearance.
 */
export const ZDepartureHeldItem = z.object({
  Office: z.enum(['fixtures', 'sports']),
  /** The item's registry number, e.g. "DMR-2026-0001". */
  RegistryNo: z.string(),
  Name: z.string(),
  /** Handed out on (Istanbul date); null for hand-outs taken over from the old system without a date. */
  DeliveredOn: ZDate.nullable(),
})
export type DepartureHeldItem = z.infer<typeof ZDepartureHeldItem>

/** One office's state for a student: clear or not, and what blocks it. */
export const ZDepartureOfficeState = z.object({
  Office: ZDepartureOffice,
  /** The office marked the request clear. */
  Cleared: z.boolean(),
  ClearedAt: z.string().nullable(),
  /** Set when the office cleared despite an open debt. */
  WaiverReason: z.string().nullable(),
  /** Sum of open debts in kuruş. */
  DebtKurus: z.number().int(),
  /** Open debts (accounting, library). */
  OpenItems: z.array(ZDepartureDebt),
  /** Unreturned items (fixtures, sports: what the fixtures feature says the student holds). */
  HeldItems: z.array(ZDepartureHeldItem),
})
export type DepartureOfficeState = z.infer<typeof ZDepartureOfficeState>

/** The refund/leave calculation (what the student is owed, positive, or owes, negative), in kuruş. */
export const ZLeaveCalculation = z.object({
  FeesPaidKurus: z.number().int(),
  RefundableKurus: z.number().int(),
  OutstandingKurus: z.number().int(),
  /** RefundableKurus − OutstandingKurus: > 0 owed to the student, < 0 owed by the student. */
  BalanceKurus: z.number().int(),
})
export type LeaveCalculation = z.infer<typeof ZLeaveCalculation>

/** A departure request as its student, the offices, the dean's office and the registrar see it. */
export const ZDepartureRequestView = z.object({
  Id: ZId,
  StudentNo: z.string(),
  StudentName: z.string(),
  Programme: z.string(),
  Status: ZDepartureStatus,
  Reason: ZDepartureReason,
  Description: z.string(),
  TargetProgramme: z.string().nullable(),
  Survey: ZDepartureSurvey,
  CreatedAt: z.string(),
  ConfirmedAt: z.string().nullable(),
  /** Where the code went, masked (e.g. "+90 5** *** ** 12", "a***@ogr…"). */
  CodeSentTo: z.object({ Phone: z.string().nullable(), Email: z.string() }),
  /** Expiry of the live code while awaiting confirmation. */
  CodeExpiresAt: z.string().nullable(),
  Offices: z.array(ZDepartureOfficeState),
  DeanApprovedAt: z.string().nullable(),
  RegistrarApprovedAt: z.string().nullable(),
  RejectedAt: z.string().nullable(),
  RejectionReason: z.string().nullable(),
  /** The status the request had when it was rejected. */
  RejectedAtStep: ZDepartureStatus.nullable(),
  CompletedAt: z.string().nullable(),
  DepartureDate: ZDate.nullable(),
  StudentRightEndsOn: ZDate.nullable(),
  /** The leave calculation, or null with `LeaveError` (§8 "leave calculation failed…"). */
  Leave: ZLeaveCalculation.nullable(),
  LeaveError: z.string().nullable(),
})
export type DepartureRequestView = z.infer<typeof ZDepartureRequestView>

/** GET /api/Ogrenci/IlisikKesme/Get: the caller's current (or last) request and the offices' state now. */
export const ZStudentDepartureOverview = z.object({
  StudentNo: z.string(),
  /** The open request, else the newest finished one, else null. */
  Request: ZDepartureRequestView.nullable(),
  /** Per office, what blocks a departure today (before a request too). */
  Offices: z.array(ZDepartureOfficeState),
  /** A new request may be started (no open one, studentship active). */
  CanStart: z.boolean(),
})
export type StudentDepartureOverview = z.infer<typeof ZStudentDepartureOverview>

/** Queue filters of the offices, the dean's office and the registrar (server-side pages). */
export const ZDepartureQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** 'open': waiting for the caller's step; 'done': the caller's step is past (cleared, decided). */
  State: z.enum(['open', 'done']).default('open'),
  UnitId: z.coerce.number().pipe(ZId).optional(),
  Reason: ZDepartureReason.optional(),
  From: ZDate.optional(),
  To: ZDate.optional(),
  StudentNo: text(1, 20).optional(),
})
export type DepartureQueueQuery = z.infer<typeof ZDepartureQueueQuery>

/** One row of a queue. */
export const ZDepartureQueueItem = z.object({
  Id: ZId,
  StudentNo: z.string(),
  StudentName: z.string(),
  Programme: z.string(),
  Unit: z.string(),
  Reason: ZDepartureReason,
  Status: ZDepartureStatus,
  /** Confirmed (entered the queue) at. */
  RequestedAt: z.string(),
  /**
   * For an office: its open debt in kuruş and open item count (open debts, or for fixtures and sports the
   * unreturned items); for the dean/registrar: all offices'.
   */
  DebtKurus: z.number().int(),
  OpenItemCount: z.number().int(),
  /** For an office: it has cleared the request. */
  Cleared: z.boolean(),
})
export type DepartureQueueItem = z.infer<typeof ZDepartureQueueItem>

/** A page of a queue. */
export const ZDepartureQueuePage = z.object({
  items: z.array(ZDepartureQueueItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type DepartureQueuePage = z.infer<typeof ZDepartureQueuePage>

/**
 * GET /api/IlisikKesme/Onay/Units: the units the caller's queue may be filtered on (the units of the caller's
 * role and everything under them: faculties, departments, programmes), for the `UnitId` filter.
 */
export const ZDepartureUnitOption = z.object({
  Id: ZId,
  /** The parent unit when it is in the list too, else null (a root of the caller's tree). */
  ParentId: ZId.nullable(),
  Name: z.string(),
})
export type DepartureUnitOption = z.infer<typeof ZDepartureUnitOption>

/** POST /api/IlisikKesme/Birim/Clear body: mark clear; a waiver reason is required while a debt is open. */
export const ZOfficeClearRequest = z.object({ Id: ZId, WaiverReason: text(3, 500).optional() })

/**
 * POST /api/IlisikKesme/Birim/SettleDebt body: the accounting or library debt was paid or the book returned
 * (fixtures and sports items are returned through the fixtures refund instead).
 */
export const ZSettleDebtRequest = z.object({ DebtId: ZId, Note: text(0, 500).optional() })

/** POST /api/IlisikKesme/Onay/Reject body: any step's reviewer rejects with a reason. */
export const ZRejectDepartureRequest = z.object({ Id: ZId, Reason: text(3, 500) })

/** POST /api/IlisikKesme/Onay/BulkApprove body. */
export const ZBulkApproveRequest = z.object({ Ids: z.array(ZId).min(1).max(100) })
/** Bulk approval result: approved ids and those skipped (decided meanwhile or not at the caller's step). */
export const ZBulkApproveResult = z.object({ Approved: z.array(ZId), Skipped: z.array(ZId) })
export type BulkApproveResult = z.infer<typeof ZBulkApproveResult>

/** GET /api/Kutuphane/Borc/List query: the library debts, paged, optionally one student's, open only. */
export const ZLibraryDebtQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  StudentNo: text(1, 20).optional(),
  OpenOnly: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

/** One library debt row with its student. */
export const ZLibraryDebtItem = ZDepartureDebt.extend({ StudentNo: z.string(), StudentName: z.string() })
export type LibraryDebtItem = z.infer<typeof ZLibraryDebtItem>

/** A page of library debts. */
export const ZLibraryDebtPage = z.object({
  items: z.array(ZLibraryDebtItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})

/** POST /api/Kutuphane/Borc/Create body: a book not returned and its fine (kuruş, at most 100,000 TL). */
export const ZCreateLibraryDebtRequest = z
  .object({
    StudentNo: text(1, 20),
    Title: text(2, 200),
    BorrowedOn: ZDate,
    DueOn: ZDate,
    FineKurus: z.number().int().min(0).max(10_000_000),
  })
  .refine((v) => v.DueOn >= v.BorrowedOn, { path: ['DueOn'], message: 'before' })

/**
 * GET /api/Ogrenci/IlisikKesme/TransferProgrammes: the horizontal transfer's target programmes (issue 37): the
 * council's programme units from the YÖKSİS units service, or the seeded list when it is unavailable.
 */
export const ZTransferProgrammeList = z.object({
  Source: z.enum(['yoksis', 'seeded']),
  Items: z.array(z.string()),
})
export type TransferProgrammeList = z.infer<typeof ZTransferProgrammeList>
