/**
 * Section definitions (issue 22 "Definitions"; spec §1 "Section … definitions", §3 "Course and section", §5
 * "Section name, classroom, total section count and total quota required"). The head of department opens
 * sections of the department's courses for a term, edits them (the quota never below the seats taken) and
 * deletes empty ones. Rule messages are catalogue keys (`sections.*`) rendered by the API in TR/EN.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPage, ZPageQuery } from './common.ts'

/** Catalogue keys of the section input rules. */
export const SECTION_RULES = {
  time: 'sections.rule.time',
  slotOrder: 'sections.rule.slotOrder',
  countMismatch: 'sections.rule.countMismatch',
  duplicateName: 'sections.rule.duplicateName',
  quotaSum: 'sections.rule.quotaSum',
  quotaTooSmall: 'sections.rule.quotaTooSmall',
  duplicateInstructor: 'sections.rule.duplicateInstructor',
  slotOverlap: 'sections.rule.slotOverlap',
} as const

/** A clock time `HH:MM` (00:00–23:59). */
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SECTION_RULES.time })

/** One weekly lesson slot: day 1 (Monday) … 7 (Sunday), start before end. */
export const ZSectionSlot = z
  .object({ Day: z.number().int().min(1).max(7), Start: ZClock, End: ZClock })
  .refine((s) => s.Start < s.End, { error: SECTION_RULES.slotOrder, path: ['End'] })
export type SectionSlot = z.infer<typeof ZSectionSlot>

/** True when two slots share a minute. */
export function slotsOverlap(a: SectionSlot, b: SectionSlot): boolean {
  return a.Day === b.Day && a.Start < b.End && b.Start < a.End
}

/** The editable fields of one section. */
const sectionFields = {
  Name: z.string().trim().min(1).max(20),
  Classroom: z.string().trim().min(1).max(40),
  InstructorIds: z
    .array(ZId)
    .max(5)
    .refine((ids) => new Set(ids).size === ids.length, { error: SECTION_RULES.duplicateInstructor }),
  Slots: z
    .array(ZSectionSlot)
    .max(10)
    .refine((s) => !s.some((x, i) => s.slice(i + 1).some((y) => slotsOverlap(x, y))), {
      error: SECTION_RULES.slotOverlap,
    }),
}

/** One new section of an opening; `Quota` left out on every section splits the total evenly. */
export const ZNewSection = z.object({ ...sectionFields, Quota: z.number().int().min(1).max(2000).optional() })
export type NewSection = z.infer<typeof ZNewSection>

/**
 * Opening sections of a course in a term: the total section count and total quota are required; the
 * sections' quotas (all given or none) add up to the total.
 */
export const ZOpenSections = z
  .object({
    TermId: ZId,
    CourseId: ZId,
    SectionCount: z.number().int().min(1).max(50),
    TotalQuota: z.number().int().min(1).max(20000),
    Sections: z.array(ZNewSection).min(1).max(50),
  })
  .superRefine((v, ctx) => {
    if (v.Sections.length !== v.SectionCount)
      ctx.addIssue({ code: 'custom', path: ['Sections'], message: SECTION_RULES.countMismatch })
    const names = v.Sections.map((s) => s.Name.toLocaleUpperCase('tr'))
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['Sections'], message: SECTION_RULES.duplicateName })
    if (v.TotalQuota < v.SectionCount)
      ctx.addIssue({ code: 'custom', path: ['TotalQuota'], message: SECTION_RULES.quotaTooSmall })
    const given = v.Sections.filter((s) => s.Quota !== undefined)
    if (
      given.length > 0 &&
      (given.length !== v.Sections.length || given.reduce((t, s) => t + (s.Quota ?? 0), 0) !== v.TotalQuota)
    )
      ctx.addIssue({ code: 'custom', path: ['TotalQuota'], message: SECTION_RULES.quotaSum })
  })
export type OpenSections = z.infer<typeof ZOpenSections>

/** Editing one section; the quota may not go below the seats its students hold. */
export const ZUpdateSection = z.object({
  SectionId: ZId,
  ...sectionFields,
  Quota: z.number().int().min(1).max(2000),
})
export type UpdateSection = z.infer<typeof ZUpdateSection>

/** Deleting one section (only without students). */
export const ZDeleteSection = z.object({ SectionId: ZId })

/** The list's filter: a term (default the active one), optionally one course. */
export const ZSectionListQuery = ZPageQuery.extend({
  termId: ZIdParam.optional(),
  courseId: ZIdParam.optional(),
})
export type SectionListQuery = z.infer<typeof ZSectionListQuery>

/** One defined section with its seats (registered and held in baskets). */
export const ZSectionDefinition = z.object({
  SectionId: ZId,
  TermId: ZId,
  CourseId: ZId,
  CourseCode: z.string(),
  CourseName: z.string(),
  Name: z.string(),
  Classroom: z.string().nullable(),
  Quota: z.number().int(),
  Registered: z.number().int(),
  InBaskets: z.number().int(),
  LessonTime: z.string().nullable(),
  Slots: z.array(ZSectionSlot),
  Instructors: z.array(z.object({ StaffId: ZId, Name: z.string() })),
})
export type SectionDefinition = z.infer<typeof ZSectionDefinition>
export const ZSectionPage = ZPage(ZSectionDefinition)
export type SectionPage = z.infer<typeof ZSectionPage>

/** The choices of the form: open terms, the department's courses and instructors. */
export const ZSectionOptions = z.object({
  Terms: z.array(z.object({ TermId: ZId, Name: z.string(), IsActive: z.boolean() })),
  Courses: z.array(z.object({ CourseId: ZId, Code: z.string(), Name: z.string() })),
  Instructors: z.array(z.object({ StaffId: ZId, Name: z.string() })),
})
export type SectionOptions = z.infer<typeof ZSectionOptions>
