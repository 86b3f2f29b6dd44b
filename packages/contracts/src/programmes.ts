/**
 * Programmes and the public guide (issue 19; spec §1 "Programme versions, information, competencies and
 * national framework, with editable mode and cloning; fee entry", §2 /public/rehber, /public/rehber-detail,
 * /public/preview/{programId}, §3 "Programme", §5 "Programme info: publish date and effective date required").
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'

/**
 * A version's state: draft (editable mode), scheduled (published with a future publish date: read-only, not yet
 * public; issue 37), published (read-only, shown publicly), archived (superseded).
 */
export const ZProgrammeVersionStatus = z.enum(['draft', 'scheduled', 'published', 'archived'])
export type ProgrammeVersionStatus = z.infer<typeof ZProgrammeVersionStatus>

/** Programme levels with versions (the preparatory school has none). */
export const ZProgrammeLevel = z.enum(['associate', 'bachelor', 'master', 'doctorate'])
export type ProgrammeLevel = z.infer<typeof ZProgrammeLevel>

/** Levels whose fees are entered here (spec §1 "fee entry for undergraduate and associate programmes"). */
export const FEE_LEVELS: readonly ProgrammeLevel[] = ['associate', 'bachelor']

/** Currencies of fees; amounts are integer minor units (kuruş, cent). */
export const ZCurrency = z.enum(['TRY', 'USD', 'EUR'])
export type Currency = z.infer<typeof ZCurrency>

/** The information sections of a version, in their default order (issue 19 "Information"). */
export const INFO_SECTION_KINDS = [
  'description',
  'objectives',
  'admission',
  'graduation',
  'qualification',
  'qualificationLevel',
  'modeOfStudy',
  'head',
  'contact',
] as const
export const ZInfoSectionKind = z.enum(INFO_SECTION_KINDS)
export type InfoSectionKind = z.infer<typeof ZInfoSectionKind>

/** TYYÇ descriptor categories (knowledge, skills, competences: autonomy, learning, communication, field). */
export const TYYC_CATEGORIES = [
  'knowledge',
  'skills',
  'autonomy',
  'learning',
  'communication',
  'field',
] as const
export const ZTyycCategory = z.enum(TYYC_CATEGORIES)
export type TyycCategory = z.infer<typeof ZTyycCategory>

/** A contribution level of an outcome to a descriptor: 0 (none) to 5 (very high). */
export const ZContribution = z.number().int().min(0).max(5)

/** Most HTML characters of one section in one language (sanitised HTML). */
export const INFO_HTML_MAX = 20000

/** An amount in integer minor units (kuruş, cent): 0..2,000,000,000, within PostgreSQL `integer`. */
export const ZMinorUnits = z.number().int().min(0).max(2_000_000_000)

const ZText = (max: number) => z.string().trim().min(1).max(max)

// ---------------------------------------------------------------- registrar: versions

/** Filters of the registrar's programme list. */
export const ZProgrammeListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  level: ZProgrammeLevel.optional(),
  facultyId: ZIdParam.optional(),
})
export type ProgrammeListQuery = z.infer<typeof ZProgrammeListQuery>

/** One version in a list. */
export const ZVersionSummary = z.object({
  Id: ZId,
  Name: z.string(),
  Status: ZProgrammeVersionStatus,
  ApplicableTerm: z.string().nullable(),
  PublishDate: ZDate.nullable(),
  EffectiveDate: ZDate.nullable(),
  Version: ZVersion,
})
export type VersionSummary = z.infer<typeof ZVersionSummary>

/** A programme with its versions (newest first). */
export const ZProgrammeRow = z.object({
  ProgrammeId: ZId,
  Code: z.string(),
  Name: z.string(),
  Faculty: z.string(),
  FacultyId: ZId,
  Level: ZProgrammeLevel,
  Versions: z.array(ZVersionSummary),
})
export type ProgrammeRow = z.infer<typeof ZProgrammeRow>

/** A page of programmes with the faculties (for the filter). */
export const ZProgrammeList = ZPage(ZProgrammeRow).extend({
  Faculties: z.array(z.object({ Id: ZId, Name: z.string() })),
})
export type ProgrammeList = z.infer<typeof ZProgrammeList>

/** `?id=` of a version. */
export const ZVersionIdQuery = z.object({ id: ZIdParam })

/** An information section: kind, order and sanitised HTML in Turkish and English. */
export const ZInfoSection = z.object({
  Kind: ZInfoSectionKind,
  Order: z.number().int().min(1).max(100),
  HtmlTr: z.string().max(INFO_HTML_MAX),
  HtmlEn: z.string().max(INFO_HTML_MAX),
})
export type InfoSection = z.infer<typeof ZInfoSection>

/** A numbered programme learning outcome. */
export const ZOutcome = z.object({
  Number: z.number().int().min(1).max(99),
  TextTr: ZText(1000),
  TextEn: ZText(1000),
})
export type Outcome = z.infer<typeof ZOutcome>

/** A TYYÇ descriptor (reference data of one level). */
export const ZDescriptor = z.object({
  Id: ZId,
  Level: ZProgrammeLevel,
  Category: ZTyycCategory,
  Code: z.string(),
  TextTr: z.string(),
  TextEn: z.string(),
  Order: z.number().int(),
  Active: z.boolean(),
})
export type Descriptor = z.infer<typeof ZDescriptor>

/** One cell of the outcome × descriptor matrix (levels 1..5 stored; 0 means no cell). */
export const ZMatrixCell = z.object({
  OutcomeNumber: z.number().int().min(1).max(99),
  DescriptorId: ZId,
  Level: ZContribution,
})
export type MatrixCell = z.infer<typeof ZMatrixCell>

/** Fees of one term: amounts 1–3 and preparatory fees 1–3 in minor units of `Currency`. */
export const ZFeeAmounts = z.object({
  Currency: ZCurrency,
  Fee1: ZMinorUnits,
  Fee2: ZMinorUnits,
  Fee3: ZMinorUnits,
  PrepFee1: ZMinorUnits,
  PrepFee2: ZMinorUnits,
  PrepFee3: ZMinorUnits,
})
export type FeeAmounts = z.infer<typeof ZFeeAmounts>

/** A fee row with its term and the totals (minor units, exact integer sums). */
export const ZFeeRow = ZFeeAmounts.extend({
  TermId: ZId,
  Term: z.string(),
  FeeTotal: z.number().int(),
  PrepFeeTotal: z.number().int(),
})
export type FeeRow = z.infer<typeof ZFeeRow>

/** A curriculum course of a version, by semester. */
export const ZProgrammeCourse = z.object({
  Semester: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Category: z.enum(['required', 'elective']),
  Credit: z.number().int(),
  Ects: z.number().int(),
})
export type ProgrammeCourse = z.infer<typeof ZProgrammeCourse>

/** The whole of a version: header, information, outcomes, matrix, descriptors of its level, fees, curriculum. */
export const ZVersionDetail = z.object({
  Id: ZId,
  ProgrammeId: ZId,
  ProgrammeCode: z.string(),
  ProgrammeName: z.string(),
  Faculty: z.string(),
  Level: ZProgrammeLevel,
  Name: z.string(),
  Status: ZProgrammeVersionStatus,
  ApplicableTermId: ZId.nullable(),
  ApplicableTerm: z.string().nullable(),
  PublishDate: ZDate.nullable(),
  EffectiveDate: ZDate.nullable(),
  ClonedFromId: ZId.nullable(),
  Version: ZVersion,
  Sections: z.array(ZInfoSection),
  Outcomes: z.array(ZOutcome),
  Matrix: z.array(ZMatrixCell),
  Descriptors: z.array(ZDescriptor),
  Fees: z.array(ZFeeRow),
  Curriculum: z.array(ZProgrammeCourse),
  FeesApply: z.boolean(),
})
export type VersionDetail = z.infer<typeof ZVersionDetail>

/** Terms one may pick for a version or a fee. */
export const ZTermOption = z.object({ Id: ZId, Name: z.string(), Active: z.boolean() })
export type TermOption = z.infer<typeof ZTermOption>

/** Clone `Id` (a published or archived version) into a new draft. */
export const ZCloneVersionRequest = z.object({ Id: ZId })

/** Header of a draft. Publish and effective dates may stay empty in a draft; publishing requires them. */
export const ZUpdateVersionRequest = z.object({
  Id: ZId,
  Version: ZVersion,
  Name: ZText(100),
  ApplicableTermId: ZId.nullable(),
  PublishDate: ZDate.nullable(),
  EffectiveDate: ZDate.nullable(),
})
export type UpdateVersionRequest = z.infer<typeof ZUpdateVersionRequest>

/** Publish or delete a draft, with the version the registrar saw. */
export const ZVersionActionRequest = z.object({ Id: ZId, Version: ZVersion })
export type VersionActionRequest = z.infer<typeof ZVersionActionRequest>

/** The information of a draft (every section in both languages; HTML is sanitised by the server). */
export const ZSaveInfoRequest = z.object({
  Id: ZId,
  Version: ZVersion,
  Sections: z.array(ZInfoSection).max(INFO_SECTION_KINDS.length),
})
export type SaveInfoRequest = z.infer<typeof ZSaveInfoRequest>

/** The outcomes of a draft (numbers unique); mappings of removed numbers go with them. */
export const ZSaveOutcomesRequest = z.object({
  Id: ZId,
  Version: ZVersion,
  Outcomes: z.array(ZOutcome).max(40),
})
export type SaveOutcomesRequest = z.infer<typeof ZSaveOutcomesRequest>

/** The whole TYYÇ matrix of a draft (cells with level 0 are dropped). */
export const ZSaveMatrixRequest = z.object({
  Id: ZId,
  Version: ZVersion,
  Cells: z.array(ZMatrixCell).max(2000),
})
export type SaveMatrixRequest = z.infer<typeof ZSaveMatrixRequest>

/** A fee of a draft for a term. */
export const ZSaveFeeRequest = ZFeeAmounts.extend({ Id: ZId, Version: ZVersion, TermId: ZId })
export type SaveFeeRequest = z.infer<typeof ZSaveFeeRequest>

/** Adds (no Id) or edits a TYYÇ descriptor (reference data). */
export const ZSaveDescriptorRequest = z.object({
  Id: ZId.optional(),
  Level: ZProgrammeLevel,
  Category: ZTyycCategory,
  Code: z.string().trim().min(1).max(10),
  TextTr: ZText(1000),
  TextEn: ZText(1000),
  Order: z.number().int().min(1).max(999),
  Active: z.boolean(),
})
export type SaveDescriptorRequest = z.infer<typeof ZSaveDescriptorRequest>

/** `?level=` of the descriptor list. */
export const ZDescriptorQuery = z.object({ level: ZProgrammeLevel })

/** A signed preview link of a version, valid until `ExpiresAt`. */
export const ZPreviewLink = z.object({ Url: z.string(), Token: z.string(), ExpiresAt: z.string() })
export type PreviewLink = z.infer<typeof ZPreviewLink>

/** ÖSYM score types (YKS: SAY, EA, SÖZ, DİL, TYT; graduate programmes: ALES). */
export const ZScoreType = z.enum(['SAY', 'EA', 'SÖZ', 'DİL', 'TYT', 'ALES'])
export type ScoreType = z.infer<typeof ZScoreType>

/** Admission figures of a programme for a year (issue 19 "Admission data for the guide"). */
export const ZAdmission = z.object({
  Year: z.number().int().min(2000).max(2100),
  ScoreType: ZScoreType,
  Quota: z.number().int().min(0).max(10000),
  Placed: z.number().int().min(0).max(10000),
  /** Placement scores with up to five decimals (ÖSYM style), 0..600. */
  MinScore: z.number().min(0).max(600).nullable(),
  MaxScore: z.number().min(0).max(600).nullable(),
})
export type Admission = z.infer<typeof ZAdmission>

// ---------------------------------------------------------------- public guide

/** The guide's filters; `search` is matched Turkish-aware (İ/i, I/ı). */
export const ZGuideQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  level: ZProgrammeLevel.optional(),
  facultyId: ZIdParam.optional(),
  scoreType: ZScoreType.optional(),
  sort: z.enum(['name', 'minScoreDesc', 'minScoreAsc']).default('name'),
})
export type GuideQuery = z.infer<typeof ZGuideQuery>

/** One programme of the guide: published data only, with the latest year's admission figures and fees. */
export const ZGuideRow = z.object({
  ProgrammeId: ZId,
  Code: z.string(),
  Name: z.string(),
  Faculty: z.string(),
  Level: ZProgrammeLevel,
  Admission: ZAdmission.nullable(),
  Fee: ZFeeRow.nullable(),
})
export type GuideRow = z.infer<typeof ZGuideRow>

/** A page of the guide with the faculties for the filter. */
export const ZGuide = ZPage(ZGuideRow).extend({ Faculties: z.array(z.object({ Id: ZId, Name: z.string() })) })
export type Guide = z.infer<typeof ZGuide>

/** `?programId=` of the detail; `token` only for a draft preview. */
export const ZGuideDetailQuery = z.object({ programId: ZIdParam, token: z.string().max(2000).optional() })

/** A programme's public detail: the published (or previewed draft) version and the admission history. */
export const ZGuideDetail = z.object({
  ProgrammeId: ZId,
  Code: z.string(),
  Name: z.string(),
  Faculty: z.string(),
  Level: ZProgrammeLevel,
  VersionName: z.string(),
  Status: ZProgrammeVersionStatus,
  PublishDate: ZDate.nullable(),
  EffectiveDate: ZDate.nullable(),
  Sections: z.array(z.object({ Kind: ZInfoSectionKind, Html: z.string() })),
  Outcomes: z.array(z.object({ Number: z.number().int(), Text: z.string() })),
  Descriptors: z.array(z.object({ Id: ZId, Category: ZTyycCategory, Code: z.string(), Text: z.string() })),
  Matrix: z.array(ZMatrixCell),
  Fees: z.array(ZFeeRow),
  Curriculum: z.array(ZProgrammeCourse),
  Admissions: z.array(ZAdmission),
})
export type GuideDetail = z.infer<typeof ZGuideDetail>

// ---------------------------------------------------------------- registrar: admission figures

/**
 * Placement score bounds by score type (issue 19 "Admission data for the guide"): YKS placement scores (TYT,
 * SAY, EA, SÖZ, DİL) lie in 100..560, graduate admission (ALES-based) scores in 0..100.
 */
export const SCORE_BOUNDS: Record<ScoreType, readonly [number, number]> = {
  SAY: [100, 560],
  EA: [100, 560],
  SÖZ: [100, 560],
  DİL: [100, 560],
  TYT: [100, 560],
  ALES: [0, 100],
}

/** The score types a programme of a level is placed by: associate TYT, bachelor SAY/EA/SÖZ/DİL, graduate ALES. */
export const SCORE_TYPES_OF_LEVEL: Record<ProgrammeLevel, readonly ScoreType[]> = {
  associate: ['TYT'],
  bachelor: ['SAY', 'EA', 'SÖZ', 'DİL'],
  master: ['ALES'],
  doctorate: ['ALES'],
}

/** `?programmeId=` of a programme's admission figures. */
export const ZAdmissionQuery = z.object({ programmeId: ZIdParam })

/** A stored year of admission figures with its row version (optimistic concurrency). */
export const ZAdmissionRow = ZAdmission.extend({ Version: ZVersion })
export type AdmissionRow = z.infer<typeof ZAdmissionRow>

/** A programme's admission figures, newest year first. */
export const ZAdmissionList = z.object({
  ProgrammeId: ZId,
  Code: z.string(),
  Name: z.string(),
  Level: ZProgrammeLevel,
  ScoreTypes: z.array(ZScoreType),
  Rows: z.array(ZAdmissionRow),
})
export type AdmissionList = z.infer<typeof ZAdmissionList>

/**
 * Adds (`Version` null: the year must be new, 409 otherwise) or edits (`Version` as read, 409 when stale) a
 * programme's figures of a year. The rules beyond the shapes (score type of the level, placed ≤ quota, scores
 * within the type's bounds and min ≤ max, scores exactly when someone was placed, year not in the future) are
 * checked by the server with 422.
 */
export const ZSaveAdmissionRequest = ZAdmission.extend({
  ProgrammeId: ZId,
  Version: ZVersion.nullable(),
})
export type SaveAdmissionRequest = z.infer<typeof ZSaveAdmissionRequest>

/** Deletes a programme's figures of a year, with the version the registrar saw. */
export const ZDeleteAdmissionRequest = z.object({
  ProgrammeId: ZId,
  Year: z.number().int().min(2000).max(2100),
  Version: ZVersion,
})
export type DeleteAdmissionRequest = z.infer<typeof ZDeleteAdmissionRequest>

/** `?commit=true` stores an uploaded admission sheet when every row is valid; otherwise it is only checked. */
export const ZAdmissionImportQuery = z.object({ commit: z.enum(['true', 'false']).default('false') })

/** One rejected row of an uploaded admission sheet (1-based sheet row, the programme code as typed). */
export const ZAdmissionImportError = z.object({
  Row: z.number().int(),
  Code: z.string(),
  Message: z.string(),
})

/** The report of an admission sheet: rows read, rejected rows, new and changed years, whether it was stored. */
export const ZAdmissionImportResult = z.object({
  Rows: z.number().int(),
  Created: z.number().int(),
  Updated: z.number().int(),
  Errors: z.array(ZAdmissionImportError),
  Stored: z.boolean(),
})
export type AdmissionImportResult = z.infer<typeof ZAdmissionImportResult>
