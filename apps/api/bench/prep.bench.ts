/**
 * Prep school at full size (`npm run bench:prep`; issue 18 "uploads and calculations of a whole prep school
 * (2,000 students) … finish in under 10 s, and are all-or-nothing"). On a fresh database (PGlite in process, or
 * PostgreSQL when TEST_DATABASE_URL is set, as the API tests), seeded with the demo university: 2,000 active
 * studentships are made preparatory-class students (class year 0), then through the real HTTP handlers
 * (app.inject) as the prep administrator: the Apex template is downloaded, filled, a copy with one empty cell
 * is refused whole (nothing stored), the full file is uploaded, calculated, finalised and transferred; and a
 * placement exam is uploaded and calculated. Prints each step's time and fails (exit 1) when one takes 10 s
 * or more, or when the refused upload stored anything. Options: --students N (default 2000).
 */
import { parseArgs } from 'node:util'
import { type SQL, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { ROLE_IDS } from '../src/db/seed/roles.ts'
import { createIdentityFixture } from '../test/identity/identity-fixture.ts'

const { values: o } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { students: { type: 'string', default: '2000' } },
})
const N = Number(o.students)
const LIMIT_MS = 10_000

/** The rows of a query on either engine. */
const rows = async <T>(query: SQL): Promise<T[]> =>
  ((await fx.testDb.handle.db.execute(query)) as unknown as { rows: T[] }).rows

const started = performance.now()
const fx = await createIdentityFixture(N + 200)
const db = fx.testDb.handle.db
console.log(`seeded ${N + 200} students in ${((performance.now() - started) / 1000).toFixed(1)} s`)
await db.execute(sql`update students set class_year = 0 where id in (
  select id from students where status = 'active' order by id limit ${N})`)
const [{ n } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from students where class_year = 0 and status = 'active'`,
)
console.log(`${n} active preparatory-class students`)

const admin = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.prepAdmin })).token
const B = '/api/Hazirlik'
const times: [string, number][] = []
async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now()
  const out = await run()
  const ms = performance.now() - t0
  times.push([label, ms])
  console.log(`${label.padEnd(40)} ${(ms / 1000).toFixed(2)} s`)
  return out
}
const json = <T>(res: { statusCode: number; json(): unknown }, what: string): T => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${JSON.stringify(res.json())}`)
  return (res.json() as { responseData: T }).responseData
}
const upload = (examId: number, bytes: Buffer) => {
  const boundary = '----prep-bench'
  return fx.app.inject({
    method: 'POST',
    url: `${B}/Sinav/Upload?examId=${examId}&commit=true`,
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
}
/** The template filled: parts 40..99 by row, every tenth student exempt; `emptyAt` leaves one cell empty. */
async function fill(template: Buffer, kind: 'apex' | 'placement', emptyAt?: number) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(template as unknown as ArrayBuffer)
  const ws = wb.worksheets[0]
  if (!ws) throw new Error('no sheet')
  ws.eachRow((row, r) => {
    if (r === 1) return
    const v = 40 + (r % 60)
    if (kind === 'placement') row.getCell(3).value = r === emptyAt ? null : v
    else {
      for (const c of [3, 4, 5, 6]) row.getCell(c).value = r === emptyAt && c === 4 ? null : v
      row.getCell(7).value = r % 10 === 0 ? 'E' : 'H'
    }
  })
  return Buffer.from(await wb.xlsx.writeBuffer())
}
type Exam = { Id: number; Version: number; ResultCount: number; PassedCount: number; State: string }
const step = async (action: string, e: Exam) =>
  json<Exam>(
    await fx.call('POST', `${B}/Sinav/${action}`, admin, { ExamId: e.Id, Version: e.Version }),
    action,
  )

const apex = json<Exam>(
  await fx.call('POST', `${B}/Sinav/Save`, admin, {
    Kind: 'apex',
    Name: 'Bench Apex',
    ExamDate: '2026-12-01',
    PassGrade: 60,
    OtherPassGrade: 55,
    QuarterId: null,
    Bands: [],
  }),
  'create apex',
)
const template = await timed('Apex template download', async () => {
  const res = await fx.call('GET', `${B}/Sinav/Template?examId=${apex.Id}`, admin)
  if (res.statusCode !== 200) throw new Error(`template ${res.statusCode}`)
  return res.rawPayload
})
const broken = await fill(template, 'apex', Math.floor(N / 2))
const refused = await timed('Apex upload with one empty cell (refused)', async () =>
  json<{ Stored: boolean; Errors: unknown[]; Rows: number }>(await upload(apex.Id, broken), 'upload'),
)
const [{ stored } = { stored: -1 }] = await rows<{ stored: number }>(
  sql`select count(*)::int as stored from prep_exam_results where exam_id = ${apex.Id}`,
)
if (refused.Stored || refused.Errors.length !== 1 || Number(stored) !== 0)
  throw new Error(`the refused upload stored something: ${JSON.stringify({ ...refused, stored })}`)
const full = await fill(template, 'apex')
const report = await timed(`Apex upload of ${N} rows`, async () =>
  json<{ Stored: boolean; Rows: number }>(await upload(apex.Id, full), 'upload'),
)
if (!report.Stored || report.Rows < N) throw new Error(`upload: ${JSON.stringify(report)}`)
const listed = async (kind: string, id: number) =>
  json<Exam[]>(await fx.call('GET', `${B}/Sinav/List?kind=${kind}`, admin), 'list').find(
    (e) => e.Id === id,
  ) as Exam
let exam = await listed('apex', apex.Id)
exam = await timed('Apex calculate', () => step('Calculate', exam))
exam = await timed('Apex finalise', () => step('Finalise', exam))
exam = await timed('Apex transfer out of prep', () => step('Transfer', exam))
console.log(`Apex: ${exam.ResultCount} results, ${exam.PassedCount} passed, state ${exam.State}`)

// Placement: every student still in prep (the non-passers were not transferred) into the second quarter's bands.
await db.execute(sql`update students set class_year = 0 where id in (
  select id from students where status = 'active' order by id limit ${N})`)
const bands = (
  await rows<{ id: number }>(sql`select id from prep_levels where quarter_id = 2 order by sort_order`)
).map((l, i) => ({ LevelId: Number(l.id), MinScore: [0, 30, 50, 70, 85][i] ?? 90 + i }))
const sts = json<Exam>(
  await fx.call('POST', `${B}/Sinav/Save`, admin, {
    Kind: 'placement',
    Name: 'Bench STS',
    ExamDate: '2026-12-02',
    PassGrade: null,
    OtherPassGrade: null,
    QuarterId: 2,
    Bands: bands,
  }),
  'create placement',
)
const stsTemplate = (await fx.call('GET', `${B}/Sinav/Template?examId=${sts.Id}`, admin)).rawPayload
const stsReport = await timed(`placement upload of ${N} rows`, async () =>
  json<{ Stored: boolean; Rows: number }>(
    await upload(sts.Id, await fill(stsTemplate, 'placement')),
    'upload',
  ),
)
if (!stsReport.Stored) throw new Error(`placement upload: ${JSON.stringify(stsReport)}`)
await timed('placement calculate', async () => step('Calculate', await listed('placement', sts.Id)))

await fx.close()
const slow = times.filter(([, ms]) => ms >= LIMIT_MS)
console.log(slow.length ? `SLOWER THAN 10 s: ${slow.map(([l]) => l).join(', ')}` : 'every step under 10 s')
process.exit(slow.length ? 1 : 0)
