/**
 * Students (issue 22 "Students and reports"; spec §3 Student fields): the staff's student search, a student's
 * record and the student report with its XLSX export. Unit-scoped on the server.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZPage, ZPageQuery } from './common.ts'

/** A studentship's status (the core `student_status`). */
export const ZStudentStatus = z.enum(['active', 'frozen', 'graduated', 'withdrawn'])
export type StudentStatus = z.infer<typeof ZStudentStatus>

/** Filters shared by the search, the report and the export. `q`: a number, national id or name words. */
export const ZStudentFilter = z.object({
  q: z.string().trim().max(100).optional(),
  unitId: ZIdParam.optional(),
  classYear: z.coerce.number().int().min(1).max(8).optional(),
  status: ZStudentStatus.optional(),
  entryYear: z.coerce.number().int().min(1950).max(2100).optional(),
})
export type StudentFilter = z.infer<typeof ZStudentFilter>

/** The search's (and report's) query: the filters and server-side paging. */
export const ZStudentSearchQuery = ZStudentFilter.extend(ZPageQuery.shape)
export type StudentSearchQuery = z.infer<typeof ZStudentSearchQuery>

/** One studentship in a result list. CGPA on the 4.00 scale from the grades feature (null: none yet). */
export const ZStudentRow = z.object({
  Id: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  NationalId: z.string(),
  Programme: z.string(),
  Faculty: z.string(),
  ClassYear: z.number().int(),
  Status: ZStudentStatus,
  EntryYear: z.number().int(),
  AdmissionType: z.string(),
  Cgpa: z.number().nullable(),
})
export type StudentRow = z.infer<typeof ZStudentRow>

/** A page of studentships. */
export const ZStudentPage = ZPage(ZStudentRow)
export type StudentPage = z.infer<typeof ZStudentPage>

/** A unit the caller may filter by (their scope): id, name in the caller's language and kind. */
export const ZStudentUnitOption = z.object({ Id: ZId, Name: z.string(), Kind: z.string() })
export type StudentUnitOption = z.infer<typeof ZStudentUnitOption>

/** One audit entry about the student (the record's history tab). */
export const ZStudentHistoryEntry = z.object({
  At: z.string(),
  Entity: z.string(),
  Action: z.string(),
  Actor: z.string().nullable(),
  Reason: z.string().nullable(),
})

/**
 * The term counters of spec §3 (the freeze allowance, in terms): unconditional and conditional terms used and
 * allowed, and the most terms over the studentship (issue 37).
 */
export const ZStudentTermCounters = z.object({
  UnconditionalUsed: z.number().int(),
  UnconditionalLimit: z.number().int(),
  ConditionalUsed: z.number().int(),
  ConditionalLimit: z.number().int(),
  Maximum: z.number().int(),
})
export type StudentTermCounters = z.infer<typeof ZStudentTermCounters>

/**
 * A student's record (spec §3; issue 37): the row's fields, dates, registration reason, departure date and
 * reason, student-right end date, term counters, advisor, other studentships and the newest history.
 */
export const ZStudentRecord = ZStudentRow.extend({
  Email: z.string(),
  RegistrationDate: ZDate,
  /** Why the studentship was registered (from the admission type: placement, transfer, double major…). */
  RegistrationReason: z.string(),
  DepartureDate: ZDate.nullable(),
  DepartureReason: z.string().nullable(),
  /** The end of the student rights (a completed departure's date; null while none). */
  StudentRightEndsOn: ZDate.nullable(),
  TermCounters: ZStudentTermCounters,
  Advisor: z.string().nullable(),
  Studentships: z.array(
    z.object({ Id: ZId, StudentNo: z.string(), Programme: z.string(), Status: ZStudentStatus }),
  ),
  History: z.array(ZStudentHistoryEntry),
})
export type StudentRecord = z.infer<typeof ZStudentRecord>

/** Query of the record: the studentship id. */
export const ZStudentIdQuery = z.object({ id: ZIdParam })

/** Query of a paged record tab: the studentship id and the page. */
export const ZStudentRecordPageQuery = ZStudentIdQuery.extend(ZPageQuery.shape)

/** A page of the record's history (newest first). */
export const ZStudentHistoryPage = ZPage(ZStudentHistoryEntry)
export type StudentHistoryPage = z.infer<typeof ZStudentHistoryPage>

/** One course of a term in the record: grade, letter and its status (finalised or not). */
export const ZRecordCourse = z.object({
  CourseCode: z.string(),
  CourseName: z.string(),
  Credit: z.number().int(),
  Ects: z.number().int(),
  Finalized: z.boolean(),
  Total: z.number().nullable(),
  LetterGrade: z.string().nullable(),
  PassStatus: z.string(),
})

/** One term of the record's history: its courses, term GPA and the CGPA up to and including it. */
export const ZRecordTerm = z.object({
  TermId: z.number().int(),
  TermName: z.string(),
  TermGpa: z.number().nullable(),
  Cgpa: z.number().nullable(),
  Credits: z.number().int(),
  Ects: z.number().int(),
  Courses: z.array(ZRecordCourse),
})
export type RecordTerm = z.infer<typeof ZRecordTerm>

/** One term's course registration (basket): status, dates, the advisor's reason and the courses held. */
export const ZRecordRegistration = z.object({
  TermName: z.string(),
  Status: z.string(),
  SubmittedAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  Reason: z.string().nullable(),
  Courses: z.array(z.string()),
})
export type RecordRegistration = z.infer<typeof ZRecordRegistration>

/** A course's absence standing in the record: hours absent, the limit and the percentage. */
export const ZRecordAbsence = z.object({
  TermName: z.string(),
  CourseCode: z.string(),
  CourseName: z.string(),
  AbsentHours: z.number(),
  TotalHours: z.number(),
  Percentage: z.number(),
})
export type RecordAbsence = z.infer<typeof ZRecordAbsence>

/** A request about the studentship (freeze, departure, certificate): kind, date, status, detail. */
export const ZRecordRequest = z.object({
  Kind: z.enum(['freeze', 'departure', 'certificate']),
  Id: z.number().int(),
  RequestedAt: z.string(),
  Status: z.string(),
  Detail: z.string(),
})
export type RecordRequest = z.infer<typeof ZRecordRequest>

/** A document of the studentship (spec §3 Document: name, language, creation date, status). */
export const ZRecordDocument = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Language: z.string(),
  CreatedAt: z.string(),
  Status: z.string(),
})
export type RecordDocument = z.infer<typeof ZRecordDocument>

/** A page of the record's documents (newest first). */
export const ZRecordDocumentPage = ZPage(ZRecordDocument)
export type RecordDocumentPage = z.infer<typeof ZRecordDocumentPage>

/** An advisor of the caller's units with the number of students assigned (issue 22 "Advisor assignment"). */
export const ZAdvisorLoad = z.object({
  StaffId: ZId,
  RegistryNo: z.string(),
  FullName: z.string(),
  Students: z.number().int(),
})
export type AdvisorLoad = z.infer<typeof ZAdvisorLoad>

/**
 * Assigns students to advisors in bulk: a selection (`StudentIds`) or every active student of the caller's
 * scope matching `UnitId` / `ClassYear`; spread over `AdvisorIds` balancing the loads (each student goes to
 * the advisor with the fewest students at that moment).
 */
export const ZAssignAdvisors = z
  .object({
    AdvisorIds: z.array(ZId).min(1).max(100),
    StudentIds: z.array(ZId).max(5000).optional(),
    UnitId: ZId.optional(),
    ClassYear: z.number().int().min(1).max(8).optional(),
  })
  .refine((a) => (a.StudentIds?.length ?? 0) > 0 || a.UnitId !== undefined || a.ClassYear !== undefined, {
    path: ['StudentIds'],
    error: 'students.selectionRequired',
  })
export type AssignAdvisors = z.infer<typeof ZAssignAdvisors>

/** The result: how many students were assigned and the loads afterwards. */
export const ZAssignAdvisorsResult = z.object({ Assigned: z.number().int(), Loads: z.array(ZAdvisorLoad) })
export type AssignAdvisorsResult = z.infer<typeof ZAssignAdvisorsResult>

/** A dormitory building with its room count, beds and residents in the caller's scope (issue 22 dormitory report). */
export const ZDormitoryBuilding = z.object({
  Id: ZId,
  Name: z.string(),
  Gender: z.enum(['female', 'male']),
  Rooms: z.number().int(),
  Beds: z.number().int(),
  Residents: z.number().int(),
})
export type DormitoryBuilding = z.infer<typeof ZDormitoryBuilding>

/** The dormitory report's filters: the student filters plus a building and a room number. */
export const ZDormitoryFilter = ZStudentFilter.extend({
  buildingId: ZIdParam.optional(),
  room: z.string().trim().max(10).optional(),
})
export type DormitoryFilter = z.infer<typeof ZDormitoryFilter>

/** The dormitory report's query: the filters and server-side paging. */
export const ZDormitoryQuery = ZDormitoryFilter.extend(ZPageQuery.shape)
export type DormitoryQuery = z.infer<typeof ZDormitoryQuery>

/** One resident: the studentship, building, room, floor and the date they moved in. */
export const ZDormitoryRow = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
  Faculty: z.string(),
  ClassYear: z.number().int(),
  Status: ZStudentStatus,
  Building: z.string(),
  Room: z.string(),
  Floor: z.number().int(),
  Since: ZDate,
})
export type DormitoryRow = z.infer<typeof ZDormitoryRow>

/** A page of residents. */
export const ZDormitoryPage = ZPage(ZDormitoryRow)
export type DormitoryPage = z.infer<typeof ZDormitoryPage>

/** The department report's filters: a unit of the caller's scope (default: all of it) and an entry year. */
export const ZDepartmentFilter = z.object({
  unitId: ZIdParam.optional(),
  entryYear: z.coerce.number().int().min(1950).max(2100).optional(),
})
export type DepartmentFilter = z.infer<typeof ZDepartmentFilter>

/** One department's students in one class, by status. */
export const ZDepartmentClassRow = z.object({
  DepartmentId: ZId,
  Department: z.string(),
  Faculty: z.string(),
  ClassYear: z.number().int(),
  Active: z.number().int(),
  Frozen: z.number().int(),
  Graduated: z.number().int(),
  Withdrawn: z.number().int(),
  Total: z.number().int(),
})
export type DepartmentClassRow = z.infer<typeof ZDepartmentClassRow>

/** A CGPA band (`From` inclusive, `To` exclusive but 4.00 in the last) and how many students fall in it. */
export const ZGpaBand = z.object({ From: z.number(), To: z.number(), Students: z.number().int() })
export type GpaBand = z.infer<typeof ZGpaBand>

/** A course taken by the selected students: finalised results (exempt and withdrawn left out) and passes. */
export const ZCoursePassRate = z.object({
  CourseId: ZId,
  Code: z.string(),
  Name: z.string(),
  Graded: z.number().int(),
  Passed: z.number().int(),
  Rate: z.number(),
})
export type CoursePassRate = z.infer<typeof ZCoursePassRate>

/** The department report: class × status rows per department, CGPA bands (plus no CGPA yet) and pass rates. */
export const ZDepartmentReport = z.object({
  Rows: z.array(ZDepartmentClassRow),
  Gpa: z.array(ZGpaBand),
  NoGpa: z.number().int(),
  Courses: z.array(ZCoursePassRate),
})
export type DepartmentReport = z.infer<typeof ZDepartmentReport>
