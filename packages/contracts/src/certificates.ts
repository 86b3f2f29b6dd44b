/**
 * Certificate requests (issue 20 § Certificate requests; spec §1 "student certificate requests"): a student
 * asks for a participation, course completion or language proficiency certificate with a purpose and a
 * language; the registrar approves (the PDF with a verification code readable at /public/belge-viewer) or
 * rejects with a reason.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZLanguage, ZPage, ZPageQuery } from './common.ts'

/** participation: an event the student attended; course_completion: a passed course; language_proficiency: the prep school passed. */
export const ZCertificateKind = z.enum(['participation', 'course_completion', 'language_proficiency'])
export type CertificateKind = z.infer<typeof ZCertificateKind>

/** requested → approved (PDF made) or rejected (with a reason). */
export const ZCertificateStatus = z.enum(['requested', 'approved', 'rejected'])
export type CertificateStatus = z.infer<typeof ZCertificateStatus>

/** What the caller may request a certificate for: one subject of a kind (none for proficiency). */
export const ZCertificateOption = z.object({
  Kind: ZCertificateKind,
  /** The event id (participation) or section id (course completion); null for proficiency. */
  SubjectId: z.number().int().nullable(),
  Subject: z.string(),
})
export type CertificateOption = z.infer<typeof ZCertificateOption>

/** POST /api/Sertifika/Talep/Create body. */
export const ZCreateCertificateRequest = z.object({
  Kind: ZCertificateKind,
  /** Required for participation and course completion (400 without it). */
  SubjectId: ZId.optional(),
  Purpose: z.string().trim().min(3).max(300),
  Language: ZLanguage,
})
export type CreateCertificateRequest = z.infer<typeof ZCreateCertificateRequest>

/** One certificate request as its student sees it. */
export const ZStudentCertificate = z.object({
  Id: z.number().int(),
  Kind: ZCertificateKind,
  Subject: z.string(),
  Purpose: z.string(),
  Language: ZLanguage,
  Status: ZCertificateStatus,
  RequestedAt: z.string(),
  DecidedAt: z.string().nullable(),
  RejectionReason: z.string().nullable(),
  VerificationCode: z.string().nullable(),
})
export type StudentCertificate = z.infer<typeof ZStudentCertificate>

/** GET /api/Sertifika/Talep/Download and Yonetim/Download query. */
export const ZCertificateIdQuery = z.object({ id: ZIdParam })

/** GET /api/Sertifika/Yonetim/Queue query: filtered and paged on the server. */
export const ZCertificateQueueQuery = ZPageQuery.extend({
  Status: z.enum(['requested', 'approved', 'rejected', 'all']).default('requested'),
  Kind: ZCertificateKind.optional(),
  /** Student number prefix or part of the name. */
  Search: z.string().trim().max(100).optional(),
})
export type CertificateQueueQuery = z.infer<typeof ZCertificateQueueQuery>

/** One row of the registrar's queue. */
export const ZCertificateQueueItem = ZStudentCertificate.extend({
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
})
export type CertificateQueueItem = z.infer<typeof ZCertificateQueueItem>
export const ZCertificateQueuePage = ZPage(ZCertificateQueueItem)
export type CertificateQueuePage = z.infer<typeof ZCertificateQueuePage>

/** POST /api/Sertifika/Yonetim/Approve body. */
export const ZCertificateDecision = z.object({ Id: ZId })
export type CertificateDecision = z.infer<typeof ZCertificateDecision>

/** POST /api/Sertifika/Yonetim/Reject body: the reason the student sees is required. */
export const ZCertificateRejection = ZCertificateDecision.extend({
  Reason: z.string().trim().min(3).max(500),
})
export type CertificateRejection = z.infer<typeof ZCertificateRejection>

/**
 * POST /api/Sertifika/Yonetim/Decide body (issue 36 "bulk decide"): approve or reject the selected requests at
 * once, all or nothing; a rejection needs the reason the students see (400 without it).
 */
export const ZCertificateBulkDecision = z.object({
  Ids: z.array(ZId).min(1).max(100),
  Action: z.enum(['approve', 'reject']),
  Reason: z.string().trim().min(3).max(500).optional(),
})
export type CertificateBulkDecision = z.infer<typeof ZCertificateBulkDecision>

/** Answer of a bulk decision: how many requests were decided. */
export const ZCertificateBulkResult = z.object({ Count: z.number().int() })
export type CertificateBulkResult = z.infer<typeof ZCertificateBulkResult>
