/**
 * Moodle user and course synchronisation (issue 20; spec §1 "Moodle user id sync"): the system administrator
 * links every student and staff member to their Moodle user (by e-mail or username) and creates the missing
 * ones; an instructor enrols the students of their sections into the matching Moodle courses.
 */
import { z } from 'zod'
import { ZId, ZPage, ZPageQuery } from './common.ts'

/** The state of the Moodle user links: how many of ours are linked, and how many are not. */
export const ZMoodleUserSummary = z.object({
  People: z.number().int(),
  Linked: z.number().int(),
  Unlinked: z.number().int(),
  LastSyncedAt: z.string().nullable(),
})
export type MoodleUserSummary = z.infer<typeof ZMoodleUserSummary>

/** What a user sync job returns as its result. */
export const ZMoodleSyncResult = z.object({
  People: z.number().int(),
  Linked: z.number().int(),
  NewlyLinked: z.number().int(),
  Unlinked: z.number().int(),
})
export type MoodleSyncResult = z.infer<typeof ZMoodleSyncResult>

/** One person of ours without a Moodle user. */
export const ZMoodleUnlinked = z.object({
  PersonId: ZId,
  Kind: z.enum(['student', 'staff']),
  Username: z.string(),
  FullName: z.string(),
  Email: z.string(),
})
export type MoodleUnlinked = z.infer<typeof ZMoodleUnlinked>
export const ZMoodleUnlinkedPage = ZPage(ZMoodleUnlinked)
export const ZMoodleUnlinkedQuery = ZPageQuery.extend({ q: z.string().trim().max(100).optional() })

/** Creating the Moodle users of the selected people (1..200). */
export const ZMoodleCreateUsers = z.object({
  PersonIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'moodle.duplicatePerson' }),
})

/** The answer per person of a create request. */
export const ZMoodleCreateResult = z.object({
  PersonId: ZId,
  State: z.enum(['created', 'linked', 'alreadyLinked']),
  MoodleUserId: z.number().int(),
})
export type MoodleCreateResult = z.infer<typeof ZMoodleCreateResult>

/** One section of the instructor with its Moodle enrolment state. */
export const ZMoodleSection = z.object({
  SectionId: ZId,
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionName: z.string(),
  TermName: z.string(),
  Students: z.number().int(),
  Enrolled: z.number().int(),
})
export type MoodleSection = z.infer<typeof ZMoodleSection>

/** Enrolling a section's students into its Moodle course. */
export const ZMoodleSyncSection = z.object({ SectionId: ZId })

/** The answer of a section sync. */
export const ZMoodleSectionSyncResult = z.object({
  SectionId: ZId,
  MoodleCourseId: z.number().int(),
  Enrolled: z.number().int(),
  AlreadyEnrolled: z.number().int(),
  WithoutMoodleUser: z.array(z.object({ StudentNo: z.string(), FullName: z.string() })),
})
export type MoodleSectionSyncResult = z.infer<typeof ZMoodleSectionSyncResult>
