/**
 * One request must never take an instance down (issue 33 §1, §3). The real server listens on a loopback port
 * over a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and gets, over real HTTP, each hostile
 * input of the issue: 40,000 and 20,000 nested arrays to the unauthenticated request-otp, an object of
 * 200,000 keys, a 10 MB string, 5,000-level and 3,000-parameter query strings, an over-long URL, headers too
 * large, a path parameter too long, a multipart with too many and too long fields, the 1.5 KB merged-range
 * .xlsx bomb to the fixtures import as the inventory officer, and four bombs at once. Each must answer 4xx
 * within 1 s in the `{ success, message, responseData }` wrapper (tr or en), and then the instance must answer
 * `/healthz` and a signed-in call within 100 ms. Text with a bidi override or a lone surrogate is refused with
 * its field message.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../src/platform/i18n/messages.ts'
import { mergeCellBomb } from '../files/zip-bomb.ts'
import { createListeningWorld, type ListeningWorld } from '../listening-world.ts'
import { testEngine } from '../test-db.ts'

let w: ListeningWorld
let inventory: string

/** An answer as received: status, headers, parsed JSON body (or null) and milliseconds until its end. */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  json: { success?: unknown; message?: unknown; responseData?: unknown } | null
  ms: number
}

/**
 * Sends one request with node:http (so a server that answers before reading the whole body, as for 413, is
 * no client error) and resolves with the answer, timed from the first byte sent to the last received.
 */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const url = new URL(path, w.baseUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          'accept-language': 'en',
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: Answer['json'] = null
          try {
            json = JSON.parse(text)
          } catch {}
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json,
            ms: performance.now() - started,
          })
        })
        res.on('error', reject)
      },
    )
    // The server may close the connection after answering an over-large body: not an error of the test.
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    if (options.body !== undefined) req.end(options.body)
    else req.end()
  })
}

const jsonHeaders = { 'content-type': 'application/json' }
const requestOtp = (body: string) =>
  send('POST', '/api/IdentityGuest/auth/request-otp', { headers: jsonHeaders, body })
const MENU = '/api/Menu/GetUnacsMenuListByRoleId'

/**
 * Asserts `answer` is `status` (or one of them) within 1 s in the wrapper, then that /healthz and a signed-in
 * call each answer 200 within 100 ms.
 */
async function expectRefusedAndAlive(answer: Answer, status: number | number[]) {
  expect([status].flat()).toContain(answer.status)
  expect(answer.ms).toBeLessThan(1000)
  expect(answer.json).toMatchObject({ success: false, message: expect.any(String) })
  expect(answer.json && 'responseData' in answer.json).toBe(true)
  await expectAlive()
}

/** /healthz and a signed-in call answer 200 within 100 ms each. */
async function expectAlive() {
  const health = await send('GET', '/healthz')
  expect(health.status).toBe(200)
  expect(health.ms).toBeLessThan(100)
  const menu = await send('GET', MENU, { headers: { authorization: `Bearer ${inventory}` } })
  expect(menu.status).toBe(200)
  expect(menu.ms).toBeLessThan(100)
}

/** A multipart body of `fields` text fields and an optional file, with its content type. */
function multipart(fields: [string, string][], file?: { name: string; bytes: Buffer }) {
  const boundary = '----hostile-input'
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

const importBomb = () => {
  const { body, type } = multipart([], { name: 'liste.xlsx', bytes: mergeCellBomb() })
  return send('POST', '/api/Demirbas/Envanter/Import?commit=false', {
    headers: { authorization: `Bearer ${inventory}`, 'content-type': type },
    body,
  })
}

beforeAll(async () => {
  w = await createListeningWorld(20)
  inventory = await w.token('inventory')
  // Warm the paths the checks time (first-use compilation and connections are not what is measured).
  for (let i = 0; i < 3; i++) {
    await send('GET', '/healthz')
    await send('GET', MENU, { headers: { authorization: `Bearer ${inventory}` } })
  }
}, 120_000)

afterAll(async () => {
  await w?.close()
})

describe(`hostile input over real HTTP on ${testEngine}`, () => {
  it('refuses 40,000 nested arrays (80 KB, no token) with 400 in milliseconds, the instance alive', async () => {
    const answer = await requestOtp(`${'['.repeat(40_000)}${']'.repeat(40_000)}`)
    await expectRefusedAndAlive(answer, 400)
    expect(answer.json?.message).toBe(translate('en', 'error.inputTooDeep', { max: 32 }))
    expect(answer.ms).toBeLessThan(200)
  })

  it('refuses 20,000 nested arrays and nested objects alike', async () => {
    await expectRefusedAndAlive(await requestOtp(`${'['.repeat(20_000)}${']'.repeat(20_000)}`), 400)
    const objects = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    const answer = await requestOtp(objects)
    await expectRefusedAndAlive(answer, 400)
    expect(answer.json?.message).toBe(translate('en', 'error.inputTooDeep', { max: 32 }))
  })

  it('refuses an object of 200,000 keys (under the size limit) for its keys', async () => {
    const keys = Array.from({ length: 200_000 }, (_, i) => `"${i.toString(36)}":0`)
    const body = `{${keys.join(',')}}`
    expect(body.length).toBeLessThan(2 * 1024 * 1024)
    const answer = await requestOtp(body)
    await expectRefusedAndAlive(answer, 400)
    expect(answer.json?.message).toBe(translate('en', 'error.inputTooManyItems', { max: 100_000 }))
  })

  it('refuses a string of 10 MB with 413 and one of 100,001 characters with 400', async () => {
    const huge = await requestOtp(`{"email":"${'a'.repeat(10 * 1024 * 1024)}"}`)
    await expectRefusedAndAlive(huge, 413)
    expect(huge.json?.message).toBe(translate('en', 'error.payloadTooLarge'))
    const long = await requestOtp(`{"email":"${'a'.repeat(100_001)}"}`)
    await expectRefusedAndAlive(long, 400)
    expect(long.json?.message).toBe(translate('en', 'error.inputStringTooLong', { max: 100_000 }))
  })

  it('refuses a 5,000-level query string, 3,000 parameters, an over-long URL and over-large headers', async () => {
    const auth = { authorization: `Bearer ${inventory}` }
    // Without the token: 5,000 levels take 15 KB of the 16 KB request head, and the token (its role and unit
    // claims) would push the head over the limit (431) before the query is read. The parser refuses it first.
    const deep = await send('GET', `${MENU}?a${'[b]'.repeat(5_000)}=1`)
    await expectRefusedAndAlive(deep, 400)
    expect(deep.json?.message).toBe(translate('en', 'error.inputTooDeep', { max: 32 }))
    const wide = await send('GET', `${MENU}?${Array.from({ length: 3_000 }, () => 'a=1').join('&')}`, {
      headers: auth,
    })
    await expectRefusedAndAlive(wide, 400)
    expect(wide.json?.message).toBe(translate('en', 'error.queryTooManyParams', { max: 200 }))
    const longUrl = await send('GET', `${MENU}?q=${'x'.repeat(20_000)}`)
    await expectRefusedAndAlive(longUrl, 431)
    expect(longUrl.json?.message).toBe(translate('en', 'error.headersTooLarge'))
    const bigHeaders = await send('GET', '/healthz', { headers: { 'x-filler': 'y'.repeat(20_000) } })
    await expectRefusedAndAlive(bigHeaders, 431)
    expect(bigHeaders.json?.message).toBe(translate('en', 'error.headersTooLarge'))
    const turkish = await send('GET', '/healthz', {
      headers: { 'x-filler': 'y'.repeat(20_000), 'accept-language': 'tr' },
    })
    expect(turkish.json?.message).toBe(translate('tr', 'error.headersTooLarge'))
  })

  it('answers a path parameter beyond its length with 414, a malformed body or URL with 400, in the wrapper', async () => {
    const param = await send('GET', `/api/Etkinlik/Takvim/Akis/${'t'.repeat(500)}`)
    await expectRefusedAndAlive(param, 414)
    expect(param.json?.message).toBe(translate('en', 'error.uriTooLong'))
    await expectRefusedAndAlive(await requestOtp('{"email": '), 400)
    const badUrl = await send('GET', '/api/Etkinlik/Takvim/Akis/%E0%A4%A')
    await expectRefusedAndAlive(badUrl, 400)
    expect(badUrl.json?.message).toBe(translate('en', 'error.badRequest'))
  })

  it('refuses a multipart with too many fields (413) or an over-long field (400) without growing memory', async () => {
    const headersOf = (type: string) => ({ authorization: `Bearer ${inventory}`, 'content-type': type })
    const many = multipart(
      Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'] as [string, string]),
      { name: 'liste.xlsx', bytes: Buffer.from('PK') },
    )
    const tooMany = await send('POST', '/api/Demirbas/Envanter/Import', {
      headers: headersOf(many.type),
      body: many.body,
    })
    await expectRefusedAndAlive(tooMany, 413)
    const long = multipart([['Payload', `{"StudentId":1,"ItemIds":[1],"x":"${'y'.repeat(500_000)}"}`]], {
      name: 'scan.pdf',
      bytes: Buffer.from('%PDF-1.4'),
    })
    const tooLong = await send('POST', '/api/Demirbas/Teslim/Complete', {
      headers: headersOf(long.type),
      body: long.body,
    })
    // Cut at BODY_MAX_STRING_LENGTH bytes, the JSON field no longer parses (whole, it would have).
    await expectRefusedAndAlive(tooLong, 400)
    expect(tooLong.json?.message).toBe(translate('en', 'error.validation', { details: 'Payload' }))
  })

  it('refuses the 1.5 KB merged-range .xlsx bomb of the fixtures import, alone and four at once', async () => {
    const one = await importBomb()
    await expectRefusedAndAlive(one, 413)
    expect(one.json?.message).toBe(
      translate('en', 'files.xlsxBeyondBounds', {
        rows: 100_000,
        columns: 1_000,
        merged: 100_000,
        strings: 200_000,
      }),
    )
    const started = performance.now()
    const four = await Promise.all([importBomb(), importBomb(), importBomb(), importBomb()])
    expect(performance.now() - started).toBeLessThan(1000)
    for (const answer of four) await expectRefusedAndAlive(answer, [413, 503])
  })

  it('refuses a bidi override or a lone surrogate in a text field with its field message', async () => {
    const bidi = await requestOtp(JSON.stringify({ email: 'ali\u202Emoc.liam@x.edu.tr' }))
    expect(bidi.status).toBe(400)
    expect(bidi.json?.responseData).toEqual({
      errors: [{ field: 'email', message: translate('en', 'error.bidiControl') }],
    })
    const lone = await requestOtp('{"email":"ali\\ud800@x.edu.tr"}')
    expect(lone.status).toBe(400)
    expect(lone.json?.responseData).toEqual({
      errors: [{ field: 'email', message: translate('en', 'error.loneSurrogate') }],
    })
    await expectAlive()
  })
})
