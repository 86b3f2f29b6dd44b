/**
 * Military service (askerlik) deferral requests (issue 20, rebuilt on YÖKSİS REST OBS in issue 35; spec §1
 * "military service queries", §3 "Military service query: request id, offer type, offer reason, result code,
 * deferral end"). The registrar sends deferral (E) or cancellation (I) requests through YÖKSİS's
 * `askerlikErtelemeTalep`, with a reason from `askerlikErtelemeReferans`, follows their result and queries a
 * student's military status (`askerlikdurumsorgula`).
 */
import { z } from 'zod'
import { ID_MAX, ZId, ZPage, ZPageQuery } from './common.ts'

/** The offer type of a request (YÖKSİS `teklifTuru`): E deferral (erteleme), I cancellation (iptal). */
export const ZMilitaryOfferType = z.enum(['E', 'I'])
export type MilitaryOfferType = z.infer<typeof ZMilitaryOfferType>

/**
 * The state of a student's last request: none (never sent), pending (accepted by YÖKSİS, ASAL has not
 * decided: 3–15 days), deferred (sonuc E), cancelled (sonuc I), refused (sonuc R, or YÖKSİS refused it).
 */
export const ZMilitaryRequestState = z.enum(['none', 'pending', 'deferred', 'cancelled', 'refused'])
export type MilitaryRequestState = z.infer<typeof ZMilitaryRequestState>

/** A student's last request as YÖKSİS last answered it (spec §3's labels). */
export const ZMilitaryState = z.object({
  /** YÖKSİS `talepKayitUid`. */
  RequestId: z.string().nullable(),
  OfferType: ZMilitaryOfferType.nullable(),
  /** `teklifNedeniNo` and its `nedenAciklama` from the reference list. */
  OfferReasonNo: z.number().int().nullable(),
  OfferReason: z.string().nullable(),
  /** YÖKSİS `islemSonucKodu` (e.g. EDV09.000 done, EDV09.007 pending). */
  ResultCode: z.string().nullable(),
  ResultMessage: z.string().nullable(),
  /** YYYY-MM-DD (`ertBasTarihi`, `ertBitTarihi`). */
  DeferralStartsOn: z.string().nullable(),
  DeferralEndsOn: z.string().nullable(),
  /** `redNedeni` of a refusal (a RED_NEDENLERI code). */
  RefusalReason: z.string().nullable(),
  SignerName: z.string().nullable(),
  State: ZMilitaryRequestState,
  SentAt: z.string().nullable(),
  QueriedAt: z.string().nullable(),
})
export type MilitaryState = z.infer<typeof ZMilitaryState>

/** One male student of the legal age with the state of their last request. */
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
  state: ZMilitaryRequestState.optional(),
})
/** The students whose deferral ends within `days` (default 60). */
export const ZMilitaryEndingQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(1).max(365).default(60),
})

/** Which reference list: the reasons for a deferral (E) or for a cancellation (I). */
export const ZMilitaryReasonQuery = z.object({ OfferType: ZMilitaryOfferType })

/** One reason of YÖKSİS `askerlikErtelemeReferans` (nedenNo, nedenAciklama, kanunMaddeNo, kanunMaddeAciklama). */
export const ZMilitaryReason = z.object({
  No: z.number().int(),
  Description: z.string(),
  LawArticleNo: z.string().nullable(),
  LawArticle: z.string().nullable(),
})
export type MilitaryReason = z.infer<typeof ZMilitaryReason>

/** The form's options: the reasons for the offer type and who signs (the signed-in registrar). */
export const ZMilitaryReasons = z.object({
  OfferType: ZMilitaryOfferType,
  Reasons: z.array(ZMilitaryReason),
  Signer: z.object({ FullName: z.string(), NationalIdMasked: z.string() }),
})
export type MilitaryReasons = z.infer<typeof ZMilitaryReasons>

/** Sending a request of one offer type and reason for the selected students (1..200). */
export const ZMilitarySend = z.object({
  StudentIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'military.duplicateStudent' }),
  OfferType: ZMilitaryOfferType,
  ReasonNo: z.number().int().min(0),
})

/** The answer per student of a batch. */
export const ZMilitarySendResult = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  /** pending: accepted by YÖKSİS; refused: YÖKSİS answered another code; alreadySent: not sent again. */
  State: z.enum(['pending', 'refused', 'alreadySent']),
  RequestId: z.string().nullable(),
  ResultCode: z.string(),
  Message: z.string(),
})
export type MilitarySendResult = z.infer<typeof ZMilitarySendResult>

/** Querying one student's request or military status. */
export const ZMilitaryQuery = z.object({ StudentId: ZId })

/** A student's military status from YÖKSİS `askerlikdurumsorgula` (ASAL). */
export const ZMilitaryStatus = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  /** `askerlikDurumKod`: 101 nothing against the record, 102 must apply to the recruiting office. */
  StatusCode: z.string().nullable(),
  Status: z.string().nullable(),
  /** `askerlikErtDurumKod` 1–5 (what may be sent) and its text. */
  DeferralStatusCode: z.string().nullable(),
  DeferralStatus: z.string().nullable(),
  /** `islemKod` / `islemAciklama` (e.g. EDV09.000). */
  ResultCode: z.string().nullable(),
  ResultMessage: z.string().nullable(),
  /** `ertBitTarihi` as YYYY-MM-DD. */
  DeferralEndsOn: z.string().nullable(),
})
export type MilitaryStatus = z.infer<typeof ZMilitaryStatus>

/**
 * The YÖKSİS unit id (`birimId`) of one programme of the registrar's units (issue 35: `askerlikErtelemeTalep`
 * needs it and the portal's units carry none). `BirimId` null = not entered (the page lists those first).
 * `YoksisName` is the name YÖKSİS's `UniversiteBirimlerv1` `IDdenBirimAdiGetir` gave for the id when it was
 * saved (null: YÖKSİS could not be asked then, `CheckedAt` null).
 */
export const ZMilitaryUnit = z.object({
  ProgrammeId: ZId,
  ProgrammeCode: z.string(),
  Programme: z.string(),
  /** The unit above the programme (department or faculty); null for a programme at the top. */
  Parent: z.string().nullable(),
  BirimId: z.number().int().nullable(),
  YoksisName: z.string().nullable(),
  /** ISO instants: last confirmation against YÖKSİS and last change. */
  CheckedAt: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
})
export type MilitaryUnit = z.infer<typeof ZMilitaryUnit>
/** A page of programmes with the number of those without a YÖKSİS unit id in the whole (filtered) list. */
export const ZMilitaryUnitPage = ZPage(ZMilitaryUnit).extend({ missing: z.number().int() })
export type MilitaryUnitPage = z.infer<typeof ZMilitaryUnitPage>
/** The list's filters: `q` name or code, `missing` only programmes without an id. */
export const ZMilitaryUnitQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  missing: z.enum(['true', 'false']).optional(),
})

/** A YÖKSİS unit id as entered: a positive integer (YÖKSİS's ids are numbers, e.g. six digits). */
export const ZBirimId = z
  .number({ error: 'military.birimIdRule' })
  .int({ error: 'military.birimIdRule' })
  .min(1, { error: 'military.birimIdRule' })
  .max(ID_MAX, { error: 'military.birimIdRule' })

/** Saving a programme's YÖKSİS unit id. */
export const ZMilitaryUnitSave = z.object({ ProgrammeId: ZId, BirimId: ZBirimId })

/** Looking a YÖKSİS unit id up (query text, read as `ZBirimId`). */
export const ZMilitaryUnitLookupQuery = z.object({
  BirimId: z.coerce
    .number({ error: 'military.birimIdRule' })
    .int({ error: 'military.birimIdRule' })
    .min(1, { error: 'military.birimIdRule' })
    .max(ID_MAX, { error: 'military.birimIdRule' }),
})

/** What YÖKSİS's `IDdenBirimAdiGetir` answers for a unit id (BIRIM_ADI, BIRIM_UZUN_ADI, BIRIM_TURU_ADI, AKTIF). */
export const ZMilitaryYoksisUnit = z.object({
  BirimId: z.number().int(),
  Name: z.string(),
  LongName: z.string(),
  TypeName: z.string(),
  Active: z.string(),
})
export type MilitaryYoksisUnit = z.infer<typeof ZMilitaryYoksisUnit>
