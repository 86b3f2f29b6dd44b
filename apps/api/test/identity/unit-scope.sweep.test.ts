/**
 * The declarative unit scope, swept over the route table (issue 33 §2; identity/guard/scope.ts,
 * scope-check.ts; decisions "Unit scope is declared per route"). Generated from the app's own route table
 * (`app.unitScope.routes()`, recorded by the guard as routes register), not from a hand-written list:
 * - every staff route naming a target declares `scope`, every declared source is a field of the route's schema,
 *   every declared kind has a resolver, and a route with targets admits a unit-scoped role or a health kind;
 *   a route taking an id without a declaration does not register (the guard's start-up rule);
 * - for every route with targets, for every unit-scoped role it admits and every target: a staff member holding
 *   that role in MUH and FEF only, calling with only that target set to a record outside those faculties
 *   (found in the seeded world by the test's own SQL), gets 404 `error.notFound`, and no table changed
 *   (an md5 of every table's rows before and after the sweep);
 * - health kinds refuse every role that is not their reader, even a university-wide one;
 * - positive control per kind: an in-scope record is not refused by the check: the scoped caller gets the same
 *   answer as a twin holding the same role for the whole university (GET routes), or not 404 (POST routes).
 */

import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { ROLE_IDS } from '../../src/db/seed/roles.ts'
import { installGuard } from '../../src/identity/guard/guard.ts'
import {
  createScopeRegistry,
  hasTargets,
  type ScopedRoute,
  type ScopeTarget,
  staffMayCall,
  targetFieldsOf,
} from '../../src/identity/guard/scope.ts'
import { UNIT_SCOPED_ROLES } from '../../src/identity/guard/scope-roles.ts'
import { translate } from '../../src/platform/i18n/messages.ts'
import { testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

/** The faculties the scoped staff member's roles cover. */
const SCOPE_CODES = ['MUH', 'FEF']
const notFoundMessage = translate('en', 'error.notFound')

/**
 * How the test finds records of each kind and their units, by its own SQL (independent of the resolvers):
 * `id` and `units` (every unit the record belongs to). A kind missing here fails the test.
 */
const SAMPLES: Record<string, string> = {
  student: 'select s.student_no as id, array[s.programme_id] as units from students s',
  studentId: 'select s.id, array[s.programme_id] as units from students s',
  section: 'select se.id, array[c.unit_id] as units from sections se join courses c on c.id = se.course_id',
  course: 'select id, array[unit_id] as units from courses',
  unit: 'select id, array[id] as units from units',
  gradeBookItem: `select i.id, array[c.unit_id] as units from grade_book_items i
    join sections se on se.id = i.section_id join courses c on c.id = se.course_id`,
  gradeRequest: studentInSection('grade_requests'),
  absenceExemption: studentInSection('exam_exemptions'),
  absenceRequest: studentInSection('absence_requests'),
  medicalExcuse: studentInSection('absence_requests'),
  freezeRequest: ofStudent('freeze_requests'),
  freezeDocument: ofStudent('freeze_requests'),
  documentRequest: ofStudent('document_requests'),
  certificateRequest: ofStudent('certificate_requests'),
  departureRequest: ofStudent('departure_requests'),
  yoksisComparison: 'select id, array[unit_id] as units from yoksis_comparisons',
  yoksisDifference: `select d.id, array[c.unit_id] as units from yoksis_differences d
    join yoksis_comparisons c on c.id = d.comparison_id`,
  yoksisWorklistItem: `select w.id, array[u.id] as units from yoksis_worklist w
    join units u on u.code = w.programme_code`,
  programmeVersion: 'select id, array[programme_id] as units from programme_versions',
  position: 'select id, array[faculty_id, department_id] as units from positions',
}

function ofStudent(table: string): string {
  return `select r.id, array[s.programme_id] as units from ${table} r join students s on s.id = r.student_id`
}

function studentInSection(table: string): string {
  return `select r.id, array[s.programme_id, c.unit_id] as units from ${table} r
    join students s on s.id = r.student_id join sections se on se.id = r.section_id
    join courses c on c.id = se.course_id`
}

let fx: IdentityFixture
let db: Database
/** The units of MUH and FEF and everything below them. */
let inScope: Set<number>
/** Tokens of the staff member scoped to MUH and FEF, per unit-scoped role. */
const scoped = new Map<number, string>()
/** Tokens of a twin holding the same roles for the whole university. */
const twins = new Map<number, string>()
/** Records per kind: one outside the scope, one inside (undefined when the seed has none). */
const outside = new Map<string, string | number>()
const inside = new Map<string, string | number>()

async function rows<T>(query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] }
  return result.rows
}

/**
 * Tables the app writes on its own timer, whatever the requests do: the instances' heartbeats (system-status,
 * every STATUS_HEARTBEAT_SECONDS). A sweep that runs longer than one interval would see them change.
 */
const ON_A_TIMER = new Set(['status_instances'])

/** A checksum of every table's rows but those of ON_A_TIMER (name → md5), read as the application's role. */
async function checksums(): Promise<Map<string, string>> {
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const out = new Map<string, string>()
  for (const { name } of tables) {
    if (ON_A_TIMER.has(name)) continue
    try {
      const [row] = await rows<{ sum: string }>(
        `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from "${name}" t`,
      )
      out.set(name, row?.sum ?? '')
    } catch {
      out.set(name, 'unreadable')
    }
  }
  return out
}

/** Grants `roleId` in `unitIds` to the staff member `staffId` (active, open-ended). */
async function grant(staffId: number, roleId: number, unitIds: number[]): Promise<void> {
  await db.execute(
    sql`insert into role_assignments (staff_member_id, role_id, unit_ids) values (${staffId}, ${roleId}, ${sql.raw(`array[${unitIds.join(',')}]::int[]`)})`,
  )
}

beforeAll(async () => {
  fx = await createIdentityFixture(200)
  db = fx.testDb.handle.db
  const units = await rows<{ id: number; parent: number | null; code: string }>(
    'select id, parent_id as parent, code from units',
  )
  inScope = new Set(units.filter((u) => SCOPE_CODES.includes(u.code)).map((u) => u.id))
  for (let grew = true; grew; ) {
    grew = false
    for (const u of units)
      if (u.parent !== null && inScope.has(u.parent) && !inScope.has(u.id)) {
        inScope.add(u.id)
        grew = true
      }
  }
  const root = units.find((u) => u.parent === null)
  if (!root) throw new Error('no university unit')
  // Two staff members holding none of the unit-scoped roles: one gets them in MUH and FEF, the other everywhere.
  const staff = await rows<{ id: number; person: number }>(
    `select sm.id, sm.person_id as person from staff_members sm where sm.is_active and not exists (
       select 1 from role_assignments ra where ra.staff_member_id = sm.id and ra.role_id in (4, 11, 16))
     order by sm.id limit 2`,
  )
  const [one, two] = staff
  if (!one || !two) throw new Error('no staff members to scope')
  const faculties = units.filter((u) => SCOPE_CODES.includes(u.code)).map((u) => u.id)
  for (const role of UNIT_SCOPED_ROLES) {
    await grant(one.id, role, faculties)
    await grant(two.id, role, [root.id])
    const start = (personId: number) =>
      fx.identity.sessions.start({ kind: 'staff', personId, activeRoleId: role })
    scoped.set(role, (await start(one.person)).token)
    twins.set(role, (await start(two.person)).token)
  }
  await sample()
  // A kind the seeded world has no record of on one side gets one, inserted here (SEEDERS), then sampled again.
  const world = await worldOf(units)
  for (const kind of Object.keys(SAMPLES)) {
    for (const side of ['in', 'out'] as const) {
      if ((side === 'in' ? inside : outside).has(kind)) continue
      const seed = SEEDERS[kind]
      if (!seed) throw new Error(`no record of ${kind} ${side}side MUH and FEF, and no seeder for it`)
      await seed(world[side])
      await sample()
    }
  }
}, 240_000)

/** Records one record per kind inside and outside the scope (`inside`, `outside`) from SAMPLES. */
async function sample(): Promise<void> {
  for (const [kind, query] of Object.entries(SAMPLES)) {
    const found = await rows<{ id: string | number; units: number[] }>(`${query} order by 1 limit 5000`)
    const out = found.find((r) => r.units.every((u) => !inScope.has(u)))
    const within = found.find((r) => r.units.every((u) => inScope.has(u)))
    if (out && !outside.has(kind)) outside.set(kind, out.id)
    if (within && !inside.has(kind)) inside.set(kind, within.id)
  }
}

/** A student, a section, a faculty with a department and a term on one side of the scope. */
interface Side {
  student: number
  section: number
  faculty: number
  department: number
  term: number
}

/** The records the seeders attach to, inside and outside MUH and FEF. */
async function worldOf(units: { id: number; parent: number | null; code: string }[]) {
  const students = await rows<{ id: number; unit: number }>(
    'select id, programme_id as unit from students order by id',
  )
  const sections = await rows<{ id: number; unit: number; term: number }>(
    'select se.id, c.unit_id as unit, se.term_id as term from sections se join courses c on c.id = se.course_id order by se.id',
  )
  const faculties = await rows<{ id: number }>(`select id from units where kind = 'faculty' order by id`)
  const side = (within: boolean): Side => {
    const keep = (unit: number) => inScope.has(unit) === within
    const student = students.find((s) => keep(s.unit))
    const section = sections.find((s) => keep(s.unit))
    const faculty = faculties.find((f) => keep(f.id))
    const department = units.find((u) => u.parent === faculty?.id)
    if (!student || !section || !faculty || !department)
      throw new Error(`no world ${within ? 'in' : 'out'}side`)
    return {
      student: student.id,
      section: section.id,
      faculty: faculty.id,
      department: department.id,
      term: section.term,
    }
  }
  return { in: side(true), out: side(false) }
}

/** Inserts one record of a kind on a side (the kinds the seeded world may lack). */
const SEEDERS: Record<string, (side: Side) => Promise<void>> = {
  gradeBookItem: (s) => cloneRow('grade_book_items', { section_id: s.section }),
  gradeRequest: async (s) => {
    await db.execute(sql`insert into grade_requests (section_id, student_id, reason, approval_end_date)
      values (${s.section}, ${s.student}, 'Sınav kağıdımı görmek istiyorum.', '2099-01-01')`)
  },
  absenceExemption: async (s) => {
    await db.execute(sql`insert into exam_exemptions (section_id, student_id, reason, exempt_on)
      values (${s.section}, ${s.student}, 'Sağlık raporu', '2026-03-03')`)
  },
  absenceRequest: async (s) => {
    await db.execute(sql`insert into absence_requests
      (section_id, student_id, from_day, to_day, excuse_type, reason, approval_end_date)
      values (${s.section}, ${s.student}, '2026-03-03', '2026-03-03', 'medical', 'Ameliyat', '2099-01-01')`)
  },
  medicalExcuse: (s) => SEEDERS.absenceRequest?.(s) ?? Promise.resolve(),
  certificateRequest: async (s) => {
    await db.execute(sql`insert into certificate_requests (student_id, kind, subject, purpose, language, requested_at)
      values (${s.student}, 'participation', 'Etkinlik', 'Burs başvurusu', 'tr', now())`)
  },
  yoksisComparison: async (s) => {
    await db.execute(sql`insert into yoksis_comparisons (kind, unit_id, term_id, fields, state)
      values ('student', ${s.department}, ${s.term}, array['name']::text[], 'done')`)
  },
  yoksisDifference: async (s) => {
    await SEEDERS.yoksisComparison?.(s)
    await db.execute(sql`insert into yoksis_differences (comparison_id, kind, national_id, full_name, programme_code)
      select max(id), 'missing', '10000000146', 'Deneme Öğrenci', 'P001' from yoksis_comparisons where unit_id = ${s.department}`)
  },
  yoksisWorklistItem: async (s) => {
    await db.execute(sql`insert into yoksis_worklist (comparison_kind, kind, national_id, full_name, programme_code)
      select 'student', 'missing', '10000000146', 'Deneme Öğrenci', code from units where id = ${s.department}`)
  },
  position: (s) => cloneRow('positions', { faculty_id: s.faculty, department_id: s.department }),
}

/** Inserts a copy of the first row of `table` with `overrides` (every column but the id). */
async function cloneRow(table: string, overrides: Record<string, number>): Promise<void> {
  const columns = (
    await rows<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = '${table}' and column_name <> 'id' order by ordinal_position`,
    )
  ).map((c) => c.name)
  const values = columns.map((c) => (c in overrides ? String(overrides[c]) : `"${c}"`))
  await db.execute(
    sql.raw(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
      select ${values.join(', ')} from "${table}" order by id limit 1`),
  )
}
afterAll(async () => {
  await fx?.close()
})

/** The routes of the table with declared targets. */
const targeted = (): (ScopedRoute & { scope: readonly ScopeTarget[] })[] =>
  fx.app.unitScope
    .routes()
    .filter((r): r is ScopedRoute & { scope: readonly ScopeTarget[] } => hasTargets(r.scope))

/** The unit-scoped roles a route admits. */
function scopedRolesOf(route: ScopedRoute): number[] {
  const rule = route.access
  if (rule?.kind !== 'portal' || rule.userType === 'student') return []
  return [...UNIT_SCOPED_ROLES].filter((r) => rule.roles === 'any' || rule.roles.includes(r))
}

/** A nested value with `value` at the keys of `path` (`a.b[].c`; arrays get one element). */
function nest(keys: string[], value: unknown): unknown {
  const [first, ...rest] = keys
  if (first === undefined) return value
  if (first.endsWith('[]')) return { [first.slice(0, -2)]: [nest(rest, value)] }
  return { [first]: nest(rest, value) }
}

/** Calls `route` with only `target` set to `id`, with `token`. */
function call(route: ScopedRoute, target: ScopeTarget, id: string | number, token: string) {
  const [part, ...keys] = target.from.split('.')
  const method = route.method as 'GET' | 'POST'
  let url = route.url
  const query: Record<string, string> = {}
  let body: unknown
  if (part === 'params') url = url.replace(`:${keys[0]}`, encodeURIComponent(String(id)))
  else if (part === 'query') query[keys[0] ?? ''] = String(id)
  else {
    // An array of ids (`Ids[]`) holds the id itself; an array of objects holds an object with it.
    const last = keys.at(-1) ?? ''
    body = last.endsWith('[]') ? nest([...keys.slice(0, -1), last.slice(0, -2)], [id]) : nest(keys, id)
  }
  url = url.replace(/:(\w+)/g, '1')
  return fx.app.inject({
    method,
    url,
    query,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(method !== 'GET' ? { payload: (body ?? {}) as object } : {}),
  })
}

const refusal = (res: LightMyRequestResponse) =>
  res.statusCode === 404 && res.json().message === notFoundMessage && res.json().success === false

describe(`the unit scope over every route, on ${testEngine}`, () => {
  it('has every target route declared, its sources in its schema, its kinds resolvable and testable', () => {
    const problems: string[] = []
    const routes = fx.app.unitScope.routes()
    for (const r of routes) {
      const name = `${r.method} ${r.url}`
      if (staffMayCall(r.access) && targetFieldsOf(r).length > 0 && r.scope === undefined)
        problems.push(`${name}: no scope`)
      if (!hasTargets(r.scope)) continue
      for (const t of r.scope) {
        if (!r.fields.includes(t.from)) problems.push(`${name}: ${t.from} is not a field of the route`)
        if (!fx.app.unitScope.kind(t.kind)) problems.push(`${name}: no resolver for ${t.kind}`)
        if (!(t.kind in SAMPLES)) problems.push(`${name}: the test has no sample query for ${t.kind}`)
      }
      const health = r.scope.some((t) => fx.app.unitScope.kind(t.kind)?.healthReaders)
      if (scopedRolesOf(r).length === 0 && !health)
        problems.push(`${name}: declares targets but admits no unit-scoped role (declare { none })`)
    }
    expect(problems).toEqual([])
    expect(targeted().length).toBeGreaterThan(70)
  })

  it('refuses to register a staff route that takes a student, section or record id without a scope', async () => {
    const app: FastifyInstance = Fastify({ logger: false })
    installGuard(app, {
      tokens: fx.identity.tokens,
      sessions: fx.identity.sessions,
      scope: createScopeRegistry(),
    })
    const { z } = await import('zod')
    const config = { access: { kind: 'portal' as const, roles: [ROLE_IDS.registrar] } }
    expect(() =>
      app.get(
        '/api/New/Route',
        { config, schema: { querystring: z.object({ ogrNo: z.string() }) } },
        () => 1,
      ),
    ).toThrow(/declares no unit scope/)
    expect(() =>
      app.post(
        '/api/New/Items',
        { config, schema: { body: z.object({ Items: z.array(z.object({ SectionId: z.number() })) }) } },
        () => 1,
      ),
    ).toThrow(/body\.Items\[\]\.SectionId/)
    // A declared source the schema does not have (a typo) would leave the target unchecked: refused too.
    expect(() =>
      app.get(
        '/api/New/Typo',
        {
          config: { ...config, scope: [{ kind: 'section', from: 'query.sectionID' }] },
          schema: { querystring: z.object({ sectionId: z.string() }) },
        },
        () => 1,
      ),
    ).toThrow(/query\.sectionID is not a field/)
    // Declared (targets or none with a reason), or open to students only: registers.
    app.get(
      '/api/New/Ok',
      {
        config: { ...config, scope: { none: 'university-wide office' } },
        schema: { querystring: z.object({ id: z.string() }) },
      },
      () => 1,
    )
    app.get(
      '/api/New/Mine',
      {
        config: { access: { kind: 'portal', roles: 'any', userType: 'student' } },
        schema: { querystring: z.object({ id: z.string() }) },
      },
      () => 1,
    )
    await app.close()
  })

  it('refuses a target outside the caller units on every route, for every unit-scoped role, and changes nothing', async () => {
    const missing = Object.keys(SAMPLES).filter((k) => !outside.has(k))
    expect(missing, 'kinds without a seeded record outside MUH and FEF').toEqual([])
    const before = await checksums()
    const failures: string[] = []
    let calls = 0
    for (const route of targeted()) {
      for (const role of scopedRolesOf(route)) {
        for (const target of route.scope) {
          const id = outside.get(target.kind)
          if (id === undefined) continue
          const res = await call(route, target, id, scoped.get(role) ?? '')
          calls++
          if (!refusal(res))
            failures.push(
              `${route.method} ${route.url} as ${role}, ${target.from}=${id}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            )
        }
      }
    }
    const after = await checksums()
    const changed = [...before].filter(([t, sum]) => after.get(t) !== sum).map(([t]) => t)
    const unreadable = [...after.values()].filter((v) => v === 'unreadable').length
    console.info(
      `unit-scope sweep: ${targeted().length} routes, ${calls} refused calls, ${after.size} tables summed (${unreadable} unreadable)`,
    )
    expect(failures).toEqual([])
    expect(changed).toEqual([])
    expect(calls).toBeGreaterThan(120)
  }, 300_000)

  it('refuses health records to every role that is not their reader, university-wide or not', async () => {
    const failures: string[] = []
    let calls = 0
    const officers = [
      ['sysadmin', ROLE_IDS.sysadmin],
      ['student-centre', ROLE_IDS.studentCentreDean],
      ['finance', ROLE_IDS.finance],
      ['human-resources', ROLE_IDS.humanResources],
    ] as const
    for (const route of targeted()) {
      for (const target of route.scope) {
        const readers = fx.app.unitScope.kind(target.kind)?.healthReaders
        if (!readers) continue
        const id = inside.get(target.kind) ?? outside.get(target.kind)
        if (id === undefined) continue
        const rule = route.access
        for (const [key, role] of officers) {
          if (readers.includes(role)) continue
          if (rule?.kind !== 'portal' || (rule.roles !== 'any' && !rule.roles.includes(role))) continue
          const { token } = await fx.signIn(key, { activeRoleId: role })
          const res = await call(route, target, id, token)
          calls++
          if (!refusal(res))
            failures.push(`${route.method} ${route.url} as ${key} (${role}): ${res.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(calls).toBeGreaterThan(0)
  }, 120_000)

  it('lets an in-scope record through: the scoped caller is answered as a university-wide twin of the same role', async () => {
    const failures: string[] = []
    const kinds = new Set(targeted().flatMap((r) => r.scope.map((t) => t.kind)))
    let checked = 0
    for (const kind of kinds) {
      const id = inside.get(kind)
      if (id === undefined) {
        failures.push(`${kind}: no seeded record inside MUH and FEF`)
        continue
      }
      // A GET route of the kind when there is one (no change, so the twin can be asked the same), else a POST.
      const candidates = targeted().filter(
        (r) => r.scope.some((t) => t.kind === kind) && scopedRolesOf(r).length > 0,
      )
      const route = candidates.find((r) => r.method === 'GET') ?? candidates[0]
      if (!route) continue
      const target = route.scope.find((t) => t.kind === kind) as ScopeTarget
      const role = scopedRolesOf(route)[0] as number
      // The check's refusal is 404 `error.notFound`; a handler's own answer (another 404 message, 400, 409, …)
      // shows the request got past it.
      if (route.method === 'GET') {
        const twin = await call(route, target, id, twins.get(role) ?? '')
        const mine = await call(route, target, id, scoped.get(role) ?? '')
        if (mine.statusCode !== twin.statusCode || (refusal(mine) && !refusal(twin)))
          failures.push(`${kind} via ${route.url} as ${role}: ${mine.statusCode}, twin ${twin.statusCode}`)
      } else {
        const mine = await call(route, target, id, scoped.get(role) ?? '')
        if (refusal(mine))
          failures.push(`${kind} via ${route.url} as ${role}: refused ${mine.body.slice(0, 120)}`)
      }
      checked++
    }
    console.info(`unit-scope positive controls: ${checked} kinds`)
    expect(checked).toBe(kinds.size)
    expect(failures).toEqual([])
  }, 120_000)
})
