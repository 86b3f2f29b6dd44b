/**
 * Sign-in over real HTTP redirects (issue "Identity and session API" § It is done when, first test): the
 * portal listens on 127.0.0.1, PUBLIC_URL is its real address, and a browser is played with fetch
 * (redirect: 'manual') and a small cookie jar: Login → development provider's page → a demo account's
 * button → callback → /tokenreader#token=… . The token's claims are compared with the seeded rows.
 * Also: unknown identity, cancelled sign-in, unsafe returnUrl, tampered or foreign state, logout.
 */
import { createServer } from 'node:net'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { persons, roleAssignments, roles, staffMembers, students, units } from '../../src/db/schema/index.ts'
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { safeReturnPath } from '../../src/identity/sso/return-url.ts'
import { istanbulToday } from '../../src/platform/time.ts'
import { auditRows } from '../audit-rows.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

let testDb: TestDatabase
let app: FastifyInstance
let base: string

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A minimal browser cookie jar: name → value and path (one host only). */
class CookieJar {
  readonly cookies = new Map<string, { value: string; path: string }>()

  header(url: string): string {
    const path = new URL(url).pathname
    return [...this.cookies]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const maxAge = attr('max-age')
      const expires = attr('expires')
      const gone = value === '' || maxAge === '0' || (expires ? Date.parse(expires) <= Date.now() : false)
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, { value, path: attr('path') ?? '/' })
    }
  }
}

/** One browser request: sends the jar's cookies, keeps the answer's cookies, never follows redirects. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const cookie = jar.header(url)
  if (cookie) headers.set('cookie', cookie)
  const response = await fetch(url, { ...init, headers, redirect: 'manual' })
  jar.store(response)
  return response
}

/** Follows GET redirects from `response` until a non-redirect or a Location into /tokenreader. */
async function follow(jar: CookieJar, response: Response, lang = 'tr'): Promise<Response> {
  let current = response
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location')
    if (current.status < 300 || current.status >= 400 || !location) return current
    const next = new URL(location, base).href
    if (next.startsWith(`${base}/tokenreader`)) return current
    await current.arrayBuffer()
    current = await browse(jar, next, { headers: { 'accept-language': lang } })
  }
  throw new Error('too many redirects')
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** Starts a sign-in and stops on the provider's page; returns its HTML and the login form's action. */
async function openProviderPage(jar: CookieJar, returnUrl: string, lang = 'tr') {
  const login = await browse(
    jar,
    `${base}/api/Identity/Auth/Login?returnUrl=${encodeURIComponent(returnUrl)}`,
  )
  expect(login.status).toBe(302)
  expect(login.headers.get('location')).toMatch(new RegExp(`^${base}/idp/auth\\?`))
  const page = await follow(jar, login, lang)
  expect(page.status).toBe(200)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1]
  if (!action) throw new Error('no login form on the provider page')
  return { html, action: new URL(action, base).href }
}

/** Clicks the e-mail's button on the provider page; returns the portal callback's answer. */
async function chooseAccount(jar: CookieJar, action: string, email: string, lang = 'tr') {
  const posted = await browse(jar, action, form({ email }))
  expect(posted.status).toBe(303)
  return follow(jar, posted, lang)
}

/** A whole sign-in as `email`: the token and return path from the /tokenreader fragment. */
async function signIn(email: string, returnUrl = '/ana-sayfa', jar = new CookieJar()) {
  const { action } = await openProviderPage(jar, returnUrl)
  const callback = await chooseAccount(jar, action, email)
  expect(callback.status).toBe(303)
  const location = new URL(callback.headers.get('location') ?? '')
  expect(`${location.origin}${location.pathname}`).toBe(`${base}/tokenreader`)
  expect(location.search).toBe('')
  const fragment = new URLSearchParams(location.hash.slice(1))
  return { token: fragment.get('token') ?? '', returnUrl: fragment.get('returnUrl'), jar }
}

const emailOf = (key: DemoAccountKey) => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)
  if (!account) throw new Error(key)
  return account.email
}

/** The spec §3 claims of a student, read from the seeded rows. */
async function expectedStudentClaims(email: string) {
  const db = testDb.handle.db
  const [person] = await db.select().from(persons).where(eq(persons.email, email))
  if (!person) throw new Error(email)
  const rows = await db
    .select()
    .from(students)
    .where(eq(students.personId, person.id))
    .orderBy(asc(students.id))
  return {
    FullName: `${person.firstName} ${person.lastName}`,
    FirstName: person.firstName,
    ImpID: 0,
    Ogrenci: JSON.stringify({
      RolId: 1,
      Ogrencis: rows.map((s) => ({
        OgrNo: s.studentNo,
        BirimId: s.programmeId,
        IsActive: s.status === 'active',
        OgrencilikAdi: s.studentshipName,
        Durum: s.status,
      })),
    }),
    Personel: 'null',
  }
}

/** The spec §3 claims of a staff member, read from the seeded rows (roles in force today). */
async function expectedStaffClaims(email: string) {
  const db = testDb.handle.db
  const today = istanbulToday()
  const [person] = await db.select().from(persons).where(eq(persons.email, email))
  if (!person) throw new Error(email)
  const [staff] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, person.id), eq(staffMembers.isActive, true)))
  if (!staff) throw new Error(`${email} is not staff`)
  const rows = await db
    .select({ a: roleAssignments, name: roles.nameTr })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(eq(roleAssignments.staffMemberId, staff.id))
    .orderBy(asc(roleAssignments.isProxy), asc(roleAssignments.roleId), asc(roleAssignments.id))
  const inForce = rows.filter(
    ({ a }) => a.isActive && (!a.validFrom || a.validFrom <= today) && (!a.validTo || a.validTo >= today),
  )
  const named = await db.select().from(units)
  const unitOf = (id: number) => named.find((u) => u.id === id)
  return {
    FullName: `${person.firstName} ${person.lastName}`,
    FirstName: person.firstName,
    ImpID: 0,
    Ogrenci: 'null',
    Personel: JSON.stringify({
      SicilNo: staff.registryNo,
      Roles: inForce.map(({ a, name }) => ({
        RoleId: a.roleId,
        RoleName: name,
        IsActive: a.isActive,
        IsProxy: a.isProxy,
        SicilNo: a.isProxy ? a.proxyGiverRegistryNo : staff.registryNo,
        BirimIds: a.unitIds,
        // Issue 37: the units' names for the role switch.
        Birimler: a.unitIds.map((id) => ({ Id: id, Ad: unitOf(id)?.nameTr, AdEn: unitOf(id)?.nameEn })),
      })),
    }),
  }
}

const pick = (claims: Record<string, unknown>) => ({
  FullName: claims.FullName,
  FirstName: claims.FirstName,
  ImpID: claims.ImpID,
  Ogrenci: claims.Ogrenci,
  Personel: claims.Personel,
})

const menu = (token: string) =>
  fetch(`${base}/api/Menu/GetUnacsMenuListByRoleId`, { headers: { authorization: `Bearer ${token}` } })

beforeAll(async () => {
  testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students: 50 })
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  app = await buildApp({
    config: testConfig({ port, publicUrl: base }),
    database: testDb.handle,
    logger: false,
  })
  await app.listen({ port, host: '127.0.0.1' })
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`sign-in through the development provider over HTTP on ${testEngine}`, () => {
  it('signs in the student with two studentships: claims match the seeded person exactly', async () => {
    const email = emailOf('student-double')
    const { token, returnUrl, jar } = await signIn(email, '/ogrenci/notlarim?donem=1')
    expect(returnUrl).toBe('/ogrenci/notlarim?donem=1')
    const claims = decodeJwt(token) as Record<string, unknown>
    expect(pick(claims)).toEqual(await expectedStudentClaims(email))
    expect(JSON.parse(String(claims.Ogrenci)).Ogrencis).toHaveLength(2)
    expect(claims.UserType).toBe('student')
    expect(jar.cookies.has('unacs_rt')).toBe(true)
    expect(jar.cookies.has('unacs_sso')).toBe(false) // the sign-in state is used once
    expect((await menu(token)).status).toBe(200)
    // The sign-in is audited (issue 15): entity session, the signed-in person as actor.
    const [row] = await auditRows(testDb.handle.db, 'session', String(claims.sid))
    expect(row).toMatchObject({
      action: 'signIn',
      actorPersonId: Number(claims.sub),
      impersonatorPersonId: null,
      after: { kind: 'student' },
    })
  })

  it('signs in the multi-role staff member with a proxy role: claims match the seeded person exactly', async () => {
    const email = emailOf('multi-role')
    const { token } = await signIn(email)
    const claims = decodeJwt(token) as Record<string, unknown>
    expect(pick(claims)).toEqual(await expectedStaffClaims(email))
    const roleList = JSON.parse(String(claims.Personel)).Roles as { IsProxy: boolean }[]
    expect(roleList.length).toBeGreaterThanOrEqual(3)
    expect(roleList.some((r) => r.IsProxy)).toBe(true)
    expect(claims.UserType).toBe('staff')
  })

  it('signs in a graduate as a student', async () => {
    const { token } = await signIn(emailOf('graduate'))
    const claims = decodeJwt(token) as Record<string, unknown>
    expect(claims.Personel).toBe('null')
    expect(JSON.parse(String(claims.Ogrenci)).Ogrencis[0].IsActive).toBe(false)
  })

  it('lists the demo accounts by kind on the provider page, in Turkish and English', async () => {
    const tr = await openProviderPage(new CookieJar(), '/ana-sayfa', 'tr')
    expect(tr.html).toContain('Geliştirme kimlik sağlayıcısı / Development identity provider')
    expect(tr.html).toContain('Öğrenciler')
    for (const account of DEMO_ACCOUNTS) expect(tr.html).toContain(account.email)
    expect(tr.html).toContain(DEMO_ACCOUNTS[0]?.label.tr)
    const en = await openProviderPage(new CookieJar(), '/ana-sayfa', 'en')
    expect(en.html).toContain('Students')
    expect(en.html).toContain(DEMO_ACCOUNTS[0]?.label.en)
    expect(en.html).toContain('type="email" name="email"')
  })

  it('refuses an unknown identity with a clear page in the caller’s language, and no token', async () => {
    const jar = new CookieJar()
    const { action } = await openProviderPage(jar, '/ana-sayfa', 'en')
    const answer = await chooseAccount(jar, action, 'nobody@example.org', 'en')
    expect(answer.status).toBe(403)
    expect(answer.headers.get('location')).toBeNull()
    expect(answer.headers.get('content-type')).toMatch(/text\/html/)
    const html = await answer.text()
    expect(html).toContain('Sign-in failed')
    expect(html).toContain('nobody@example.org')
    expect(html).toContain('/api/Identity/Auth/Login')
    expect(html).not.toMatch(/eyJ/)
    expect(jar.cookies.has('unacs_rt')).toBe(false)
  })

  it('shows a clear page when the user cancels at the provider (error=access_denied)', async () => {
    const jar = new CookieJar()
    const { action } = await openProviderPage(jar, '/ana-sayfa')
    const aborted = await browse(jar, action.replace(/\/login$/, '/abort'), form({}))
    expect(aborted.status).toBe(303)
    const answer = await follow(jar, aborted)
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('Kimlik sağlayıcısı girişi reddetti')
    expect(jar.cookies.has('unacs_rt')).toBe(false)
  })

  it('normalises an unsafe returnUrl to the home page', async () => {
    const { returnUrl, token } = await signIn(emailOf('student'), '//evil.example/steal')
    expect(returnUrl).toBe('/ana-sayfa')
    expect(token).toMatch(/^eyJ/)
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ]) {
      expect(safeReturnPath(bad)).toBe('/ana-sayfa')
    }
    expect(safeReturnPath('/ogrenci/notlarim?donem=1#x')).toBe('/ogrenci/notlarim?donem=1#x')
  })

  /** The jar's sign-in attempt cookies (one per attempt, issue 34 point 7). */
  const attempts = (jar: CookieJar) =>
    [...jar.cookies.keys()].filter((n) => /^unacs_sso_[0-9a-f]{16}$/.test(n))

  it('refuses a callback whose state cookie was tampered with', async () => {
    const jar = new CookieJar()
    const { action } = await openProviderPage(jar, '/ana-sayfa')
    const name = attempts(jar)[0] ?? ''
    const state = jar.cookies.get(name)
    if (!state) throw new Error('no state cookie')
    const flipped = state.value.slice(0, -3) + (state.value.endsWith('A') ? 'BBB' : 'AAA')
    jar.cookies.set(name, { ...state, value: flipped })
    const answer = await chooseAccount(jar, action, emailOf('student'))
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Giriş isteği geçersiz veya süresi dolmuş')
    expect(jar.cookies.has('unacs_rt')).toBe(false)
  })

  it("refuses a callback answering another sign-in attempt (another attempt's state under this name)", async () => {
    const jar = new CookieJar()
    const { action } = await openProviderPage(jar, '/ana-sayfa')
    const other = new CookieJar()
    await browse(other, `${base}/api/Identity/Auth/Login?returnUrl=/`)
    const otherState = other.cookies.get(attempts(other)[0] ?? '')
    if (!otherState) throw new Error('no state cookie')
    jar.cookies.set(attempts(jar)[0] ?? '', otherState)
    const answer = await chooseAccount(jar, action, emailOf('student'))
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Giriş isteği geçersiz veya süresi dolmuş')
    expect(jar.cookies.has('unacs_rt')).toBe(false)
  })

  it('two tabs opened before signing in both sign in: one state per attempt (issue 34 point 7)', async () => {
    const jar = new CookieJar()
    // The test jar keys cookies by name only; the provider's per-interaction cookies (one per path, as a
    // browser keeps them) are therefore put back for each tab.
    const providerCookies = () => new Map([...jar.cookies].filter(([n]) => n.startsWith('_interaction')))
    const first = await openProviderPage(jar, '/ogrenci/notlarim')
    const firstProvider = providerCookies()
    const second = await openProviderPage(jar, '/ana-sayfa')
    const secondProvider = providerCookies()
    expect(attempts(jar)).toHaveLength(2)
    for (const [n, c] of firstProvider) jar.cookies.set(n, c)
    const answerFirst = await chooseAccount(jar, first.action, emailOf('student'))
    expect(answerFirst.status).toBe(303)
    expect(
      new URLSearchParams(new URL(answerFirst.headers.get('location') ?? '').hash.slice(1)).get('returnUrl'),
    ).toBe('/ogrenci/notlarim')
    for (const [n, c] of secondProvider) jar.cookies.set(n, c)
    const answerSecond = await chooseAccount(jar, second.action, emailOf('student'))
    expect(answerSecond.status).toBe(303)
    expect(attempts(jar)).toHaveLength(0)
  })

  it('checks the state before showing a provider error, and shows known error codes only (point 9)', async () => {
    const forged = await fetch(
      `${base}/api/Identity/Auth/Callback?error=invalid_request&error_description=Call+0850+now&state=forged`,
      { redirect: 'manual', headers: { 'accept-language': 'en' } },
    )
    expect(forged.status).toBe(400)
    const forgedText = await forged.text()
    expect(forgedText).toContain('invalid or has expired')
    expect(forgedText).not.toContain('invalid_request')
    expect(forgedText).not.toContain('0850')
    // With this browser's own attempt: a known code is named, any other text is not shown.
    for (const [error, shown] of [
      ['temporarily_unavailable', 'temporarily_unavailable'],
      ['<b>Call 0850 now</b>', 'unrecognised error'],
    ] as const) {
      const jar = new CookieJar()
      const login = await browse(jar, `${base}/api/Identity/Auth/Login?returnUrl=/`)
      const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? ''
      const answer = await browse(
        jar,
        `${base}/api/Identity/Auth/Callback?error=${encodeURIComponent(error)}&state=${state}`,
        { headers: { 'accept-language': 'en' } },
      )
      expect(answer.status).toBe(400)
      const text = await answer.text()
      expect(text).toContain(shown)
      expect(text).not.toContain('0850')
    }
  })

  it('says "your e-mail address is not verified" for email_verified:false (point 9)', async () => {
    const jar = new CookieJar()
    const { action } = await openProviderPage(jar, '/ana-sayfa', 'en')
    const answer = await chooseAccount(jar, action, `unverified.${emailOf('student')}`, 'en')
    expect(answer.status).toBe(403)
    const text = await answer.text()
    expect(text).toContain('e-mail address is not verified')
    expect(text).toContain('Use another account')
    expect(jar.cookies.has('unacs_rt')).toBe(false)
    // "Use another account" ends the provider session with the refused identity's ID token as hint.
    const logout = await browse(jar, `${base}/api/Identity/Auth/Logout`)
    const endSession = new URL(logout.headers.get('location') ?? '')
    expect(endSession.pathname).toBe('/idp/session/end')
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/)
  })

  it('POST Logout ends the session first and carries the hint, even after the refresh rotated the cookie (point 8)', async () => {
    const { token, jar } = await signIn(emailOf('student'))
    const oldCookie = jar.cookies.get('unacs_rt')?.value ?? ''
    const refreshed = await browse(jar, `${base}/api/Identity/RefreshToken/GenerateRefreshToken`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refreshed.status).toBe(200)
    // The sign-out races the refresh: it sends the old bearer and the old (rotated) cookie.
    const out = await fetch(`${base}/api/Identity/Auth/Logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: `unacs_rt=${oldCookie}` },
    })
    expect(out.status).toBe(200)
    const target = new URL(
      ((await out.json()) as { responseData: { redirectUrl: string } }).responseData.redirectUrl,
    )
    expect(target.pathname).toBe('/idp/session/end')
    expect(target.searchParams.get('id_token_hint')).toMatch(/^eyJ/)
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/api/Identity/Auth/SignedOut`)
    const fresh = ((await refreshed.json()) as { responseData: string }).responseData
    expect((await menu(token)).status).toBe(401)
    expect((await menu(fresh)).status).toBe(401)
  })

  it('refuses a callback without any state cookie', async () => {
    const answer = await fetch(`${base}/api/Identity/Auth/Callback?code=abc&state=def`, {
      redirect: 'manual',
    })
    expect(answer.status).toBe(400)
  })

  it('logs out with the refresh cookie: revokes the session and ends the provider session', async () => {
    const { token, jar } = await signIn(emailOf('instructor-advisor'))
    expect((await menu(token)).status).toBe(200)
    const logout = await browse(jar, `${base}/api/Identity/Auth/Logout`)
    expect(logout.status).toBe(302)
    const endSession = new URL(logout.headers.get('location') ?? '')
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${base}/idp/session/end`)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      `${base}/api/Identity/Auth/SignedOut`,
    )
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/)
    expect(endSession.searchParams.get('client_id')).toBe('unacs-portal')
    expect(jar.cookies.has('unacs_rt')).toBe(false)
    expect((await menu(token)).status).toBe(401)
    const claims = decodeJwt(token)
    const rows = await auditRows(testDb.handle.db, 'session', String(claims.sid))
    expect(rows.map((r) => r.action)).toEqual(['signIn', 'signOut'])
    expect(rows[1]).toMatchObject({ actorPersonId: Number(claims.sub), impersonatorPersonId: null })

    // The provider asks to confirm; confirming ends its session and returns to the portal.
    const question = await browse(jar, endSession.href)
    expect(question.status).toBe(200)
    const html = await question.text()
    const action =
      /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"/.exec(html)?.[1] ??
      /action="([^"]+)"/.exec(html)?.[1]
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1]
    if (!action || !xsrf) throw new Error(`no logout form: ${html}`)
    const confirmed = await browse(jar, new URL(action, base).href, form({ xsrf, logout: 'yes' }))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${base}/api/Identity/Auth/SignedOut`)
    const page = await browse(jar, `${base}/api/Identity/Auth/SignedOut`)
    expect(await page.text()).toContain('Oturumunuz kapatıldı')
  })

  it('logs out with the bearer token alone', async () => {
    const { token } = await signIn(emailOf('finance'))
    const logout = await fetch(`${base}/api/Identity/Auth/Logout`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toContain('/idp/session/end')
    expect((await menu(token)).status).toBe(401)
  })

  it('publishes the sign-in routes in OpenAPI under the identity tag', async () => {
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>
    }
    for (const [path, method] of [
      ['/api/Identity/Auth/Login', 'get'],
      ['/api/Identity/Auth/Callback', 'get'],
      ['/api/Identity/Auth/SamlCallback', 'post'],
      ['/api/Identity/Auth/Logout', 'get'],
    ] as const) {
      const operation = doc.paths[path]?.[method]
      expect(operation?.tags).toEqual(['identity'])
      expect(operation?.summary).toBeTruthy()
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/idp'))).toBe(false)
  })
})
