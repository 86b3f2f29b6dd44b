/**
 * YÖKSİS comparison and registration (issue 20; spec §1 "comparison and registration against the
 * higher-education council's student system", §8 "no record found; no student found").
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'

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

/** Starting a comparison of a unit (with its sub-units) for a term. */
export const ZStartComparison = z.object({ Kind: ZComparisonKind, UnitId: ZId, TermId: ZId })
export type StartComparison = z.infer<typeof ZStartComparison>

/** A comparison run: counts by kind of difference. Dates ISO 8601 UTC. */
export const ZComparison = z.object({
  Id: ZId,
  Kind: ZComparisonKind,
  UnitId: ZId,
  UnitName: z.string(),
  TermId: ZId,
  Fields: z.array(ZYoksisField),
  State: z.enum(['running', 'done', 'failed']),
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

/** Filters of the differences list. */
export const ZDifferenceFilter = z.object({
  kind: ZDifferenceKind.optional(),
  field: ZYoksisField.optional(),
  /** Student number, national id or name (contains, case-insensitive). */
  q: z.string().trim().max(60).optional(),
  /** Only those whose correction is not sent yet. */
  open: z.enum(['true', 'false']).optional(),
})
export type DifferenceFilter = z.infer<typeof ZDifferenceFilter>
export const ZDifferenceQuery = ZDifferenceFilter.extend(ZPageQuery.shape)
export type DifferenceQuery = z.infer<typeof ZDifferenceQuery>

/** One difference with its correction state (none, sent, refused). */
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
  Correction: z.enum(['none', 'sending', 'sent', 'refused']),
  CorrectionRef: z.string().nullable(),
  /** True when a correction can be sent (not missing here, not sent yet). */
  Correctable: z.boolean(),
})
export type Difference = z.infer<typeof ZDifference>
export const ZDifferencePage = ZPage(ZDifference)
export type DifferencePage = z.infer<typeof ZDifferencePage>

/** Sending the correction of one difference to YÖKSİS. */
export const ZSendCorrection = z.object({ DifferenceId: ZId })

/** YÖKSİS's answer to one write. */
export const ZYoksisAnswer = z.object({ Code: z.string(), Message: z.string(), Ref: z.string().nullable() })

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

/** A newly enrolled health-sciences student and their YÖKSİS registration state. */
export const ZHealthCandidate = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  RegistrationDate: z.string(),
  State: z.enum(['none', 'registered', 'refused']),
  AnswerMessage: z.string().nullable(),
})
export type HealthCandidate = z.infer<typeof ZHealthCandidate>
export const ZHealthCandidatePage = ZPage(ZHealthCandidate)

/** Registering the selected students (1..200). */
export const ZRegisterHealthStudents = z.object({
  StudentIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'yoksis.duplicateStudent' }),
})

/** The answer per student of a registration batch. */
export const ZYoksisRegistrationResult = z.object({
  StudentId: ZId,
  State: z.enum(['registered', 'refused', 'alreadyRegistered']),
  Code: z.string(),
  Message: z.string(),
})
export type YoksisRegistrationResult = z.infer<typeof ZYoksisRegistrationResult>
