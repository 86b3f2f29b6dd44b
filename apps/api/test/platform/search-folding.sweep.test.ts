/**
 * Turkish search folding swept over the route table (issue 36 "Turkish search and sorting, everywhere";
 * platform/text/turkish-fold.ts). Generated from the app's own route table (`app.unitScope.routes()`), not
 * from a hand-written list of searches:
 * - every /api route whose query string has a search parameter (SEARCH_PARAM: q, search, name, actor, …) must
 *   have a row in CALLS saying how to call it (who, which other parameters); a new search route without one
 *   fails the test, so it is covered without anyone remembering;
 * - each route is called with a word of its own seeded answer (or of the seeded names) holding Turkish
 *   letters, in its original, ASCII-folded, Turkish upper-cased and ASCII upper-cased forms (`Işık`, `isik`,
 *   `IŞIK`, `ISIK`), and must give the same, non-empty answer for all four.
 */
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import type { DemoAccountKey } from '../../src/db/seed/demo-accounts.ts'
import type { ScopedRoute } from '../../src/identity/guard/scope.ts'
import { recordAudit } from '../../src/platform/audit/audit.ts'
import { foldTurkish } from '../../src/platform/text/turkish-fold.ts'
import { createIdentityFixture, type IdentityFixture } from '../identity/identity-fixture.ts'
import { testEngine } from '../test-db.ts'

/** Query parameters that carry a user's search text. */
const SEARCH_PARAM = /^(q|search|name|actor|ara|query|text|term|keyword)$/i

/** The context a CALLS row may use to find its other parameters. */
interface Ctx {
  rows<T>(query: string): Promise<T[]>
}

/** How to call one search route: as whom (a role granted university-wide, or a demo account) and with what else. */
interface HowToCall {
  /** A role id (a staff member holds it university-wide); default: the route's first admitted role. */
  role?: number
  /** A demo account to call as instead (its default session). */
  as?: DemoAccountKey
  /** Other query parameters (and `:id` path parameters) the route needs. */
  params?: (ctx: Ctx) => Promise<Record<string, string>>
  /** The route answers a file (compared by status and size) or a count: the words come from this list route. */
  wordsFrom?: string
}

const first = async (ctx: Ctx, query: string): Promise<string> => {
  const [row] = await ctx.rows<{ id: number | string }>(query)
  if (!row) throw new Error(`no seeded row for ${query}`)
  return String(row.id)
}

const comparison = async (ctx: Ctx) => ({
  id: await first(ctx, 'select comparison_id as id from yoksis_differences order by comparison_id limit 1'),
})

/** Every search route of the app and how to call it. */
const CALLS: Record<string, HowToCall> = {
  'GET /api/Identity/Impersonate/GetAllPersonelList': {},
  'GET /api/Identity/Impersonate/GetAllOgrenciList': {},
  'GET /api/Identity/Impersonate/GetAllMezunOgrenciList': {},
  'GET /api/Proxy/Vekalet/Takers': { role: 13 },
  'GET /api/Personnel/Bilgi/Search': {},
  'GET /api/Admin/Roles/People': {},
  'GET /api/Payroll/Yonetim/List': {},
  'GET /api/Payroll/Yonetim/Export': { wordsFrom: 'GET /api/Payroll/Yonetim/List' },
  'GET /api/Application/Yonetim/Applications': {},
  'GET /api/Application/Yonetim/Export': { wordsFrom: 'GET /api/Application/Yonetim/Applications' },
  'GET /api/Application/KadroIlanlari/Candidates': {},
  'GET /api/Registration/Course/Opened': { as: 'student' },
  'GET /api/Registration/Advisor/Students': { as: 'instructor-advisor', role: 3 },
  'GET /api/Registration/Report/OpenedCourses': {},
  'GET /api/Registration/Report/OpenedCoursesXlsx': {
    wordsFrom: 'GET /api/Registration/Report/OpenedCourses',
  },
  'GET /api/Freeze/Admin/List': {},
  'GET /api/Demirbas/Envanter/List': {},
  'GET /api/Demirbas/Envanter/Export': { wordsFrom: 'GET /api/Demirbas/Envanter/List' },
  'GET /api/Demirbas/Ogrenci/Search': {},
  'GET /api/Etkinlik/Merkez/Etkinlikler': {},
  'GET /api/Kulup/Kulupler/Liste': { role: 12 },
  'GET /api/Kulup/Uyeler/Liste': {
    role: 12,
    params: async (ctx) => ({
      ClubId: await first(
        ctx,
        // The club the setup made the sweep's staff member advise (same tie-break by id: two clubs may tie).
        'select club_id as id from club_members group by club_id order by count(*) desc, club_id',
      ),
    }),
  },
  'GET /api/Belge/Yonetim/Queue': {},
  'GET /api/Belge/Yonetim/Students': {},
  'GET /api/Yoksis/Karsilastirma/Farklar/:id': { params: comparison },
  'GET /api/Yoksis/Karsilastirma/Export/:id': {
    params: comparison,
    wordsFrom: 'GET /api/Yoksis/Karsilastirma/Farklar/:id',
  },
  'GET /api/Hazirlik/Ogrenci/List': {
    params: async (ctx) => ({
      quarterId: await first(
        ctx,
        'select quarter_id as id from prep_enrolments group by quarter_id order by count(*) desc',
      ),
    }),
  },
  'GET /api/Students/Search/List': {},
  'GET /api/Students/Report/Count': { wordsFrom: 'GET /api/Students/Search/List' },
  'GET /api/Students/Report/Export': { wordsFrom: 'GET /api/Students/Search/List' },
  'GET /api/Students/Dormitory/List': {},
  'GET /api/Students/Dormitory/Export': { wordsFrom: 'GET /api/Students/Dormitory/List' },
  'GET /api/Program/Versiyon/Liste': {},
  'GET /api/Public/Rehber/Liste': {},
  'GET /api/Moodle/Kullanici/Eslesmeyenler': {},
  'GET /api/Askerlik/Tecil/Ogrenciler': {},
  'GET /api/Askerlik/Birimler': {},
  'GET /api/Instalments/Plans/List': {},
  'GET /api/Instalments/Collections/List': {},
  'GET /api/Sertifika/Yonetim/Queue': {},
  // The registrar reaches every section's requests; every status (the seeded ones are partly decided).
  'GET /api/Absences/Requests/Queue': { role: 4, params: async () => ({ Status: 'all' }) },
  'GET /api/Grades/Requests/Queue': { role: 4, params: async () => ({ Status: 'all' }) },
  'GET /api/Admin/Audit/List': {},
  'GET /api/Admin/Audit/Export': { wordsFrom: 'GET /api/Admin/Audit/List' },
}

let fx: IdentityFixture
let db: Database
const ctx: Ctx = {
  async rows<T>(query: string) {
    return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows
  },
}
/** Tokens per role id of a staff member holding it university-wide. */
const tokens = new Map<number, string>()
/** Words found per route key (for `wordsFrom`). */
const wordsOf = new Map<string, string[]>()

/** The search routes of the table. */
const searchRoutes = (): { route: ScopedRoute; key: string; param: string }[] =>
  fx.app.unitScope
    .routes()
    .map((route) => {
      const param = route.fields
        .filter((f) => f.startsWith('query.'))
        .map((f) => f.slice('query.'.length))
        .find((f) => SEARCH_PARAM.test(f))
      return { route, key: `${route.method} ${route.url}`, param: param ?? '' }
    })
    .filter((r) => r.param !== '')

beforeAll(async () => {
  fx = await createIdentityFixture(120)
  db = fx.testDb.handle.db
  const [root] = await ctx.rows<{ id: number }>('select id from units where parent_id is null')
  await seedWhatTheDemoLacks()
  const [staff] = await ctx.rows<{ id: number; person: number }>(
    `select sm.id, sm.person_id as person from staff_members sm
     where sm.is_active order by sm.id desc limit 1`,
  )
  if (!staff || !root) throw new Error('no staff member')
  // The sweep's staff member advises the club with the most members (only its advisor or president sees them).
  await db.execute(sql`update clubs set advisor_staff_id = ${staff.id} where id =
    (select club_id from club_members group by club_id order by count(*) desc, club_id limit 1)`)
  const roles = new Set<number>()
  for (const { route } of searchRoutes()) {
    const rule = route.access
    if (rule?.kind === 'portal' && Array.isArray(rule.roles)) for (const r of rule.roles) roles.add(r)
  }
  for (const r of [...roles, 12, 13]) {
    if (tokens.has(r)) continue
    await db.execute(
      sql`insert into role_assignments (staff_member_id, role_id, unit_ids) values (${staff.id}, ${r}, ${sql.raw(`array[${root.id}]::int[]`)})`,
    )
    const started = await fx.identity.sessions.start({
      kind: 'staff',
      personId: staff.person,
      activeRoleId: r,
    })
    tokens.set(r, started.token)
  }
}, 300_000)

/**
 * Rows the seeded world has none of, with Turkish names: a YÖKSİS comparison with a difference, a finalised
 * academic application, a certificate request, an absence excuse request and an audit entry by a person.
 */
async function seedWhatTheDemoLacks(): Promise<void> {
  const [unit] = await ctx.rows<{ id: number }>(
    `select id from units where kind = 'department' order by id limit 1`,
  )
  const [term] = await ctx.rows<{ id: number }>('select id from academic_terms order by id limit 1')
  await db.execute(sql`insert into yoksis_comparisons (kind, unit_id, term_id, fields, state)
    values ('student', ${unit?.id}, ${term?.id}, array['name']::text[], 'done')`)
  await db.execute(sql`insert into yoksis_differences (comparison_id, kind, national_id, full_name, programme_code)
    select max(id), 'missingThere', '10000000146', 'Çağla Işık', 'P001' from yoksis_comparisons`)
  await db.execute(sql`insert into guests (email) values ('cagla.isik@example.com')`)
  await db.execute(sql`insert into applications (guest_id, position_id, status, personal_info, finalised_at)
    select (select max(id) from guests), (select min(id) from positions), 'finalised',
      '{"firstName": "Çağla", "lastName": "Işıkgör"}'::jsonb, now()`)
  await db.execute(sql`insert into certificate_requests (student_id, kind, subject, purpose, language, requested_at)
    select min(id), 'participation', 'Etkinlik', 'Burs başvurusu', 'tr', now() from students`)
  await db.execute(sql`insert into absence_requests
      (section_id, student_id, from_day, to_day, excuse_type, reason, requested_at, approval_end_date)
    select (select min(id) from sections), s.id, current_date, current_date, 'medical', 'Sağlık raporu', now(),
      current_date + 10
    from students s join persons p on p.id = s.person_id
    where p.last_name ~ '[çğışöüÇĞİŞÖÜ]' order by s.id limit 1`)
  const [person] = await ctx.rows<{ id: number }>(
    `select id from persons where last_name ~ '[çğışöüÇĞİŞÖÜ]' order by id limit 1`,
  )
  await recordAudit(
    db,
    { personId: person?.id ?? 1, impersonatorPersonId: null, onBehalfOfRegistryNo: null },
    { entity: 'search-sweep', entityId: 1, action: 'create', after: { ok: true } },
  )
}

afterAll(async () => {
  await fx?.close()
})

/** The token to call `route` with, from its CALLS row. */
async function tokenFor(route: ScopedRoute, how: HowToCall): Promise<string | undefined> {
  const rule = route.access
  if (how.as) return (await fx.signIn(how.as, how.role ? { activeRoleId: how.role } : {})).token
  if (rule?.kind !== 'portal') return undefined
  const role = how.role ?? (Array.isArray(rule.roles) ? rule.roles[0] : 13)
  const token = tokens.get(role ?? 13)
  if (!token) throw new Error(`no token for role ${role}`)
  return token
}

/** Calls `route` with `query` (`:id` path parameters filled from it). */
function call(route: ScopedRoute, query: Record<string, string>, token: string | undefined) {
  const rest = { ...query }
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name] ?? '1'
    delete rest[name]
    return encodeURIComponent(value)
  })
  return fx.app.inject({
    method: route.method as 'GET',
    url,
    query: { page: '1', pageSize: '50', ...rest },
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'tr' },
  })
}

/** The first array in an answer (its rows), or null. */
function rowsOf(res: LightMyRequestResponse): unknown[] | null {
  if (!(res.headers['content-type'] ?? '').includes('json')) return null
  const data = (res.json() as { responseData?: unknown }).responseData
  if (Array.isArray(data)) return data
  if (data && typeof data === 'object')
    for (const v of Object.values(data)) if (Array.isArray(v)) return v as unknown[]
  return null
}

const TURKISH = /[çğıöşüÇĞİÖŞÜ]/

/** Words (3+ letters) with Turkish letters among the string values of `rows`, first seen first. */
function turkishWords(rows: unknown[]): string[] {
  const out = new Set<string>()
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const w of v.split(/[^\p{L}]+/u)) if (w.length >= 3 && TURKISH.test(w)) out.add(w)
    } else if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  rows.forEach(visit)
  return [...out]
}

/** Seeded names with Turkish letters (for routes that need a search to answer at all). */
async function seededWords(): Promise<string[]> {
  const names = await ctx.rows<{ w: string }>(
    `select distinct w from (select last_name as w from persons union select first_name from persons) x order by 1`,
  )
  return names.map((n) => n.w).filter((w) => TURKISH.test(w) && !w.includes(' '))
}

/** The four forms of `word` typed by people: as written, ASCII-folded, upper case (Turkish) and upper ASCII. */
function formsOf(word: string): string[] {
  const ascii = foldTurkish(word)
  return [word, ascii, word.toLocaleUpperCase('tr'), ascii.toUpperCase()]
}

/**
 * What two answers must share: rows (JSON) or, for spreadsheets, the status and each sheet's row and column
 * counts (the bytes differ with the typed text where a sheet repeats the filter, and zip compression follows);
 * other files, the status and size.
 */
async function fingerprint(res: LightMyRequestResponse): Promise<string> {
  const type = res.headers['content-type'] ?? ''
  if (type.includes('json')) return `${res.statusCode} ${JSON.stringify(res.json())}`
  if (type.includes('spreadsheetml') && res.statusCode === 200) {
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    return `${res.statusCode} ${wb.worksheets.map((w) => `${w.rowCount}x${w.columnCount}`).join(',')}`
  }
  return `${res.statusCode} ${res.rawPayload.length}`
}

describe(`Turkish search folding over every search route, on ${testEngine}`, () => {
  it('has a way to call every route with a search parameter', () => {
    const keys = searchRoutes().map((r) => r.key)
    const missing = keys.filter((k) => !(k in CALLS))
    expect(missing, 'search routes the sweep does not know how to call: add them to CALLS').toEqual([])
    const stale = Object.keys(CALLS).filter((k) => !keys.includes(k))
    expect(stale, 'CALLS rows of routes that no longer search').toEqual([])
    expect(keys.length).toBeGreaterThanOrEqual(39)
  })

  it('gives the same non-empty answer for the original, ASCII-folded and upper-cased forms of a seeded name', async () => {
    const failures: string[] = []
    const routes = searchRoutes().sort(
      (a, b) => Number(Boolean(CALLS[a.key]?.wordsFrom)) - Number(Boolean(CALLS[b.key]?.wordsFrom)),
    )
    const seeded = await seededWords()
    const unfiltered = new Map<string, string>()
    for (const { route, key, param } of routes) {
      const how = CALLS[key]
      if (!how) continue
      const token = await tokenFor(route, how)
      const params = how.params ? await how.params(ctx) : {}
      const nothing = await call(route, { ...params, [param]: 'zzqxjw' }, token)
      let candidates: string[]
      if (how.wordsFrom) candidates = wordsOf.get(how.wordsFrom) ?? []
      else {
        const all = await call(route, params, token)
        const rows = all.statusCode === 200 ? rowsOf(all) : null
        candidates = [...(rows ? turkishWords(rows) : []), ...seeded]
        unfiltered.set(key, `unfiltered: ${all.statusCode}, ${rows?.length ?? 'no'} rows`)
      }
      let found: string | null = null
      for (const word of candidates.slice(0, 120)) {
        const res = await call(route, { ...params, [param]: word }, token)
        if (res.statusCode !== 200) {
          failures.push(`${key}: ${res.statusCode} for ${param}=${word} ${res.body.slice(0, 200)}`)
          break
        }
        const rows = rowsOf(res)
        const hit = rows ? rows.length > 0 : (await fingerprint(res)) !== (await fingerprint(nothing))
        if (!hit) continue
        found = word
        const expected = await fingerprint(res)
        for (const form of formsOf(word).slice(1)) {
          const other = await call(route, { ...params, [param]: form }, token)
          if ((await fingerprint(other)) !== expected)
            failures.push(`${key}: ${param}=${form} answers differently from ${param}=${word}`)
        }
        break
      }
      if (found) wordsOf.set(key, [found, ...candidates.filter((c) => c !== found)])
      else if (!failures.some((f) => f.startsWith(`${key}:`)))
        failures.push(
          `${key}: no seeded word with Turkish letters found anything (${candidates.length} candidates; ${unfiltered.get(key) ?? ''})`,
        )
    }
    expect(failures).toEqual([])
  }, 600_000)
})
