/**
 * Sports scholarship report (issue 21 "Sports scholarship report: athletes with their sport, team,
 * scholarship rate and academic standing (CGPA, absences), filters, XLSX export"; spec §1).
 */
import { z } from 'zod'
import { twoDecimals, ZDate, ZId, ZIdParam, ZPage, ZPageQuery } from './common.ts'

/** CGPA below this is shown as a warning (the usual probation line of a 4.00 scale). */
export const SPORTS_CGPA_WARNING = 2

/** A sport or team name: 1..60 characters, trimmed. */
const ZName = z.string().trim().min(1).max(60)

/** Scholarship rate in whole percent, 0..100. */
export const ZScholarshipRate = z.number().int().min(0).max(100)

/** The filter fields of the report. Rates in percent; CGPA on the 4.00 scale with two decimals. */
const ZSportsFilterFields = z.object({
  sport: ZName.optional(),
  team: ZName.optional(),
  minRate: z.coerce.number().int().min(0).max(100).optional(),
  maxRate: z.coerce.number().int().min(0).max(100).optional(),
  /** Only athletes whose CGPA is below this value (athletes without a CGPA are left out). */
  cgpaBelow: z.coerce.number().pipe(twoDecimals(0, 4)).optional(),
  /** 'true': only athletes with at least one course of the active term over the absence limit. */
  overLimit: z.enum(['true', 'false']).optional(),
  /** 'false': inactive athletes too; otherwise active athletes only. */
  activeOnly: z.enum(['true', 'false']).optional(),
})

const rateOrder = {
  check: (q: { minRate?: number; maxRate?: number }) =>
    q.minRate === undefined || q.maxRate === undefined || q.minRate <= q.maxRate,
  rule: { path: ['maxRate'], error: 'sports.rateRange' },
}

/** Filters of the export (the report's without paging). */
export const ZSportsReportFilter = ZSportsFilterFields.refine(rateOrder.check, rateOrder.rule)
export type SportsReportFilter = z.infer<typeof ZSportsReportFilter>

/** The report's query: the filters and server-side paging. */
export const ZSportsReportQuery = ZSportsFilterFields.extend(ZPageQuery.shape).refine(
  rateOrder.check,
  rateOrder.rule,
)
export type SportsReportQuery = z.infer<typeof ZSportsReportQuery>

/** One athlete of the report with the academic standing read from the grades and absences features. */
export const ZAthleteRow = z.object({
  Id: ZId,
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  Sport: z.string(),
  Team: z.string(),
  /** Scholarship rate, percent 0..100. */
  ScholarshipRate: z.number().int(),
  Since: ZDate,
  Active: z.boolean(),
  /** CGPA over finalised courses (4.00 scale), null when none is finalised. */
  Cgpa: z.number().nullable(),
  /** Courses of the active term whose counted absence is over the limit. */
  CoursesOverLimit: z.number().int(),
  /** The highest absence percentage among the active term's courses (0..100, two decimals). */
  WorstAbsencePercent: z.number(),
  /** Standing flags: CGPA below SPORTS_CGPA_WARNING; an active-term course over the absence limit. */
  LowCgpa: z.boolean(),
  OverLimit: z.boolean(),
})
export type AthleteRow = z.infer<typeof ZAthleteRow>

/** A page of the report, with the sports and teams on record (for the filters). */
export const ZSportsReport = ZPage(ZAthleteRow).extend({
  Sports: z.array(z.string()),
  Teams: z.array(z.string()),
  CgpaWarning: z.number(),
})
export type SportsReport = z.infer<typeof ZSportsReport>

/** Adds (no Id) or edits an athlete; the student is named by student number. */
export const ZSaveAthleteRequest = z.object({
  Id: ZId.optional(),
  OgrNo: z.string().trim().min(1).max(20),
  Sport: ZName,
  Team: ZName,
  ScholarshipRate: ZScholarshipRate,
  Since: ZDate,
})
export type SaveAthleteRequest = z.infer<typeof ZSaveAthleteRequest>

/** Ends an athlete's record (scholarship stops; the row stays for the report's history). */
export const ZDeactivateAthleteRequest = z.object({ Id: ZId, Reason: z.string().trim().min(1).max(500) })
export type DeactivateAthleteRequest = z.infer<typeof ZDeactivateAthleteRequest>

/** An athlete id in a query string. */
export const ZAthleteIdQuery = z.object({ Id: ZIdParam })
