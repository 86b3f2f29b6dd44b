/**
 * The production start's refusal list and the listen address (issue 14 "Development mode is the default:
 * make it safe"; README "Configuration"): a fully configured production environment has no problem; each
 * development default left in it is named on its own line; development listens on 127.0.0.1 by default.
 */
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEV_KEY_ENCRYPTION_KEY,
  DEV_MAIL_FROM,
  DEV_OIDC_CLIENT_SECRET,
  DEV_OTP_PEPPER,
  loadConfig,
} from '../src/config.ts'
import { productionProblems, weakSecretReason } from '../src/production-problems.ts'

/** A production environment with the university's OpenID Connect provider and every secret set. */
const oidcProduction = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.edu',
  OTP_PEPPER: 'Jx3vQm8tR2wLp9sK4zNc7yHb1fGd6aEu',
  KEY_ENCRYPTION_KEY: 'q8Zr3LmV0cT5yW1nB7xK2pD9fH4jS6gA+eU/oIlRtYw=',
  OIDC_ISSUER: 'https://sso.example.edu/realms/university',
  OIDC_CLIENT_SECRET: 'kP4sW9mZ2qR7vX1cT8nB5yL3hF6dJ0gE',
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
      /^MOODLE_TOKEN is not set or has its development value while MOODLE_URL/,
    ],
    [
      'YOKSIS_PASSWORD',
      { YOKSIS_URL: 'https://yoksis.example.gov.tr' },
      /^YOKSIS_PASSWORD is not set or has its development value while/,
    ],
    [
      'YOKSIS_PASSWORD',
      { YOKSIS_URL: 'https://yoksis.example.gov.tr', YOKSIS_PASSWORD: 'unacs-dev' },
      /^YOKSIS_PASSWORD is not set or has its development value while/,
    ],
    [
      'MOODLE_TOKEN',
      { MOODLE_URL: 'https://moodle.example.edu', MOODLE_TOKEN: 'unacs-dev-moodle' },
      /^MOODLE_TOKEN is not set or has its development value while/,
    ],
    [
      'YOKSIS_PASSWORD',
      { MILITARY_URL: 'https://servisler.yok.gov.tr/rest/obs', YOKSIS_PASSWORD: 'unacs-dev' },
      /^YOKSIS_PASSWORD is not set or has its development value while MILITARY_URL/,
    ],
    ['OTP_PEPPER', { OTP_PEPPER: 'x' }, /^OTP_PEPPER is too weak: it has 1 characters; at least 32/],
    ['OTP_PEPPER', { OTP_PEPPER: 'a-long-random-pepper' }, /^OTP_PEPPER is too weak: it has 20 characters/],
    ['OTP_PEPPER', { OTP_PEPPER: 'ab'.repeat(20) }, /^OTP_PEPPER is too weak: it has fewer than 6 different/],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: 'the-portal-secret' }, /^OIDC_CLIENT_SECRET is too weak/],
    ['SSO_COOKIE_SECRET', { SSO_COOKIE_SECRET: 'cookie-secret' }, /^SSO_COOKIE_SECRET is too weak/],
    [
      'KEY_ENCRYPTION_KEY',
      { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') },
      /^KEY_ENCRYPTION_KEY is too weak: its 32 bytes are not random/,
    ],
    [
      'YOKSIS_PASSWORD',
      { MILITARY_URL: 'https://servisler.yok.gov.tr/rest/obs' },
      /^YOKSIS_PASSWORD is not set or has its development value while MILITARY_URL/,
    ],
    [
      'YOKSIS_PASSWORD',
      { YOKSIS_URL: 'https://yoksis.example.gov.tr' },
      /^YOKSIS_PASSWORD is not set or has its development value while YOKSIS_URL/,
    ],
  ])('name %s on one line when it keeps a development value (%o)', (_name, change, line) => {
    const problems = problemsOf({ ...oidcProduction, ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(line)
  })

  it('accept strong secrets: 32+ characters, or 16+ random bytes in base64 or hex', () => {
    for (const secret of [
      'Jx3vQm8tR2wLp9sK4zNc7yHb1fGd6aEu', // 32 characters
      'q8Zr3LmV0cT5yW1nB7xK2g==', // base64 of 16 bytes
      'q8Zr3LmV0cT5yW1nB7xK2g', // the same without padding
      '3f9a1c77e0b24d5a8c6e91f0b7d3a254', // hex of 16 bytes
    ]) {
      expect(weakSecretReason(secret), secret).toBeNull()
      expect(
        problemsOf({ ...oidcProduction, OTP_PEPPER: secret, SSO_COOKIE_SECRET: secret }),
        secret,
      ).toEqual([])
    }
    expect(weakSecretReason('q8Zr3LmV0cT5yW1nB7xK')).toMatch(/has 20 characters/) // 15 bytes of base64
  })

  it('name the virtual POS store key when it is weak', () => {
    const pos = {
      POS_CLIENT_ID: '190100000',
      POS_GATE_URL: 'https://sanalpos.example.com.tr/fim/est3Dgate',
      POS_API_URL: 'https://sanalpos.example.com.tr/fim/api',
      POS_API_USER: 'api',
      POS_API_PASSWORD: 'issued-by-the-bank',
    }
    expect(problemsOf({ ...oidcProduction, ...pos, POS_STORE_KEY: 'TRPS0200' })).toEqual([
      expect.stringMatching(/^POS_STORE_KEY is too weak: it has 8 characters/),
    ])
    expect(
      problemsOf({ ...oidcProduction, ...pos, POS_STORE_KEY: 'Jx3vQm8tR2wLp9sK4zNc7yHb1fGd6aEu' }),
    ).toEqual([])
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

  it('list every malformed variable at configuration time, one line each, not only the first (issue 33 §3)', () => {
    const error = (() => {
      try {
        loadConfig({ TRUST_PROXY: 'true', KEY_ENCRYPTION_KEY: 'short', PORT: 'eighty', SSO_PROTOCOL: 'cas' })
      } catch (err) {
        return err
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number, got "eighty"',
      expect.stringMatching(/^TRUST_PROXY=true would trust any X-Forwarded-For/),
      expect.stringMatching(/^KEY_ENCRYPTION_KEY must be 32 random bytes in base64/),
      'SSO_PROTOCOL must be oidc or saml',
    ])
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
