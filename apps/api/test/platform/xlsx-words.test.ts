/**
 * Issue 36 "Enumerations are labels, not codes, in pages, exports and the audit viewer": walks every XLSX
 * answer the API documents, through the file-route scenarios (file-scenarios.ts) as a seeded user who may call
 * it, reads each workbook with exceljs and fails on a cell that is
 *  - a bare enumeration code of the database's enums (`returned`, `captured`, `role_assignment`-like codes),
 *  - an ISO date or UTC timestamp written as text ("2026-11-30", "2026-11-30T08:00:00.000Z"),
 *  - a money amount written as a plain fractional number (no money number format) in an amount column.
 * Cells holding JSON (the audit export's before/after) are data, not words, and are not read.
 */
import { createServer } from 'node:net'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../identity/identity-fixture.ts'
import { testEngine } from '../test-db.ts'
import { type Answer, multipartBody, SCENARIOS, type ScenarioContext } from './file-scenarios.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

let fx: IdentityFixture
let base: string
/** "METHOD /path" of every operation whose 200 answer is a workbook. */
let xlsxOps: Set<string>
/** The database's enumeration values that read as codes (lower case words joined by underscores). */
let codes: Set<string>

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  fx = await createIdentityFixture(10, undefined, { PORT: String(port), PUBLIC_URL: base })
  await fx.app.listen({ host: '127.0.0.1', port })
  const doc = fx.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
    >
  }
  xlsxOps = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, spec]) => Object.keys(spec.responses['200']?.content ?? {}).includes(XLSX))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  )
  const rows = await rowsOf<{ v: string }>('select enumlabel as v from pg_enum')
  codes = new Set(rows.map((r) => r.v).filter((v) => /^[a-z]+(_[a-z]+)*$/.test(v) && v.length >= 4))
}, 180_000)
afterAll(async () => {
  await fx?.close()
})

describe(`XLSX answers in words on ${testEngine}`, () => {
  it('no workbook cell is an enumeration code, an ISO/UTC text or a plain fractional money amount', async () => {
    const problems: string[] = []
    const read = new Set<string>()
    for (const scenario of SCENARIOS.filter((s) => xlsxOps.has(s.op))) {
      const books: Buffer[] = []
      try {
        await scenario.run(await contextAs(scenario.as, scenario.role, books))
      } catch (error) {
        problems.push(`${scenario.op}: scenario failed: ${(error as Error).message}`)
        continue
      }
      for (const bytes of books) {
        read.add(scenario.op)
        problems.push(...(await cellProblems(bytes)).map((p) => `${scenario.op}: ${p}`))
      }
    }
    console.info(
      `XLSX words: ${read.size} of ${xlsxOps.size} workbook answers read; ${codes.size} enum codes`,
    )
    expect(problems).toEqual([])
    expect(read.size).toBeGreaterThanOrEqual(10)
  }, 300_000)
})

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const MONEY_HEADER =
  /tutar|amount|ücret|fee|borç|debt|bakiye|balance|depozito|deposit|ödeme|payment|₺|\bTL\b/i

/** The problems of one workbook's cells, one per sheet column and kind: "sheet!G (header): why (first value)". */
async function cellProblems(bytes: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  const found = new Map<string, string>()
  for (const ws of wb.worksheets) {
    const headers = new Map<number, string>()
    ws.getRow(1).eachCell((c, col) => {
      headers.set(col, String(c.text ?? ''))
    })
    ws.eachRow((row, r) => {
      row.eachCell((cell, col) => {
        const where = `${ws.name}!${cell.address.replace(/\d+$/, '')} (${headers.get(col) ?? ''})`
        const out = { push: (p: string) => found.set(p.replace(/ \(.*\)$/, ''), p) }
        const v = cell.value
        if (typeof v === 'string') {
          const text = v.trim()
          if (text.startsWith('{') || text.startsWith('[')) return
          if (codes.has(text)) out.push(`${where}: enumeration code (${text})`)
          else if (ISO.test(text)) out.push(`${where}: ISO/UTC text (${text})`)
        } else if (typeof v === 'number' && r > 1 && !Number.isInteger(v)) {
          const money = MONEY_HEADER.test(headers.get(col) ?? '')
          const fmt = cell.numFmt ?? ''
          if (money && !/0[.,]00/.test(fmt)) out.push(`${where}: money as a plain number (${v})`)
        }
      })
    })
  }
  return [...found.values()]
}

/** Rows of a read-only SQL query on the test database. */
async function rowsOf<T extends Record<string, unknown>>(query: string): Promise<T[]> {
  const result = (await fx.testDb.handle.db.execute(sql.raw(query))) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : (result.rows ?? [])
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Requests as the demo account `who` (active role `role`) in Turkish over HTTP to the listening app, as in
 * api-properties.test.ts; every workbook answered on the way is kept in `books`.
 */
async function contextAs(
  who: Parameters<IdentityFixture['signIn']>[0],
  role: number | undefined,
  books: Buffer[],
): Promise<ScenarioContext> {
  const { token } = await fx.signIn(who, role === undefined ? {} : { activeRoleId: role })
  const call = async (
    method: string,
    path: string,
    query: Record<string, string | number> = {},
    body?: { bytes: Buffer | string; type: string },
  ): Promise<Answer> => {
    const url = new URL(path, base)
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'tr' }
    if (body) headers['content-type'] = body.type
    const payload =
      typeof body?.bytes === 'string' ? body.bytes : body ? new Uint8Array(body.bytes) : undefined
    const res = await fetch(url, { method, headers, body: payload, redirect: 'manual' })
    const bytes = Buffer.from(await res.arrayBuffer())
    const type = res.headers.get('content-type') ?? ''
    if (res.status === 200 && type.startsWith(XLSX)) books.push(bytes)
    return { status: res.status, type, bytes, text: type.includes('json') ? bytes.toString('utf8') : '' }
  }
  const ctx: ScenarioContext = {
    as: (other, otherRole) => contextAs(other, otherRole, books),
    rows: rowsOf,
    get: (path, query) => call('GET', path, query),
    post: (path, body, query) =>
      call('POST', path, query, { bytes: JSON.stringify(body), type: 'application/json' }),
    upload: (path, query, fields, file) => {
      const m = multipartBody(fields, file)
      return call('POST', path, query, { bytes: m.body, type: m.type })
    },
    data: async (path, query) => {
      const res = await call('GET', path, query)
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`)
      return JSON.parse(res.text).responseData
    },
  }
  return ctx
}
