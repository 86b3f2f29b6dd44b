/**
 * Sign-in configuration (README "Configuration"; issue "Identity and session API" § Sign-in): defaults,
 * the development provider off in production by default (a production start refuses DEV_IDP_ENABLED=true),
 * and clear pages when no provider is configured or the configured one cannot be reached.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

const production = { NODE_ENV: 'production', OTP_PEPPER: 'test-pepper' }

describe('sign-in settings', () => {
  it('defaults to OpenID Connect with the development provider outside production', () => {
    const { sso } = loadConfig({ PORT: '9000' })
    expect(sso.protocol).toBe('oidc')
    expect(sso.oidc).toEqual({
      issuer: null,
      clientId: 'unacs-portal',
      clientSecret: expect.any(String),
      scope: 'openid email profile',
      tokenAuthMethod: 'client_secret_basic',
      clientPrivateKey: null,
    })
    expect(sso.devIdpEnabled).toBe(true)
    expect(sso.emailClaim).toBe('email')
    expect(sso.cookieSecret).toBeNull()
    expect(sso.saml.callbackUrl).toBe('http://localhost:9000/api/Identity/Auth/SamlCallback')
  })

  it('reads DEV_IDP_ENABLED: on by default outside production (a production start refuses true)', () => {
    expect(loadConfig(production).sso.devIdpEnabled).toBe(false)
    expect(loadConfig({ ...production, DEV_IDP_ENABLED: 'true' }).sso.devIdpEnabled).toBe(true)
    expect(loadConfig({ DEV_IDP_ENABLED: 'false' }).sso.devIdpEnabled).toBe(false)
  })

  it('reads the SAML settings, with \\n in the certificate turned into line breaks', () => {
    const { sso } = loadConfig({
      SSO_PROTOCOL: 'saml',
      SAML_ENTRY_POINT: 'https://idp.example.edu/sso',
      SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----',
      SAML_WANT_RESPONSE_SIGNED: 'true',
    })
    expect(sso.protocol).toBe('saml')
    expect(sso.saml.idpCerts).toEqual(['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'])
    expect(sso.saml.wantResponseSigned).toBe(true)
    expect(() => loadConfig({ SSO_PROTOCOL: 'kerberos' })).toThrow(/SSO_PROTOCOL/)
  })

  it('reads several IdP certificates (rollover): PEM blocks, or bare base64 separated by commas', () => {
    const two =
      '-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----\\n-----BEGIN CERTIFICATE-----\\nBBBB\\n-----END CERTIFICATE-----'
    expect(loadConfig({ SAML_IDP_CERT: two }).sso.saml.idpCerts).toEqual([
      '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      '-----BEGIN CERTIFICATE-----\nBBBB\n-----END CERTIFICATE-----',
    ])
    expect(loadConfig({ SAML_IDP_CERT: 'AAAA, BBBB' }).sso.saml.idpCerts).toEqual([
      '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      '-----BEGIN CERTIFICATE-----\nBBBB\n-----END CERTIFICATE-----',
    ])
    expect(loadConfig({}).sso.saml.idpCerts).toEqual([])
  })

  it('reads OIDC_TOKEN_AUTH_METHOD (client_secret_basic by default) and refuses an unknown one', () => {
    expect(loadConfig({}).sso.oidc.tokenAuthMethod).toBe('client_secret_basic')
    expect(loadConfig({ OIDC_TOKEN_AUTH_METHOD: 'client_secret_post' }).sso.oidc.tokenAuthMethod).toBe(
      'client_secret_post',
    )
    expect(() => loadConfig({ OIDC_TOKEN_AUTH_METHOD: 'none' })).toThrow(/OIDC_TOKEN_AUTH_METHOD/)
  })

  it('refuses a plain-http PUBLIC_URL on a hostname other than loopback (TLS is required)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://portal.test:8080' })).toThrow(
      /PUBLIC_URL "http:\/\/portal.test:8080".*https/,
    )
    for (const ok of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'https://portal.test',
    ]) {
      expect(loadConfig({ PUBLIC_URL: ok }).publicUrl).toBe(ok)
    }
  })
})

describe(`sign-in without a usable provider on ${testEngine}`, () => {
  let testDb: TestDatabase
  let withoutProvider: FastifyInstance
  let unreachable: FastifyInstance

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const off = testConfig()
    off.sso = { ...off.sso, devIdpEnabled: false }
    withoutProvider = await buildApp({ config: off, database: testDb.handle, logger: false })
    const far = testConfig()
    far.sso = { ...far.sso, oidc: { ...far.sso.oidc, issuer: 'http://127.0.0.1:9/realms/university' } }
    unreachable = await buildApp({ config: far, database: testDb.handle, logger: false })
  })

  afterAll(async () => {
    await withoutProvider?.close()
    await unreachable?.close()
    await testDb?.dispose()
  })

  it('does not mount /idp and answers Login with a clear 503 page', async () => {
    expect((await withoutProvider.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(
      404,
    )
    const login = await withoutProvider.inject({
      url: '/api/Identity/Auth/Login?returnUrl=/ana-sayfa',
      headers: { 'accept-language': 'en' },
    })
    expect(login.statusCode).toBe(503)
    expect(login.headers['content-type']).toMatch(/text\/html/)
    expect(login.body).toContain('not configured')
    expect(login.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers Login with a 502 page when the provider cannot be reached, and mounts no /idp', async () => {
    const login = await unreachable.inject({ url: '/api/Identity/Auth/Login' })
    expect(login.statusCode).toBe(502)
    expect(login.body).toContain('Kimlik sağlayıcısına şu anda ulaşılamıyor')
    expect((await unreachable.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404)
  })

  it('still revokes nothing and redirects to the signed-out page on Logout without a session', async () => {
    const logout = await withoutProvider.inject({ url: '/api/Identity/Auth/Logout' })
    expect(logout.statusCode).toBe(302)
    expect(logout.headers.location).toBe('http://localhost:8080/api/Identity/Auth/SignedOut')
  })
})
