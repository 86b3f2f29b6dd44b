/**
 * Academic position applications (spec §1 guest applicant area, §3 "Academic application", §4 steps and
 * evaluation, §5 limits, §7 guest paths): positions opened by staff with their committees, the guest's
 * application in five steps, the summary, and the committee's opinions. Custom messages are catalogue
 * keys that the API (and the web app) translate.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'
import { isValidNationalId, isValidPhone } from './guest.ts'

/** Catalogue keys of the application validation messages. */
export const APPLICATION_VALIDATION = {
  required: 'error.required',
  text: 'applications.validation.text',
  date: 'applications.validation.date',
  dateOrder: 'applications.validation.dateOrder',
  orcid: 'applications.validation.orcid',
  nationalId: 'applications.validation.nationalId',
  passport: 'applications.validation.passport',
  phone: 'applications.validation.phone',
  atLeastOne: 'applications.validation.atLeastOne',
  researchLength: 'applications.validation.researchLength',
  researchOne: 'applications.validation.researchOne',
  wholeNumber: 'applications.validation.wholeNumber',
  notNegative: 'applications.validation.notNegative',
  max: 'applications.validation.max',
  thesis: 'applications.validation.thesis',
  letter: 'applications.validation.letter',
  opinionLength: 'applications.validation.opinionLength',
  declaration: 'applications.validation.declaration',
} as const

/** Spec §5 text limits. */
export const APPLICATION_LIMITS = {
  researchMin: 500,
  researchMax: 1500,
  opinionMin: 100,
  opinionMax: 5000,
  letterTextMin: 100,
  letterTextMax: 5000,
  scoreMax: 100,
  /** Upload size limit in MB (spec §5 "size at most {max} MB"). */
  fileMaxMb: 5,
} as const

/** The five steps in order (spec §4): 1 application info … 5 declaration. */
export const APPLICATION_STEPS = [
  'applicationInfo',
  'personalInfo',
  'resume',
  'works',
  'declaration',
] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]

/** True when `value` is a valid ORCID iD: 0000-0000-0000-000X with the ISO 7064 MOD 11-2 check character. */
export function isValidOrcid(value: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return false
  const chars = value.replace(/-/g, '')
  let total = 0
  for (const c of chars.slice(0, 15)) total = (total + Number(c)) * 2
  const result = (12 - (total % 11)) % 11
  return chars[15] === (result === 10 ? 'X' : String(result))
}

/** True when `value` is a real calendar date `YYYY-MM-DD`. */
function isCalendarDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value
}

const required = { error: APPLICATION_VALIDATION.required } as const

/** A required text of `min`..`max` characters after trimming. */
const text = (min: number, max: number) =>
  z.string({ error: APPLICATION_VALIDATION.required }).trim().min(1, required).min(min).max(max)

/** A calendar date 'YYYY-MM-DD'. */
const calendarDate = z
  .string({ error: APPLICATION_VALIDATION.required })
  .min(1, required)
  .refine(isCalendarDate, { error: APPLICATION_VALIDATION.date })

/** A whole number from 0 to `max`. */
const count = (max: number) =>
  z
    .number({ error: APPLICATION_VALIDATION.required })
    .int({ error: APPLICATION_VALIDATION.wholeNumber })
    .min(0, { error: APPLICATION_VALIDATION.notNegative })
    .max(max, { error: APPLICATION_VALIDATION.max })

/** The id of a file uploaded to this application. */
const fileId = ZId

/** A section list: at least one entry (spec §5 "at least one entry in each section"). */
const section = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: APPLICATION_VALIDATION.atLeastOne })
    .min(1, APPLICATION_VALIDATION.atLeastOne)
    .max(max)

// ─── Positions (staff side) ─────────────────────────────────────────────────────────────────────────

/** Academic cadres: professor, associate professor, assistant professor (Dr. Öğr. Üyesi). */
export const ZCadre = z.enum(['professor', 'associateProfessor', 'assistantProfessor'])
export type Cadre = z.infer<typeof ZCadre>

/** A committee role on a position. */
export const ZCommitteeRole = z.enum(['chair', 'member'])

/** One committee member as shown. */
export const ZCommitteeMember = z.object({
  registryNo: z.string(),
  fullName: z.string(),
  title: z.string(),
  role: ZCommitteeRole,
})
export type CommitteeMember = z.infer<typeof ZCommitteeMember>

/** A position (Kadro ilanı) as listed. `isOpen`: today (Istanbul) is within its dates. */
export const ZPosition = z.object({
  id: z.number().int(),
  cadre: ZCadre,
  facultyId: z.number().int(),
  facultyName: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  isOpen: z.boolean(),
  committee: z.array(ZCommitteeMember),
  applicationCount: z.number().int(),
  version: z.number().int(),
})
export type Position = z.infer<typeof ZPosition>

/** POST /api/Application/KadroIlanlari/Save body: a new position (no id) or a change (id and version). */
export const ZSavePositionRequest = z
  .object({
    id: ZId.optional(),
    version: ZVersion.optional(),
    cadre: ZCadre,
    facultyId: ZId,
    departmentId: ZId,
    startDate: calendarDate,
    endDate: calendarDate,
    description: text(20, 4000),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: APPLICATION_VALIDATION.dateOrder })
export type SavePositionRequest = z.infer<typeof ZSavePositionRequest>

/** POST /api/Application/KadroIlanlari/AssignCommittee body: one chair and 1..6 members by registry number. */
export const ZAssignCommitteeRequest = z.object({
  positionId: ZId,
  version: ZVersion,
  chairRegistryNo: z.string().trim().min(1).max(20),
  memberRegistryNos: z.array(z.string().trim().min(1).max(20)).min(1).max(6),
})
export type AssignCommitteeRequest = z.infer<typeof ZAssignCommitteeRequest>

/** A staff member who may sit on a committee (holds role 8 chair or 9 member). */
export const ZCommitteeCandidate = z.object({
  registryNo: z.string(),
  fullName: z.string(),
  title: z.string(),
  unitName: z.string(),
  canChair: z.boolean(),
  canBeMember: z.boolean(),
})
export type CommitteeCandidate = z.infer<typeof ZCommitteeCandidate>

/** A faculty with its departments (position form choices). */
export const ZFacultyChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type FacultyChoice = z.infer<typeof ZFacultyChoice>

// ─── The application (guest side) ───────────────────────────────────────────────────────────────────

/** Personal information step (2). Citizens give a national id number, others a passport number. */
export const ZPersonalInfo = z
  .object({
    citizenship: z.enum(['TR', 'foreign']),
    nationalId: z.string().trim().max(11).nullish(),
    passportNo: z.string().trim().max(30).nullish(),
    firstName: text(2, 100),
    lastName: text(2, 100),
    birthDate: calendarDate,
    phone: z
      .string({ error: APPLICATION_VALIDATION.required })
      .overwrite((v) => v.replace(/[\s()-]/g, ''))
      .min(1, required)
      .refine(isValidPhone, { error: APPLICATION_VALIDATION.phone }),
    address: text(5, 500),
    /** ORCID iD with a valid ISO 7064 MOD 11-2 check character. */
    orcid: z
      .string({ error: APPLICATION_VALIDATION.required })
      .trim()
      .toUpperCase()
      .min(1, required)
      .refine(isValidOrcid, { error: APPLICATION_VALIDATION.orcid }),
  })
  .refine((v) => v.citizenship !== 'TR' || (!!v.nationalId && isValidNationalId(v.nationalId)), {
    path: ['nationalId'],
    error: APPLICATION_VALIDATION.nationalId,
  })
  .refine((v) => v.citizenship !== 'foreign' || !!v.passportNo, {
    path: ['passportNo'],
    error: APPLICATION_VALIDATION.passport,
  })
export type PersonalInfo = z.infer<typeof ZPersonalInfo>

/** One academic title held. */
export const ZAcademicTitle = z.object({ title: text(2, 100), institution: text(2, 200), date: calendarDate })

/** The associate professorship (doçentlik): field, date received, certificate file. */
export const ZAssociateProfessorship = z.object({
  field: text(2, 200),
  dateReceived: calendarDate,
  certificateFileId: fileId,
})

/** Citation count and h-index from one indexing service. */
export const ZCitationIndex = z.object({ citationCount: count(1_000_000), hIndex: count(500) })

/** The fields every degree has: university, faculty, department, dates and the diploma file. */
const degreeBase = {
  university: text(2, 200),
  faculty: text(2, 200),
  department: text(2, 200),
  startDate: calendarDate,
  endDate: calendarDate,
  diplomaFileId: fileId,
}
const endAfterStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate
const dateOrder = { path: ['endDate'], error: APPLICATION_VALIDATION.dateOrder }

/** A bachelor's degree; thesis topic and supervisor are optional. */
export const ZDegree = z
  .object({
    ...degreeBase,
    thesisTopic: z.string().trim().max(500).nullish(),
    supervisor: z.string().trim().max(200).nullish(),
  })
  .refine(endAfterStart, dateOrder)
export type Degree = z.infer<typeof ZDegree>

/** A master's or doctorate degree: thesis topic and supervisor required. */
export const ZThesisDegree = z
  .object({ ...degreeBase, thesisTopic: text(2, 500), supervisor: text(2, 200) })
  .refine(endAfterStart, dateOrder)

/** A foreign language exam and its score (0–100, the YÖK equivalent). */
export const ZLanguageExam = z.object({
  examName: text(2, 100),
  score: z
    .number({ error: APPLICATION_VALIDATION.required })
    .min(0, { error: APPLICATION_VALIDATION.notNegative })
    .max(APPLICATION_LIMITS.scoreMax, { error: APPLICATION_VALIDATION.max }),
  examDate: calendarDate,
})

/** The one research item: 500–1500 characters (spec §5). */
export const ZResearch = z.object({
  title: text(2, 200),
  text: z
    .string({ error: APPLICATION_VALIDATION.required })
    .trim()
    .min(APPLICATION_LIMITS.researchMin, { error: APPLICATION_VALIDATION.researchLength })
    .max(APPLICATION_LIMITS.researchMax, { error: APPLICATION_VALIDATION.researchLength }),
})

/** One work experience; no end date means current. */
export const ZWorkExperience = z
  .object({
    institution: text(2, 200),
    position: text(2, 200),
    startDate: calendarDate,
    endDate: calendarDate.nullish(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    error: APPLICATION_VALIDATION.dateOrder,
  })

/** Resume step (3): every section has at least one entry; exactly one research item. */
export const ZResume = z.object({
  academicTitles: section(ZAcademicTitle, 20),
  associateProfessorships: section(ZAssociateProfessorship, 3),
  citations: z.object({ webOfScience: ZCitationIndex, scopus: ZCitationIndex }),
  bachelors: section(ZDegree, 5),
  masters: section(ZThesisDegree, 5),
  doctorates: section(ZThesisDegree, 5),
  languageExams: section(ZLanguageExam, 10),
  research: section(ZResearch, 1000).max(1, { error: APPLICATION_VALIDATION.researchOne }),
  workExperience: section(ZWorkExperience, 30),
})
export type Resume = z.infer<typeof ZResume>

/** Journal indexes of an article. */
export const ZJournalIndex = z.enum(['SCIE', 'SSCI', 'AHCI', 'ESCI', 'SCOPUS', 'TRDIZIN', 'OTHER'])
/** Journal category (quartile) of an article. */
export const ZJournalCategory = z.enum(['Q1', 'Q2', 'Q3', 'Q4', 'NONE'])

/** One article. */
export const ZArticle = z.object({
  title: text(2, 500),
  journal: text(2, 300),
  year: z
    .number({ error: APPLICATION_VALIDATION.required })
    .int({ error: APPLICATION_VALIDATION.wholeNumber })
    .min(1950)
    .max(2100),
  journalIndex: ZJournalIndex,
  category: ZJournalCategory,
})

/** Works step (4): at least one article; the letter of intent as a file or a text (at least one). */
export const ZWorks = z
  .object({
    articles: section(ZArticle, 200),
    letterOfIntentText: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.letterTextMax)
      .refine((v) => v === '' || v.length >= APPLICATION_LIMITS.letterTextMin, {
        error: APPLICATION_VALIDATION.text,
      })
      .nullish(),
    letterOfIntentFileId: fileId.nullish(),
  })
  .refine((v) => !!v.letterOfIntentText || !!v.letterOfIntentFileId, {
    path: ['letterOfIntentText'],
    error: APPLICATION_VALIDATION.letter,
  })
export type Works = z.infer<typeof ZWorks>

/** Optimistic concurrency of every write: the application's id and the version the caller saw. */
const target = { applicationId: ZId, version: ZVersion }

/** POST …/AkademikBasvurular/Create: step 1 of a new application. */
export const ZCreateApplicationRequest = z.object({ positionId: ZId })

/** POST …/AkademikBasvurular/SaveApplicationInfo: change the position (deletes works after confirmation). */
export const ZSaveApplicationInfoRequest = z.object({
  ...target,
  positionId: ZId,
  /** Must be true when works exist: the caller confirmed they will be deleted. */
  confirmWorksDeletion: z.boolean().default(false),
})
export type SaveApplicationInfoRequest = z.infer<typeof ZSaveApplicationInfoRequest>
export const ZSavePersonalInfoRequest = z.object({ ...target, personalInfo: ZPersonalInfo })
export const ZSaveResumeRequest = z.object({ ...target, resume: ZResume })
export const ZSaveWorksRequest = z.object({ ...target, works: ZWorks })
export const ZSaveDeclarationRequest = z.object({
  ...target,
  accepted: z.literal(true, { error: APPLICATION_VALIDATION.declaration }),
})
export const ZFinaliseRequest = z.object(target)

/** Application status: draft until finalised (then read-only). */
export const ZApplicationStatus = z.enum(['draft', 'finalised'])
/** Evaluation status (spec §4 "opinion sent or finished"). */
export const ZEvaluationStatus = z.enum(['pending', 'opinionSent', 'finished'])

/** One uploaded file of an application. */
export const ZApplicationFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  extension: z.string(),
  sizeBytes: z.number().int(),
  purpose: z.enum(['certificate', 'diploma', 'letter']),
})
export type ApplicationFile = z.infer<typeof ZApplicationFile>

/** An application as listed (spec issue: application number, position, status, last step). */
export const ZApplicationListItem = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  positionId: z.number().int(),
  cadre: ZCadre,
  facultyName: z.string(),
  departmentName: z.string(),
  status: ZApplicationStatus,
  lastStep: z.number().int().min(1).max(5),
  updatedAt: z.string(),
})
export type ApplicationListItem = z.infer<typeof ZApplicationListItem>

/** The whole application as the guest edits it. */
export const ZApplicationDetail = ZApplicationListItem.extend({
  version: z.number().int(),
  positionEndDate: z.string(),
  personalInfo: ZPersonalInfo.nullable(),
  resume: ZResume.nullable(),
  works: ZWorks.nullable(),
  declarationAccepted: z.boolean(),
  finalisedAt: z.string().nullable(),
  files: z.array(ZApplicationFile),
})
export type ApplicationDetail = z.infer<typeof ZApplicationDetail>

/** The application summary (spec §2 academic application summary components). */
export const ZApplicationSummary = ZApplicationDetail.extend({
  email: z.string(),
  positionDescription: z.string(),
  evaluationStatus: ZEvaluationStatus,
})
export type ApplicationSummary = z.infer<typeof ZApplicationSummary>

// ─── Evaluation (committee) ──────────────────────────────────────────────────────────────────────────

/** A position the caller sits on, with their committee role. */
export const ZCommitteePosition = ZPosition.extend({ myRole: ZCommitteeRole })
export type CommitteePosition = z.infer<typeof ZCommitteePosition>

/** An opinion's verdict. */
export const ZOpinionStatus = z.enum(['positive', 'negative'])

/** A finalised application as the committee lists it. */
export const ZEvaluationItem = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicantName: z.string(),
  finalisedAt: z.string(),
  evaluationStatus: ZEvaluationStatus,
  noConflictDeclared: z.boolean(),
  myOpinionSent: z.boolean(),
  opinionsSent: z.number().int(),
  committeeSize: z.number().int(),
})
export type EvaluationItem = z.infer<typeof ZEvaluationItem>

/** One sent opinion. */
export const ZOpinion = z.object({
  registryNo: z.string(),
  fullName: z.string(),
  role: ZCommitteeRole,
  status: ZOpinionStatus,
  text: z.string(),
  sentAt: z.string(),
})
export type Opinion = z.infer<typeof ZOpinion>

/** The evaluation state of one application for the caller. */
export const ZEvaluationDetail = z.object({
  applicationId: z.number().int(),
  myRole: ZCommitteeRole,
  evaluationStatus: ZEvaluationStatus,
  noConflictDeclared: z.boolean(),
  committeeSize: z.number().int(),
  /** The caller's own opinion; the chair sees every member's. */
  opinions: z.array(ZOpinion),
  canFinish: z.boolean(),
})
export type EvaluationDetail = z.infer<typeof ZEvaluationDetail>

/** POST …/Degerlendirme/SendOpinion body. */
export const ZSendOpinionRequest = z.object({
  applicationId: ZId,
  status: ZOpinionStatus,
  text: z
    .string({ error: APPLICATION_VALIDATION.required })
    .trim()
    .min(APPLICATION_LIMITS.opinionMin, { error: APPLICATION_VALIDATION.opinionLength })
    .max(APPLICATION_LIMITS.opinionMax),
})
export type SendOpinionRequest = z.infer<typeof ZSendOpinionRequest>

/** Bodies naming one application. */
export const ZApplicationIdRequest = z.object({ applicationId: ZId })

// ─── HR's view (issue 22 "Request queues") ───────────────────────────────────────────────────────────

/** Where an application stands for HR: a draft, finalised awaiting opinions, being evaluated, or finished. */
export const ZApplicationAdminStatus = z.enum(['draft', 'finalised', 'evaluating', 'finished'])
export type ApplicationAdminStatus = z.infer<typeof ZApplicationAdminStatus>

/** GET /api/Application/Yonetim/Applications (and Export) query. */
export const ZApplicationAdminFilter = z.object({
  FacultyId: ZIdParam.optional(),
  PositionId: ZIdParam.optional(),
  Status: ZApplicationAdminStatus.optional(),
  /** Application number or part of the applicant's name or e-mail. */
  Search: z.string().trim().max(100).optional(),
})
export const ZApplicationAdminQuery = ZPageQuery.extend(ZApplicationAdminFilter.shape)
export type ApplicationAdminQuery = z.infer<typeof ZApplicationAdminQuery>
export type ApplicationAdminFilter = z.infer<typeof ZApplicationAdminFilter>

/** One application in HR's view, with the committee's progress (opinions given / members). */
export const ZApplicationAdminItem = z.object({
  Id: z.number().int(),
  ApplicationNo: z.string(),
  Applicant: z.string(),
  Email: z.string(),
  PositionId: z.number().int(),
  Cadre: ZCadre,
  Faculty: z.string(),
  Department: z.string(),
  Status: ZApplicationAdminStatus,
  LastStep: z.number().int(),
  OpinionsGiven: z.number().int(),
  CommitteeSize: z.number().int(),
  Positive: z.number().int(),
  Negative: z.number().int(),
  FinalisedAt: z.string().nullable(),
  UpdatedAt: z.string(),
})
export type ApplicationAdminItem = z.infer<typeof ZApplicationAdminItem>
export const ZApplicationAdminPage = ZPage(ZApplicationAdminItem)

/** One position in HR's view with its application counts. */
export const ZPositionAdminItem = z.object({
  Id: z.number().int(),
  Cadre: ZCadre,
  FacultyId: z.number().int(),
  Faculty: z.string(),
  Department: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsOpen: z.boolean(),
  Applications: z.number().int(),
  Finalised: z.number().int(),
  CommitteeSize: z.number().int(),
})
export type PositionAdminItem = z.infer<typeof ZPositionAdminItem>
