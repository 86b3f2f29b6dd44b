/**
 * YÖKSİS comparison, correction worklist and health registration (issues 20 and 35; spec §1 "comparison and
 * registration against the higher-education council's student system", §8 "no record found; no student found").
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'
import { ZJobId } from './jobs.ts'

/** The fields a comparison can count. */
export const YOKSIS_FIELDS = [
  'nationalId',
  'firstName',
  'lastName',
  'programme',
  'status',
  'entryDate',
  'graduationDate',
  'gpa',
] as const
export const ZYoksisField = z.enum(YOKSIS_FIELDS)
export type YoksisField = z.infer<typeof ZYoksisField>

/** Student comparison (non-graduates) or graduate comparison. */
export const ZComparisonKind = z.enum(['student', 'graduate'])
export type ComparisonKind = z.infer<typeof ZComparisonKind>

/** Kinds of difference: ours only, YÖKSİS only, a field differs. */
export const ZDifferenceKind = z.enum(['missingThere', 'missingHere', 'fieldDiffers'])
export type DifferenceKind = z.infer<typeof ZDifferenceKind>

/** The comparison parameters of a kind: the fields that count, and the version for the next save. */
export const ZComparisonParameters = z.object({
  Kind: ZComparisonKind,
  Fields: z.array(ZYoksisField),
  Version: ZVersion,
})
export type ComparisonParameters = z.infer<typeof ZComparisonParameters>

/** Saving the parameters: at least one field, no field twice; the version seen (409 when stale). */
export const ZSaveComparisonParameters = z.object({
  Kind: ZComparisonKind,
  Fields: z
    .array(ZYoksisField)
    .min(1)
    .refine((f) => new Set(f).size === f.length, { error: 'yoksis.duplicateField' }),
  Version: ZVersion,
})
export type SaveComparisonParameters = z.infer<typeof ZSaveComparisonParameters>

/** Query of the parameters. */
export const ZComparisonKindQuery = z.object({ kind: ZComparisonKind })

/**
 * What a comparison covers (issue 35): units with their sub-units (1..50), optionally only one class year of
 * them, or one student (whose unit must be among the units).
 */
export const ZComparisonScope = z.object({
  Kind: ZComparisonKind,
  TermId: ZId,
  UnitIds: z
    .array(ZId)
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'yoksis.duplicateUnit' }),
  ClassYear: z.number().int().min(1).max(8).nullable().optional(),
  StudentId: ZId.nullable().optional(),
  /** One student by student number (instead of StudentId). */
  StudentNo: z.string().trim().min(1).max(20).nullable().optional(),
})
export type ComparisonScope = z.infer<typeof ZComparisonScope>
/** Starting a comparison: the scope. */
export const ZStartComparison = ZComparisonScope
export type StartComparison = ComparisonScope

/** The same scope as a query string (UnitIds comma-separated), for the latest result of a choice. */
export const ZComparisonScopeQuery = z.object({
  kind: ZComparisonKind,
  termId: ZIdParam,
  unitIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(ZId)),
  classYear: z.coerce.number().int().min(1).max(8).optional(),
  studentId: ZIdParam.optional(),
  studentNo: z.string().trim().min(1).max(20).optional(),
})

/** A comparison run: counts by kind of difference. Dates ISO 8601 UTC. */
export const ZComparison = z.object({
  Id: ZId,
  Kind: ZComparisonKind,
  UnitId: ZId,
  UnitName: z.string(),
  TermId: ZId,
  Fields: z.array(ZYoksisField),
  /** The units chosen, one class year or one student (null when not chosen). */
  UnitIds: z.array(ZId),
  ClassYear: z.number().int().nullable(),
  StudentId: ZId.nullable(),
  State: z.enum(['running', 'done', 'failed']),
  /** Persons compared so far and in all (each one YÖKSİS query); persons YÖKSİS could not answer for. */
  Done: z.number().int(),
  Total: z.number().int(),
  FailedCount: z.number().int(),
  OursCount: z.number().int(),
  TheirsCount: z.number().int(),
  Counts: z.object({
    missingThere: z.number().int(),
    missingHere: z.number().int(),
    fieldDiffers: z.number().int(),
  }),
  Error: z.string().nullable(),
  StartedAt: z.string(),
  FinishedAt: z.string().nullable(),
})
export type Comparison = z.infer<typeof ZComparison>

/** The latest comparison of a kind and unit (query). */
export const ZLatestComparisonQuery = z.object({ kind: ZComparisonKind, unitId: ZIdParam })

/**
 * For a choice (scope): the last finished comparison (kept visible while a new one runs or after one fails) and
 * the job under way, if any, with its comparison once it has one.
 */
export const ZComparisonOverview = z.object({
  LastDone: ZComparison.nullable(),
  Running: z.object({ JobId: ZJobId }).nullable(),
  LastFailed: ZComparison.nullable(),
})
export type ComparisonOverview = z.infer<typeof ZComparisonOverview>

/** Filters of the differences list. */
export const ZDifferenceFilter = z.object({
  kind: ZDifferenceKind.optional(),
  field: ZYoksisField.optional(),
  /** Student number, national id or name (contains, case-insensitive). */
  q: z.string().trim().max(60).optional(),
  /** Only those not on the worklist yet. */
  open: z.enum(['true', 'false']).optional(),
})
export type DifferenceFilter = z.infer<typeof ZDifferenceFilter>
export const ZDifferenceQuery = ZDifferenceFilter.extend(ZPageQuery.shape)
export type DifferenceQuery = z.infer<typeof ZDifferenceQuery>

/** The state of a worklist item: to enter in YÖKSİS, entered by the registrar, verified by a later comparison. */
export const ZWorklistState = z.enum(['open', 'entered', 'verified'])
export type WorklistState = z.infer<typeof ZWorklistState>

/** One difference with its worklist state (none when not on the worklist). */
export const ZDifference = z.object({
  Id: ZId,
  Kind: ZDifferenceKind,
  Field: ZYoksisField.nullable(),
  NationalId: z.string(),
  StudentNo: z.string().nullable(),
  FullName: z.string(),
  ProgrammeCode: z.string(),
  Ours: z.string().nullable(),
  Theirs: z.string().nullable(),
  /** The worklist item of this difference (same person, programme, kind and field), if any. */
  Worklist: z.enum(['none', 'open', 'entered', 'verified']),
  WorklistId: ZId.nullable(),
})
export type Difference = z.infer<typeof ZDifference>
export const ZDifferencePage = ZPage(ZDifference)
export type DifferencePage = z.infer<typeof ZDifferencePage>

/** Putting accepted differences on the correction worklist (1..500). */
export const ZAddToWorklist = z.object({
  DifferenceIds: z
    .array(ZId)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'yoksis.duplicateDifference' }),
})

/** A worklist item: what to enter in YÖKSİS's screens, in YÖKSİS's field name. Dates ISO 8601 UTC. */
export const ZWorklistItem = z.object({
  Id: ZId,
  Kind: ZDifferenceKind,
  Field: ZYoksisField.nullable(),
  /** YÖKSİS's name of the field (e.g. KISISEL_BILGILER/SOYADI), null for a missing record. */
  YoksisField: z.string().nullable(),
  NationalId: z.string(),
  StudentNo: z.string().nullable(),
  FullName: z.string(),
  ProgrammeCode: z.string(),
  BirimId: z.number().int().nullable(),
  Ours: z.string().nullable(),
  Theirs: z.string().nullable(),
  State: ZWorklistState,
  CreatedAt: z.string(),
  EnteredAt: z.string().nullable(),
  VerifiedAt: z.string().nullable(),
})
export type WorklistItem = z.infer<typeof ZWorklistItem>
export const ZWorklistPage = ZPage(ZWorklistItem)

/** Filters of the worklist (state; page). */
export const ZWorklistQuery = z.object({ state: ZWorklistState.optional() }).extend(ZPageQuery.shape)
export type WorklistQuery = z.infer<typeof ZWorklistQuery>

/** Marking items as entered in YÖKSİS (1..500). */
export const ZMarkEntered = z.object({
  ItemIds: z
    .array(ZId)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'yoksis.duplicateDifference' }),
})

/** The answer of a worklist change: how many items it added or changed. */
export const ZWorklistChange = z.object({ Count: z.number().int() })

/** A unit the caller may compare (id, name, depth in the tree for indentation). */
export const ZComparisonUnit = z.object({
  Id: ZId,
  Name: z.string(),
  Kind: z.string(),
  Depth: z.number().int(),
})
export type ComparisonUnit = z.infer<typeof ZComparisonUnit>

/** A term for the picker. */
export const ZComparisonTerm = z.object({ Id: ZId, Name: z.string(), IsActive: z.boolean() })

/**
 * A health-sciences graduate and their Ministry of Health registration as YÖKSİS's REST
 * `saglikbakanligitescilsorgula` last answered it (none = not asked yet).
 */
export const ZHealthCandidate = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  GraduationDate: z.string().nullable(),
  State: z.enum(['none', 'registered', 'notRegistered']),
  /** `tescilNo` and `tescilTarihi` (dd/MM/yyyy) when registered. */
  TescilNo: z.string().nullable(),
  TescilTarihi: z.string().nullable(),
  QueriedAt: z.string().nullable(),
})
export type HealthCandidate = z.infer<typeof ZHealthCandidate>
export const ZHealthCandidatePage = ZPage(ZHealthCandidate)

/** Asking YÖKSİS for the selected graduates' registrations (1..200). */
export const ZRegisterHealthStudents = z.object({
  StudentIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'yoksis.duplicateStudent' }),
})

/** The answer per graduate. */
export const ZYoksisRegistrationResult = z.object({
  StudentId: ZId,
  State: z.enum(['registered', 'notRegistered']),
  TescilNo: z.string().nullable(),
  TescilTarihi: z.string().nullable(),
})
export type YoksisRegistrationResult = z.infer<typeof ZYoksisRegistrationResult>
