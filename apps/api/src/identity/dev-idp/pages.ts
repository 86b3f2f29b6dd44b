/**
 * HTML of the development identity provider: the sign-in (interaction) page listing the demo university's
 * accounts by kind, the sign-out question, the signed-out page and the error page. Bilingual heading,
 * texts in the caller's language; no script, only an inline style sheet (allowed by the portal's CSP).
 */
import type { DemoAccount } from '../../db/seed/demo-accounts.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { escapeHtml } from '../sso/error-page.ts'
import './dev-idp.messages.ts'

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1f2937;margin:0}
main{max-width:46rem;margin:2rem auto;background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:1.5rem 2rem}
h1{font-size:1.35rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem;color:#374151}
.notice{background:#fff7e6;border:1px solid #f5c26b;border-radius:6px;padding:.6rem .8rem;font-size:.9rem}
.lang{display:block;text-align:right;font-size:.9rem;margin-bottom:.5rem}.accounts{display:grid;grid-template-columns:repeat(auto-fill,minmax(19rem,1fr));gap:.5rem}
button{font:inherit;cursor:pointer}.account{text-align:left;background:#f8fafc;border:1px solid #cbd5e1;border-radius:6px;padding:.55rem .75rem;width:100%}
.account:hover{background:#e0ecff;border-color:#3b82f6}.account strong{display:block}.account small{color:#4b5563}
.primary{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:.5rem 1rem}.secondary{background:none;border:1px solid #9ca3af;border-radius:6px;padding:.5rem 1rem}
input{font:inherit;padding:.45rem;border:1px solid #9ca3af;border-radius:6px;min-width:18rem}.error{color:#b91c1c}
form.inline{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}.cancel{margin-top:1.5rem}`

/** A whole page around `body` in `lang`, under the bilingual heading. */
function layout(lang: Language, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Geliştirme kimlik sağlayıcısı / Development identity provider</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Geliştirme kimlik sağlayıcısı / Development identity provider</h1>
${body}
</main>
</body>
</html>`
}

const t = (lang: Language, key: string) => escapeHtml(translate(lang, key))

function accountButton(lang: Language, account: DemoAccount): string {
  const numbers = account.kind === 'staff' ? account.registryNo : account.studentNos?.join(', ')
  return `<button class="account" type="submit" name="email" value="${escapeHtml(account.email)}">
<strong>${escapeHtml(account.label[lang])}</strong><small>${escapeHtml(account.email)}${numbers ? ` · ${escapeHtml(numbers)}` : ''}</small>
</button>`
}

/**
 * The sign-in page of interaction `uid`: one button per demo account (grouped students / staff) posting
 * its e-mail, a free-text e-mail form, and a cancel button. `problem` is a message key shown on top.
 */
export function renderLoginPage(
  lang: Language,
  uid: string,
  accounts: readonly DemoAccount[],
  problem?: string,
): string {
  const action = `/idp/interaction/${encodeURIComponent(uid)}`
  const group = (kind: DemoAccount['kind'], titleKey: string) =>
    `<h2>${t(lang, titleKey)}</h2>
<form method="post" action="${action}/login" class="accounts">
${accounts
  .filter((a) => a.kind === kind)
  .map((a) => accountButton(lang, a))
  .join('\n')}
</form>`
  const other = lang === 'tr' ? 'en' : 'tr'
  return layout(
    lang,
    `<a class="lang" href="${action}?lang=${other}">${other === 'en' ? 'English' : 'Türkçe'}</a>
<p class="notice">${t(lang, 'devIdp.notice')}</p>
${problem ? `<p class="error" role="alert">${t(lang, problem)}</p>` : ''}
<p>${t(lang, 'devIdp.chooseAccount')}</p>
${group('student', 'devIdp.students')}
${group('staff', 'devIdp.staff')}
<h2>${t(lang, 'devIdp.other')}</h2>
<form method="post" action="${action}/login" class="inline">
<label>${t(lang, 'devIdp.emailLabel')} <input type="email" name="email" required autocomplete="email"></label>
<button class="primary" type="submit">${t(lang, 'devIdp.signIn')}</button>
</form>
<form method="post" action="${action}/abort" class="inline cancel">
<button class="secondary" type="submit">${t(lang, 'devIdp.cancel')}</button>
</form>`,
  )
}

/** The RP-initiated logout question around oidc-provider's hidden `form` (id "op.logoutForm"). */
export function renderLogoutPage(lang: Language, form: string): string {
  return layout(
    lang,
    `<p>${t(lang, 'devIdp.logoutQuestion')}</p>
${form}
<p class="inline"><button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t(lang, 'devIdp.logoutYes')}</button>
<button class="secondary" type="submit" form="op.logoutForm">${t(lang, 'devIdp.logoutNo')}</button></p>`,
  )
}

/** The page after a sign-out without a return address, with a link to the portal. */
export function renderLoggedOutPage(lang: Language, portalUrl: string): string {
  return layout(
    lang,
    `<p>${t(lang, 'devIdp.loggedOut')}</p><p><a href="${escapeHtml(portalUrl)}">${t(lang, 'devIdp.backToPortal')}</a></p>`,
  )
}

/** The error page with oidc-provider's `out` (error, error_description) and a link to the portal. */
export function renderErrorPage(lang: Language, out: Record<string, string>, portalUrl: string): string {
  const details = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('\n')
  return layout(
    lang,
    `<h2 class="error">${t(lang, 'devIdp.error')}</h2>
${details}
<p><a href="${escapeHtml(portalUrl)}">${t(lang, 'devIdp.backToPortal')}</a></p>`,
  )
}
