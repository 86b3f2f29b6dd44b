/**
 * Grades contracts (spec §3 "Exam book", §4 grade entry/finalisation and pass statuses, §5 grade validity,
 * §8 grade messages; issue 6 and issue 5 § Grades). Points are decimals with at most two places; weights
 * are percentages of the course total.
 */
import { z } from 'zod'
import { twoDecimals, ZDate, ZId, ZIdParam, ZVersion } from './common.ts'
import { ZSectionRequest, ZSectionRequestQueue } from './requests.ts'

/** Submission state of a section's grades (spec §4). */
export const ZSubmissionState = z.enum(['none', 'partial', 'finalized'])
export type SubmissionState = z.infer<typeof ZSubmissionState>

/** Pass statuses (spec §4). */
export const ZPassStatus = z.enum([
  'notFinalized',
  'passed',
  'passedConditionally',
  'exempt',
  'failedAbsenteeism',
  'failed',
  'withdrew',
])
export type PassStatus = z.infer<typeof ZPassStatus>

/** A section the caller may grade. */
export const ZGradingSection = z.object({
  SectionId: z.number().int(),
  TermId: z.number().int(),
  TermName: z.string(),
  CourseCode: z.string(),
  CourseName: z.string(),
  SectionName: z.string(),
  State: ZSubmissionState,
  StudentCount: z.number().int(),
  /** The section's term is the active one ("this term"). */
  TermActive: z.boolean(),
})
export type GradingSection = z.infer<typeof ZGradingSection>

/** GET /api/Grades/Sections/List query. */
export const ZGradingSectionQuery = z.object({ termId: ZIdParam.optional() })

/** One exam of a grade book (spec §3 "Exam book"). */
export const ZGradeBookItem = z.object({
  Id: z.number().int(),
  CategoryName: z.string(),
  ExamName: z.string(),
  MaxPoint: z.number(),
  Weight: z.number(),
  Order: z.number().int(),
  ExternalUpload: z.boolean(),
  Locked: z.boolean(),
  Visible: z.boolean(),
  InstructorVisible: z.boolean(),
  VisibleFrom: ZDate.nullable(),
  EntryFrom: ZDate.nullable(),
  EntryTo: ZDate.nullable(),
  NotTakenAllowed: z.boolean(),
  Version: z.number().int(),
})
export type GradeBookItem = z.infer<typeof ZGradeBookItem>

/** A section's grade book with its weight total and state. */
export const ZGradeBook = z.object({
  Section: ZGradingSection,
  Items: z.array(ZGradeBookItem),
  WeightTotal: z.number(),
})
export type GradeBook = z.infer<typeof ZGradeBook>

/** POST /api/Grades/GradeBook/Save body: a new exam (no Id) or an update (Id and Version). */
export const ZSaveGradeBookItemRequest = z
  .object({
    SectionId: ZId,
    Id: ZId.optional(),
    Version: ZVersion.optional(),
    CategoryName: z.string().trim().min(2).max(100),
    ExamName: z.string().trim().min(2).max(100),
    /** Highest point of the exam: 1..1000, two decimals (column numeric(6, 2)). */
    MaxPoint: twoDecimals(1, 1000),
    /** Percent of the course total: 0..100, two decimals (column numeric(5, 2)). */
    Weight: twoDecimals(0, 100),
    Order: z.number().int().min(0).max(100).default(0),
    ExternalUpload: z.boolean().default(false),
    Locked: z.boolean().default(false),
    Visible: z.boolean().default(true),
    InstructorVisible: z.boolean().default(true),
    VisibleFrom: ZDate.nullable().default(null),
    EntryFrom: ZDate.nullable().default(null),
    EntryTo: ZDate.nullable().default(null),
    NotTakenAllowed: z.boolean().default(true),
  })
  .refine((b) => !b.EntryFrom || !b.EntryTo || b.EntryFrom <= b.EntryTo, {
    path: ['EntryTo'],
    message: 'EntryTo before EntryFrom',
  })
export type SaveGradeBookItemRequest = z.input<typeof ZSaveGradeBookItemRequest>

/** POST /api/Grades/GradeBook/Delete body. */
export const ZDeleteGradeBookItemRequest = z.object({ Id: ZId, Version: ZVersion })

/** POST /api/Grades/GradeBook/CopyPreview and /Copy body. */
export const ZCopyGradeBookRequest = z.object({
  SourceSectionId: ZId,
  TargetSectionIds: z.array(ZId).min(1).max(50),
})
export type CopyGradeBookRequest = z.infer<typeof ZCopyGradeBookRequest>

/** What copying does to one target section: the exams it overwrites, or why it is refused. */
export const ZCopyPreviewTarget = z.object({
  SectionId: z.number().int(),
  SectionName: z.string(),
  Overwritten: z.array(z.object({ CategoryName: z.string(), ExamName: z.string(), Weight: z.number() })),
  Blocked: z.enum(['hasGrades', 'finalized']).nullable(),
})
export const ZCopyPreview = z.object({
  Source: z.array(ZGradeBookItem),
  Targets: z.array(ZCopyPreviewTarget),
  /** Other sections of the same course and term the caller may copy to. */
  Candidates: z.array(z.object({ SectionId: z.number().int(), SectionName: z.string() })),
})
export type CopyPreview = z.infer<typeof ZCopyPreview>

/**
 * One section on the head of department's finalisation approval list (spec §4 "finalise and approve";
 * docs/decisions.md "Department approval of a finalisation"): submission state, weights total, who
 * finalised and who approved.
 */
export const ZApprovalSection = ZGradingSection.extend({
  Instructors: z.array(z.string()),
  WeightTotal: z.number(),
  FinalizedAt: z.string().nullable(),
  FinalizedByName: z.string().nullable(),
  ApprovedAt: z.string().nullable(),
  ApprovedByName: z.string().nullable(),
  /** The reason of the last revert (send back), kept until the next finalisation. */
  RevertReason: z.string().nullable(),
  /** The section grading row's version, sent back with Approve. */
  Version: z.number().int(),
})
export type ApprovalSection = z.infer<typeof ZApprovalSection>

/** GET /api/Grades/Approval/List answer: the chosen term's sections and the terms with sections. */
export const ZApprovalList = z.object({
  TermId: z.number().int().nullable(),
  Terms: z.array(z.object({ TermId: z.number().int(), TermName: z.string(), IsActive: z.boolean() })),
  Sections: z.array(ZApprovalSection),
})
export type ApprovalList = z.infer<typeof ZApprovalList>

/** POST /api/Grades/Approval/Approve body: the grading version as read. */
export const ZApproveFinalisationRequest = z.object({ SectionId: ZId, Version: ZVersion })
export type ApproveFinalisationRequest = z.infer<typeof ZApproveFinalisationRequest>

/** One grade cell: a score, the not-taken mark, or empty (Version 0 = never written). */
export const ZGradeCell = z.object({
  Score: z.number().nullable(),
  NotTaken: z.boolean(),
  Version: z.number().int(),
})
export type GradeCell = z.infer<typeof ZGradeCell>

/** One student's row of a grade sheet; `Grades` is keyed by exam id. */
export const ZGradeSheetRow = z.object({
  StudentId: z.number().int(),
  StudentNo: z.string(),
  FullName: z.string(),
  Grades: z.record(z.string(), ZGradeCell),
  Total: z.number().nullable(),
  LetterGrade: z.string().nullable(),
  PassStatus: ZPassStatus,
  AbsencePercentage: z.number().nullable(),
})
export type GradeSheetRow = z.infer<typeof ZGradeSheetRow>

/** GET /api/Grades/GradeEntry/Sheet answer. */
export const ZGradeSheet = z.object({
  Section: ZGradingSection,
  Items: z.array(ZGradeBookItem),
  WeightTotal: z.number(),
  Rows: z.array(ZGradeSheetRow),
  /** The section grading row's version, sent back with Finalize. */
  Version: z.number().int(),
  /** When the head of department approved the finalisation (ISO time), null when not approved. */
  ApprovedAt: z.string().nullable(),
})
export type GradeSheet = z.infer<typeof ZGradeSheet>

/** POST /api/Grades/GradeEntry/Save body. `Version` is the cell's version as read (0 if empty). */
export const ZSaveGradeRequest = z.object({
  ItemId: ZId,
  StudentId: ZId,
  Score: z.number().nullable(),
  NotTaken: z.boolean().default(false),
  Version: ZVersion,
  /** The caller confirmed a grade above the exam's percentage (spec §5, §8). */
  ConfirmAbovePercentage: z.boolean().default(false),
})
export type SaveGradeRequest = z.input<typeof ZSaveGradeRequest>

/** The stored cell after a save. */
export const ZSaveGradeResponse = ZGradeCell

/** One changed cell of a grid save (issue 24: one save, one confirmation for all flagged cells). */
export const ZGradeCellChange = z.object({
  ItemId: ZId,
  StudentId: ZId,
  Score: z.number().nullable(),
  NotTaken: z.boolean().default(false),
  Version: ZVersion,
})
export type GradeCellChange = z.input<typeof ZGradeCellChange>

/**
 * POST /api/Grades/GradeEntry/SaveMany body: the changed cells of one section, saved all or none.
 * `ConfirmAbovePercentage` confirms every flagged cell at once (docs/decisions.md, issue 24).
 */
export const ZSaveGradesRequest = z.object({
  SectionId: ZId,
  Cells: z.array(ZGradeCellChange).min(1).max(2000),
  ConfirmAbovePercentage: z.boolean().default(false),
})
export type SaveGradesRequest = z.input<typeof ZSaveGradesRequest>

/** A cell of a grid save with its stored (or, on 409, current) value. */
export const ZSavedGradeCell = z.object({
  ItemId: z.number().int(),
  StudentId: z.number().int(),
  Cell: ZGradeCell,
})
export type SavedGradeCell = z.infer<typeof ZSavedGradeCell>

/** The answer of a grid save: every stored cell. */
export const ZSaveGradesResponse = z.object({ Cells: z.array(ZSavedGradeCell) })
export type SaveGradesResponse = z.infer<typeof ZSaveGradesResponse>

/** A cell a grid save flags for confirmation (422 responseData.Flagged): a points score above the weight. */
export const ZFlaggedGradeCell = z.object({
  ItemId: z.number().int(),
  StudentId: z.number().int(),
  Score: z.number(),
  Weight: z.number(),
})
export type FlaggedGradeCell = z.infer<typeof ZFlaggedGradeCell>

/** POST /api/Grades/GradeEntry/Finalize body. */
export const ZFinalizeRequest = z.object({ SectionId: ZId, Version: ZVersion })
/** POST /api/Grades/GradeEntry/Revert body: the reason is required (spec §4). */
export const ZRevertRequest = z.object({ SectionId: ZId, Reason: z.string().trim().min(10).max(500) })

/** One row of a spreadsheet upload preview. */
export const ZUploadRowResult = z.object({
  Row: z.number().int(),
  StudentNo: z.string(),
  Errors: z.array(z.string()),
})
/**
 * A cell of an upload refused as stale (issue 15 § Data safety): the grade changed after the template was
 * downloaded and the file's value differs from the current one. Values as in the sheet: a number, "G" or "".
 */
export const ZUploadStaleCell = z.object({
  Row: z.number().int(),
  StudentNo: z.string(),
  Exam: z.string(),
  Yours: z.string(),
  Current: z.string(),
})
export type UploadStaleCell = z.infer<typeof ZUploadStaleCell>
/**
 * POST /api/Grades/GradeEntry/Upload answer: row errors and stale cells; nothing stored unless every row is
 * valid and no cell is stale (with commit and stale cells, the same answer comes with 409).
 */
export const ZUploadResult = z.object({
  Rows: z.array(ZUploadRowResult),
  ErrorCount: z.number().int(),
  Stale: z.array(ZUploadStaleCell),
  Stored: z.boolean(),
  Changed: z.number().int(),
})
export type UploadResult = z.infer<typeof ZUploadResult>

/** One audited change of a grade. */
export const ZGradeHistoryEntry = z.object({
  At: z.string(),
  Action: z.string(),
  ActorName: z.string().nullable(),
  ImpersonatorName: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
  Reason: z.string().nullable(),
})
export type GradeHistoryEntry = z.infer<typeof ZGradeHistoryEntry>

/** Grade distribution (no identities): histogram of totals (or of one exam), letters, statistics. */
export const ZGradeDistribution = z.object({
  Count: z.number().int(),
  Mean: z.number().nullable(),
  Median: z.number().nullable(),
  StdDev: z.number().nullable(),
  Histogram: z.array(z.object({ From: z.number(), To: z.number(), Count: z.number().int() })),
  Letters: z.array(z.object({ Letter: z.string(), Count: z.number().int() })),
})
export type GradeDistribution = z.infer<typeof ZGradeDistribution>

/** GET /api/Grades/Distribution query (itemId: one exam; otherwise the course totals). */
export const ZDistributionQuery = z.object({
  sectionId: ZIdParam,
  itemId: ZIdParam.optional(),
})

/** One exam component in the student's view. */
export const ZStudentGradeComponent = z.object({
  CategoryName: z.string(),
  ExamName: z.string(),
  Weight: z.number(),
  MaxPoint: z.number(),
  Score: z.number().nullable(),
  NotTaken: z.boolean(),
})
/** One course of the student's term. Finalised courses only carry grades (spec §4). */
export const ZStudentCourseGrade = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  Credit: z.number().int(),
  Ects: z.number().int(),
  Finalized: z.boolean(),
  Components: z.array(ZStudentGradeComponent),
  Total: z.number().nullable(),
  LetterGrade: z.string().nullable(),
  PassStatus: ZPassStatus,
})
export type StudentCourseGrade = z.infer<typeof ZStudentCourseGrade>
export const ZStudentTermGrades = z.object({
  TermId: z.number().int(),
  TermName: z.string(),
  Courses: z.array(ZStudentCourseGrade),
  /** GPA over the finalised, graded courses of the term (4.00 scale); null when none. */
  TermGpa: z.number().nullable(),
  Credits: z.number().int(),
  /** ECTS earned in the term: the finalised courses passed (conditionally or exempt included). */
  Ects: z.number().int(),
})
/** GET /api/Grades/Student/Grades answer. */
export const ZStudentGrades = z.object({
  StudentNo: z.string(),
  Terms: z.array(ZStudentTermGrades),
  Cgpa: z.number().nullable(),
  /** ECTS earned over every term (the transcript's total; issue 24). */
  TotalEcts: z.number().int(),
})
export type StudentGrades = z.infer<typeof ZStudentGrades>

/** A grade change request (spec §3): the common request fields, nothing more. */
export const ZGradeRequest = ZSectionRequest
export type GradeRequest = z.infer<typeof ZGradeRequest>

/** GET /api/Grades/Requests/Queue answer: a page of the staff member's grade requests with the counts. */
export const ZGradeRequestQueue = ZSectionRequestQueue(ZGradeRequest)
export type GradeRequestQueue = z.infer<typeof ZGradeRequestQueue>

/** POST /api/Grades/Requests/Create body (student). */
export const ZCreateGradeRequest = z.object({ SectionId: ZId, Reason: z.string().trim().min(10).max(500) })

/** One exam of the student's active-term course with no result yet (issue 24 home card "upcoming exams"). */
export const ZExamAhead = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseName: z.string(),
  CategoryName: z.string(),
  ExamName: z.string(),
  /** Percent of the course total. */
  Weight: z.number(),
  /** The first Istanbul date grades of the exam may be entered (null: no dated entry). */
  EntryFrom: ZDate.nullable(),
})
export type ExamAhead = z.infer<typeof ZExamAhead>

/** GET /api/Grades/Student/ExamsAhead answer: the active term's exams still ahead of the student. */
export const ZExamsAhead = z.object({
  TermName: z.string().nullable(),
  Exams: z.array(ZExamAhead),
})
export type ExamsAhead = z.infer<typeof ZExamsAhead>
