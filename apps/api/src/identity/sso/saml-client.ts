/**
 * The SAML 2.0 service provider (issue "Identity and session API" § Sign-in; issue 34; DESIGN.md §1), with
 * @node-saml/node-saml: AuthnRequest over HTTP-Redirect, Response over HTTP-POST to the assertion consumer
 * service, Single Logout over HTTP-Redirect. Signed assertions are required, the provider's certificates are
 * pinned (SAML_IDP_CERT, and SAML_IDP_METADATA_URL's), and the Response's and Assertion's Issuer must be
 * SAML_IDP_ISSUER (node-saml checks the issuer of logout messages only). The request id is checked against the
 * Response's InResponseTo from the encrypted state cookie, not from process memory, so any API instance can
 * consume the answer to a request another one sent. Replays are stopped by the caller (replay-guard.ts) with
 * the ids this client returns.
 */

import { inflateRawSync } from 'node:zlib'
import {
  type CacheProvider,
  type Profile,
  SAML,
  type SamlConfig,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml'
import { DOMParser } from '@xmldom/xmldom'
import type { SsoConfig } from '../../config.ts'
import { createIdpCertificateSource, type WarnLog } from './idp-certificates.ts'
import type { SamlLogoutState, SamlSignInState } from './state-cookie.ts'

/** Thrown when SAML is chosen but not fully configured. */
export class SamlNotConfiguredError extends Error {}

/** Why an answer of the provider was refused (each has its own page text and log line). */
export type SamlRefusalReason =
  | 'issuer'
  | 'assertionNotSigned'
  | 'invalid'
  | 'providerStatus'
  | 'logoutNotSigned'

/** A refused SAML message, with the reason shown to the user and details for the log. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason: SamlRefusalReason,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** Whom a LogoutRequest names: the subject and session of the assertion that signed the user in. */
export interface SamlSubject {
  nameID: string
  nameIDFormat: string | null
  nameQualifier: string | null
  spNameQualifier: string | null
  sessionIndex: string | null
}

/** A verified assertion. */
export interface SamlAssertion {
  /** The profile's attributes plus `sub` (NameID) and `email` (see `attributesOf`). */
  claims: Record<string, unknown>
  /** Names of the attributes that arrived (for the "no e-mail" page and log). */
  attributeNames: string[]
  subject: SamlSubject
  /** Ids that must be used once: the assertion's (with its issuer) and the InResponseTo. */
  onceIds: string[]
  /** Until when the assertion could be accepted (latest NotOnOrAfter plus the clock skew). */
  usableUntil: Date
}

/** An IdP-initiated LogoutRequest, verified, and how to answer it. */
export interface SamlLogoutRequest {
  subject: SamlSubject
  /** The LogoutResponse URL (signed, HTTP-Redirect) to send the browser to. */
  responseUrl(success: boolean): Promise<string>
}

/** The service provider. */
export interface SamlClient {
  /** The provider's sign-in URL (RelayState = `returnUrl`) and the state to keep until the answer. */
  startSignIn(returnUrl: string): Promise<{ url: string; state: SamlSignInState }>
  /**
   * Validates a posted SAMLResponse against `state` (signatures with the pinned certificates, issuers,
   * InResponseTo, audience, time conditions). Throws SamlRefusal, or node-saml's error, when refused.
   */
  finishSignIn(samlResponse: string, state: SamlSignInState): Promise<SamlAssertion>
  /** True when SAML_LOGOUT_URL and the SP signing key are configured (Single Logout possible). */
  canLogout(): boolean
  /** A signed LogoutRequest URL for `subject` and the state to keep until the LogoutResponse. */
  startLogout(subject: SamlSubject): Promise<{ url: string; state: SamlLogoutState }>
  /** Verifies a LogoutResponse (signed query, issuer, InResponseTo = `state`, status Success). */
  finishLogout(query: Record<string, string>, rawQuery: string, state: SamlLogoutState): Promise<void>
  /** Verifies an IdP-initiated LogoutRequest (signed query, issuer, time). */
  readLogoutRequest(query: Record<string, string>, rawQuery: string): Promise<SamlLogoutRequest>
  /** Our service provider metadata (XML), for registering the portal at the provider. */
  metadata(): string
}

/** How long an AuthnRequest or LogoutRequest may wait for its answer (the state cookie's lifetime). */
const REQUEST_MS = 10 * 60 * 1000
/** Clock difference accepted with the provider. */
export const CLOCK_SKEW_MS = 60_000

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion'
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol'
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#'
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'

const noCache: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
}

/** Creates the service provider from the SAML_* settings; `warn` logs metadata problems. */
export function createSamlClient(settings: SsoConfig['saml'], warn: WarnLog = () => undefined): SamlClient {
  const certificates = createIdpCertificateSource(settings, warn)

  function saml(cacheProvider: CacheProvider): SAML {
    if (!settings.entryPoint || (settings.idpCerts.length === 0 && !settings.idpMetadataUrl)) {
      throw new SamlNotConfiguredError(
        'SAML_ENTRY_POINT and SAML_IDP_CERT (or SAML_IDP_METADATA_URL) must be set',
      )
    }
    if (!settings.idpIssuer) throw new SamlNotConfiguredError('SAML_IDP_ISSUER must be set')
    const options: SamlConfig = {
      entryPoint: settings.entryPoint,
      issuer: settings.issuer,
      audience: settings.issuer,
      callbackUrl: settings.callbackUrl,
      idpCert: (callback) => {
        certificates().then(
          (certs) =>
            certs.length > 0
              ? callback(null, certs)
              : callback(new Error('no certificate of the identity provider is known yet')),
          (err: Error) => callback(err),
        )
      },
      idpIssuer: settings.idpIssuer,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: settings.wantResponseSigned,
      signatureAlgorithm: 'sha256',
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_MS,
      cacheProvider,
    }
    if (settings.logoutUrl) options.logoutUrl = settings.logoutUrl
    if (settings.spKey && settings.spCert) {
      options.privateKey = settings.spKey
      options.publicCert = settings.spCert
      options.logoutCallbackUrl = settings.logoutCallbackUrl
    }
    return new SAML(options)
  }

  /** A cache that records the id node-saml saves (the id of the request it builds). */
  function capture() {
    const seen = { id: '', at: '' }
    const provider: CacheProvider = {
      saveAsync: async (key, value) => {
        seen.id = key
        seen.at = value
        return { value, createdAt: Date.now() }
      },
      getAsync: async () => null,
      removeAsync: async () => null,
    }
    return { seen, provider }
  }

  /** A cache that knows one request id only. */
  const expecting = (requestId: string, issuedAt: string): CacheProvider => ({
    saveAsync: async () => null,
    getAsync: async (key) => (key === requestId ? issuedAt : null),
    removeAsync: async () => null,
  })

  /** node-saml accepts redirect messages without a Signature; the portal does not. */
  function requireRedirectSignature(query: Record<string, string>, what: string) {
    if (!query.Signature || !query.SigAlg) {
      throw new SamlRefusal('logoutNotSigned', `${what} is not signed (HTTP-Redirect Signature missing)`)
    }
  }

  return {
    async startSignIn(returnUrl) {
      const { seen, provider } = capture()
      const url = await saml(provider).getAuthorizeUrlAsync(returnUrl, undefined, {})
      if (!seen.id) throw new Error('no AuthnRequest id')
      return { url, state: { protocol: 'saml', requestId: seen.id, issuedAt: seen.at, returnUrl } }
    },

    async finishSignIn(samlResponse, state) {
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8')
      let profile: Profile | null
      try {
        ;({ profile } = await saml(expecting(state.requestId, state.issuedAt)).validatePostResponseAsync({
          SAMLResponse: samlResponse,
        }))
      } catch (err) {
        throw classify(err, xml, settings.idpIssuer ?? '')
      }
      if (!profile) throw new SamlRefusal('invalid', 'no assertion in the SAML response')
      return verifiedAssertion(profile, settings.idpIssuer ?? '', state.requestId)
    },

    canLogout() {
      return Boolean(settings.logoutUrl && settings.spKey && settings.spCert)
    },

    async startLogout(subject) {
      const { seen, provider } = capture()
      const user: Profile = {
        issuer: settings.issuer,
        nameID: subject.nameID,
        nameIDFormat: subject.nameIDFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        ...(subject.nameQualifier ? { nameQualifier: subject.nameQualifier } : {}),
        ...(subject.spNameQualifier ? { spNameQualifier: subject.spNameQualifier } : {}),
        ...(subject.sessionIndex ? { sessionIndex: subject.sessionIndex } : {}),
      }
      const url = await saml(provider).getLogoutUrlAsync(user, '', {})
      if (!seen.id) throw new Error('no LogoutRequest id')
      return { url, state: { protocol: 'saml-logout', requestId: seen.id, issuedAt: seen.at } }
    },

    async finishLogout(query, rawQuery, state) {
      requireRedirectSignature(query, 'the LogoutResponse')
      if (!query.SAMLResponse) throw new SamlRefusal('invalid', 'no SAMLResponse')
      try {
        await saml(expecting(state.requestId, state.issuedAt)).validateRedirectAsync(query, rawQuery)
      } catch (err) {
        throw new SamlRefusal('invalid', `LogoutResponse refused: ${(err as Error).message}`)
      }
    },

    async readLogoutRequest(query, rawQuery) {
      requireRedirectSignature(query, 'the LogoutRequest')
      const client = saml(noCache)
      let profile: Profile | null
      try {
        ;({ profile } = await client.validateRedirectAsync(query, rawQuery))
      } catch (err) {
        throw new SamlRefusal('invalid', `LogoutRequest refused: ${(err as Error).message}`)
      }
      if (!profile?.nameID) throw new SamlRefusal('invalid', 'LogoutRequest without NameID')
      const request = profile
      return {
        subject: subjectOf(request),
        responseUrl: (success) =>
          client.getLogoutResponseUrlAsync(request, query.RelayState ?? '', {}, success),
      }
    },

    metadata() {
      const client = saml(noCache)
      const xml = client.generateServiceProviderMetadata(null, settings.spCert ?? undefined)
      // node-saml advertises its logout service with HTTP-POST; the portal's speaks HTTP-Redirect.
      return xml.replace(
        `<SingleLogoutService Binding="${POST}"`,
        `<SingleLogoutService Binding="${REDIRECT}"`,
      )
    },
  }
}

/** The subject of a profile (assertion or LogoutRequest). */
function subjectOf(profile: Profile): SamlSubject {
  return {
    nameID: profile.nameID,
    nameIDFormat: profile.nameIDFormat ?? null,
    nameQualifier: profile.nameQualifier ?? null,
    spNameQualifier: profile.spNameQualifier ?? null,
    sessionIndex: profile.sessionIndex ?? null,
  }
}

/** Direct children of `parent` named `local` in namespace `ns`. */
function children(parent: Element, ns: string, local: string): Element[] {
  return (Array.from(parent.childNodes) as Element[]).filter(
    (n) => n.nodeType === 1 && n.namespaceURI === ns && n.localName === local,
  )
}

/** The document element of `xml`, or null when it does not parse. */
function parseXml(xml: string): Element | null {
  try {
    return new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'application/xml')
      .documentElement
  } catch {
    return null
  }
}

/**
 * Checks what node-saml does not (issue 34 point 2): the signed assertion's Issuer and, when the Response has
 * one, the Response's Issuer are `idpIssuer`. Returns the assertion with its once-only ids and lifetime.
 */
function verifiedAssertion(profile: Profile, idpIssuer: string, requestId: string): SamlAssertion {
  const assertionXml = profile.getAssertionXml?.() ?? ''
  const assertion = parseXml(assertionXml)
  const assertionIssuer = assertion
    ? children(assertion, ASSERTION_NS, 'Issuer')[0]?.textContent?.trim()
    : null
  if (assertionIssuer !== idpIssuer) {
    throw new SamlRefusal('issuer', 'the assertion was issued by another entity than SAML_IDP_ISSUER', {
      expected: idpIssuer,
      received: assertionIssuer ?? null,
    })
  }
  const response = parseXml(profile.getSamlResponseXml?.() ?? '')
  const responseIssuer = response ? children(response, ASSERTION_NS, 'Issuer')[0] : undefined
  if (responseIssuer && responseIssuer.textContent?.trim() !== idpIssuer) {
    throw new SamlRefusal('issuer', 'the Response was issued by another entity than SAML_IDP_ISSUER', {
      expected: idpIssuer,
      received: responseIssuer.textContent?.trim() ?? null,
    })
  }
  const assertionId = assertion?.getAttribute('ID') ?? ''
  if (!assertion || !assertionId) throw new SamlRefusal('invalid', 'the assertion has no ID')
  // The latest NotOnOrAfter of the conditions and subject confirmations bounds the assertion's use.
  const instants = [
    ...Array.from(assertion.getElementsByTagNameNS(ASSERTION_NS, 'Conditions')),
    ...Array.from(assertion.getElementsByTagNameNS(ASSERTION_NS, 'SubjectConfirmationData')),
  ]
    .map((e) => Date.parse((e as Element).getAttribute('NotOnOrAfter') ?? ''))
    .filter((t) => Number.isFinite(t))
  const latest = Math.max(Date.now() + REQUEST_MS, ...instants)
  const { claims, attributeNames } = attributesOf(profile)
  return {
    claims,
    attributeNames,
    subject: subjectOf(profile),
    onceIds: [`assertion:${idpIssuer} ${assertionId}`, `request:${requestId}`],
    usableUntil: new Date(latest + CLOCK_SKEW_MS),
  }
}

/** node-saml's failure as a refusal the user can act on (issue 34 point 5). */
function classify(err: unknown, xml: string, idpIssuer: string): SamlRefusal {
  const message = err instanceof Error ? err.message : String(err)
  if (err instanceof SamlStatusError) return new SamlRefusal('providerStatus', message)
  const response = parseXml(xml)
  if (response && response.namespaceURI === PROTOCOL_NS) {
    const responseIssuer = children(response, ASSERTION_NS, 'Issuer')[0]?.textContent?.trim()
    if (responseIssuer && responseIssuer !== idpIssuer) {
      return new SamlRefusal('issuer', message, { expected: idpIssuer, received: responseIssuer })
    }
    const assertion = children(response, ASSERTION_NS, 'Assertion')[0]
    if (
      assertion &&
      children(assertion, DS_NS, 'Signature').length === 0 &&
      children(response, DS_NS, 'Signature').length > 0
    ) {
      return new SamlRefusal('assertionNotSigned', 'the assertion is not signed (only the Response is)')
    }
  }
  return new SamlRefusal('invalid', message)
}

/** Names under which SAML providers send the e-mail address (basic and urn:oid forms). */
const MAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3']

/**
 * The profile's attributes plus `sub` (NameID) and `email` from the usual mail attributes or an e-mail
 * NameID, and the names of the attributes that arrived.
 */
function attributesOf(profile: Profile): { claims: Record<string, unknown>; attributeNames: string[] } {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>
  const claims: Record<string, unknown> = { ...attributes, ...profile, sub: profile.nameID }
  delete claims.getAssertionXml
  delete claims.getAssertion
  delete claims.getSamlResponseXml
  if (claims.email === undefined) {
    const mail = MAIL_ATTRIBUTES.map((name) => attributes[name] ?? profile[name]).find((v) => v !== undefined)
    if (mail !== undefined) claims.email = mail
    else if (/^[^@\s]+@[^@\s]+$/.test(profile.nameID)) claims.email = profile.nameID
  }
  return { claims, attributeNames: Object.keys(attributes) }
}

/**
 * The InResponseTo of a SAML protocol message (base64, deflated when `deflated`: the HTTP-Redirect binding),
 * read before any verification only to find the state cookie of its request; null when absent or unreadable.
 */
export function inResponseToOf(message: string, deflated = false): string | null {
  try {
    const bytes = Buffer.from(message, 'base64')
    const xml = (deflated ? inflateRawSync(bytes, { maxOutputLength: 1 << 20 }) : bytes).toString('utf8')
    return parseXml(xml)?.getAttribute('InResponseTo') || null
  } catch {
    return null
  }
}
