/**
 * Runtime configuration from environment variables, each with its default (README "Configuration").
 * Spec-independent; DESIGN.md §1.
 */

import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import type { DatabaseConfig } from './db/client.ts'
import { smsProviderOf } from './platform/sms/http-sms-sender.ts'

/** OTP_PEPPER's development value; a production start refuses it (production-problems.ts, issue 14). */
export const DEV_OTP_PEPPER = 'unacs-development-otp-pepper'
/** OIDC_CLIENT_SECRET's development value (the development provider's client); refused in production. */
export const DEV_OIDC_CLIENT_SECRET = 'unacs-development-client-secret'
/** KEY_ENCRYPTION_KEY's development value (base64 of 32 bytes); a production start refuses it (issue 15). */
export const DEV_KEY_ENCRYPTION_KEY = 'orecjgRJ6KRFMUkxEwzxBjaWp16w5KDddTdZyOSS9pA='
/** YOKSIS_PASSWORD's development value (the development counterpart's); refused in production. */
export const DEV_YOKSIS_PASSWORD = 'unacs-dev'
/** MAIL_FROM's development value (a .localhost sender no mail server accepts); refused in production. */
export const DEV_MAIL_FROM = 'UNACS <no-reply@unacs.localhost>'

/** The API package's version (APP_VERSION's default), read once. */
const API_PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version

/** TRUST_PROXY parsed: false, or the proxies' addresses/CIDRs (and proxy-addr's named ranges). */
export type TrustProxy = false | string[]

/** The process configuration. Durations are in seconds. */
export interface AppConfig {
  port: number
  /** Address to listen on: HOST, else 127.0.0.1 in development (this machine only), 0.0.0.0 in production. */
  host: string
  nodeEnv: string
  database: DatabaseConfig
  /** DATABASE_MIGRATION_URL: the owner role that migrates and grants the DATABASE_URL (runtime) role its
   * privileges (issue 15); null migrates as the DATABASE_URL role itself. PostgreSQL only. */
  databaseMigrationUrl: string | null
  /** Students in the demo university seeded on first start of an empty database. 0 disables the seed. */
  seedStudents: number
  /** Directory of the built web app (served at /), or null to serve none. */
  webDist: string | null
  logLevel: string
  /** Public base URL of the portal, used for redirects. */
  publicUrl: string
  /**
   * Which peers may set X-Forwarded-For/-Proto/-Host (TRUST_PROXY), as Fastify's `trustProxy` takes it: false
   * (none, the default) or a list of proxy addresses/CIDRs. Never "trust everyone" nor a bare hop count:
   * `request.ip` must not be a header the client chooses (issue 15).
   */
  trustProxy: TrustProxy
  /** SMTP server for outgoing mail (nodemailer URL), or null to write mail to the database outbox. */
  smtpUrl: string | null
  /** Sender address of outgoing mail. */
  mailFrom: string
  /** Bulk-SMS provider's HTTP API (platform/sms), or null to write SMS to the database outbox. */
  smsUrl: string | null
  /** Sender header (originator) of outgoing SMS. */
  smsSender: string
  /** İleti Merkezi's API key and hash (SMS_API_KEY, SMS_API_HASH; issue 35), or null. */
  smsApiKey: string | null
  smsApiHash: string | null
  /** Redis for counters shared by instances (rate limits), or null to keep them in the database. */
  redisUrl: string | null
  /** Secret mixed into one-time-code hashes (HMAC key); a production start refuses the development value. */
  otpPepper: string
  /** KEY_ENCRYPTION_KEY decoded (32 bytes): encrypts token signing keys at rest and keys the sign-in state
   * cookie (unless SSO_COOKIE_SECRET is set); the development value is refused in production. */
  keyEncryptionKey: Uint8Array
  /** Single sign-on (identity/sso) and the development identity provider (identity/dev-idp). */
  sso: SsoConfig
  /** Day of the month (1–28, Istanbul date) from which that month's payroll is available (spec §3). */
  payrollAvailableDay: number
  /** Unicode TrueType fonts embedded in generated PDFs (Turkish letters ç ğ ı İ ö ş ü). */
  pdfFonts: { regular: string; bold: string }
  /** Seconds after which the development licence provider grants a requested A3 licence. */
  licenceDevGrantSeconds: number
  /** Passing total of a student's event points, after the per-type caps (spec §9; EVENT_PASS_SCORE). */
  eventPassScore: number
  /** Days a generated document can be viewed by its verification code (spec §8; DOCUMENT_DISPLAY_DAYS). */
  documentDisplayDays: number
  /** Serve the OpenAPI document and its UI at /api/docs (API_DOCS; default true outside production, false in it). */
  apiDocs: boolean
  /** Metrics (issue 38): bearer token that may read /metrics from any address (METRICS_TOKEN), or null. */
  metricsToken: string | null
  /** METRICS_PORT: serve /metrics on this port only (a separate listener), or null for the main port. */
  metricsPort: number | null
  /** AUDIT_SEAL_INTERVAL_MS: the audit sealer's pause between steps when nothing is sealable (ms; issue 40);
   * 0 runs no sealer on this instance. */
  auditSealIntervalMs: number
  /**
   * YÖKSİS (features/yoksis, issues 20 and 35): SOAP base `url` (services at `{url}/<Service>`) and REST OBS base
   * `restUrl`; null = the development counterpart at /dev/yoksis. `ratePerS`: persons asked per second by a
   * comparison; `universityId`: the university's YÖKSİS unit id (null = the counterpart's demo id).
   */
  yoksis: {
    url: string | null
    restUrl: string | null
    user: string
    password: string
    timeoutMs: number
    ratePerS: number
    universityId: number | null
  }
  /** The release this instance runs (APP_VERSION, default the API package's version), shown on the operator's
   * status page (issue 38). */
  appVersion: string
  /** Seconds between an instance's heartbeats in the status table (STATUS_HEARTBEAT_SECONDS, ≥ 1; issue 38). */
  statusHeartbeatSeconds: number
  /** Hours between scheduled audit chain verifications (AUDIT_VERIFY_HOURS; 0 = none; issue 38). */
  auditVerifyHours: number
  /** The bank's virtual POS (POS_*; issue 17), or null for the development bank at /dev/bank (never in production). */
  virtualPos: VirtualPosConfig | null
  /** Bounds of every request's input before anything walks it (issue 33 §1; README "Configuration"). */
  inputLimits: InputLimits
  /** Spreadsheet parsing workers running at once in this instance (SPREADSHEET_WORKERS; issue 33 §1). */
  spreadsheetWorkers: number
}

/** Bounds of request input (BODY_* / QUERY_MAX_PARAMS; issue 33 §1). */
export interface InputLimits {
  /** Largest body in bytes (413 beyond). */
  bodyMaxBytes: number
  /** Deepest nesting of arrays/objects in a JSON body (400 beyond). */
  maxDepth: number
  /** Most keys and array elements in all of a JSON body, counted together (400 beyond). */
  maxKeys: number
  /** Longest string (or key) of a JSON body, a query value or a multipart field, in characters. */
  maxStringLength: number
  /** Most parameters of a query string or a form body (400 beyond). */
  queryMaxParams: number
}

/** The bank's NestPay virtual POS (README "Configuration", POS_*). */
export interface VirtualPosConfig {
  /** The bank's 3-D gate (the browser posts the signed form there), e.g. https://sanalpos.example.com.tr/fim/est3Dgate. */
  gateUrl: string
  /** The bank's API endpoint (CC5Request XML), e.g. https://sanalpos.example.com.tr/fim/api. */
  apiUrl: string
  clientId: string
  /** The store key the hashes are computed with (secret). */
  storeKey: string
  apiUser: string
  apiPassword: string
  /** Milliseconds an API call may take before the bank counts as unreachable. */
  timeoutMs: number
  /** 3-D Secure results (`mdStatus` values) accepted as authenticated (POS_MD_STATUSES, default "1"). */
  acceptedMdStatuses: readonly string[]
}

/** How the relying party authenticates at the token endpoint (README OIDC_TOKEN_AUTH_METHOD). */
export type OidcTokenAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt'

/** Sign-in settings (README "Configuration", SSO_* / OIDC_* / SAML_* / DEV_IDP_ENABLED). */
export interface SsoConfig {
  /** Protocol spoken with the university's identity provider. */
  protocol: 'oidc' | 'saml'
  /** Secret of the short-lived sign-in state cookie; null derives its key from KEY_ENCRYPTION_KEY. */
  cookieSecret: string | null
  /** Claim (OIDC) or attribute (SAML) holding the institutional e-mail. */
  emailClaim: string
  /** Claim/attribute holding a staff registry number (SicilNo), or null to not map by it. */
  registryNoClaim: string | null
  /** Claim/attribute holding a student number (OgrNo), or null to not map by it. */
  studentNoClaim: string | null
  /** True when the development identity provider may be mounted (default outside production; a production
   * start refuses DEV_IDP_ENABLED=true). */
  devIdpEnabled: boolean
  oidc: {
    /** Issuer of the external provider, or null for the development provider at PUBLIC_URL/idp. */
    issuer: string | null
    clientId: string
    clientSecret: string
    scope: string
    /** How the portal authenticates at the token endpoint (OIDC_TOKEN_AUTH_METHOD, issue 34 point 6). */
    tokenAuthMethod: OidcTokenAuthMethod
    /** PEM private key (PKCS#8) signing the client assertion with private_key_jwt (OIDC_CLIENT_PRIVATE_KEY). */
    clientPrivateKey: string | null
  }
  saml: {
    /** The provider's single sign-on URL (HTTP-Redirect binding). */
    entryPoint: string | null
    /** Our entity id (SP issuer), also the expected audience. */
    issuer: string
    /** The provider's signing certificates (PEM), pinned: the current one and, during a rollover, the next
     * (SAML_IDP_CERT holds one or several; issue 34 point 4). Empty until configured. */
    idpCerts: string[]
    /** The provider's metadata URL, read for more signing certificates (cached), or null. */
    idpMetadataUrl: string | null
    /** How long the metadata's certificates are kept before it is read again (seconds). */
    idpMetadataCacheSeconds: number
    /** The provider's entity id: the Issuer every Response and Assertion must carry (required). */
    idpIssuer: string | null
    /** The provider's single logout URL (HTTP-Redirect), or null when it has none (issue 34 point 1). */
    logoutUrl: string | null
    /** Our single logout service URL (LogoutResponse and IdP-initiated LogoutRequest arrive there). */
    logoutCallbackUrl: string
    /** The portal's SAML signing key (PEM), signs LogoutRequests and LogoutResponses; null without SLO. */
    spKey: string | null
    /** The certificate of `spKey` (PEM), published in the SP metadata for the provider to verify. */
    spCert: string | null
    /** Our assertion consumer service URL. */
    callbackUrl: string
    /** Require the whole Response to be signed as well as the assertion. */
    wantResponseSigned: boolean
  }
}

/** Debian's DejaVu fonts (package fonts-dejavu-core, installed by scripts/ensure-system-packages.sh). */
const DEBIAN_DEJAVU = '/usr/share/fonts/truetype/dejavu'

/**
 * Every problem of an environment that `loadConfig` cannot read, one line each (issue 33 §3): server.ts
 * prints them and exits 1, with no stack trace. The message is the lines joined by newlines.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'ConfigError'
  }
}

/**
 * Reads the configuration from `env` (defaults documented in README). Throws a ConfigError listing every
 * malformed value (a number, TRUST_PROXY, KEY_ENCRYPTION_KEY, SSO_PROTOCOL, PAYROLL_AVAILABLE_DAY, POS_*),
 * not only the first. Development defaults are returned as they are; `productionProblems` names them for a
 * production start.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = []
  /** `read()`'s value, or `fallback` with its error's message noted as a problem. */
  const attempt = <T>(fallback: T, read: () => T): T => {
    try {
      return read()
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err))
      return fallback
    }
  }
  const int = (value: string | undefined, fallback: number, name: string) =>
    attempt(fallback, () => intFrom(value, fallback, name))
  const port = int(env.PORT, 8080, 'PORT')
  const host = env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1')
  const database: DatabaseConfig = env.DATABASE_URL
    ? {
        engine: 'postgres',
        url: env.DATABASE_URL,
        poolSize: int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
        connectionTimeoutMs: int(env.DATABASE_CONNECT_TIMEOUT_MS, 5000, 'DATABASE_CONNECT_TIMEOUT_MS'),
        statementTimeoutMs: int(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
        lockTimeoutMs: int(env.DATABASE_LOCK_TIMEOUT_MS, 10_000, 'DATABASE_LOCK_TIMEOUT_MS'),
      }
    : {
        engine: 'pglite',
        dataDir: env.DATA_DIR === 'memory' ? null : resolve(env.DATA_DIR ?? resolve(repoRoot(), 'data')),
      }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`
  const config: AppConfig = {
    port,
    host,
    nodeEnv: env.NODE_ENV ?? 'development',
    database,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || null,
    // Demo data only where a demo is expected: a production database starts empty unless asked (issue 14).
    seedStudents: int(env.SEED_STUDENTS, env.NODE_ENV === 'production' ? 0 : 3000, 'SEED_STUDENTS'),
    webDist: env.WEB_DIST === 'none' ? null : resolve(env.WEB_DIST ?? resolve(repoRoot(), 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: attempt(publicUrl, () => publicUrlFrom(publicUrl)),
    trustProxy: attempt<TrustProxy>(false, () => trustProxyFrom(env.TRUST_PROXY)),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || DEV_MAIL_FROM,
    smsUrl: env.SMS_URL || null,
    smsSender: env.SMS_SENDER || 'UNACS',
    smsApiKey: env.SMS_API_KEY || null,
    smsApiHash: env.SMS_API_HASH || null,
    redisUrl: env.REDIS_URL || null,
    otpPepper: env.OTP_PEPPER || DEV_OTP_PEPPER,
    keyEncryptionKey: attempt(new Uint8Array(32), () =>
      keyEncryptionKeyFrom(env.KEY_ENCRYPTION_KEY || DEV_KEY_ENCRYPTION_KEY),
    ),
    // No fallback is ever used: any problem noted here makes loadConfig throw ConfigError below.
    sso: attempt(null as unknown as SsoConfig, () => ssoConfigFrom(env, publicUrl)),
    payrollAvailableDay: attempt(15, () => payrollAvailableDayFrom(env.PAYROLL_AVAILABLE_DAY)),
    pdfFonts: {
      regular: env.PDF_FONT || `${DEBIAN_DEJAVU}/DejaVuSans.ttf`,
      bold: env.PDF_FONT_BOLD || `${DEBIAN_DEJAVU}/DejaVuSans-Bold.ttf`,
    },
    licenceDevGrantSeconds: int(env.LICENCE_DEV_GRANT_SECONDS, 30, 'LICENCE_DEV_GRANT_SECONDS'),
    eventPassScore: int(env.EVENT_PASS_SCORE, 100, 'EVENT_PASS_SCORE'),
    documentDisplayDays: int(env.DOCUMENT_DISPLAY_DAYS, 30, 'DOCUMENT_DISPLAY_DAYS'),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    metricsToken: env.METRICS_TOKEN || null,
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
    auditSealIntervalMs: int(env.AUDIT_SEAL_INTERVAL_MS, 500, 'AUDIT_SEAL_INTERVAL_MS'),
    appVersion: env.APP_VERSION || API_PACKAGE_VERSION,
    statusHeartbeatSeconds: Math.max(1, int(env.STATUS_HEARTBEAT_SECONDS, 15, 'STATUS_HEARTBEAT_SECONDS')),
    auditVerifyHours: int(env.AUDIT_VERIFY_HOURS, 24, 'AUDIT_VERIFY_HOURS'),
    yoksis: {
      url: env.YOKSIS_URL ? env.YOKSIS_URL.replace(/\/+$/, '') : null,
      restUrl: env.YOKSIS_REST_URL ? env.YOKSIS_REST_URL.replace(/\/+$/, '') : null,
      user: env.YOKSIS_USER || 'unacs-dev',
      password: env.YOKSIS_PASSWORD || DEV_YOKSIS_PASSWORD,
      timeoutMs: int(env.YOKSIS_TIMEOUT_MS, 10_000, 'YOKSIS_TIMEOUT_MS'),
      ratePerS: Math.max(1, int(env.YOKSIS_RATE_PER_S, 5, 'YOKSIS_RATE_PER_S')),
      universityId: env.YOKSIS_UNIVERSITY_ID
        ? int(env.YOKSIS_UNIVERSITY_ID, 0, 'YOKSIS_UNIVERSITY_ID')
        : null,
    },
    virtualPos: attempt(null, () => virtualPosFrom(env)),
    inputLimits: {
      bodyMaxBytes: int(env.BODY_MAX_BYTES, 2 * 1024 * 1024, 'BODY_MAX_BYTES'),
      maxDepth: int(env.BODY_MAX_DEPTH, 32, 'BODY_MAX_DEPTH'),
      maxKeys: int(env.BODY_MAX_KEYS, 100_000, 'BODY_MAX_KEYS'),
      maxStringLength: int(env.BODY_MAX_STRING_LENGTH, 100_000, 'BODY_MAX_STRING_LENGTH'),
      queryMaxParams: int(env.QUERY_MAX_PARAMS, 200, 'QUERY_MAX_PARAMS'),
    },
    spreadsheetWorkers: Math.max(1, int(env.SPREADSHEET_WORKERS, 2, 'SPREADSHEET_WORKERS')),
  }
  if (env.SMS_URL)
    attempt(null, () => smsProviderOf(env.SMS_URL as string, config.smsApiKey, config.smsApiHash))
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY (issue 15 "Deployment"): unset, empty or `false` → false (X-Forwarded-* ignored); otherwise a
 * comma-separated list of the proxies' addresses or CIDRs (IPv4/IPv6) or proxy-addr's names loopback,
 * linklocal, uniquelocal, as Fastify's `trustProxy` takes it. `request.ip` is then the nearest address in
 * X-Forwarded-For that is not a trusted proxy. Throws on `true` (any client could choose its address by sending
 * X-Forwarded-For and so dodge every per-IP limit), on a hop count (Fastify 5.12 no longer honours one: it
 * cannot tell the proxy from a client that reaches an instance directly, so it would trust nothing and put
 * every client in the proxy's bucket) and on anything that is not an address or CIDR.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; set the addresses or CIDRs of the proxies in front of the portal (e.g. 10.0.0.5,10.0.1.0/24)',
    )
  }
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text}: a hop count cannot tell the proxy from a client that reaches the portal directly; set the proxies' addresses or CIDRs instead (e.g. 10.0.0.5,10.0.1.0/24)`,
    )
  }
  const entries = text.split(',').map((e) => e.trim())
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const maxBits = family === 4 ? 32 : 128
    const ok =
      NAMED_RANGES.has(entry) ||
      (family !== 0 &&
        extra === undefined &&
        (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)))
    if (!ok) {
      throw new Error(
        `TRUST_PROXY must be false or a comma-separated list of proxy addresses/CIDRs; "${entry}" is none of these`,
      )
    }
  }
  return entries
}

/** KEY_ENCRYPTION_KEY: standard or URL-safe base64 of exactly 32 bytes; throws otherwise (issue 15). */
function keyEncryptionKeyFrom(value: string): Uint8Array {
  const bytes = Buffer.from(value.trim(), 'base64')
  if (bytes.length !== 32 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value.trim())) {
    throw new Error('KEY_ENCRYPTION_KEY must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)')
  }
  return new Uint8Array(bytes)
}

/** PAYROLL_AVAILABLE_DAY: 1–28 (every month has that day), default 15. */
function payrollAvailableDayFrom(value: string | undefined): number {
  const day = intFrom(value, 15, 'PAYROLL_AVAILABLE_DAY')
  if (day < 1 || day > 28) throw new Error(`PAYROLL_AVAILABLE_DAY must be between 1 and 28, got "${value}"`)
  return day
}

/** The sign-in settings from `env`; `publicUrl` gives the defaults of our own URLs. */
function ssoConfigFrom(env: NodeJS.ProcessEnv, publicUrl: string): SsoConfig {
  const protocol = env.SSO_PROTOCOL ?? 'oidc'
  if (protocol !== 'oidc' && protocol !== 'saml') throw new Error(`SSO_PROTOCOL must be oidc or saml`)
  const production = env.NODE_ENV === 'production'
  return {
    protocol,
    cookieSecret: env.SSO_COOKIE_SECRET || null,
    emailClaim: env.SSO_EMAIL_CLAIM || 'email',
    registryNoClaim: env.SSO_REGISTRY_NO_CLAIM || null,
    studentNoClaim: env.SSO_STUDENT_NO_CLAIM || null,
    devIdpEnabled: env.DEV_IDP_ENABLED ? env.DEV_IDP_ENABLED === 'true' : !production,
    oidc: {
      issuer: env.OIDC_ISSUER || null,
      clientId: env.OIDC_CLIENT_ID || 'unacs-portal',
      clientSecret: env.OIDC_CLIENT_SECRET || DEV_OIDC_CLIENT_SECRET,
      scope: env.OIDC_SCOPE || 'openid email profile',
      tokenAuthMethod: tokenAuthMethodFrom(env.OIDC_TOKEN_AUTH_METHOD),
      clientPrivateKey: env.OIDC_CLIENT_PRIVATE_KEY ? pemFrom(env.OIDC_CLIENT_PRIVATE_KEY) : null,
    },
    saml: {
      entryPoint: env.SAML_ENTRY_POINT || null,
      issuer: env.SAML_ISSUER || publicUrl,
      idpCerts: certificatesFrom(env.SAML_IDP_CERT),
      idpMetadataUrl: env.SAML_IDP_METADATA_URL || null,
      idpMetadataCacheSeconds: intFrom(
        env.SAML_IDP_METADATA_CACHE_SECONDS,
        3600,
        'SAML_IDP_METADATA_CACHE_SECONDS',
      ),
      idpIssuer: env.SAML_IDP_ISSUER || null,
      callbackUrl: env.SAML_CALLBACK_URL || `${publicUrl}/api/Identity/Auth/SamlCallback`,
      wantResponseSigned: env.SAML_WANT_RESPONSE_SIGNED === 'true',
      logoutUrl: env.SAML_LOGOUT_URL || null,
      logoutCallbackUrl: `${publicUrl}/api/Identity/Auth/SamlLogout`,
      spKey: env.SAML_SP_KEY ? pemFrom(env.SAML_SP_KEY) : null,
      spCert: env.SAML_SP_CERT ? pemFrom(env.SAML_SP_CERT) : null,
    },
  }
}

/**
 * PUBLIC_URL, refused when it is plain http on a host other than loopback (issue 34 point 10): the portal's
 * cookies are Secure and its headers upgrade every asset to https, so such an address would give a blank page
 * and a sign-in that always fails. Loopback http (localhost, 127.0.0.1, [::1]) is the browsers' secure context.
 */
function publicUrlFrom(value: string): string {
  if (!URL.canParse(value)) throw new Error(`PUBLIC_URL must be an absolute URL, got "${value}"`)
  const url = new URL(value)
  const loopback =
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost')
  if (url.protocol === 'http:' && !loopback) {
    throw new Error(
      `PUBLIC_URL "${value}" is plain http on a host that is not loopback: the portal needs TLS (an https:// address, e.g. behind nginx; see docs/deploy.md). Plain http works only on localhost or 127.0.0.1.`,
    )
  }
  return value
}

/** OIDC_TOKEN_AUTH_METHOD: one of the three methods (default client_secret_basic); throws otherwise. */
function tokenAuthMethodFrom(value: string | undefined): OidcTokenAuthMethod {
  const method = value || 'client_secret_basic'
  if (method === 'client_secret_basic' || method === 'client_secret_post' || method === 'private_key_jwt') {
    return method
  }
  throw new Error(
    `OIDC_TOKEN_AUTH_METHOD must be client_secret_basic, client_secret_post or private_key_jwt, got "${value}"`,
  )
}

/** A PEM value from the environment: `\n` escapes become line breaks. */
function pemFrom(value: string): string {
  return value.replace(/\\n/g, '\n').trim()
}

/**
 * SAML_IDP_CERT as a list of PEM certificates (issue 34 point 4): several PEM blocks, or bare base64
 * certificates separated by commas, semicolons or whitespace. Empty when unset.
 */
export function certificatesFrom(value: string | undefined): string[] {
  if (!value) return []
  const text = pemFrom(value)
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g)
  if (blocks) return blocks
  return text
    .split(/[,;\s]+/)
    .filter((b) => b !== '')
    .map((b) => `-----BEGIN CERTIFICATE-----\n${b.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`)
}

/** The repository root (two levels above apps/api). */
export function repoRoot(): string {
  return resolve(import.meta.dirname, '../../..')
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`)
  return n
}

/**
 * POS_* (issue 17): null when POS_CLIENT_ID is unset (the development bank outside production; card payments
 * unavailable in production); otherwise every POS_* value is required. Throws naming the missing ones.
 */
export function virtualPosFrom(env: NodeJS.ProcessEnv): VirtualPosConfig | null {
  if (!env.POS_CLIENT_ID) return null
  const names = ['POS_GATE_URL', 'POS_API_URL', 'POS_STORE_KEY', 'POS_API_USER', 'POS_API_PASSWORD'] as const
  const missing = names.filter((n) => !env[n])
  if (missing.length > 0) throw new Error(`POS_CLIENT_ID is set, so ${missing.join(', ')} must be set too`)
  for (const n of ['POS_GATE_URL', 'POS_API_URL'] as const)
    if (!URL.canParse(env[n] as string)) throw new Error(`${n} must be an absolute URL, got "${env[n]}"`)
  return {
    gateUrl: env.POS_GATE_URL as string,
    apiUrl: env.POS_API_URL as string,
    clientId: env.POS_CLIENT_ID,
    storeKey: env.POS_STORE_KEY as string,
    apiUser: env.POS_API_USER as string,
    apiPassword: env.POS_API_PASSWORD as string,
    timeoutMs: intFrom(env.POS_TIMEOUT_MS, 15_000, 'POS_TIMEOUT_MS'),
    acceptedMdStatuses: mdStatusesFrom(env.POS_MD_STATUSES),
  }
}

/**
 * POS_MD_STATUSES (issue 35 "NestPay details"): the comma-separated `mdStatus` digits accepted as a passed
 * 3-D Secure authentication; default "1" (full 3-D Secure only, as the reference library). Throws on anything
 * but digits 0–9.
 */
export function mdStatusesFrom(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return ['1']
  const list = value.split(',').map((v) => v.trim())
  if (list.some((v) => !/^[0-9]$/.test(v)))
    throw new Error(`POS_MD_STATUSES must be mdStatus digits separated by commas (e.g. "1"), got "${value}"`)
  return [...new Set(list)]
}
