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

/** The page for `problem` in `lang`; `retryHref` is where "sign in again" leads. */
export function renderSignInError(lang: Language, problem: SignInProblem, retryHref: string): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(lang, key, params))
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sso.page.title')} | ${t('sso.page.product')}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1f2937;margin:0}
main{max-width:34rem;margin:12vh auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.4rem;margin:0 0 1rem;color:#b91c1c}p{line-height:1.5}
nav{display:flex;gap:1rem;margin-top:1.5rem}a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>${t('sso.page.title')}</h1>
<p id="problem">${t(problem.key, problem.params)}</p>
<nav><a href="${escapeHtml(retryHref)}">${t('sso.page.retry')}</a><a href="/">${t('sso.page.home')}</a></nav>
</main>
</body>
</html>`
}

/** Sends the error page for `problem` with `status` (no caching), in the language of `request`. */
export function sendSignInError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problem: SignInProblem,
  retryHref: string,
) {
  const lang = languageFrom(request.headers['accept-language'])
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-language', lang)
    .type('text/html; charset=utf-8')
    .send(renderSignInError(lang, problem, retryHref))
}
