/**
 * SAML 2.0 sign-in (issue "Identity and session API" § Sign-in: signed assertions required, the provider's
 * certificates pinned; issue 34 points 1–5). The test plays the identity provider (saml-idp-fixture.ts). Valid →
 * session; unsigned, tampered, wrong certificate, answer to another request, foreign RelayState, wrong issuer,
 * a second entity with the same key, replays (also on a second instance), a Response-only signature, missing
 * e-mail and unsolicited responses → refused with their own page. Certificates from a list and from metadata;
 * Single Logout both ways, and the signed-out page.
 */

import { randomUUID, verify, X509Certificate } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { inflateRawSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { AppConfig } from '../../src/config.ts'
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { findPersonIdByEmail } from '../../src/identity/claims/identity.repo.ts'
import { isConsumed } from '../../src/identity/sso/replay-guard.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'
import {
  acs,
  base,
  samlResponse as buildResponse,
  IDP_ISSUER,
  type IdpKey,
  makeIdpKey,
  type ResponseOptions,
  redirectQuery,
  spIssuer,
} from './saml-idp-fixture.ts'

const idp = makeIdpKey('test idp')
const nextIdp = makeIdpKey('test idp next')
const impostor = makeIdpKey('impostor idp')
const sp = makeIdpKey('portal sp')
const IDP_SLO = 'https://idp.test-university.example/slo'

/** A Response signed by the test IdP's current key unless said otherwise. */
const samlResponse = (o: Omit<ResponseOptions, 'signWith'> & { signWith?: IdpKey | null }) =>
  buildResponse({ signWith: idp, ...o })

let testDb: TestDatabase
let app: FastifyInstance
let second: FastifyInstance
let metadataServer: Server
let metadataCerts: IdpKey[] = []
let config: AppConfig

/** Starts a SAML sign-in; returns the AuthnRequest id, the RelayState and the state cookie. */
async function startSignIn(returnUrl = '/ana-sayfa', on: FastifyInstance = app) {
  const login = await on.inject({
    url: `/api/Identity/Auth/Login?returnUrl=${encodeURIComponent(returnUrl)}`,
  })
  expect(login.statusCode).toBe(302)
  const location = new URL(String(login.headers.location))
  expect(`${location.origin}${location.pathname}`).toBe('https://idp.test-university.example/sso')
  const request = inflateRawSync(
    Buffer.from(location.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString()
  const requestId = /ID="([^"]+)"/.exec(request)?.[1]
  const cookie = login.cookies.find((c) => c.name.startsWith('unacs_sso_'))
  if (!requestId || !cookie) throw new Error('no AuthnRequest id or state cookie')
  expect(cookie.sameSite).toBe('None')
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.secure).toBe(true)
  return {
    requestId,
    relayState: location.searchParams.get('RelayState') ?? '',
    cookie: `${cookie.name}=${cookie.value}`,
  }
}

/** Posts a SAMLResponse to the assertion consumer service as the browser would. */
function post(
  samlResponseB64: string,
  relayState: string,
  stateCookie: string | null,
  lang = 'tr',
  on: FastifyInstance = app,
) {
  return on.inject({
    method: 'POST',
    url: '/api/Identity/Auth/SamlCallback',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': lang,
      ...(stateCookie ? { cookie: stateCookie } : {}),
    },
    payload: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: relayState }).toString(),
  })
}

const studentEmail = DEMO_ACCOUNTS.find((a) => a.key === 'student-double')?.email ?? ''
const staffEmail = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')?.email ?? ''

beforeAll(async () => {
  testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students: 50 })
  // The provider's metadata (the next certificate during a rollover), served on loopback.
  metadataServer = createServer((_req, res) => {
    const keys = metadataCerts
      .map((k) => {
        const body = k.cert.replace(/-----[^-]+-----|\s/g, '')
        return `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
      })
      .join('')
    res.setHeader('content-type', 'application/samlmetadata+xml')
    res.end(
      `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><md:EntityDescriptor entityID="https://staging.example/saml">${keys.replaceAll('use="signing"', '')}</md:EntityDescriptor><md:EntityDescriptor entityID="${IDP_ISSUER}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}</md:IDPSSODescriptor></md:EntityDescriptor></md:EntitiesDescriptor>`,
    )
  })
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve))
  const address = metadataServer.address()
  const port = typeof address === 'object' && address ? address.port : 0
  config = testConfig({ publicUrl: base })
  config.sso = {
    ...config.sso,
    protocol: 'saml',
    saml: {
      entryPoint: 'https://idp.test-university.example/sso',
      issuer: spIssuer,
      idpCerts: [idp.cert],
      idpMetadataUrl: `http://127.0.0.1:${port}/metadata`,
      idpMetadataCacheSeconds: 0,
      idpIssuer: IDP_ISSUER,
      callbackUrl: acs,
      wantResponseSigned: false,
      logoutUrl: IDP_SLO,
      logoutCallbackUrl: `${base}/api/Identity/Auth/SamlLogout`,
      spKey: sp.keyPem,
      spCert: sp.cert,
    },
  }
  app = await buildApp({ config, database: testDb.handle, logger: false })
  await app.ready()
  // A second API instance over the same database (replays go to any instance).
  second = await buildApp({ config, database: testDb.handle, logger: false })
  await second.ready()
})

afterAll(async () => {
  await app?.close()
  await second?.close()
  await new Promise((resolve) => metadataServer?.close(resolve))
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

  it('offers "use another account" to an unknown identity: a signed LogoutRequest for its subject', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({ requestId, email: 'stranger@example.org' }),
      relayState,
      cookie,
      'en',
    )
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('Use another account')
    const switchCookie = res.cookies.find((c) => c.name === 'unacs_sso_switch')
    expect(switchCookie?.httpOnly).toBe(true)
    const logout = await app.inject({
      url: '/api/Identity/Auth/Logout',
      headers: { cookie: `unacs_sso_switch=${switchCookie?.value}` },
    })
    expect(logout.statusCode).toBe(302)
    const target = new URL(String(logout.headers.location))
    expect(`${target.origin}${target.pathname}`).toBe(IDP_SLO)
    expect(target.searchParams.get('Signature')).toBeTruthy()
  })

  it('refuses an assertion whose Issuer is not SAML_IDP_ISSUER, even signed with the pinned key', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({ requestId, email: studentEmail, issuer: 'https://idp.test-university.example/wrong' }),
      relayState,
      cookie,
      'en',
    )
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('did not come from the identity provider the portal trusts')
    expect(res.cookies.some((c) => c.name === 'unacs_rt')).toBe(false)
  })

  it('refuses a second (staging) entity sharing the production key, and a Response from another issuer', async () => {
    const staging = await startSignIn()
    const fromStaging = samlResponse({
      requestId: staging.requestId,
      email: staffEmail,
      issuer: 'https://staging.test-university.example/saml',
    })
    expect((await post(fromStaging, staging.relayState, staging.cookie)).statusCode).toBe(400)
    const mixed = await startSignIn()
    const res = await post(
      samlResponse({ requestId: mixed.requestId, email: staffEmail, responseIssuer: 'https://evil.example' }),
      mixed.relayState,
      mixed.cookie,
      'en',
    )
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('did not come from the identity provider')
  })

  it('refuses a replayed Response (same POST and state cookie), here and on another instance', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const body = samlResponse({ requestId, email: studentEmail })
    expect((await post(body, relayState, cookie)).statusCode).toBe(303)
    const again = await post(body, relayState, cookie, 'en')
    expect(again.statusCode).toBe(400)
    expect(again.body).toContain('already been used')
    expect(again.cookies.some((c) => c.name === 'unacs_rt')).toBe(false)
    const elsewhere = await post(body, relayState, cookie, 'en', second)
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.body).toContain('already been used')
    expect(await isConsumed(testDb.handle.db, `request:${requestId}`)).toBe(true)
  })

  it('accepts the next certificate from a list and from the provider metadata (rollover)', async () => {
    const other = await startSignIn()
    const byNext = samlResponse({ requestId: other.requestId, email: studentEmail, signWith: nextIdp })
    metadataCerts = []
    expect((await post(byNext, other.relayState, other.cookie)).statusCode).toBe(400)
    metadataCerts = [nextIdp]
    const again = await startSignIn()
    const res = await post(
      samlResponse({ requestId: again.requestId, email: studentEmail, signWith: nextIdp }),
      again.relayState,
      again.cookie,
    )
    expect(res.statusCode).toBe(303)
    metadataCerts = []
  })

  it('says "the assertion is not signed" for a Response signed only at the Response level', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({ requestId, email: studentEmail, signWith: null, signResponseWith: idp }),
      relayState,
      cookie,
      'en',
    )
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('assertion is not signed')
  })

  it('names the attributes that arrived when no e-mail did', async () => {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(
      samlResponse({
        requestId,
        email: studentEmail,
        attributes: { displayName: 'Ayşe', eduPersonAffiliation: 'student' },
      }),
      relayState,
      cookie,
      'en',
    )
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('did not send an e-mail address')
    expect(res.body).toContain('displayName, eduPersonAffiliation')
    expect(res.body).toContain('mail')
  })

  it('says IdP-initiated sign-in is not supported (a Response without InResponseTo)', async () => {
    const res = await post(samlResponse({ requestId: null, email: studentEmail }), '', null, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('not supported')
  })

  it('publishes the single logout service (HTTP-Redirect) and the signing certificate in the metadata', async () => {
    const metadata = await app.inject({ url: '/api/Identity/Auth/SamlMetadata' })
    expect(metadata.body).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/api/Identity/Auth/SamlLogout"`,
    )
    expect(metadata.body).toContain(sp.cert.split('\n')[1])
  })

  /** Signs in the demo student; returns the token, the refresh cookie and the session's NameID. */
  async function signedIn() {
    const { requestId, relayState, cookie } = await startSignIn()
    const res = await post(samlResponse({ requestId, email: studentEmail }), relayState, cookie)
    expect(res.statusCode).toBe(303)
    const token = new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1)).get('token') ?? ''
    const refresh = res.cookies.find((c) => c.name === 'unacs_rt')?.value ?? ''
    return { token, refresh }
  }

  const menuStatus = async (token: string) =>
    (
      await app.inject({
        url: '/api/Menu/GetUnacsMenuListByRoleId',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode

  it('signs out: portal session ended first, a signed LogoutRequest, the LogoutResponse verified', async () => {
    const { token } = await signedIn()
    const out = await app.inject({
      method: 'POST',
      url: '/api/Identity/Auth/Logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.statusCode).toBe(200)
    expect(await menuStatus(token)).toBe(401)
    const target = new URL(out.json().responseData.redirectUrl)
    expect(`${target.origin}${target.pathname}`).toBe(IDP_SLO)
    // The LogoutRequest is signed with the SP key over the query as the HTTP-Redirect binding says.
    const query = target.search.slice(1)
    const signed = query.slice(0, query.indexOf('&Signature='))
    const signature = Buffer.from(target.searchParams.get('Signature') ?? '', 'base64')
    expect(verify('sha256', Buffer.from(signed), new X509Certificate(sp.cert).publicKey, signature)).toBe(
      true,
    )
    const request = inflateRawSync(
      Buffer.from(target.searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString()
    expect(request).toContain('<samlp:LogoutRequest')
    expect(request).toContain('SessionIndex')
    const requestId = /ID="([^"]+)"/.exec(request)?.[1] ?? ''
    const stateCookie = out.cookies.find((c) => c.name.startsWith('unacs_sso_'))
    expect(stateCookie?.sameSite).toBe('Lax')
    const logoutResponse = (issuer: string, inResponseTo: string) =>
      `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_l${randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${base}/api/Identity/Auth/SamlLogout" InResponseTo="${inResponseTo}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>`
    const back = (query: string) =>
      app.inject({
        url: `/api/Identity/Auth/SamlLogout?${query}`,
        headers: { cookie: `${stateCookie?.name}=${stateCookie?.value}`, 'accept-language': 'en' },
      })
    // Unsigned, foreign issuer, signed by another key: the sign-out is not confirmed.
    for (const query of [
      redirectQuery('SAMLResponse', logoutResponse(IDP_ISSUER, requestId), null),
      redirectQuery('SAMLResponse', logoutResponse('https://evil.example', requestId), idp),
      redirectQuery('SAMLResponse', logoutResponse(IDP_ISSUER, requestId), impostor),
      redirectQuery('SAMLResponse', logoutResponse(IDP_ISSUER, '_other'), idp),
    ]) {
      const refused = await back(query)
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('could not confirm')
    }
    const done = await back(redirectQuery('SAMLResponse', logoutResponse(IDP_ISSUER, requestId), idp))
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe(`${base}/api/Identity/Auth/SignedOut`)
  })

  it('ends the portal session on an IdP-initiated LogoutRequest (signed) and answers it', async () => {
    const { token } = await signedIn()
    const sid = String(decodeJwt(token).sid)
    const { samlSubjectOf } = await import('../../src/identity/sso/logout.ts')
    const subject = await samlSubjectOf(testDb.handle.db, sid)
    expect(subject?.nameID).toMatch(/^_n/)
    const request = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_q${randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${base}/api/Identity/Auth/SamlLogout"><saml:Issuer>${IDP_ISSUER}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">${subject?.nameID}</saml:NameID><samlp:SessionIndex>${subject?.sessionIndex}</samlp:SessionIndex></samlp:LogoutRequest>`
    const unsigned = await app.inject({
      url: `/api/Identity/Auth/SamlLogout?${redirectQuery('SAMLRequest', request, null)}`,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await menuStatus(token)).toBe(200)
    const res = await app.inject({
      url: `/api/Identity/Auth/SamlLogout?${redirectQuery('SAMLRequest', request, idp)}`,
    })
    expect(res.statusCode).toBe(302)
    const answer = new URL(String(res.headers.location))
    expect(`${answer.origin}${answer.pathname}`).toBe(IDP_SLO)
    const xml = inflateRawSync(
      Buffer.from(answer.searchParams.get('SAMLResponse') ?? '', 'base64'),
    ).toString()
    expect(xml).toContain('urn:oasis:names:tc:SAML:2.0:status:Success')
    expect(answer.searchParams.get('Signature')).toBeTruthy()
    expect(await menuStatus(token)).toBe(401)
  })

  it('the signed-out page starts no sign-in and links to it (tr, en)', async () => {
    const tr = await app.inject({ url: '/api/Identity/Auth/SignedOut?idp=alive' })
    expect(tr.statusCode).toBe(200)
    expect(tr.body).toContain('Oturumunuz kapatıldı')
    expect(tr.body).toContain(`href="${base}/api/Identity/Auth/Login"`)
    expect(tr.body).toContain('tarayıcıyı tamamen kapatın')
    expect(tr.body).not.toContain('<script')
    expect(tr.body).not.toMatch(/http-equiv="refresh"/i)
    const en = await app.inject({ url: '/api/Identity/Auth/SignedOut', headers: { 'accept-language': 'en' } })
    expect(en.body).toContain('You are signed out')
  })

  it('GET Logout with the refresh cookie ends the session and goes to the IdP single logout', async () => {
    const { token, refresh } = await signedIn()
    const logout = await app.inject({
      url: '/api/Identity/Auth/Logout',
      headers: { cookie: `unacs_rt=${refresh}` },
    })
    expect(logout.statusCode).toBe(302)
    expect(String(logout.headers.location).startsWith(`${IDP_SLO}?SAMLRequest=`)).toBe(true)
    expect(await menuStatus(token)).toBe(401)
  })

  it('without SAML_LOGOUT_URL, sign-out lands on the signed-out page, never on /', async () => {
    const noSlo = structuredClone(config)
    noSlo.sso.saml.logoutUrl = null
    const plain = await buildApp({ config: noSlo, database: testDb.handle, logger: false })
    try {
      const { token } = await signedIn()
      const out = await plain.inject({
        method: 'POST',
        url: '/api/Identity/Auth/Logout',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(out.json().responseData.redirectUrl).toBe(`${base}/api/Identity/Auth/SignedOut?idp=alive`)
      expect(await menuStatus(token)).toBe(401)
    } finally {
      await plain.close()
    }
  })
})
