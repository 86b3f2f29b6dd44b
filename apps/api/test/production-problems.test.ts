/**
 * The production start's refusal list and the listen address (issue 14 "Development mode is the default:
 * make it safe"; README "Configuration"): a fully configured production environment has no problem; each
 * development default left in it is named on its own line; development listens on 127.0.0.1 by default.
 */
import { describe, expect, it } from 'vitest'
import {
  DEV_KEY_ENCRYPTION_KEY,
  DEV_MAIL_FROM,
  DEV_OIDC_CLIENT_SECRET,
  DEV_OTP_PEPPER,
  loadConfig,
} from '../src/config.ts'
import { productionProblems } from '../src/production-problems.ts'

/** A production environment with the university's OpenID Connect provider and every secret set. */
const oidcProduction = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.edu',
  OTP_PEPPER: 'a-long-random-pepper',
  KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  OIDC_ISSUER: 'https://sso.example.edu/realms/university',
  OIDC_CLIENT_SECRET: 'the-portal-secret',
  SMTP_URL: 'smtps://portal:pass@mail.example.edu:465',
  MAIL_FROM: 'UNACS <no-reply@example.edu>',
}

/** The same with SAML 2.0 instead of OpenID Connect. */
const samlProduction = {
  ...oidcProduction,
  OIDC_ISSUER: undefined,
  OIDC_CLIENT_SECRET: undefined,
  SSO_PROTOCOL: 'saml',
  SAML_ENTRY_POINT: 'https://sso.example.edu/saml/sso',
  SAML_IDP_CERT: 'MIIC...base64...',
  SAML_IDP_ISSUER: 'https://sso.example.edu/saml/idp',
}

const problemsOf = (env: NodeJS.ProcessEnv) => productionProblems(loadConfig(env), env)

describe('production problems', () => {
  it('are none for a fully configured production environment (OIDC or SAML)', () => {
    expect(problemsOf(oidcProduction)).toEqual([])
    expect(problemsOf(samlProduction)).toEqual([])
  })

  it.each([
    [
      'PUBLIC_URL',
      { PUBLIC_URL: undefined },
      /^PUBLIC_URL must be an https:\/\/ address, got "http:\/\/localhost:8080"$/,
    ],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://127.0.0.1:3000' }, /^PUBLIC_URL must be an https/],
    ['OTP_PEPPER', { OTP_PEPPER: undefined }, /^OTP_PEPPER is not set or has its development value/],
    ['OTP_PEPPER', { OTP_PEPPER: DEV_OTP_PEPPER }, /^OTP_PEPPER is not set or has its development value/],
    ['KEY_ENCRYPTION_KEY', { KEY_ENCRYPTION_KEY: undefined }, /^KEY_ENCRYPTION_KEY is not set or has its/],
    ['KEY_ENCRYPTION_KEY', { KEY_ENCRYPTION_KEY: DEV_KEY_ENCRYPTION_KEY }, /^KEY_ENCRYPTION_KEY is not set/],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: undefined }, /^OIDC_CLIENT_SECRET is not set/],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: DEV_OIDC_CLIENT_SECRET }, /^OIDC_CLIENT_SECRET is not set/],
    ['OIDC_ISSUER', { OIDC_ISSUER: 'http://sso.example.edu/realms/u' }, /^OIDC_ISSUER must be an https/],
    [
      'DEV_IDP_ENABLED',
      { DEV_IDP_ENABLED: 'true' },
      /^DEV_IDP_ENABLED=true \(the development identity provider/,
    ],
    ['SMTP_URL', { SMTP_URL: undefined }, /^SMTP_URL is not set \(mail would go to the development outbox/],
    ['MAIL_FROM', { MAIL_FROM: undefined }, /^MAIL_FROM is not set/],
    ['MAIL_FROM', { MAIL_FROM: DEV_MAIL_FROM }, /^MAIL_FROM is not set/],
    [
      'MOODLE_TOKEN',
      { MOODLE_URL: 'https://moodle.example.edu' },
      /^MOODLE_TOKEN is not set while MOODLE_URL/,
    ],
    ['MILITARY_KEY', { MILITARY_URL: 'https://tecil.example.gov.tr' }, /^MILITARY_KEY is not set while/],
    ['YOKSIS_PASSWORD', { YOKSIS_URL: 'https://yoksis.example.gov.tr' }, /^YOKSIS_PASSWORD is not set while/],
  ])('name %s on one line when it keeps a development value (%o)', (_name, change, line) => {
    const problems = problemsOf({ ...oidcProduction, ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(line)
  })

  it('name OIDC_ISSUER when it is unset or the development provider’s own address', () => {
    for (const issuer of [undefined, 'https://portal.example.edu/idp', 'https://portal.example.edu/idp/']) {
      const problems = problemsOf({ ...oidcProduction, OIDC_ISSUER: issuer })
      expect(problems, issuer).toEqual([
        expect.stringMatching(/^OIDC_ISSUER is not set \(sign-in would need/),
      ])
    }
  })

  it('require SAML_IDP_ISSUER, an https metadata URL and a signing key for Single Logout with SAML (issue 34)', () => {
    expect(problemsOf({ ...samlProduction, SAML_IDP_ISSUER: undefined })).toEqual([
      "SAML_IDP_ISSUER is not set (required with SSO_PROTOCOL=saml: every Response's and Assertion's Issuer is compared with it)",
    ])
    expect(problemsOf({ ...samlProduction, SAML_IDP_METADATA_URL: 'http://sso.example.edu/md' })).toEqual([
      'SAML_IDP_METADATA_URL must be an https:// address, got "http://sso.example.edu/md"',
    ])
    expect(problemsOf({ ...samlProduction, SAML_LOGOUT_URL: 'https://sso.example.edu/slo' })).toEqual([
      'SAML_LOGOUT_URL is set without SAML_SP_KEY and SAML_SP_CERT (LogoutRequests must be signed)',
    ])
    expect(
      problemsOf({
        ...samlProduction,
        SAML_IDP_CERT: undefined,
        SAML_IDP_METADATA_URL: 'https://sso.example.edu/md',
      }),
    ).toEqual([])
  })

  it('name the missing SAML settings with SSO_PROTOCOL=saml', () => {
    expect(problemsOf({ ...samlProduction, SAML_ENTRY_POINT: undefined, SAML_IDP_CERT: undefined })).toEqual([
      'SAML_ENTRY_POINT is not set (required with SSO_PROTOCOL=saml)',
      'SAML_IDP_CERT is not set (required with SSO_PROTOCOL=saml, unless SAML_IDP_METADATA_URL is)',
    ])
  })

  it('list every development default of a bare production start, one line each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' })
    expect(problems.map((line) => line.split(/[ =]/)[0])).toEqual([
      'PUBLIC_URL',
      'OTP_PEPPER',
      'KEY_ENCRYPTION_KEY',
      'OIDC_ISSUER',
      'OIDC_CLIENT_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
    ])
  })

  it('refuse a KEY_ENCRYPTION_KEY that is not 32 bytes of base64, at configuration time', () => {
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${'A'.repeat(43)}!`]) {
      expect(() => loadConfig({ KEY_ENCRYPTION_KEY: bad }), bad).toThrow(/KEY_ENCRYPTION_KEY must be 32/)
    }
  })
})

describe('listen address and demo seed defaults', () => {
  it('is 127.0.0.1 in development and 0.0.0.0 in production unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5')
  })

  it('seeds the demo university by default in development only', () => {
    expect(loadConfig({}).seedStudents).toBe(3000)
    expect(loadConfig({ NODE_ENV: 'production' }).seedStudents).toBe(0)
    expect(loadConfig({ NODE_ENV: 'production', SEED_STUDENTS: '50' }).seedStudents).toBe(50)
  })
})
