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
} from './config.ts'
import { devIdpIssuer } from './identity/dev-idp/index.ts'

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
  }
  if (Buffer.from(config.keyEncryptionKey).toString('base64') === DEV_KEY_ENCRYPTION_KEY) {
    problems.push(
      'KEY_ENCRYPTION_KEY is not set or has its development value (set 32 random bytes in base64: openssl rand -base64 32)',
    )
  }
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
 * An outside system configured by its address but not its secret (issue 20): the development secret would be
 * sent to the real service. Its address unset is allowed (its calls answer "unavailable" in production).
 */
function outsideSystemProblems(env: NodeJS.ProcessEnv): string[] {
  const pairs = [
    ['YOKSIS_URL', 'YOKSIS_PASSWORD'],
    ['MOODLE_URL', 'MOODLE_TOKEN'],
    ['MILITARY_URL', 'MILITARY_KEY'],
  ] as const
  return pairs
    .filter(([url, secret]) => env[url] && !env[secret])
    .map(([url, secret]) => `${secret} is not set while ${url} is (the development value would be sent)`)
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
