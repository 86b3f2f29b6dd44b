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
import { setRefreshCookie } from '../sessions/refresh-cookie.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { sendSignInError } from './error-page.ts'
import { mapIdentity } from './identity-mapping.ts'

/** What completing a sign-in needs. */
export interface CompleteSignInDeps {
  db: Database
  sessions: SessionService
  settings: SsoConfig
  /** The portal's public base URL (no trailing slash). */
  publicUrl: string
  /** The login URL offered on the error page. */
  loginUrl: string
}

/** The web app's hand-off address carrying `token` and `returnUrl` in the fragment (spec §2 /tokenreader). */
export function tokenReaderUrl(publicUrl: string, token: string, returnUrl: string): string {
  const fragment = new URLSearchParams({ token, returnUrl })
  return `${publicUrl}/tokenreader#${fragment.toString()}`
}

/**
 * Finishes the sign-in of the user described by `claims` (`idTokenHint` kept for RP-initiated logout):
 * redirects (303) to /tokenreader with a new portal token, or answers the 403 error page.
 */
export async function completeSignIn(
  deps: CompleteSignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: Record<string, unknown>,
  returnUrl: string,
  idTokenHint: string | null,
) {
  const { person, shownAs } = await mapIdentity(deps.db, deps.settings, claims)
  const unknown = () =>
    sendSignInError(
      request,
      reply,
      403,
      { key: 'sso.error.unknownIdentity', params: { identity: shownAs } },
      deps.loginUrl,
    )
  if (!person) {
    request.log.info({ identity: shownAs }, 'sign-in refused: unknown identity')
    return unknown()
  }
  try {
    const started = await deps.sessions.start({
      kind: person.kind,
      personId: person.personId,
      idTokenHint,
      audit: { action: 'signIn' },
    })
    setRefreshCookie(reply, started.refreshCookie)
    request.log.info({ personId: person.personId, kind: person.kind }, 'signed in')
    return reply
      .header('cache-control', 'no-store')
      .redirect(tokenReaderUrl(deps.publicUrl, started.token, returnUrl), 303)
  } catch (err) {
    // A person without any usable role or studentship today cannot have a session.
    if (err instanceof AppError && err.statusCode === 403) return unknown()
    throw err
  }
}
