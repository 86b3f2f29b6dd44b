/**
 * Student document contracts (spec §1 "Student documents with request, download and delete", §3 "Document":
 * name, language, creation date, status; §4 "request created, then document created"; §8 "document display
 * time has ended"). Dates are ISO timestamps.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZLanguage, ZPage, ZPageQuery } from './common.ts'

/**
 * The documents a student can ask for: a student certificate and a transcript-like grade status document
 * (created at once), and the kinds the registrar reviews first (issue 22 "Request queues"): approved course
 * contents and a military service status letter (docs/decisions.md).
 */
export const ZDocumentKind = z.enum([
  'student_certificate',
  'transcript',
  'course_contents',
  'military_status',
])
export type DocumentKind = z.infer<typeof ZDocumentKind>

/** The kinds that go to the registrar's queue instead of being created at once. */
export const REVIEWED_DOCUMENT_KINDS: readonly DocumentKind[] = ['course_contents', 'military_status']

/**
 * §4: the request is created first, then the document. A reviewed kind waits in the registrar's queue
 * ('requested', then 'preparing') until approved ('created') or rejected with a reason ('rejected').
 */
export const ZDocumentStatus = z.enum(['requested', 'preparing', 'created', 'rejected'])
export type DocumentStatus = z.infer<typeof ZDocumentStatus>

/** One document request of the caller's active studentship. */
export const ZStudentDocument = z.object({
  Id: z.number().int(),
  Kind: ZDocumentKind,
  Name: z.string(),
  Language: ZLanguage,
  Status: ZDocumentStatus,
  RequestedAt: z.string(),
  /** When the document was created (null while only requested). */
  CreatedAt: z.string().nullable(),
  /** Until when the public viewer shows it (null while only requested). */
  DisplayUntil: z.string().nullable(),
  VerificationCode: z.string().nullable(),
  /** The registrar's reason when rejected (null otherwise). */
  RejectionReason: z.string().nullable().optional(),
})
export type StudentDocument = z.infer<typeof ZStudentDocument>

/** GET /api/Belge/Talep/List query: an optional student number, which must be the caller's active studentship. */
export const ZDocumentListQuery = z.object({ OgrNo: z.string().trim().min(1).max(20).optional() })

/** POST /api/Belge/Talep/Create body. `OgrNo`, when sent, must be the caller's active studentship. */
export const ZCreateDocumentRequest = z.object({
  Kind: ZDocumentKind,
  Language: ZLanguage,
  OgrNo: z.string().trim().min(1).max(20).optional(),
})
export type CreateDocumentRequest = z.infer<typeof ZCreateDocumentRequest>

/** POST /api/Belge/Talep/Delete body. */
export const ZDeleteDocumentRequest = z.object({ Id: ZId })

/** GET /api/Belge/Talep/Download query. */
export const ZDocumentIdQuery = z.object({ id: ZIdParam })

/** GET /api/Belge/Dogrulama/Get query: the verification code printed on the document. */
export const ZVerificationQuery = z.object({ code: z.string().trim().min(1).max(64) })

/** One line of the verified document's data (label already in the document's language). */
export const ZVerifiedField = z.object({ Label: z.string(), Value: z.string() })

/** GET /api/Belge/Dogrulama/Get answer: what the document said when it was created. */
export const ZVerifiedDocument = z.object({
  Code: z.string(),
  /** A document kind, or a certificate kind for a certificate (issue 20 § Certificate requests). */
  Kind: z.string(),
  Name: z.string(),
  Language: ZLanguage,
  CreatedAt: z.string(),
  DisplayUntil: z.string(),
  Fields: z.array(ZVerifiedField),
})
export type VerifiedDocument = z.infer<typeof ZVerifiedDocument>

/** GET /api/Belge/Yonetim/Queue query: the registrar's queue, filtered and paged on the server. */
export const ZDocumentQueueQuery = ZPageQuery.extend({
  /** Open = requested or preparing (the default); 'all' every state. */
  Status: z.enum(['open', 'requested', 'preparing', 'created', 'rejected', 'all']).default('open'),
  Kind: ZDocumentKind.optional(),
  /** Student number or part of the name. */
  Search: z.string().trim().max(100).optional(),
  From: ZDate.optional(),
  To: ZDate.optional(),
})
export type DocumentQueueQuery = z.infer<typeof ZDocumentQueueQuery>

/** One row of the registrar's queue or of a student's documents (staff view). */
export const ZDocumentQueueItem = z.object({
  Id: z.number().int(),
  StudentId: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  Kind: ZDocumentKind,
  Name: z.string(),
  Language: ZLanguage,
  Status: ZDocumentStatus,
  RequestedAt: z.string(),
  CreatedAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  RejectionReason: z.string().nullable(),
  Deleted: z.boolean(),
})
export type DocumentQueueItem = z.infer<typeof ZDocumentQueueItem>
export const ZDocumentQueuePage = ZPage(ZDocumentQueueItem)
export type DocumentQueuePage = z.infer<typeof ZDocumentQueuePage>

/** POST Prepare / Approve body: one or more requests (bulk, all or nothing). */
export const ZDocumentDecision = z.object({ Ids: z.array(ZId).min(1).max(100) })
export type DocumentDecision = z.infer<typeof ZDocumentDecision>

/** POST Reject body: the requests and the reason the student sees. */
export const ZDocumentRejection = ZDocumentDecision.extend({ Reason: z.string().trim().min(3).max(500) })
export type DocumentRejection = z.infer<typeof ZDocumentRejection>

/** Answer of a decision: how many requests changed. */
export const ZDocumentDecisionResult = z.object({ Count: z.number().int() })

/** GET /api/Belge/Yonetim/Students ?Search: students in the caller's units by number or name. */
export const ZDocumentStudentSearch = z.object({ Search: z.string().trim().min(2).max(100) })
export const ZDocumentStudent = z.object({
  Id: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  Status: z.string(),
})
export type DocumentStudent = z.infer<typeof ZDocumentStudent>

/** GET /api/Belge/Yonetim/StudentDocuments ?StudentId. */
export const ZDocumentStudentQuery = z.object({ StudentId: ZIdParam })

/** POST /api/Belge/Yonetim/Delete {Id, Reason}: deletes a student's document (audited with the reason). */
export const ZStaffDeleteDocument = z.object({ Id: ZId, Reason: z.string().trim().min(3).max(500) })
export type StaffDeleteDocument = z.infer<typeof ZStaffDeleteDocument>
