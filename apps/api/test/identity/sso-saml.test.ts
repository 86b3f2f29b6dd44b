/**
 * SAML 2.0 sign-in (issue "Identity and session API" § Sign-in: signed assertions required, the provider's
 * certificate pinned). The test plays the identity provider: a throwaway RSA key with a self-signed X.509
 * certificate (DER built here, signed with node:crypto) signs real SAML Responses with xml-crypto (the
 * library node-saml itself verifies with). Valid → session; unsigned, tampered, wrong certificate, replayed
 * to another request, or with a foreign RelayState → refused.
 */
import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
  sign,
  X509Certificate,
} from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignedXml } from 'xml-crypto'
import { buildApp } from '../../src/app.ts'
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { findPersonIdByEmail } from '../../src/identity/claims/identity.repo.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

// ── A self-signed certificate from DER pieces (X.509 v3, sha256WithRSAEncryption) ──────────────────────
function der(tag: number, content: Buffer): Buffer {
  const n = content.length
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff])
  return Buffer.concat([Buffer.from([tag]), length, content])
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts))
const oid = (dotted: string) => {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [40 * a + b]
  for (const v of rest) {
    const chunk = [v & 0x7f]
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return der(0x06, Buffer.from(bytes))
}
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`))

/** A self-signed certificate (PEM) for `privateKey`/`publicKey` with common name `cn`, valid for a day. */
function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, cn: string): string {
  const algorithm = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]))
  const name = seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(cn)))))
  const now = Date.now()
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from([0x01, ...Buffer.from(randomUUID().replace(/-/g, '').slice(0, 14), 'hex')])),
    algorithm,
    name,
    seq(utcTime(new Date(now - 3600_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  )
  const signature = sign('sha256', tbs, privateKey)
  const cert = seq(tbs, algorithm, der(0x03, Buffer.concat([Buffer.from([0]), signature])))
  const body = cert
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`
}

/** A throwaway identity provider key with its certificate. */
function makeIdpKey(cn: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const cert = selfSignedCertificate(privateKey, publicKey, cn)
  return { keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert }
}

// ── The test's identity provider ─────────────────────────────────────────────────────────────────────
const IDP_ISSUER = 'https://idp.test-university.example/saml'
const idp = makeIdpKey('test idp')
const impostor = makeIdpKey('impostor idp')

let testDb: TestDatabase
let app: FastifyInstance
const base = 'https://portal.test-university.example'
const spIssuer = `${base}/saml/sp`
const acs = `${base}/api/Identity/Auth/SamlCallback`

interface ResponseOptions {
  requestId: string
  email: string
  /** Sign the assertion with this key; none leaves it unsigned. */
  signWith?: { keyPem: string; cert: string } | null
  /** Applied to the XML after signing (tampering). */
  after?: (xml: string) => string
}

/** A SAML Response answering `requestId` for `email`, base64 as the browser posts it. */
function samlResponse({ requestId, email, signWith = idp, after = (x) => x }: ResponseOptions): string {
  const now = new Date()
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${at(0)}" Destination="${acs}" InResponseTo="${requestId}"><saml:Issuer>${IDP_ISSUER}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${at(0)}"><saml:Issuer>${IDP_ISSUER}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${at(300_000)}" Recipient="${acs}" InResponseTo="${requestId}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at(-60_000)}" NotOnOrAfter="${at(300_000)}"><saml:AudienceRestriction><saml:Audience>${spIssuer}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_s1"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`
  let out = xml
  if (signWith) {
    const signer = new SignedXml({
      privateKey: createPrivateKey(signWith.keyPem).export({ type: 'pkcs8', format: 'pem' }),
      publicCert: signWith.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    })
    signer.addReference({
      xpath: `//*[@ID='${assertionId}']`,
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    })
    signer.computeSignature(xml, {
      location: { reference: `//*[@ID='${assertionId}']/*[local-name(.)='Issuer']`, action: 'after' },
    })
    out = signer.getSignedXml()
  }
  return Buffer.from(after(out)).toString('base64')
}

/** Starts a SAML sign-in; returns the AuthnRequest id, the RelayState and the state cookie. */
async function startSignIn(returnUrl = '/ana-sayfa') {
  const login = await app.inject({
    url: `/api/Identity/Auth/Login?returnUrl=${encodeURIComponent(returnUrl)}`,
  })
  expect(login.statusCode).toBe(302)
  const location = new URL(String(login.headers.location))
  expect(`${location.origin}${location.pathname}`).toBe('https://idp.test-university.example/sso')
  const request = inflateRawSync(
    Buffer.from(location.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString()
  const requestId = /ID="([^"]+)"/.exec(request)?.[1]
  const cookie = login.cookies.find((c) => c.name === 'unacs_sso')
  if (!requestId || !cookie) throw new Error('no AuthnRequest id or state cookie')
  expect(cookie.sameSite).toBe('None')
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.secure).toBe(true)
  return { requestId, relayState: location.searchParams.get('RelayState') ?? '', cookie: cookie.value }
}

/** Posts a SAMLResponse to the assertion consumer service as the browser would. */
function post(samlResponseB64: string, relayState: string, stateCookie: string | null, lang = 'tr') {
  return app.inject({
    method: 'POST',
    url: '/api/Identity/Auth/SamlCallback',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': lang,
      ...(stateCookie ? { cookie: `unacs_sso=${stateCookie}` } : {}),
    },
    payload: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: relayState }).toString(),
  })
}

const studentEmail = DEMO_ACCOUNTS.find((a) => a.key === 'student-double')?.email ?? ''
const staffEmail = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')?.email ?? ''

beforeAll(async () => {
  testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students: 50 })
  const config = testConfig({ publicUrl: base })
  config.sso = {
    ...config.sso,
    protocol: 'saml',
    saml: {
      entryPoint: 'https://idp.test-university.example/sso',
      issuer: spIssuer,
      idpCert: idp.cert,
      idpIssuer: IDP_ISSUER,
      callbackUrl: acs,
      wantResponseSigned: false,
    },
  }
  app = await buildApp({ config, database: testDb.handle, logger: false })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`SAML 2.0 sign-in on ${testEngine}`, () => {
  it('builds a valid self-signed test certificate', () => {
    const cert = new X509Certificate(idp.cert)
    expect(cert.subject).toBe('CN=test idp')
    expect(cert.verify(cert.publicKey)).toBe(true)
  })

  it('signs in with a signed assertion: session, refresh cookie and /tokenreader hand-off', async () => {
    const { requestId, relayState, cookie } = await startSignIn('/ogrenci/notlarim')
    expect(relayState).toBe('/ogrenci/notlarim')
    const res = await post(samlResponse({ requestId, email: studentEmail }), relayState, cookie)
    expect(res.statusCode).toBe(303)
    const location = new URL(String(res.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/tokenreader`)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('returnUrl')).toBe('/ogrenci/notlarim')
    const claims = decodeJwt(fragment.get('token') ?? '')
    expect(claims.sub).toBe(String(await findPersonIdByEmail(testDb.handle.db, studentEmail)))
    expect(claims.FullName).toBe('Ayşe Yılmaz')
    expect(claims.Personel).toBe('null')
    expect(res.cookies.some((c) => c.name === 'unacs_rt')).toBe(true)
    const menu = await app.inject({
      url: '/api/Menu/GetUnacsMenuListByRoleId',
      headers: { authorization: `Bearer ${fragment.get('token')}` },
    })
    expect(menu.statusCode).toBe(200)
  })

  it('signs in staff by the e-mail in the assertion', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(samlResponse({ requestId, email: staffEmail }), relayState, cookie)
    expect(res.statusCode).toBe(303)
    const token = new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1)).get('token') ?? ''
    expect(JSON.parse(String(decodeJwt(token).Personel)).SicilNo).toBe('P10008')
  })

  it('refuses an unsigned assertion', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({ requestId, email: studentEmail, signWith: null }),
      relayState,
      cookie,
      'en',
    )
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('could not be verified')
    expect(res.headers.location).toBeUndefined()
    expect(res.cookies.some((c) => c.name === 'unacs_rt')).toBe(false)
  })

  it('refuses a tampered assertion (identity changed after signing)', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const tampered = samlResponse({
      requestId,
      email: studentEmail,
      after: (xml) => xml.replaceAll(studentEmail, staffEmail),
    })
    const res = await post(tampered, relayState, cookie)
    expect(res.statusCode).toBe(400)
    expect(res.cookies.some((c) => c.name === 'unacs_rt')).toBe(false)
  })

  it('refuses an assertion signed with another certificate than the pinned one', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({ requestId, email: studentEmail, signWith: impostor }),
      relayState,
      cookie,
    )
    expect(res.statusCode).toBe(400)
    expect(res.cookies.some((c) => c.name === 'unacs_rt')).toBe(false)
  })

  it('refuses an answer to another request, a missing state cookie and a foreign RelayState', async () => {
    const first = await startSignIn()
    const second = await startSignIn()
    const forFirst = samlResponse({ requestId: first.requestId, email: studentEmail })
    expect((await post(forFirst, second.relayState, second.cookie)).statusCode).toBe(400)
    expect((await post(forFirst, first.relayState, null)).statusCode).toBe(400)
    expect((await post(forFirst, '/somewhere-else', first.cookie)).statusCode).toBe(400)
  })

  it('refuses an unknown identity with the error page (403) and no token', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(samlResponse({ requestId, email: 'stranger@example.org' }), relayState, cookie)
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('stranger@example.org')
    expect(res.body).toContain('üniversitenin personel ve öğrenci kayıtlarında bulunamadı')
  })

  it('publishes the service provider metadata and does not mount the development provider', async () => {
    const metadata = await app.inject({ url: '/api/Identity/Auth/SamlMetadata' })
    expect(metadata.statusCode).toBe(200)
    expect(metadata.body).toContain(`entityID="${spIssuer}"`)
    expect(metadata.body).toContain(acs)
    expect((await app.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404)
  })

  it('logs out to the portal home (no OIDC end-session) and revokes the session', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(samlResponse({ requestId, email: studentEmail }), relayState, cookie)
    const token = new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1)).get('token') ?? ''
    const refresh = res.cookies.find((c) => c.name === 'unacs_rt')?.value ?? ''
    const logout = await app.inject({
      url: '/api/Identity/Auth/Logout',
      headers: { cookie: `unacs_rt=${refresh}` },
    })
    expect(logout.statusCode).toBe(302)
    expect(logout.headers.location).toBe(`${base}/`)
    const menu = await app.inject({
      url: '/api/Menu/GetUnacsMenuListByRoleId',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(menu.statusCode).toBe(401)
  })
})
