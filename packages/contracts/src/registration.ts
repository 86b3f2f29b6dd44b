/**
 * Course registration and advisor approval contracts (spec §1 advisor course approval, pre-interview,
 * opened courses report, section transfer; §3 course and section fields; §4 approve / reject / remove
 * approval; §5 pre-interview note limits). Every registration write carries an `Idempotency-Key` header.
 */
import { z } from 'zod'
import { ZStudentAbsenceCourse } from './absences.ts'
import { ZId, ZIdParam, ZPageQuery, ZVersion } from './common.ts'
import { ZStudentCourseGrade } from './grades.ts'

/** Where a student's registration for the active term stands. `none` = no basket yet. */
export const ZRegistrationStatus = z.enum(['none', 'draft', 'submitted', 'approved', 'rejected', 'returned'])
export type RegistrationStatus = z.infer<typeof ZRegistrationStatus>

/** Pre-interview category colours; `red` marks a mandatory category (spec §5). */
export const ZCategoryColour = z.enum(['red', 'orange', 'green', 'blue'])
export type CategoryColour = z.infer<typeof ZCategoryColour>

/** Pre-interview note length limits: more than 50 and fewer than 2500 characters (spec §5, §9). */
export const PRE_INTERVIEW_NOTE_MIN_EXCLUSIVE = 50
export const PRE_INTERVIEW_NOTE_MAX_EXCLUSIVE = 2500

/** Header name of the idempotency key of every registration write. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** An opened section of a course in a term with live seat counts (spec §3 "Course and section"). */
export const ZOpenedSection = z.object({
  SectionId: z.number().int(),
  CourseId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionName: z.string(),
  Category: z.enum(['required', 'elective']),
  Credit: z.number().int(),
  Ects: z.number().int(),
  TheoryHours: z.number().int(),
  PracticeHours: z.number().int(),
  LabHours: z.number().int(),
  Semester: z.number().int(),
  CourseType: z.string(),
  EducationType: z.string(),
  UnitId: z.number().int(),
  UnitName: z.string(),
  Quota: z.number().int(),
  Capacity: z.number().int(),
  RegisteredCount: z.number().int(),
  BasketCount: z.number().int(),
  /** Seats still free: quota − registered − basket (never negative). */
  FreeSeats: z.number().int(),
  Classroom: z.string().nullable(),
  LessonTime: z.string().nullable(),
  Instructors: z.array(z.string()),
})
export type OpenedSection = z.infer<typeof ZOpenedSection>

/** Filters of the opened-courses list (student) and report (staff). */
export const ZOpenedCoursesQuery = ZPageQuery.extend({
  code: z.string().trim().max(20).optional(),
  name: z.string().trim().max(100).optional(),
  unitId: ZIdParam.optional(),
  courseType: z.string().trim().max(60).optional(),
  educationType: z.string().trim().max(60).optional(),
  /** Only sections with free seats. */
  onlyFree: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
})
export type OpenedCoursesQuery = z.input<typeof ZOpenedCoursesQuery>
/** The parsed filters as the API sees them. */
export type OpenedCoursesFilter = z.output<typeof ZOpenedCoursesQuery>

/** Report query: the same filters plus a term (default: the active term). */
export const ZOpenedCoursesReportQuery = ZOpenedCoursesQuery.extend({
  termId: ZIdParam.optional(),
})
export type OpenedCoursesReportQuery = z.input<typeof ZOpenedCoursesReportQuery>
/** The parsed report filters. */
export type OpenedCoursesReportFilter = z.output<typeof ZOpenedCoursesReportQuery>

/** Values offered by the filter controls. */
export const ZCourseFilterOptions = z.object({
  Units: z.array(z.object({ UnitId: z.number().int(), UnitName: z.string() })),
  CourseTypes: z.array(z.string()),
  EducationTypes: z.array(z.string()),
  Terms: z.array(z.object({ TermId: z.number().int(), TermName: z.string(), IsActive: z.boolean() })),
})
export type CourseFilterOptions = z.infer<typeof ZCourseFilterOptions>

/** One course of the student's curriculum with where the student stands with it. */
export const ZCurriculumCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  Category: z.enum(['required', 'elective']),
  Semester: z.number().int(),
  Credit: z.number().int(),
  Ects: z.number().int(),
  /** taken: approved in an earlier term; current: approved this term; inBasket: held in the basket. */
  State: z.enum(['notTaken', 'taken', 'current', 'inBasket']),
  /** Passed or not; null while no grade is known to the registration feature. */
  Passed: z.boolean().nullable(),
  /** Whether a section of it is opened in the active term. */
  OpenedThisTerm: z.boolean(),
})
export type CurriculumCourse = z.infer<typeof ZCurriculumCourse>

/** The student's curriculum: programme, current semester and courses by semester. */
export const ZCurriculum = z.object({
  StudentNo: z.string(),
  ProgrammeName: z.string(),
  ClassYear: z.number().int(),
  CurrentSemester: z.number().int(),
  Courses: z.array(ZCurriculumCourse),
})
export type Curriculum = z.infer<typeof ZCurriculum>

/** One section held in the basket. */
export const ZBasketItem = ZOpenedSection.pick({
  SectionId: true,
  CourseId: true,
  CourseCode: true,
  CourseName: true,
  SectionName: true,
  Category: true,
  Credit: true,
  Ects: true,
  LessonTime: true,
  Classroom: true,
}).extend({
  /** The course was already approved for the student in an earlier term (a repeat). */
  IsRepeat: z.boolean(),
})
export type BasketItem = z.infer<typeof ZBasketItem>

/** The student's basket (registration) for the active term. */
export const ZBasket = z.object({
  StudentNo: z.string(),
  TermId: z.number().int(),
  TermName: z.string(),
  Status: ZRegistrationStatus,
  /** Optimistic version of the basket; advisor actions send it back. */
  Version: z.number().int(),
  Items: z.array(ZBasketItem),
  TotalCredit: z.number().int(),
  TotalEcts: z.number().int(),
  MaxCredit: z.number().int(),
  MaxEcts: z.number().int(),
  /** The advisor's reason of the last rejection or returned approval. */
  Reason: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  /** Whether the student may change the basket now. */
  Editable: z.boolean(),
})
export type Basket = z.infer<typeof ZBasket>

/** POST Basket/Add and Basket/Remove body. */
export const ZBasketSectionRequest = z.object({ SectionId: ZId })
export type BasketSectionRequest = z.infer<typeof ZBasketSectionRequest>

/** An advisee with the registration status of the active term. */
export const ZAdvisee = z.object({
  StudentNo: z.string(),
  FullName: z.string(),
  ProgrammeName: z.string(),
  ClassYear: z.number().int(),
  Status: ZRegistrationStatus,
  TotalEcts: z.number().int(),
  ItemCount: z.number().int(),
  PreInterviewDone: z.boolean(),
  SubmittedAt: z.string().nullable(),
})
export type Advisee = z.infer<typeof ZAdvisee>

/** Advisees list query. */
export const ZAdviseeListQuery = ZPageQuery.extend({
  status: ZRegistrationStatus.optional(),
  search: z.string().trim().max(100).optional(),
})
export type AdviseeListQuery = z.input<typeof ZAdviseeListQuery>
/** The parsed advisee list query. */
export type AdviseeListFilter = z.output<typeof ZAdviseeListQuery>

/** Student number query of advisor and registrar screens. */
export const ZStudentNoQuery = z.object({
  studentNo: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/),
})

/** One student's registration as the advisor sees it. */
export const ZAdviseeRegistration = z.object({
  Student: ZAdvisee,
  Curriculum: ZCurriculum,
  Basket: ZBasket,
})
export type AdviseeRegistration = z.infer<typeof ZAdviseeRegistration>

/** POST Advisor/Approve body. */
export const ZApproveRequest = z.object({
  StudentNo: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/),
  Version: ZVersion,
})
/** POST Advisor/Reject and Advisor/ReturnApproval body: a reason is required (10..500 characters). */
export const ZDecisionWithReasonRequest = ZApproveRequest.extend({
  Reason: z.string().trim().min(10).max(500),
})
export type ApproveRequest = z.infer<typeof ZApproveRequest>
export type DecisionWithReasonRequest = z.infer<typeof ZDecisionWithReasonRequest>

/** A pre-interview category (definition). */
export const ZPreInterviewCategory = z.object({
  Id: z.number().int(),
  NameTr: z.string(),
  NameEn: z.string(),
  Colour: ZCategoryColour,
  SortOrder: z.number().int(),
  IsActive: z.boolean(),
  Version: z.number().int(),
})
export type PreInterviewCategory = z.infer<typeof ZPreInterviewCategory>

/** Save (create when Id is absent, else update with Version) a category. */
export const ZSaveCategoryRequest = z.object({
  Id: ZId.optional(),
  NameTr: z.string().trim().min(2).max(100),
  NameEn: z.string().trim().min(2).max(100),
  Colour: ZCategoryColour,
  SortOrder: z.number().int().min(0).max(1000),
  IsActive: z.boolean(),
  Version: ZVersion.optional(),
})
export type SaveCategoryRequest = z.infer<typeof ZSaveCategoryRequest>

/** A pre-interview detail: a guiding topic under a category. */
export const ZPreInterviewDetail = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  TextTr: z.string(),
  TextEn: z.string(),
  SortOrder: z.number().int(),
  IsActive: z.boolean(),
  Version: z.number().int(),
})
export type PreInterviewDetail = z.infer<typeof ZPreInterviewDetail>

/** Save (create or update with Version) a detail. */
export const ZSaveDetailRequest = z.object({
  Id: ZId.optional(),
  CategoryId: ZId,
  TextTr: z.string().trim().min(2).max(500),
  TextEn: z.string().trim().min(2).max(500),
  SortOrder: z.number().int().min(0).max(1000),
  IsActive: z.boolean(),
  Version: ZVersion.optional(),
})
export type SaveDetailRequest = z.infer<typeof ZSaveDetailRequest>

/** The pre-interview of one student in the active term: every active category with its note. */
export const ZPreInterview = z.object({
  StudentNo: z.string(),
  FullName: z.string(),
  TermId: z.number().int(),
  Categories: z.array(
    z.object({
      CategoryId: z.number().int(),
      Name: z.string(),
      Colour: ZCategoryColour,
      Details: z.array(z.string()),
      Note: z.string().nullable(),
      UpdatedAt: z.string().nullable(),
    }),
  ),
  /** True once a valid note (at least one red category) is saved. */
  Done: z.boolean(),
})
export type PreInterview = z.infer<typeof ZPreInterview>

/** POST PreInterview/Save body: notes per category; an empty note clears it. */
export const ZSavePreInterviewRequest = z.object({
  StudentNo: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/),
  Notes: z
    .array(z.object({ CategoryId: ZId, Note: z.string().max(5000) }))
    .min(1)
    .max(50),
})
export type SavePreInterviewRequest = z.infer<typeof ZSavePreInterviewRequest>

/** A student's section in the active term with the other sections of the same course. */
export const ZTransferOption = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionId: z.number().int(),
  SectionName: z.string(),
  /** Held in the basket (not yet approved) or registered (approved). */
  Holding: z.enum(['basket', 'registered']),
  Alternatives: z.array(
    z.object({
      SectionId: z.number().int(),
      SectionName: z.string(),
      LessonTime: z.string().nullable(),
      FreeSeats: z.number().int(),
    }),
  ),
})
export type TransferOption = z.infer<typeof ZTransferOption>

/** Registrar view for a section transfer. */
export const ZTransferStudent = z.object({
  StudentNo: z.string(),
  FullName: z.string(),
  ProgrammeName: z.string(),
  Status: ZRegistrationStatus,
  Options: z.array(ZTransferOption),
})
export type TransferStudent = z.infer<typeof ZTransferStudent>

/** POST SectionTransfer/Transfer body. */
export const ZTransferRequest = z.object({
  StudentNo: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/),
  FromSectionId: ZId,
  ToSectionId: ZId,
  Reason: z.string().trim().min(10).max(500),
})
export type TransferRequest = z.infer<typeof ZTransferRequest>

/** GET /api/Registration/Course/Detail query: one section the student takes, took or may register for. */
export const ZCourseDetailQuery = z.object({ sectionId: ZIdParam })

/**
 * The student's page of one course (issue 22 "StudentCourseDetail"): the section with its schedule and
 * instructors, the course's other sections this term, the student's relation to it and the materials link.
 */
export const ZCourseDetail = ZOpenedSection.extend({
  TermId: z.number().int(),
  TermName: z.string(),
  /** registered: in an approved basket; basket: in a basket not approved yet; none: only opened to the student. */
  Relation: z.enum(['registered', 'basket', 'none']),
  /** The course's other sections in the same term (schedule and instructors to compare). */
  OtherSections: z.array(
    ZOpenedSection.pick({
      SectionId: true,
      SectionName: true,
      Classroom: true,
      LessonTime: true,
      Instructors: true,
      FreeSeats: true,
    }),
  ),
  /** The course's page in the learning management system (Moodle), or null when none is configured. */
  MaterialsUrl: z.string().nullable(),
  /** Her grade book items and grade in the section (grades only once finalised, spec §4); null when none. */
  Grade: ZStudentCourseGrade.nullable(),
  /** Her absences in the section; null when none are kept for it. */
  Absence: ZStudentAbsenceCourse.nullable(),
  /** The absence limit in percent of the course's hours. */
  AbsenceLimitPercent: z.number().nullable(),
})
export type CourseDetail = z.infer<typeof ZCourseDetail>
