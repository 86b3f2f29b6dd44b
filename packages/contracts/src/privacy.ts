/**
 * Privacy (issue 39 "Privacy", KVKK Law No. 6698): the privacy notice (aydınlatma metni) per audience and
 * version with its acknowledgement, the system administrator's editing with history, and the data protection
 * officer's access log of staff reads of other persons' personal data. Dates ISO 8601 UTC.
 */
import { z } from 'zod'
import { ZDate, ZId, ZPage, ZPageQuery, ZVersion } from './common.ts'

/** Who a notice addresses. */
export const ZNoticeAudience = z.enum(['student', 'staff', 'guest'])
export type NoticeAudience = z.infer<typeof ZNoticeAudience>

/** The notice the caller has not acknowledged yet, in the caller's language. */
export const ZPendingNotice = z.object({
  Id: ZId,
  Audience: ZNoticeAudience,
  Version: z.number().int(),
  Title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  Body: z.string(),
  PublishedAt: z.string(),
})
export type PendingNotice = z.infer<typeof ZPendingNotice>

/** GET …/Notice/Pending: the notice to acknowledge, or null when the current version is acknowledged. */
export const ZPendingNoticeAnswer = z.object({ Notice: ZPendingNotice.nullable() })
export type PendingNoticeAnswer = z.infer<typeof ZPendingNoticeAnswer>

/** POST …/Notice/Acknowledge: the version read (must be the audience's current one). */
export const ZAcknowledgeNotice = z.object({ Id: ZId })
export type AcknowledgeNotice = z.infer<typeof ZAcknowledgeNotice>

/** One version of a notice in both languages, with how many acknowledged it (the administrator's history). */
export const ZNoticeVersion = z.object({
  Id: ZId,
  Audience: ZNoticeAudience,
  Version: z.number().int(),
  TitleTr: z.string(),
  TitleEn: z.string(),
  BodyTr: z.string(),
  BodyEn: z.string(),
  PublishedAt: z.string(),
  /** The publisher's name (null: the initial seed). */
  PublishedBy: z.string().nullable(),
  Acknowledged: z.number().int(),
})
export type NoticeVersion = z.infer<typeof ZNoticeVersion>

/** GET …/NoticeAdmin/List ?audience: every version of one audience, newest first. */
export const ZNoticeListQuery = z.object({ audience: ZNoticeAudience })
export type NoticeListQuery = z.infer<typeof ZNoticeListQuery>

const noticeText = (max: number) => z.string().trim().min(1).max(max)

/**
 * POST …/NoticeAdmin/Publish: a new version of `Audience`'s notice. `BaseVersion` is the version the editor
 * started from (0 when none): another administrator's newer version answers 409 with the current one.
 */
export const ZPublishNotice = z.object({
  Audience: ZNoticeAudience,
  BaseVersion: ZVersion,
  TitleTr: noticeText(200),
  TitleEn: noticeText(200),
  BodyTr: noticeText(20_000),
  BodyEn: noticeText(20_000),
})
export type PublishNotice = z.infer<typeof ZPublishNotice>

/** What kind of personal data was read. */
export const ZAccessKind = z.enum([
  'student.record',
  'personnel.record',
  'freeze.attachment',
  'absence.excuse',
  'students.export',
  'application.summary',
  'application.file',
  'applications.export',
])
export type AccessKind = z.infer<typeof ZAccessKind>

/** GET …/AccessLog/List (and /Export) filters: subject and reader by name, number or id text; dates Istanbul. */
export const ZAccessLogQuery = ZPageQuery.extend({
  person: z.string().trim().max(100).optional(),
  reader: z.string().trim().max(100).optional(),
  kind: ZAccessKind.optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
})
export type AccessLogQuery = z.infer<typeof ZAccessLogQuery>

/** One access record. */
export const ZAccessRecord = z.object({
  Id: ZId,
  At: z.string(),
  Reader: z.string(),
  ReaderRole: z.string(),
  /** The impersonating administrator's name, if the reader was impersonated. */
  Impersonator: z.string().nullable(),
  Subject: z.string(),
  Kind: ZAccessKind,
  KindName: z.string(),
  Target: z.string(),
  Ip: z.string(),
})
export type AccessRecord = z.infer<typeof ZAccessRecord>

/** A page of access records, newest first. */
export const ZAccessLogPage = ZPage(ZAccessRecord)
export type AccessLogPage = z.infer<typeof ZAccessLogPage>

/** One category of personal data the portal holds about the caller, why, and on which legal basis. */
export const ZDataCategory = z.object({
  Key: z.string(),
  Name: z.string(),
  Purpose: z.string(),
  LegalBasis: z.string(),
  /** How many records of the category the portal holds about the caller. */
  Records: z.number().int(),
})
export type DataCategory = z.infer<typeof ZDataCategory>

/** One transfer of the caller's data to an outside system, from the portal's own records. */
export const ZDataTransfer = z.object({
  /** yoksis | moodle | bank | sms | mail | military */
  System: z.string(),
  SystemName: z.string(),
  /** What was sent, in the caller's language. */
  What: z.string(),
  At: z.string(),
})
export type DataTransfer = z.infer<typeof ZDataTransfer>

/** GET …/MyData/Overview: what the portal holds about the caller, where it went, and who read it. */
export const ZMyDataOverview = z.object({
  Person: z.object({ Name: z.string(), Audience: ZNoticeAudience }),
  Categories: z.array(ZDataCategory),
  Transfers: z.array(ZDataTransfer),
  /** Staff reads of the caller's data, newest first (at most 200). */
  Reads: z.array(ZAccessRecord),
  /** The last export of the caller, if one is kept (not expired). */
  LastExport: z
    .object({ JobId: z.string(), CreatedAt: z.string(), ExpiresAt: z.string(), Size: z.number() })
    .nullable(),
})
export type MyDataOverview = z.infer<typeof ZMyDataOverview>

/** What a person asks of the data controller (KVKK Art. 11). */
export const ZDataRequestKind = z.enum(['correction', 'deletion', 'objection'])
export type DataRequestKind = z.infer<typeof ZDataRequestKind>
/** The officer's outcome. */
export const ZDataRequestOutcome = z.enum(['accepted', 'partly', 'rejected'])
export type DataRequestOutcome = z.infer<typeof ZDataRequestOutcome>

/** POST …/MyData/Request/File: the kind and the person's text. */
export const ZFileDataRequest = z.object({
  Kind: ZDataRequestKind,
  Text: z.string().trim().min(10).max(4000),
})
export type FileDataRequest = z.infer<typeof ZFileDataRequest>

/** One request with its legal deadline (Istanbul date, filed + 30 days) and answer. */
export const ZDataRequest = z.object({
  Id: ZId,
  Kind: ZDataRequestKind,
  KindName: z.string(),
  Text: z.string(),
  FiledAt: z.string(),
  DueOn: ZDate,
  /** Open and past its deadline (Istanbul today). */
  Overdue: z.boolean(),
  State: z.enum(['open', 'answered']),
  Outcome: ZDataRequestOutcome.nullable(),
  OutcomeName: z.string().nullable(),
  Answer: z.string().nullable(),
  AnsweredAt: z.string().nullable(),
  /** The requester's name (the officer's queue) and the answering officer's name. */
  Person: z.string(),
  AnsweredBy: z.string().nullable(),
  Version: ZVersion,
})
export type DataRequest = z.infer<typeof ZDataRequest>

/** GET …/DataRequest/List (officer): filters and paging. */
export const ZDataRequestQuery = ZPageQuery.extend({
  state: z.enum(['open', 'answered']).optional(),
  kind: ZDataRequestKind.optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  person: z.string().trim().max(100).optional(),
})
export type DataRequestQuery = z.infer<typeof ZDataRequestQuery>

/** A page of requests, overdue first then the earliest deadline. */
export const ZDataRequestPage = ZPage(ZDataRequest)
export type DataRequestPage = z.infer<typeof ZDataRequestPage>

/** POST …/DataRequest/Answer: the officer's outcome and answer text; `Version` as read (409 when stale). */
export const ZAnswerDataRequest = z.object({
  Id: ZId,
  Version: ZVersion,
  Outcome: ZDataRequestOutcome,
  Answer: z.string().trim().min(5).max(4000),
})
export type AnswerDataRequest = z.infer<typeof ZAnswerDataRequest>
