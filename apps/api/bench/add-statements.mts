/**
 * Single-client timings of the registration add's statements (issue 23, third pass; pg_stat_statements is not
 * loaded on the development server, so this measures the mean time per statement from the client): run
 * `npm run bench:registration -- --keep ...`, then `npx tsx bench/add-statements.mts <kept database>`.
 * It writes to that database (baskets, items, audit rows, one section made full); drop it afterwards.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { namedQuery } from '../src/db/prepared.ts'
import { addSnapshots } from '../src/features/registration/basket-add.repo.ts'
import { rows } from '../src/features/registration/registration.repo.ts'
import { takeSeats } from '../src/features/registration/take-seats.repo.ts'

const h = await openDatabase({
  engine: 'postgres',
  url: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}`,
  poolSize: 1,
})
const db = h.db
const [term] = await rows<{ id: number }>(db, sql`select id from academic_terms where is_active`)
if (!term) throw new Error('no active term')
const termId = term.id
const N = 300
const plan = await rows<{
  personId: number
  studentNo: string
  studentId: number
  sectionId: number
  courseId: number
}>(
  db,
  sql`
  select distinct on (st.id) st.person_id as "personId", st.student_no as "studentNo", st.id as "studentId", s.id as "sectionId", s.course_id as "courseId"
  from (select * from students where status = 'active' and class_year >= 1 and not exists (select 1 from registration_baskets b where b.student_id = students.id and b.term_id = ${termId}) order by id limit ${N}) st
  join units p on p.id = st.programme_id join courses c on c.unit_id = p.parent_id
  join sections s on s.course_id = c.id and s.term_id = ${termId} and s.registered_count + s.basket_count < s.quota
  order by st.id, s.id`,
)
// One section of the term made full (this database is the benchmark's own, kept with --keep).
const [full] = await rows<{ id: number }>(
  db,
  sql`update sections set quota = registered_count + basket_count
  where id = (select id from sections where term_id = ${termId} order by id limit 1) returning id`,
)
async function time(name: string, f: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f(i) // warm (prepare)
  const t = performance.now()
  for (let i = 0; i < N; i++) await f(i)
  console.log(`${name}: ${((performance.now() - t) / N).toFixed(3)} ms per call (single client, ${N} calls)`)
}
await time('select 1 (round trip floor)', () => namedQuery(db, 'one', sql`select 1`))
const snaps: (Awaited<ReturnType<typeof addSnapshots>>[number] | undefined)[] = []
await time('add snapshot, section with seats', async (i) => {
  const p = plan[i % plan.length] as (typeof plan)[number]
  ;[snaps[i]] = await addSnapshots(db, [
    {
      personId: p.personId,
      key: randomUUID(),
      requestHash: 'x',
      studentNo: p.studentNo,
      sectionId: p.sectionId,
      session: null,
    },
  ])
})
const actor = { personId: 1, impersonatorPersonId: null, onBehalfOfRegistryNo: null }
await time('take seat (first add: basket made, item, audit row, stored answer)', async (i) => {
  if (i < 20) return
  const p = plan[i % plan.length] as (typeof plan)[number]
  await takeSeats(db, [
    {
      basketId: null,
      version: 0,
      studentId: p.studentId,
      termId: termId,
      sectionId: p.sectionId,
      courseId: p.courseId,
      personId: p.personId,
      key: randomUUID(),
      requestHash: 'x',
      answer: { Items: [], Version: 1, StudentNo: p.studentNo },
      actor: actor as never,
      studentNo: p.studentNo,
    },
  ])
})
if (full)
  await time('add snapshot, full section (refusal stored in the statement)', async (i) => {
    const p = plan[i % plan.length] as (typeof plan)[number]
    await addSnapshots(db, [
      {
        personId: p.personId,
        key: randomUUID(),
        requestHash: 'x',
        studentNo: p.studentNo,
        sectionId: full.id,
        session: null,
      },
    ])
  })
await time('audit-only insert (one audit row through the chain trigger)', () =>
  db.execute(
    sql`insert into audit_log (actor_person_id, entity, entity_id, action) values (1, 'bench', 'x', 'add')`,
  ),
)
await h.close()
