/**
 * Absences contracts (spec §3 "Absence", "Absence request", §4 day confirmation, §5 files, §9 school-day or
 * calendar-day counting; issue 6 § Absences and Requests, issue 5 § Absences). Days are Istanbul dates.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZVersion } from './common.ts'
import { ZSectionRequest, ZSectionRequestQueue } from './requests.ts'

/** Excuse types of an excused hour or an absence request. */
export const ZExcuseType = z.enum(['medical', 'official', 'family', 'sports', 'other'])
export type ExcuseType = z.infer<typeof ZExcuseType>

/** How absent days are counted in reports (spec §9). */
export const ZDayCounting = z.enum(['school', 'calendar'])
export type DayCounting = z.infer<typeof ZDayCounting>

/** One absent hour of a student on a day. */
export const ZAbsentHour = z.object({
  Hour: z.number().int().min(1).max(12),
  ExcuseType: ZExcuseType.nullable(),
  ConsideredAbsent: z.boolean(),
})
export type AbsentHour = z.infer<typeof ZAbsentHour>

/** GET /api/Absences/Entry/Day query. */
export const ZAbsenceDayQuery = z.object({ sectionId: ZIdParam, day: ZDate })

/** A section's day of absence entry. `Version` 0 = nothing saved yet. */
export const ZAbsenceDay = z.object({
  SectionId: z.number().int(),
  Day: ZDate,
  LessonHours: z.number().int(),
  /** The section's lesson-time text ("Pzt 09:00-11:50"), which a new day's lesson hours default from. */
  LessonTime: z.string().nullable().optional(),
  Confirmed: z.boolean(),
  Version: z.number().int(),
  Rows: z.array(
    z.object({
      StudentId: z.number().int(),
      StudentNo: z.string(),
      FullName: z.string(),
      Hours: z.array(ZAbsentHour),
    }),
  ),
})
export type AbsenceDay = z.infer<typeof ZAbsenceDay>

/** POST /api/Absences/Entry/SaveDay: the day's absent hours (replacing the day's entries). */
export const ZSaveAbsenceDayRequest = z.object({
  SectionId: ZId,
  Day: ZDate,
  LessonHours: z.number().int().min(1).max(12),
  Version: ZVersion,
  Entries: z.array(z.object({ StudentId: ZId, Hours: z.array(ZAbsentHour).max(12) })).max(1000),
})
export type SaveAbsenceDayRequest = z.infer<typeof ZSaveAbsenceDayRequest>

/** POST /api/Absences/Entry/Confirm and /Unconfirm body. */
export const ZConfirmAbsenceDayRequest = z.object({
  SectionId: ZId,
  Day: ZDate,
  Version: ZVersion.min(1),
})

/** POST /api/Absences/Entry/Excuse: sets the excuse of a student's absent hours on a day (excuse hours). */
export const ZSetExcuseRequest = z.object({
  SectionId: ZId,
  StudentId: ZId,
  Day: ZDate,
  Hours: z.array(z.number().int().min(1).max(12)).min(1).max(12),
  ExcuseType: ZExcuseType.nullable(),
  ConsideredAbsent: z.boolean(),
})
export type SetExcuseRequest = z.infer<typeof ZSetExcuseRequest>

/** Hours of one excuse type (excuse hours). */
export const ZExcuseTypeHours = z.object({ ExcuseType: ZExcuseType, Hours: z.number().int() })
export type ExcuseTypeHours = z.infer<typeof ZExcuseTypeHours>

/** GET /api/Absences/Excuses/List query. */
export const ZSectionExcusesQuery = z.object({ sectionId: ZIdParam })

/** One student of a section with absent hours: their days, hours with excuses, and totals by excuse type. */
export const ZStudentExcuses = z.object({
  StudentId: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  AbsentHours: z.number().int(),
  ExcusedHours: z.number().int(),
  /** Hours counted towards the limit (considered absent). */
  CountedHours: z.number().int(),
  /** Excused hours by type, only types with hours, in the order of `ZExcuseType`. */
  ByType: z.array(ZExcuseTypeHours),
  /** Days with absence, oldest first; `Confirmed` = the day's entry is confirmed as completed. */
  Days: z.array(z.object({ Day: ZDate, Confirmed: z.boolean(), Hours: z.array(ZAbsentHour) })),
})
export type StudentExcuses = z.infer<typeof ZStudentExcuses>

/**
 * A section's excuse hours (spec §3 "excuse type and hours"): the students with absent hours, and the
 * section's totals by excuse type (every type, in the order of `ZExcuseType`).
 */
export const ZSectionExcuses = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionName: z.string(),
  AbsentHours: z.number().int(),
  ExcusedHours: z.number().int(),
  Totals: z.array(ZExcuseTypeHours),
  Rows: z.array(ZStudentExcuses),
})
export type SectionExcuses = z.infer<typeof ZSectionExcuses>

/** An exam exemption (spec §3: exemption status, reason and date). */
export const ZExamExemption = z.object({
  Id: z.number().int(),
  StudentId: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  Reason: z.string(),
  Date: ZDate,
})
export type ExamExemption = z.infer<typeof ZExamExemption>
export const ZAddExemptionRequest = z.object({
  SectionId: ZId,
  StudentId: ZId,
  Reason: z.string().trim().min(5).max(500),
  Date: ZDate,
})
export type AddExemptionRequest = z.infer<typeof ZAddExemptionRequest>
export const ZRemoveExemptionRequest = z.object({ Id: ZId })

/** One student's absence figures in a course. */
export const ZAbsenceSummary = z.object({
  AbsentHours: z.number().int(),
  ExcusedHours: z.number().int(),
  /** Hours counted towards the limit (considered absent). */
  CountedHours: z.number().int(),
  TotalHours: z.number().int(),
  LimitHours: z.number().int(),
  Percentage: z.number(),
  AbsentDays: z.number().int(),
  Warning: z.enum(['none', 'near', 'over']),
  Exempt: z.boolean(),
  Daily: z.array(z.object({ Day: ZDate, Hours: z.number().int(), ExcusedHours: z.number().int() })),
})
export type AbsenceSummary = z.infer<typeof ZAbsenceSummary>

/** GET /api/Absences/Report/Section query. */
export const ZAbsenceReportQuery = z.object({
  sectionId: ZIdParam,
  counting: ZDayCounting.default('school'),
})
/** A section's report: one row per student. */
export const ZAbsenceReport = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionName: z.string(),
  Counting: ZDayCounting,
  LimitPercent: z.number(),
  Rows: z.array(
    ZAbsenceSummary.extend({ StudentId: z.number().int(), StudentNo: z.string(), FullName: z.string() }),
  ),
})
export type AbsenceReport = z.infer<typeof ZAbsenceReport>

/** One course in the student's absence view. */
export const ZStudentAbsenceCourse = ZAbsenceSummary.extend({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  TermName: z.string(),
})
export type StudentAbsenceCourse = z.infer<typeof ZStudentAbsenceCourse>
export const ZStudentAbsences = z.object({
  StudentNo: z.string(),
  LimitPercent: z.number(),
  Courses: z.array(ZStudentAbsenceCourse),
})
export type StudentAbsences = z.infer<typeof ZStudentAbsences>

/** GET /api/Absences/Report/Student query: one student's report for staff, by school or calendar days. */
export const ZStaffStudentReportQuery = z.object({
  studentId: ZIdParam,
  counting: ZDayCounting.default('school'),
})
/**
 * One student's absence report for staff (spec §3 "daily and total absence, percentage", §9): the student's
 * courses in the caller's scope (instructor: own sections; head of department: the department's; registrar: all).
 */
export const ZStaffStudentReport = z.object({
  StudentId: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  Counting: ZDayCounting,
  LimitPercent: z.number(),
  Courses: z.array(ZStudentAbsenceCourse),
})
export type StaffStudentReport = z.infer<typeof ZStaffStudentReport>

/** An absence request (spec §3): the common request fields with the days, the excuse type and the file. */
export const ZAbsenceRequest = ZSectionRequest.extend({
  FromDay: ZDate,
  ToDay: ZDate,
  ExcuseType: ZExcuseType,
  FileName: z.string().nullable(),
})
export type AbsenceRequest = z.infer<typeof ZAbsenceRequest>

/** GET /api/Absences/Requests/Queue answer: a page of the staff member's excuse requests with the counts. */
export const ZAbsenceRequestQueue = ZSectionRequestQueue(ZAbsenceRequest)
export type AbsenceRequestQueue = z.infer<typeof ZAbsenceRequestQueue>

/** The text fields of POST /api/Absences/Student/Requests/Create (multipart, with the file). */
export const ZCreateAbsenceRequestFields = z
  .object({
    SectionId: ZIdParam,
    FromDay: ZDate,
    ToDay: ZDate,
    ExcuseType: ZExcuseType,
    Reason: z.string().trim().min(10).max(500),
  })
  .refine((b) => b.FromDay <= b.ToDay, { path: ['ToDay'], message: 'ToDay before FromDay' })
export type CreateAbsenceRequestFields = z.infer<typeof ZCreateAbsenceRequestFields>

/** One saved absence day not yet confirmed as completed (issue 24 home card). */
export const ZUnconfirmedAbsenceDay = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  SectionName: z.string(),
  Day: ZDate,
})
export type UnconfirmedAbsenceDay = z.infer<typeof ZUnconfirmedAbsenceDay>

/** GET /api/Absences/Home/Unconfirmed: the caller's active-term days awaiting confirmation, oldest first. */
export const ZUnconfirmedAbsenceDays = z.object({
  /** How many such days there are in all. */
  Total: z.number().int(),
  /** The oldest of them (at most 10). */
  Days: z.array(ZUnconfirmedAbsenceDay),
})
export type UnconfirmedAbsenceDays = z.infer<typeof ZUnconfirmedAbsenceDays>
