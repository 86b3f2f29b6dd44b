/**
 * The common end of a sign-in, whatever the protocol (issue "Identity and session API" § Sign-in): map the
 * provider's claims to a person, start a portal session, set the refresh cookie and send the browser to the
 * web app's /tokenreader with the token in the URL fragment — never in a query string, which would land in
 * server and proxy logs. Unknown identities get the error page (403) and no token.
 */

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SsoConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { countSignIn } from '../../platform/metrics/metrics.ts'
import { setRefreshCookie } from '../sessions/refresh-cookie.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { type SignInProblem, sendSignInError } from './error-page.ts'
import { claimText, mapIdentity } from './identity-mapping.ts'
import { rememberSamlSubject } from './logout.ts'
import type { SamlSubject } from './saml-client.ts'
import { type StateSealer, setSwitchCookie } from './state-cookie.ts'

/** What completing a sign-in needs. */
export interface CompleteSignInDeps {
  db: Database
  sessions: SessionService
  settings: SsoConfig
  /** The portal's public base URL (no trailing slash). */
  publicUrl: string
  /** The login URL offered on the error page. */
  loginUrl: string
  /** The logout URL: "use another account" on the unknown-identity page (issue 34 point 5). */
  logoutUrl: string
  sealer: StateSealer
}

/** What the provider said besides the claims: how to end its session later, and what arrived. */
export interface SignInEvidence {
  /** OIDC: the ID token, for id_token_hint. */
  idToken?: string | null
  /** SAML: the assertion's subject, for a LogoutRequest. */
  samlSubject?: SamlSubject | null
  /** Names of the attributes or claims that arrived (named on the "no e-mail" page and in the log). */
  attributeNames: string[]
}

/** Names under which the e-mail may arrive, as shown to IT (SAML also reads mail and urn:oid forms). */
function expectedEmailNames(emailClaim: string, saml: boolean): string {
  return saml ? `${emailClaim} / mail / urn:oid:0.9.2342.19200300.100.1.3` : emailClaim
}

/** The web app's hand-off address carrying `token` and `returnUrl` in the fragment (spec §2 /tokenreader). */
export function tokenReaderUrl(publicUrl: string, token: string, returnUrl: string): string {
  const fragment = new URLSearchParams({ token, returnUrl })
  return `${publicUrl}/tokenreader#${fragment.toString()}`
}

/**
 * Finishes the sign-in of the user described by `claims`: redirects (303) to /tokenreader with a new portal
 * token, or answers a 403 page — an unverified e-mail (`email_verified: false`), no e-mail or number at all
 * (naming the attributes that arrived and the one expected), or an unknown identity, each offering "use
 * another account" (the provider's sign-out, prepared in the switch cookie).
 */
export async function completeSignIn(
  deps: CompleteSignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: Record<string, unknown>,
  returnUrl: string,
  evidence: SignInEvidence,
) {
  const method = evidence.samlSubject !== undefined ? 'saml' : 'oidc'
  const refuse = async (problem: SignInProblem) => {
    countSignIn(method, 'refused')
    const sealed = await deps.sealer.seal({
      protocol: 'switch',
      ...(evidence.idToken ? { idToken: evidence.idToken } : {}),
      ...(evidence.samlSubject ?? {}),
    })
    setSwitchCookie(reply, sealed)
    return sendSignInError(request, reply, 403, problem, deps.loginUrl, deps.logoutUrl)
  }
  const { settings } = deps
  const email = claimText(claims, settings.emailClaim)
  if (email && claims.email_verified === false) {
    request.log.info({ identity: email }, 'sign-in refused: the provider marks the e-mail as not verified')
    return refuse({ key: 'sso.error.emailNotVerified' })
  }
  if (!email && !claimText(claims, settings.registryNoClaim) && !claimText(claims, settings.studentNoClaim)) {
    const expected = expectedEmailNames(settings.emailClaim, evidence.samlSubject !== undefined)
    const received = evidence.attributeNames.join(', ') || '—'
    request.log.warn(
      { subject: claimText(claims, 'sub'), expected, received: evidence.attributeNames },
      'sign-in refused: the identity provider sent no e-mail attribute (configure its attribute release)',
    )
    return refuse({ key: 'sso.error.noEmail', params: { expected, received } })
  }
  const { person, shownAs } = await mapIdentity(deps.db, settings, claims)
  const unknown = () => refuse({ key: 'sso.error.unknownIdentity', params: { identity: shownAs } })
  if (!person) {
    request.log.info({ identity: shownAs }, 'sign-in refused: unknown identity')
    return unknown()
  }
  try {
    const started = await deps.sessions.start({
      kind: person.kind,
      personId: person.personId,
      idTokenHint: evidence.idToken ?? null,
      audit: { action: 'signIn' },
    })
    if (evidence.samlSubject) await rememberSamlSubject(deps.db, started.sessionId, evidence.samlSubject)
    setRefreshCookie(reply, started.refreshCookie)
    request.log.info({ personId: person.personId, kind: person.kind }, 'signed in')
    countSignIn(method, 'ok')
    return reply
      .header('cache-control', 'no-store')
      .redirect(tokenReaderUrl(deps.publicUrl, started.token, returnUrl), 303)
  } catch (err) {
    // A person without any usable role or studentship today cannot have a session.
    if (err instanceof AppError && err.statusCode === 403) return unknown()
    throw err
  }
}
