/**
 * The SAML 2.0 service provider (issue "Identity and session API" § Sign-in; DESIGN.md §1), with
 * @node-saml/node-saml: AuthnRequest over HTTP-Redirect, Response over HTTP-POST to the assertion consumer
 * service. Signed assertions are required and the provider's certificate is pinned (SAML_IDP_CERT). The
 * request id is checked against the Response's InResponseTo from the encrypted state cookie, not from process
 * memory, so any API instance can consume the answer to a request another one sent.
 */
import {
  type CacheProvider,
  type Profile,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml'
import type { SsoConfig } from '../../config.ts'
import type { SamlSignInState } from './state-cookie.ts'

/** Thrown when SAML is chosen but not fully configured. */
export class SamlNotConfiguredError extends Error {}

/** The service provider. */
export interface SamlClient {
  /** The provider's sign-in URL (RelayState = `returnUrl`) and the state to keep until the answer. */
  startSignIn(returnUrl: string): Promise<{ url: string; state: SamlSignInState }>
  /**
   * Validates a posted SAMLResponse against `state` (signatures with the pinned certificate, InResponseTo,
   * audience, time conditions, issuer when configured) and returns its attributes, NameID included.
   */
  finishSignIn(samlResponse: string, state: SamlSignInState): Promise<Record<string, unknown>>
  /** Our service provider metadata (XML), for registering the portal at the provider. */
  metadata(): string
}

/** How long an AuthnRequest may wait for its answer (the state cookie's lifetime). */
const REQUEST_MS = 10 * 60 * 1000

/** Creates the service provider from the SAML_* settings. */
export function createSamlClient(settings: SsoConfig['saml']): SamlClient {
  function saml(cacheProvider: CacheProvider): SAML {
    if (!settings.entryPoint || !settings.idpCert) {
      throw new SamlNotConfiguredError('SAML_ENTRY_POINT and SAML_IDP_CERT must be set')
    }
    const options: SamlConfig = {
      entryPoint: settings.entryPoint,
      issuer: settings.issuer,
      audience: settings.issuer,
      callbackUrl: settings.callbackUrl,
      idpCert: settings.idpCert,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: settings.wantResponseSigned,
      signatureAlgorithm: 'sha256',
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      acceptedClockSkewMs: 60_000,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_MS,
      cacheProvider,
    }
    if (settings.idpIssuer) options.idpIssuer = settings.idpIssuer
    return new SAML(options)
  }

  return {
    async startSignIn(returnUrl) {
      let requestId: string | null = null
      let issuedAt = ''
      const capture: CacheProvider = {
        saveAsync: async (key, value) => {
          requestId = key
          issuedAt = value
          return { value, createdAt: Date.now() }
        },
        getAsync: async () => null,
        removeAsync: async () => null,
      }
      const url = await saml(capture).getAuthorizeUrlAsync(returnUrl, undefined, {})
      if (!requestId) throw new Error('no AuthnRequest id')
      return { url, state: { protocol: 'saml', requestId, issuedAt, returnUrl } }
    },

    async finishSignIn(samlResponse, state) {
      const expected: CacheProvider = {
        saveAsync: async () => null,
        getAsync: async (key) => (key === state.requestId ? state.issuedAt : null),
        removeAsync: async () => null,
      }
      const { profile } = await saml(expected).validatePostResponseAsync({ SAMLResponse: samlResponse })
      if (!profile) throw new Error('no assertion in the SAML response')
      return attributesOf(profile)
    },

    metadata() {
      const noCache: CacheProvider = {
        saveAsync: async () => null,
        getAsync: async () => null,
        removeAsync: async () => null,
      }
      return saml(noCache).generateServiceProviderMetadata(null)
    },
  }
}

/** The profile's attributes plus `nameID`, and `email` from the usual mail attributes or an e-mail NameID. */
function attributesOf(profile: Profile): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...profile, sub: profile.nameID }
  const mail = profile.email ?? profile.mail ?? profile['urn:oid:0.9.2342.19200300.100.1.3']
  if (attributes.email === undefined) {
    if (mail !== undefined) attributes.email = mail
    else if (/^[^@\s]+@[^@\s]+$/.test(profile.nameID)) attributes.email = profile.nameID
  }
  return attributes
}
