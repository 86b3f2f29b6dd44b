/**
 * Calls that reach the file answers and the uploads of the API (issue 33 §4 "An honest API contract"): each
 * scenario signs in as a demo account whose role may use the route, finds real inputs (the caller's own
 * lists, the seeded world) and sends the request, so the property test sees a real 200 with its content type
 * and every multipart handler really reads its parts. Used by api-properties.test.ts.
 */
import { randomBytes } from 'node:crypto'
import type { DemoAccountKey } from '../../src/db/seed/demo-accounts.ts'
import { ROLE_IDS } from '../../src/db/seed/roles.ts'

/** One answer as the property test checks it. */
export interface Answer {
  status: number
  type: string
  text: string
  bytes: Buffer
}

/** What a scenario may use: requests as the scenario's account, over HTTP to the listening app. */
export interface ScenarioContext {
  get(path: string, query?: Record<string, string | number>): Promise<Answer>
  post(path: string, body: unknown, query?: Record<string, string | number>): Promise<Answer>
  upload(
    path: string,
    query: Record<string, string | number>,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ): Promise<Answer>
  /** `responseData` of a JSON GET that must answer 200. */
  data<T = unknown>(path: string, query?: Record<string, string | number>): Promise<T>
  /** The same requests as another demo account (e.g. the registrar approving what a student asked for). */
  as(who: DemoAccountKey, role?: number): Promise<ScenarioContext>
  /** Rows of a read-only SQL query on the test database (to find inputs the caller cannot list). */
  rows<T extends Record<string, unknown>>(query: string): Promise<T[]>
}

/** A call of `op` ("GET /api/…", as in the OpenAPI document) as `as` with the role `role`. */
export interface Scenario {
  op: string
  as: DemoAccountKey
  role?: number
  /** Sends the call; answers what the test checks (200 expected for file answers). */
  run(ctx: ScenarioContext): Promise<Answer>
}

/** A multipart body with text `fields` and one file part named `file`. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/** A one-pixel PNG (a valid scan by content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const R = ROLE_IDS
type Row = Record<string, unknown>
const first = <T extends Row>(rows: T[], what: string): T => {
  const row = rows[0]
  if (!row) throw new Error(`scenario: no ${what}`)
  return row
}

/** The template a GET answers, uploaded again to `upload` (a preview: nothing is stored). */
const templateRoundTrip =
  (template: string, upload: string, query: Record<string, string | number>) =>
  async (ctx: ScenarioContext) => {
    const sheet = await ctx.get(template, query)
    if (sheet.status !== 200) return sheet
    return ctx.upload(upload, { ...query, commit: 'false' }, {}, { name: 'sablon.xlsx', bytes: sheet.bytes })
  }

/** The scenarios: every file answer and every upload of the API. */
export const SCENARIOS: Scenario[] = [
  // The signed-out page (issue 34): HTML for anyone
  {
    op: 'GET /api/Identity/Auth/SignedOut',
    as: 'student',
    run: (ctx) => ctx.get('/api/Identity/Auth/SignedOut'),
  },
  // Documents and certificates (student; registrar)
  {
    op: 'GET /api/Belge/Talep/Download',
    as: 'student',
    run: async (ctx) => ctx.get('/api/Belge/Talep/Download', { id: await createdDocument(ctx) }),
  },
  {
    op: 'GET /api/Belge/Yonetim/Download',
    as: 'registrar',
    role: R.registrar,
    run: async (ctx) =>
      ctx.get('/api/Belge/Yonetim/Download', { id: await createdDocument(await ctx.as('student')) }),
  },
  {
    op: 'GET /api/Sertifika/Talep/Download',
    as: 'student-double',
    run: async (ctx) => ctx.get('/api/Sertifika/Talep/Download', { id: await approvedCertificate(ctx) }),
  },
  {
    op: 'GET /api/Sertifika/Yonetim/Download',
    as: 'registrar',
    role: R.registrar,
    run: async (ctx) => {
      const id = await approvedCertificate(await ctx.as('student-double'))
      return ctx.get('/api/Sertifika/Yonetim/Download', { id })
    },
  },
  // Spreadsheets of the registrar
  {
    op: 'GET /api/Students/Report/Export',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Students/Report/Export'),
  },
  {
    // The YÖKSİS correction worklist (issue 35): an empty list still answers the sheet with its header row.
    op: 'GET /api/Yoksis/Duzeltme/Export',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Yoksis/Duzeltme/Export'),
  },
  {
    op: 'GET /api/Students/Dormitory/Export',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Students/Dormitory/Export'),
  },
  {
    op: 'GET /api/Askerlik/Tecil/BitenlerExcel',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Askerlik/Tecil/BitenlerExcel'),
  },
  {
    op: 'GET /api/Askerlik/Birimler/Excel',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Askerlik/Birimler/Excel'),
  },
  {
    op: 'GET /api/Registration/Report/OpenedCoursesXlsx',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Registration/Report/OpenedCoursesXlsx'),
  },
  {
    op: 'GET /api/Spor/BursRaporu/Export',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Spor/BursRaporu/Export'),
  },
  {
    op: 'GET /api/Program/Yerlestirme/Sablon',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Program/Yerlestirme/Sablon'),
  },
  {
    op: 'POST /api/Program/Yerlestirme/Yukle',
    as: 'registrar',
    role: R.registrar,
    run: templateRoundTrip('/api/Program/Yerlestirme/Sablon', '/api/Program/Yerlestirme/Yukle', {}),
  },
  // Preparatory school
  {
    op: 'GET /api/Hazirlik/Rapor/BasariXlsx',
    as: 'prep-admin',
    role: R.prepAdmin,
    run: (ctx) => ctx.get('/api/Hazirlik/Rapor/BasariXlsx', { quarterId: 1 }),
  },
  {
    op: 'GET /api/Hazirlik/Rapor/CeyrekKurXlsx',
    as: 'prep-admin',
    role: R.prepAdmin,
    run: (ctx) => ctx.get('/api/Hazirlik/Rapor/CeyrekKurXlsx'),
  },
  {
    op: 'GET /api/Hazirlik/Sinav/Template',
    as: 'prep-admin',
    role: R.prepAdmin,
    run: (ctx) => ctx.get('/api/Hazirlik/Sinav/Template', { examId: 1 }),
  },
  {
    op: 'POST /api/Hazirlik/Sinav/Upload',
    as: 'prep-admin',
    role: R.prepAdmin,
    run: templateRoundTrip('/api/Hazirlik/Sinav/Template', '/api/Hazirlik/Sinav/Upload', { examId: 1 }),
  },
  // Finance
  {
    op: 'GET /api/Gown/Deposit/Xlsx',
    as: 'finance',
    role: R.finance,
    run: (ctx) => ctx.get('/api/Gown/Deposit/Xlsx'),
  },
  {
    op: 'GET /api/Instalments/Budget/Export',
    as: 'finance',
    role: R.finance,
    run: (ctx) => ctx.get('/api/Instalments/Budget/Export'),
  },
  // System administration, human resources
  {
    op: 'GET /api/Admin/Audit/Export',
    as: 'sysadmin',
    role: R.sysadmin,
    run: (ctx) => ctx.get('/api/Admin/Audit/Export'),
  },
  // The data protection officer's access log export (issue 39 Privacy): the sysadmin's second role.
  {
    op: 'GET /api/Privacy/AccessLog/Export',
    as: 'sysadmin',
    role: R.dataProtectionOfficer,
    run: (ctx) => ctx.get('/api/Privacy/AccessLog/Export'),
  },
  // A person's export of their own data (issue 39 "My personal data"): start the job, wait, download the ZIP.
  {
    op: 'GET /api/Privacy/MyData/Export/Download/{jobId}',
    as: 'student',
    role: R.student,
    run: async (ctx) => {
      const { id } = await ctx
        .post('/api/Privacy/MyData/Export/Start', {})
        .then((a) => (JSON.parse(a.text) as { responseData: { id: string } }).responseData)
      for (let i = 0; i < 300; i++) {
        const job = await ctx.data<{ state: string }>(`/api/Privacy/MyData/Export/Status/${id}`)
        if (job.state === 'done' || job.state === 'failed') break
        await new Promise((r) => setTimeout(r, 100))
      }
      return ctx.get(`/api/Privacy/MyData/Export/Download/${id}`)
    },
  },
  {
    op: 'GET /api/Application/Yonetim/Export',
    as: 'human-resources',
    role: R.humanResources,
    run: (ctx) => ctx.get('/api/Application/Yonetim/Export'),
  },
  {
    op: 'GET /api/Payroll/Yonetim/Export',
    as: 'human-resources',
    role: R.humanResources,
    run: (ctx) => ctx.get('/api/Payroll/Yonetim/Export'),
  },
  // Inventory: export, import preview, delivery protocol, completion with the signed scan, its file
  {
    op: 'GET /api/Demirbas/Envanter/Export',
    as: 'inventory',
    role: R.inventory,
    run: (ctx) => ctx.get('/api/Demirbas/Envanter/Export'),
  },
  {
    op: 'POST /api/Demirbas/Envanter/Import',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) => {
      const sheet = await ctx.get('/api/Demirbas/Envanter/Export')
      return ctx.upload(
        '/api/Demirbas/Envanter/Import',
        { commit: 'false' },
        {},
        {
          name: 'envanter.xlsx',
          bytes: sheet.bytes,
        },
      )
    },
  },
  {
    op: 'POST /api/Demirbas/Teslim/Protocol',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) => ctx.post('/api/Demirbas/Teslim/Protocol', await delivery(ctx)),
  },
  {
    op: 'POST /api/Demirbas/Teslim/Complete',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) =>
      ctx.upload(
        '/api/Demirbas/Teslim/Complete',
        {},
        { Payload: JSON.stringify(await delivery(ctx)) },
        { name: 'tutanak.png', bytes: PNG },
      ),
  },
  {
    op: 'GET /api/Demirbas/Tutanak/File',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) => {
      const page = await ctx.data<{ items: { Id: number }[] }>('/api/Demirbas/Tutanak/List')
      return ctx.get('/api/Demirbas/Tutanak/File', { id: first(page.items, 'protocol').Id })
    },
  },
  // Grades: the template, its upload as a preview, the grade document (an instructor's own section)
  {
    op: 'GET /api/Grades/GradeEntry/Template',
    as: 'instructor-advisor',
    role: R.instructor,
    run: async (ctx) => ctx.get('/api/Grades/GradeEntry/Template', { sectionId: await ownSection(ctx) }),
  },
  {
    op: 'POST /api/Grades/GradeEntry/Upload',
    as: 'instructor-advisor',
    role: R.instructor,
    run: async (ctx) =>
      templateRoundTrip('/api/Grades/GradeEntry/Template', '/api/Grades/GradeEntry/Upload', {
        sectionId: await ownSection(ctx),
      })(ctx),
  },
  {
    op: 'GET /api/Grades/GradeEntry/Document',
    as: 'instructor-advisor',
    role: R.instructor,
    run: async (ctx) => ctx.get('/api/Grades/GradeEntry/Document', { sectionId: await ownSection(ctx) }),
  },
  // Events: one event as a calendar file
  {
    op: 'GET /api/Etkinlik/Takvim/Ics',
    as: 'student',
    run: async (ctx) => {
      const [event] = await ctx.rows<{ id: number }>('select id from events order by id limit 1')
      return ctx.get('/api/Etkinlik/Takvim/Ics', { EventId: event?.id ?? 0 })
    },
  },
  {
    op: 'GET /api/Students/Department/Export',
    as: 'registrar',
    role: R.registrar,
    run: (ctx) => ctx.get('/api/Students/Department/Export'),
  },
  // Inventory refund: the protocol to sign and the completion, for an item handed out before
  {
    op: 'POST /api/Demirbas/Iade/Protocol',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) => ctx.post('/api/Demirbas/Iade/Protocol', await refund(ctx)),
  },
  {
    op: 'POST /api/Demirbas/Iade/Complete',
    as: 'inventory',
    role: R.inventory,
    run: async (ctx) =>
      ctx.upload(
        '/api/Demirbas/Iade/Complete',
        {},
        { Payload: JSON.stringify(await refund(ctx)) },
        { name: 'iade.png', bytes: PNG },
      ),
  },
]

/** A section of the instructor of `ctx` with students (the current term's list). */
async function ownSection(ctx: ScenarioContext): Promise<number> {
  const [term] = await ctx.rows<{ term_id: number }>(
    'select term_id from sections group by term_id order by count(*) desc, term_id desc limit 1',
  )
  const list = await ctx.data<{ SectionId: number; StudentCount: number }[]>('/api/Grades/Sections/List', {
    termId: term?.term_id ?? 0,
  })
  return first(
    list.filter((s) => s.StudentCount > 0),
    'section with students',
  ).SectionId
}

/** A refund of an item the office handed out (delivered by the delivery scenario). */
async function refund(ctx: ScenarioContext) {
  const items = await ctx.data<{ items: { Id: number; HolderStudentId?: number | null }[] }>(
    '/api/Demirbas/Envanter/List',
    { state: 'handed_out' },
  )
  const item = first(items.items, 'handed-out item')
  const [holder] = await ctx.rows<{ student_id: number }>(
    `select holder_student_id as student_id from fixture_items where id = ${Number(item.Id)}`,
  )
  return { StudentId: holder?.student_id ?? 0, Items: [{ ItemId: item.Id, State: 'in_stock' }] }
}

/** A created document of the student of `ctx`: one from the list, or a student certificate asked for now. */
async function createdDocument(ctx: ScenarioContext): Promise<number> {
  const mine = await ctx.data<{ Id: number; Status: string }[]>('/api/Belge/Talep/List')
  const created = mine.find((d) => d.Status === 'created')
  if (created) return created.Id
  const res = await ctx.post('/api/Belge/Talep/Create', { Kind: 'student_certificate', Language: 'tr' })
  if (res.status !== 200) throw new Error(`document request: ${res.status} ${res.text}`)
  return JSON.parse(res.text).responseData.Id as number
}

/**
 * An approved certificate of the student of `ctx`: one approved before, or the first option requested now and
 * approved by the registrar.
 */
async function approvedCertificate(ctx: ScenarioContext): Promise<number> {
  const mine = await ctx.data<{ Id: number; Status: string }[]>('/api/Sertifika/Talep/List')
  const approved = mine.find((c) => c.Status === 'approved')
  if (approved) return approved.Id
  const options = await ctx.data<{ Kind: string; SubjectId: number | null }[]>('/api/Sertifika/Talep/Options')
  const option = first(options, 'certificate option')
  const created = await ctx.post('/api/Sertifika/Talep/Create', {
    Kind: option.Kind,
    ...(option.SubjectId === null ? {} : { SubjectId: option.SubjectId }),
    Purpose: 'Özellik testi',
    Language: 'tr',
  })
  if (created.status !== 200) throw new Error(`certificate request: ${created.status} ${created.text}`)
  const id = JSON.parse(created.text).responseData.Id as number
  const registrar = await ctx.as('registrar', R.registrar)
  const approval = await registrar.post('/api/Sertifika/Yonetim/Approve', { Id: id })
  if (approval.status !== 200) throw new Error(`certificate approval: ${approval.status} ${approval.text}`)
  return id
}

/** A delivery of one stocked item to the first student the office finds. */
async function delivery(ctx: ScenarioContext) {
  const [student] = await ctx.rows<{ no: string }>(
    "select student_no as no from students where status = 'active' order by id limit 1",
  )
  const students = await ctx.data<{ StudentId: number }[]>('/api/Demirbas/Ogrenci/Search', {
    q: student?.no ?? '',
  })
  const items = await ctx.data<{ items: { Id: number }[] }>('/api/Demirbas/Envanter/List', {
    state: 'in_stock',
  })
  return { StudentId: first(students, 'student').StudentId, ItemIds: [first(items.items, 'stocked item').Id] }
}
