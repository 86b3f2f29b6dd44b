/**
 * What stops a production start (issue 14 "Development mode is the default: make it safe"; README
 * "Configuration"): every development default still in force, one line each, so `NODE_ENV=production`
 * refuses to start instead of running with a known secret, the development identity provider or the
 * development outbox. Modelled on Keycloak's `start-dev` / `start` split.
 */
import {
  type AppConfig,
  DEV_KEY_ENCRYPTION_KEY,
  DEV_MAIL_FROM,
  DEV_OIDC_CLIENT_SECRET,
  DEV_OTP_PEPPER,
  DEV_YOKSIS_PASSWORD,
} from './config.ts'
import { moodleSettings } from './features/moodle/index.ts'
import { devIdpIssuer } from './identity/dev-idp/index.ts'

/** Characters a secret the portal holds must have at least (issue 33 §3), unless it is 16+ bytes in base64. */
export const SECRET_MIN_CHARS = 32

/**
 * Why `value` is too weak for a secret (issue 33 §3), or null when it is strong enough: at least
 * SECRET_MIN_CHARS characters, or base64 of at least 16 bytes (22+ characters); and never a placeholder of
 * fewer than 6 different characters (a random secret of that length has far more).
 */
export function weakSecretReason(value: string): string | null {
  const base64Bytes = /^[A-Za-z0-9+/_-]{22,}={0,2}$/.test(value) ? Buffer.from(value, 'base64').length : 0
  if (value.length < SECRET_MIN_CHARS && base64Bytes < 16) {
    return `has ${value.length} characters; at least ${SECRET_MIN_CHARS} (or 16 random bytes in base64) are needed`
  }
  if (new Set(value).size < 6) return `has fewer than 6 different characters`
  return null
}

/** The one line naming `name` when `value` is a weak secret, else nothing. */
function secretStrength(name: string, value: string): string[] {
  const reason = weakSecretReason(value)
  return reason ? [`${name} is too weak: it ${reason} (e.g. openssl rand -base64 32)`] : []
}

/**
 * The problems of `config` (read with NODE_ENV=production) as one line each, naming the variable to set;
 * empty when it may serve in production. Never throws.
 */
export function productionProblems(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = []
  if (!isHttps(config.publicUrl)) {
    problems.push(`PUBLIC_URL must be an https:// address, got "${config.publicUrl}"`)
  }
  if (config.otpPepper === DEV_OTP_PEPPER) {
    problems.push('OTP_PEPPER is not set or has its development value (set a long random secret)')
  } else {
    problems.push(...secretStrength('OTP_PEPPER', config.otpPepper))
  }
  if (Buffer.from(config.keyEncryptionKey).toString('base64') === DEV_KEY_ENCRYPTION_KEY) {
    problems.push(
      'KEY_ENCRYPTION_KEY is not set or has its development value (set 32 random bytes in base64: openssl rand -base64 32)',
    )
  } else if (new Set(config.keyEncryptionKey).size < 16) {
    problems.push('KEY_ENCRYPTION_KEY is too weak: its 32 bytes are not random (set openssl rand -base64 32)')
  }
  if (config.sso.cookieSecret !== null) {
    problems.push(...secretStrength('SSO_COOKIE_SECRET', config.sso.cookieSecret))
  }
  if (config.virtualPos) problems.push(...secretStrength('POS_STORE_KEY', config.virtualPos.storeKey))
  problems.push(...signInProblems(config))
  if (!config.smtpUrl) {
    problems.push('SMTP_URL is not set (mail would go to the development outbox instead of being sent)')
  }
  if (config.mailFrom === DEV_MAIL_FROM) {
    problems.push(`MAIL_FROM is not set (the development sender "${DEV_MAIL_FROM}" would be used)`)
  }
  problems.push(...outsideSystemProblems(env))
  return problems
}

/**
 * An outside system configured by its address but not its secret (issue 20), or with the development value
 * (issue 33 §3): the development secret would be sent to the real service. Its address unset is allowed (its
 * calls answer "unavailable" in production). These credentials are issued by the other system, so only the
 * development value is refused, not their length.
 */
function outsideSystemProblems(env: NodeJS.ProcessEnv): string[] {
  const pairs = [
    ['YOKSIS_URL', 'YOKSIS_PASSWORD', DEV_YOKSIS_PASSWORD],
    ['MOODLE_URL', 'MOODLE_TOKEN', moodleSettings({}).token],
    // The military service is YÖKSİS's REST OBS: the same account (issue 35).
    ['MILITARY_URL', 'YOKSIS_PASSWORD', DEV_YOKSIS_PASSWORD],
  ] as const
  return pairs
    .filter(([url, secret, development]) => env[url] && (!env[secret] || env[secret] === development))
    .map(
      ([url, secret]) =>
        `${secret} is not set or has its development value while ${url} is (the development value would be sent)`,
    )
}

/** The sign-in settings' problems: the development provider, its client secret, missing SAML settings. */
function signInProblems({ sso, publicUrl }: AppConfig): string[] {
  const problems: string[] = []
  if (sso.devIdpEnabled) {
    problems.push(
      'DEV_IDP_ENABLED=true (the development identity provider signs anyone in without a password)',
    )
  }
  if (sso.protocol === 'oidc') {
    const issuer = sso.oidc.issuer?.replace(/\/+$/, '') ?? null
    if (issuer === null || issuer === devIdpIssuer(publicUrl.replace(/\/+$/, ''))) {
      problems.push(
        'OIDC_ISSUER is not set (sign-in would need the development identity provider; set the university provider or SSO_PROTOCOL=saml)',
      )
    } else if (!isHttps(issuer)) {
      problems.push(`OIDC_ISSUER must be an https:// address, got "${issuer}"`)
    }
    if (sso.oidc.clientSecret === DEV_OIDC_CLIENT_SECRET) {
      problems.push('OIDC_CLIENT_SECRET is not set or has its development value')
    } else {
      problems.push(...secretStrength('OIDC_CLIENT_SECRET', sso.oidc.clientSecret))
    }
  } else {
    if (!sso.saml.entryPoint) problems.push('SAML_ENTRY_POINT is not set (required with SSO_PROTOCOL=saml)')
    if (sso.saml.idpCerts.length === 0 && !sso.saml.idpMetadataUrl) {
      problems.push(
        'SAML_IDP_CERT is not set (required with SSO_PROTOCOL=saml, unless SAML_IDP_METADATA_URL is)',
      )
    }
    if (sso.saml.idpMetadataUrl && !isHttps(sso.saml.idpMetadataUrl)) {
      problems.push(`SAML_IDP_METADATA_URL must be an https:// address, got "${sso.saml.idpMetadataUrl}"`)
    }
    if (!sso.saml.idpIssuer) {
      problems.push(
        "SAML_IDP_ISSUER is not set (required with SSO_PROTOCOL=saml: every Response's and Assertion's Issuer is compared with it)",
      )
    }
    if (sso.saml.logoutUrl && (!sso.saml.spKey || !sso.saml.spCert)) {
      problems.push(
        'SAML_LOGOUT_URL is set without SAML_SP_KEY and SAML_SP_CERT (LogoutRequests must be signed)',
      )
    }
  }
  return problems
}

/** True when `url` parses as an https URL. */
function isHttps(url: string): boolean {
  return URL.canParse(url) && new URL(url).protocol === 'https:'
}
