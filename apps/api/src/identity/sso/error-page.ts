/**
 * The sign-in error page (issue "Identity and session API" § Sign-in: "An unknown identity gets a clear
 * error page, not a token"; spec §8): a small HTML page in the caller's language (Accept-Language) with a
 * link to sign in again and one back to the start. No script, so the portal's CSP holds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Language, languageFrom, translate } from '../../platform/i18n/messages.ts'
import './sso.messages.ts'

/** Escapes `text` for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** What went wrong: a `sso.error.*` message key with its placeholders. */
export interface SignInProblem {
  key: string
  params?: Record<string, string>
}

/** A link of a page: its message key and address. */
export interface PageLink {
  key: string
  href: string
}

/** A sign-in page: title key, text, links; `tone` colours the heading (error red, info green). */
interface PageContent {
  titleKey: string
  problem: SignInProblem
  links: PageLink[]
  tone: 'error' | 'info'
  notes?: SignInProblem[]
}

/** The HTML of a sign-in page in `lang` (no script: the portal's CSP holds). */
function renderPage(lang: Language, page: PageContent): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(lang, key, params))
  const colour = page.tone === 'error' ? '#b91c1c' : '#15803d'
  const notes = (page.notes ?? []).map((n) => `<p class="note">${t(n.key, n.params)}</p>`).join('\n')
  const links = page.links.map((l) => `<a href="${escapeHtml(l.href)}">${t(l.key)}</a>`).join('')
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t(page.titleKey)} | ${t('sso.page.product')}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1f2937;margin:0}
main{max-width:34rem;margin:12vh auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.4rem;margin:0 0 1rem;color:${colour}}p{line-height:1.5}.note{color:#4b5563;font-size:.95rem}
nav{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${t(page.titleKey)}</h1>
<p id="problem">${t(page.problem.key, page.problem.params)}</p>
${notes}
<nav>${links}</nav>
</main>
</body>
</html>`
}

/**
 * The error page for `problem` in `lang`: "sign in again" leads to `retryHref`; `switchHref`, when given,
 * adds "use another account" (sign-out at the provider, issue 34 point 5) first.
 */
export function renderSignInError(
  lang: Language,
  problem: SignInProblem,
  retryHref: string,
  switchHref?: string,
): string {
  const links: PageLink[] = [
    ...(switchHref ? [{ key: 'sso.page.switchAccount', href: switchHref }] : []),
    { key: 'sso.page.retry', href: retryHref },
    { key: 'sso.page.home', href: '/' },
  ]
  return renderPage(lang, { titleKey: 'sso.page.title', problem, links, tone: 'error' })
}

/** Sends the error page for `problem` with `status` (no caching), in the language of `request`. */
export function sendSignInError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problem: SignInProblem,
  retryHref: string,
  switchHref?: string,
) {
  const lang = languageFrom(request.headers['accept-language'])
  return sendHtml(reply, status, lang, renderSignInError(lang, problem, retryHref, switchHref))
}

/**
 * Sends the signed-out page (issue 34 point 1): "you are signed out" in the language of `request`, a link to
 * sign in again (`loginHref`) and never a new sign-in by itself. `unconfirmed` says the provider's sign-out
 * could not be confirmed; `providerSessionMayLive` advises closing the browser (no Single Logout).
 */
export function sendSignedOut(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  loginHref: string,
  options: { unconfirmed?: boolean; providerSessionMayLive?: boolean } = {},
) {
  const lang = languageFrom(request.headers['accept-language'])
  const notes: SignInProblem[] = []
  if (options.unconfirmed) notes.push({ key: 'sso.signedOut.unconfirmed' })
  if (options.providerSessionMayLive || options.unconfirmed) notes.push({ key: 'sso.signedOut.closeBrowser' })
  const html = renderPage(lang, {
    titleKey: 'sso.signedOut.title',
    problem: { key: 'sso.signedOut.text' },
    notes,
    links: [{ key: 'sso.page.retry', href: loginHref }],
    tone: options.unconfirmed ? 'error' : 'info',
  })
  return sendHtml(reply, status, lang, html)
}

function sendHtml(reply: FastifyReply, status: number, lang: Language, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-language', lang)
    .type('text/html; charset=utf-8')
    .send(html)
}
