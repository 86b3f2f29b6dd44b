/**
 * Student document contracts (spec §1 "Student documents with request, download and delete", §3 "Document":
 * name, language, creation date, status; §4 "request created, then document created"; §8 "document display
 * time has ended"). Dates are ISO timestamps.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZLanguage } from './common.ts'

/** The documents a student can ask for: a student certificate and a transcript-like grade status document. */
export const ZDocumentKind = z.enum(['student_certificate', 'transcript'])
export type DocumentKind = z.infer<typeof ZDocumentKind>

/** §4: the request is created first, then the document. */
export const ZDocumentStatus = z.enum(['requested', 'created'])
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
  Kind: ZDocumentKind,
  Name: z.string(),
  Language: ZLanguage,
  CreatedAt: z.string(),
  DisplayUntil: z.string(),
  Fields: z.array(ZVerifiedField),
})
export type VerifiedDocument = z.infer<typeof ZVerifiedDocument>
