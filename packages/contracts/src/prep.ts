/**
 * The preparatory English school (issue 18; spec §1, §3 "Quarter and level", §4 "Level mixing", §5, §8):
 * quarters, levels, classrooms, sections, section transfer, level promotion and level mixing.
 * Endpoints live under /api/Hazirlik/{Controller}/{Action}.
 */
import { z } from 'zod'
import { twoDecimals, ZDate, ZId, ZIdParam, ZVersion } from './common.ts'
import { ZGradeBookItem, ZGradeCell, ZGradeCellChange } from './grades.ts'

/** Free text without NUL characters, trimmed, `min`..`max` characters. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !s.includes('\u0000'), { message: 'NUL' })

/** A quarter's type: a regular teaching quarter or the summer school. */
export const ZPrepQuarterType = z.enum(['regular', 'summer'])
export type PrepQuarterType = z.infer<typeof ZPrepQuarterType>

/** A quarter as listed (spec §3: name, year, type, active flag, parameter; §5 month, quarter, dates). */
export const ZPrepQuarter = z.object({
  Id: ZId,
  Name: z.string(),
  Year: z.number().int(),
  Month: z.number().int(),
  QuarterNo: z.number().int(),
  Type: ZPrepQuarterType,
  Parameter: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsActive: z.boolean(),
  LevelCount: z.number().int(),
  Version: z.number().int(),
})
export type PrepQuarter = z.infer<typeof ZPrepQuarter>

/**
 * POST /api/Hazirlik/Ceyrek/Save: creates (no Id) or updates a quarter. Spec §5: year, month, quarter,
 * parameter, start and end date must be chosen; the start is before the end. One quarter is active at a time:
 * saving one as active makes the others passive.
 */
export const ZSavePrepQuarter = z.object({
  Id: ZId.optional(),
  Version: ZVersion.optional(),
  Name: text(2, 100),
  Year: z.number().int().min(2000).max(2100),
  Month: z.number().int().min(1).max(12),
  QuarterNo: z.number().int().min(1).max(4),
  Type: ZPrepQuarterType,
  Parameter: text(1, 50),
  StartDate: ZDate,
  EndDate: ZDate,
  IsActive: z.boolean(),
})
export type SavePrepQuarter = z.infer<typeof ZSavePrepQuarter>

/** A level of a quarter (spec §3: name, next level, clone flag, visibility, pass grade, academic calendar). */
export const ZPrepLevel = z.object({
  Id: ZId,
  QuarterId: ZId,
  Name: z.string(),
  NextLevelId: ZId.nullable(),
  NextLevelName: z.string().nullable(),
  CloneFlag: z.boolean(),
  IsVisible: z.boolean(),
  PassGrade: z.number(),
  CalendarStart: z.string(),
  CalendarEnd: z.string(),
  SortOrder: z.number().int(),
  SectionCount: z.number().int(),
  StudentCount: z.number().int(),
  Version: z.number().int(),
})
export type PrepLevel = z.infer<typeof ZPrepLevel>

/** GET /api/Hazirlik/Kur/List ?quarterId: the quarter's levels in order. */
export const ZPrepQuarterQuery = z.object({ quarterId: ZIdParam })
export type PrepQuarterQuery = z.infer<typeof ZPrepQuarterQuery>

/** POST /api/Hazirlik/Kur/Save: creates or updates a level; the next level must be another level of the quarter. */
export const ZSavePrepLevel = z.object({
  Id: ZId.optional(),
  Version: ZVersion.optional(),
  QuarterId: ZId,
  Name: text(1, 20),
  NextLevelId: ZId.nullable(),
  CloneFlag: z.boolean(),
  IsVisible: z.boolean(),
  PassGrade: twoDecimals(0, 100),
  CalendarStart: ZDate,
  CalendarEnd: ZDate,
  SortOrder: z.number().int().min(0).max(99),
})
export type SavePrepLevel = z.infer<typeof ZSavePrepLevel>

/** POST /api/Hazirlik/Kur/Clone: copies the source quarter's levels with the clone flag into the target quarter. */
export const ZClonePrepLevels = z.object({ SourceQuarterId: ZId, TargetQuarterId: ZId })
export type ClonePrepLevels = z.infer<typeof ZClonePrepLevels>

/** What a clone did: levels created, and levels skipped because the target already had that name. */
export const ZClonePrepLevelsResult = z.object({ Created: z.number().int(), Skipped: z.array(z.string()) })
export type ClonePrepLevelsResult = z.infer<typeof ZClonePrepLevelsResult>

/** A classroom (name, building, capacity). */
export const ZPrepClassroom = z.object({
  Id: ZId,
  Name: z.string(),
  Building: z.string(),
  Capacity: z.number().int(),
  SectionCount: z.number().int(),
  Version: z.number().int(),
})
export type PrepClassroom = z.infer<typeof ZPrepClassroom>

/** POST /api/Hazirlik/Derslik/Save: creates or updates a classroom. */
export const ZSavePrepClassroom = z.object({
  Id: ZId.optional(),
  Version: ZVersion.optional(),
  Name: text(1, 50),
  Building: text(2, 100),
  Capacity: z.number().int().min(1).max(500),
})
export type SavePrepClassroom = z.infer<typeof ZSavePrepClassroom>

/** An instructor who can be given a section (the prep school's academic staff). */
export const ZPrepInstructor = z.object({ Id: ZId, FullName: z.string() })
export type PrepInstructor = z.infer<typeof ZPrepInstructor>

/** A section of a level. */
export const ZPrepSection = z.object({
  Id: ZId,
  LevelId: ZId,
  LevelName: z.string(),
  Name: z.string(),
  ClassroomId: ZId,
  ClassroomName: z.string(),
  Capacity: z.number().int(),
  Quota: z.number().int(),
  StudentCount: z.number().int(),
  Instructors: z.array(ZPrepInstructor),
  Version: z.number().int(),
})
export type PrepSection = z.infer<typeof ZPrepSection>

/** GET /api/Hazirlik/Sube/List ?quarterId&levelId: sections of the quarter (optionally one level). */
export const ZPrepSectionQuery = z.object({ quarterId: ZIdParam, levelId: ZIdParam.optional() })
export type PrepSectionQuery = z.infer<typeof ZPrepSectionQuery>

/**
 * POST /api/Hazirlik/Sube/Create (spec §5: section name, classroom, total section count and total quota
 * required; the quarter must have the chosen level): creates `TotalSectionCount` sections named
 * "<Name>-01"… with the total quota split evenly (the first ones get the remainder), section i in
 * `ClassroomIds[i]` (one classroom per section; its capacity bounds the section's quota) and instructor
 * `InstructorIds[i mod n]`, or, when `SectionInstructorIds` is given (one list per section, issue 37), section
 * i with the instructors `SectionInstructorIds[i]`.
 */
export const ZCreatePrepSections = z.object({
  QuarterId: ZId,
  LevelId: ZId,
  Name: text(1, 20),
  TotalSectionCount: z.number().int().min(1).max(50),
  TotalQuota: z.number().int().min(1).max(5000),
  ClassroomIds: z.array(ZId).min(1).max(50),
  InstructorIds: z.array(ZId).max(50),
  SectionInstructorIds: z.array(z.array(ZId).max(10)).max(50).optional(),
})
export type CreatePrepSections = z.infer<typeof ZCreatePrepSections>

/** POST /api/Hazirlik/Sube/Update: a section's name, classroom, quota and instructors. */
export const ZUpdatePrepSection = z.object({
  Id: ZId,
  Version: ZVersion,
  Name: text(1, 30),
  ClassroomId: ZId,
  Quota: z.number().int().min(1).max(500),
  InstructorIds: z.array(ZId).max(10),
})
export type UpdatePrepSection = z.infer<typeof ZUpdatePrepSection>

/** POST /api/Hazirlik/Sube/Delete: deletes an empty section (issue 37), naming the version it was shown at. */
export const ZDeletePrepSection = z.object({ Id: ZId, Version: ZVersion })
export type DeletePrepSection = z.infer<typeof ZDeletePrepSection>

/** A student of a section or level (enrolment in a quarter). */
export const ZPrepStudent = z.object({
  EnrolmentId: ZId,
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  LevelId: ZId,
  LevelName: z.string(),
  SectionId: ZId.nullable(),
  SectionName: z.string().nullable(),
  EntryScore: z.number().nullable(),
  Score: z.number().nullable(),
  Version: z.number().int(),
})
export type PrepStudent = z.infer<typeof ZPrepStudent>

/** GET /api/Hazirlik/Ogrenci/List ?quarterId&levelId&sectionId&q: students of the quarter (prep admin). */
export const ZPrepStudentQuery = z.object({
  quarterId: ZIdParam,
  levelId: ZIdParam.optional(),
  sectionId: ZIdParam.optional(),
  q: text(0, 100).optional(),
})
export type PrepStudentQuery = z.infer<typeof ZPrepStudentQuery>

/** GET /api/Hazirlik/Sube/Students ?sectionId: one section's class list (its instructors and prep admins). */
export const ZPrepSectionIdQuery = z.object({ sectionId: ZIdParam })

/** POST /api/Hazirlik/Sube/Transfer: moves a student to another section of the same level within its quota. */
export const ZPrepSectionTransfer = z.object({ EnrolmentId: ZId, Version: ZVersion, TargetSectionId: ZId })
export type PrepSectionTransfer = z.infer<typeof ZPrepSectionTransfer>

/** One line of a promotion preview: where a student of the ending quarter goes. */
export const ZPrepPromotionLine = z.object({
  EnrolmentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  LevelName: z.string(),
  Score: z.number().nullable(),
  PassGrade: z.number(),
  Outcome: z.enum(['promoted', 'repeated', 'completed']),
  TargetLevelName: z.string().nullable(),
  /** Already registered in the target quarter (issue 37): applying with `SkipRegistered` leaves them as they are. */
  AlreadyRegistered: z.boolean(),
})
export type PrepPromotionLine = z.infer<typeof ZPrepPromotionLine>

/** GET /api/Hazirlik/KurAtlatma/Preview ?quarterId: the promotion of a quarter into the next one. */
export const ZPrepPromotionPreview = z.object({
  QuarterId: ZId,
  TargetQuarterId: ZId,
  TargetQuarterName: z.string(),
  Applied: z.boolean(),
  Promoted: z.number().int(),
  Repeated: z.number().int(),
  Completed: z.number().int(),
  Lines: z.array(ZPrepPromotionLine),
  /** The students (number and name) the promotion would enrol who are already registered in the target quarter. */
  AlreadyRegistered: z.array(z.object({ StudentNo: z.string(), FullName: z.string() })),
  /** Students of the apply that were skipped because they were already registered (0 in a preview). */
  Skipped: z.number().int(),
})
export type PrepPromotionPreview = z.infer<typeof ZPrepPromotionPreview>

/**
 * POST /api/Hazirlik/KurAtlatma/Apply: applies the promotion of a quarter (one transaction, once); with
 * `SkipRegistered` the students already registered in the target quarter keep their registration there.
 */
export const ZApplyPrepPromotion = z.object({ QuarterId: ZId, SkipRegistered: z.boolean().optional() })

/** A level mixing's state (spec §4). `none` when the level has no mixing yet. */
export const ZPrepMixingState = z.enum(['none', 'started', 'finalised'])
export type PrepMixingState = z.infer<typeof ZPrepMixingState>

/** A recorded improvement (manual move). */
export const ZPrepMixingMove = z.object({
  Id: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  FromSection: z.string(),
  ToSection: z.string(),
  MovedAt: z.string(),
})

/** GET /api/Hazirlik/KurKaristirma/Get ?levelId: the level's mixing with its sections and students. */
export const ZPrepMixing = z.object({
  LevelId: ZId,
  MixingId: ZId.nullable(),
  State: ZPrepMixingState,
  Version: z.number().int(),
  /** Whether the placement before the mixing was kept and can be restored (a started mixing; issue 37). */
  Restorable: z.boolean(),
  /**
   * In an improvement rollback's answer only: the students (number and name) it kept in the section a move
   * outside the mixing gave them (issue 37).
   */
  KeptOutside: z.array(z.string()).optional(),
  Sections: z.array(ZPrepSection),
  Students: z.array(ZPrepStudent),
  Improvements: z.array(ZPrepMixingMove),
})
export type PrepMixing = z.infer<typeof ZPrepMixing>

/** GET /api/Hazirlik/KurKaristirma/Get ?levelId. */
export const ZPrepLevelIdQuery = z.object({ levelId: ZIdParam })

/** POST /api/Hazirlik/KurKaristirma/Start {LevelId}. */
export const ZStartPrepMixing = z.object({ LevelId: ZId })
/** POST …/Finalise, …/RollbackFinalisation, …/RollbackImprovements {MixingId, Version}. */
export const ZPrepMixingStep = z.object({ MixingId: ZId, Version: ZVersion })
export type PrepMixingStep = z.infer<typeof ZPrepMixingStep>
/** POST /api/Hazirlik/KurKaristirma/Move {MixingId, Version, EnrolmentId, TargetSectionId}: an improvement. */
export const ZPrepMixingMoveRequest = z.object({
  MixingId: ZId,
  Version: ZVersion,
  EnrolmentId: ZId,
  TargetSectionId: ZId,
})
export type PrepMixingMoveRequest = z.infer<typeof ZPrepMixingMoveRequest>

/** GET /api/Hazirlik/Rapor/CeyrekKur: students per quarter and level (spec §1 "academic quarter and level lists"). */
export const ZPrepQuarterLevelRow = z.object({
  QuarterId: ZId,
  QuarterName: z.string(),
  Year: z.number().int(),
  IsActive: z.boolean(),
  LevelName: z.string(),
  PassGrade: z.number(),
  SectionCount: z.number().int(),
  Quota: z.number().int(),
  StudentCount: z.number().int(),
})
export type PrepQuarterLevelRow = z.infer<typeof ZPrepQuarterLevelRow>

/** One group of the prep success report: graded students, those at or above the pass grade, the mean score. */
export const ZPrepSuccessRow = z.object({
  Key: z.string(),
  Label: z.string(),
  Graded: z.number().int(),
  Passed: z.number().int(),
  /** Passed / graded in percent with one decimal; 0 when none is graded. */
  PassRate: z.number(),
  /** Mean score of the graded students, two decimals; null when none is graded. */
  Average: z.number().nullable(),
})
export type PrepSuccessRow = z.infer<typeof ZPrepSuccessRow>

/** GET /api/Hazirlik/Rapor/Basari ?quarterId: pass rates by level, section and instructor (spec §1). */
export const ZPrepSuccessReport = z.object({
  QuarterId: ZId,
  ByLevel: z.array(ZPrepSuccessRow),
  BySection: z.array(ZPrepSuccessRow),
  ByInstructor: z.array(ZPrepSuccessRow),
})
export type PrepSuccessReport = z.infer<typeof ZPrepSuccessReport>

/** GET /api/Hazirlik/SinavDefteri/List ?levelId: an exam of a level's exam book (spec §3 "Exam book"). */
export const ZPrepExamBookItem = z.object({
  Id: ZId,
  LevelId: ZId,
  CategoryName: z.string(),
  ExamName: z.string(),
  MaxPoint: z.number(),
  Weight: z.number(),
  SortOrder: z.number().int(),
  ExternalUpload: z.boolean(),
  Locked: z.boolean(),
  Visible: z.boolean(),
  InstructorVisible: z.boolean(),
  VisibleFrom: z.string().nullable(),
  EntryFrom: z.string().nullable(),
  EntryUntil: z.string().nullable(),
  AllowNotTaken: z.boolean(),
  Version: z.number().int(),
})
export type PrepExamBookItem = z.infer<typeof ZPrepExamBookItem>

/**
 * POST /api/Hazirlik/SinavDefteri/Save: creates (no Id) or updates an exam of the book. The weights of a
 * level total at most 100; a locked exam is changed only to unlock it; grade entry dates are in order.
 */
export const ZSavePrepExamBookItem = z.object({
  Id: ZId.optional(),
  Version: ZVersion.optional(),
  LevelId: ZId,
  CategoryName: text(1, 100),
  ExamName: text(1, 100),
  MaxPoint: twoDecimals(0.01, 1000),
  Weight: twoDecimals(0, 100),
  SortOrder: z.number().int().min(0).max(999),
  ExternalUpload: z.boolean(),
  Locked: z.boolean(),
  Visible: z.boolean(),
  InstructorVisible: z.boolean(),
  VisibleFrom: ZDate.nullable(),
  EntryFrom: ZDate.nullable(),
  EntryUntil: ZDate.nullable(),
  AllowNotTaken: z.boolean(),
})
export type SavePrepExamBookItem = z.infer<typeof ZSavePrepExamBookItem>

/** An Apex (proficiency) or placement (STS) exam. */
export const ZPrepExamKind = z.enum(['apex', 'placement'])
export type PrepExamKind = z.infer<typeof ZPrepExamKind>
/** Open (results may be uploaded) → calculated → finalised (results frozen) → transferred. */
export const ZPrepExamState = z.enum(['open', 'calculated', 'finalised', 'transferred'])
export type PrepExamState = z.infer<typeof ZPrepExamState>

/** A placement score band: students at or above MinScore (below the next band) go to LevelId. */
export const ZPrepBand = z.object({ LevelId: ZId, MinScore: twoDecimals(0, 100) })

/** An exam as listed, with its result counts. */
export const ZPrepExam = z.object({
  Id: ZId,
  Kind: ZPrepExamKind,
  Name: z.string(),
  ExamDate: z.string(),
  PassGrade: z.number().nullable(),
  OtherPassGrade: z.number().nullable(),
  QuarterId: z.number().int().nullable(),
  Bands: z.array(ZPrepBand.extend({ LevelName: z.string() })),
  State: ZPrepExamState,
  ResultCount: z.number().int(),
  PassedCount: z.number().int(),
  Version: z.number().int(),
})
export type PrepExam = z.infer<typeof ZPrepExam>

/**
 * POST /api/Hazirlik/Sinav/Save: creates an exam. Apex: every field required (spec §5), pass grades 0–100.
 * Placement: the quarter and at least one band, bands ascending, the lowest at 0, levels of that quarter.
 */
export const ZSavePrepExam = z.object({
  Kind: ZPrepExamKind,
  Name: text(2, 100),
  ExamDate: ZDate,
  PassGrade: twoDecimals(0, 100).nullable(),
  OtherPassGrade: twoDecimals(0, 100).nullable(),
  QuarterId: ZId.nullable(),
  Bands: z.array(ZPrepBand).max(20),
})
export type SavePrepExam = z.infer<typeof ZSavePrepExam>

/** GET …/Sinav/List ?kind. */
export const ZPrepExamKindQuery = z.object({ kind: ZPrepExamKind })
/** ?examId for an exam's results, template, upload. */
export const ZPrepExamIdQuery = z.object({ examId: ZIdParam })
/** ?examId&commit for an upload (commit=false only checks). */
export const ZPrepExamUploadQuery = z.object({
  examId: ZIdParam,
  commit: z.enum(['true', 'false']).default('false'),
})
/** {ExamId, Version} for calculate, finalise and transfer. */
export const ZPrepExamStep = z.object({ ExamId: ZId, Version: ZVersion })
export type PrepExamStep = z.infer<typeof ZPrepExamStep>

/** A student's result of an exam. */
export const ZPrepExamResult = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Listening: z.number().nullable(),
  Reading: z.number().nullable(),
  Writing: z.number().nullable(),
  UseOfEnglish: z.number().nullable(),
  Score: z.number().nullable(),
  Exempt: z.boolean(),
  Total: z.number().nullable(),
  Passed: z.boolean().nullable(),
  PlacedLevelName: z.string().nullable(),
})
export type PrepExamResult = z.infer<typeof ZPrepExamResult>

/** GET …/Sinav/Results ?examId&page&pageSize: one page of results. */
export const ZPrepExamResultsQuery = z.object({
  examId: ZIdParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
})
export const ZPrepExamResultPage = z.object({ Items: z.array(ZPrepExamResult), Total: z.number().int() })
export type PrepExamResultPage = z.infer<typeof ZPrepExamResultPage>

/** One rejected row of an upload (1-based sheet row). */
export const ZPrepUploadError = z.object({
  Row: z.number().int(),
  StudentNo: z.string(),
  Message: z.string(),
})
/** The upload report: every rejected row; Stored only when there was none and commit was asked. */
export const ZPrepUploadResult = z.object({
  Rows: z.number().int(),
  Errors: z.array(ZPrepUploadError),
  Stored: z.boolean(),
})
export type PrepUploadResult = z.infer<typeof ZPrepUploadResult>

/**
 * A prep section an instructor grades (GET …/NotGirisi/Subeler; issue 18 "instructors enter prep grades as
 * they do faculty grades"): the section with its level, quarter and number of students.
 */
export const ZPrepGradingSection = z.object({
  SectionId: ZId,
  SectionName: z.string(),
  LevelId: ZId,
  LevelName: z.string(),
  QuarterId: ZId,
  QuarterName: z.string(),
  QuarterActive: z.boolean(),
  StudentCount: z.number().int(),
})
export type PrepGradingSection = z.infer<typeof ZPrepGradingSection>

/** A student's row of a prep grade sheet: the cells by exam id, the weighted total, the quarter score. */
export const ZPrepGradeRow = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Grades: z.record(z.string(), ZGradeCell),
  /** Weighted total (0–100) of the grades entered so far. */
  Total: z.number(),
  /** The quarter score used by promotion and the success report (null while not every exam is graded). */
  QuarterScore: z.number().nullable(),
})
export type PrepGradeRow = z.infer<typeof ZPrepGradeRow>

/** GET …/NotGirisi/Sheet ?sectionId: the level's exam book and the section's students with their grades. */
export const ZPrepGradeSheet = z.object({
  Section: ZPrepGradingSection,
  PassGrade: z.number(),
  Items: z.array(ZGradeBookItem),
  WeightTotal: z.number(),
  Rows: z.array(ZPrepGradeRow),
})
export type PrepGradeSheet = z.infer<typeof ZPrepGradeSheet>

/** POST …/NotGirisi/SaveMany: the changed cells of one prep section, all or none (as grades' SaveMany). */
export const ZSavePrepGrades = z.object({
  SectionId: ZId,
  Cells: z.array(ZGradeCellChange).min(1).max(2000),
  ConfirmAbovePercentage: z.boolean().default(false),
})
export type SavePrepGrades = z.input<typeof ZSavePrepGrades>
