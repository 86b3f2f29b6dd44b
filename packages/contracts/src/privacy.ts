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
