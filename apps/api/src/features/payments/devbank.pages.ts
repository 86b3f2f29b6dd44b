/**
 * The development bank's HTML pages (issue 17 § Payments): the card form, the 3-D code page and the
 * "return to the store" page, in the request's language. Plain server-rendered forms without script
 * (the portal's CSP allows no inline script); every input is labelled.
 */

/** HTML-escapes text for element content and attribute values. */
export const esc = (v: string) =>
  v.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

type Lang = 'tr' | 'en'

const T = {
  tr: {
    bank: 'Geliştirme Bankası — 3-D Secure ödeme',
    card: 'Kart bilgileri',
    amount: 'Tutar',
    pan: 'Kart numarası',
    holder: 'Kart sahibinin adı',
    month: 'Son kullanma ayı (AA)',
    year: 'Son kullanma yılı (YY)',
    cvv: 'Güvenlik kodu (CVV)',
    pay: 'Öde',
    cards:
      'Test kartları: 4111 1111 1111 1111 onaylanır; 4000 0000 0000 0002 reddedilir; 4000 0000 0000 0119 mağazaya yanıt ulaşmaz; 4000 0000 0000 0127 iki kez yanıt verir.',
    code: '3-D Secure doğrulaması',
    codeHint: 'Telefonunuza gönderilen doğrulama kodunu girin (geliştirme: 123456).',
    codeLabel: 'Doğrulama kodu',
    confirm: 'Onayla',
    done: 'İşlem sonucu',
    back: 'Mağazaya dön',
    timeout:
      'Bankanın yanıtı mağazaya ulaşmadı (zaman aşımı). Ödemenizin durumu mağazada bankadan sorgulanabilir.',
    portal: 'Portala dön',
    approved: 'Ödeme onaylandı.',
    declined: 'Ödeme onaylanmadı',
    invalid: 'İstek doğrulanamadı.',
  },
  en: {
    bank: 'Development Bank — 3-D Secure payment',
    card: 'Card details',
    amount: 'Amount',
    pan: 'Card number',
    holder: "Cardholder's name",
    month: 'Expiry month (MM)',
    year: 'Expiry year (YY)',
    cvv: 'Security code (CVV)',
    pay: 'Pay',
    cards:
      'Test cards: 4111 1111 1111 1111 is approved; 4000 0000 0000 0002 is declined; 4000 0000 0000 0119 never reaches the store; 4000 0000 0000 0127 answers twice.',
    code: '3-D Secure verification',
    codeHint: 'Enter the verification code sent to your phone (development: 123456).',
    codeLabel: 'Verification code',
    confirm: 'Confirm',
    done: 'Result',
    back: 'Return to the store',
    timeout:
      "The bank's answer did not reach the store (timeout). The store can query your payment's state from the bank.",
    portal: 'Return to the portal',
    approved: 'Payment approved.',
    declined: 'Payment not approved',
    invalid: 'The request could not be verified.',
  },
} as const

/** The texts of `lang`. */
export const textsOf = (lang: string) => T[lang === 'en' ? 'en' : 'tr']

const hidden = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0;padding:16px}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #c9d1d9;border-radius:8px;padding:20px}
h1{font-size:1.2rem;margin:0 0 12px}h2{font-size:1.05rem}label{display:block;margin:12px 0 4px;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #57606a;border-radius:4px}
button{margin-top:16px;padding:10px 18px;font-size:1rem;background:#0b5394;color:#fff;border:0;border-radius:4px;cursor:pointer}
.err{color:#a40e26;font-weight:600}.note{color:#444c56;font-size:.9rem}a{color:#0b5394}`

/** A whole page. */
export function page(lang: Lang | string, title: string, body: string): string {
  const l = lang === 'en' ? 'en' : 'tr'
  return `<!doctype html><html lang="${l}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main><h1>${esc(textsOf(l).bank)}</h1>${body}</main></body></html>`
}

/** The card form over the signed request `fields`, with `errors` of a previous attempt. */
export function cardFormPage(fields: Readonly<Record<string, string>>, errors: string[]): string {
  const t = textsOf(fields.lang ?? 'tr')
  const errs = errors.length
    ? `<div role="alert">${errors.map((e) => `<p class="err">${esc(e)}</p>`).join('')}</div>`
    : ''
  const input = (name: string, label: string, extra = '') =>
    `<label for="${name}">${esc(label)}</label><input type="text" id="${name}" name="${name}" ${extra}>`
  return page(
    fields.lang ?? 'tr',
    t.card,
    `<h2>${esc(t.card)}</h2><p>${esc(t.amount)}: <strong>${esc(fields.amount ?? '')} TL</strong></p>${errs}
<form method="post" action="/dev/bank/fim/card">${hidden(fields)}
${input('pan', t.pan, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${input('cardHolder', t.holder, 'autocomplete="cc-name" maxlength="60"')}
${input('Ecom_Payment_Card_ExpDate_Month', t.month, 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2"')}
${input('Ecom_Payment_Card_ExpDate_Year', t.year, 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="2"')}
<label for="cv2">${esc(t.cvv)}</label><input type="password" id="cv2" name="cv2" inputmode="numeric" autocomplete="cc-csc" maxlength="4">
<button type="submit">${esc(t.pay)}</button></form><p class="note">${esc(t.cards)}</p>`,
  )
}

/** The 3-D code page carrying the request and the signed outcome. */
export function codePage(fields: Readonly<Record<string, string>>): string {
  const t = textsOf(fields.lang ?? 'tr')
  return page(
    fields.lang ?? 'tr',
    t.code,
    `<h2>${esc(t.code)}</h2><p>${esc(t.codeHint)}</p><form method="post" action="/dev/bank/fim/3d">${hidden(fields)}
<label for="code">${esc(t.codeLabel)}</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button type="submit">${esc(t.confirm)}</button></form>`,
  )
}

/** The result page: a form posting the signed answer to the store's `action` URL. */
export function returnPage(
  lang: string,
  action: string,
  answer: Readonly<Record<string, string>>,
  message: string,
): string {
  const t = textsOf(lang)
  return page(
    lang,
    t.done,
    `<h2>${esc(t.done)}</h2><p role="status">${esc(message)}</p><form method="post" action="${esc(action)}">${hidden(answer)}<button type="submit">${esc(t.back)}</button></form>`,
  )
}

/** The "answer lost" page of the timeout card, linking back to the portal. */
export function timeoutPage(lang: string, portalUrl: string): string {
  const t = textsOf(lang)
  return page(
    lang,
    t.done,
    `<h2>${esc(t.done)}</h2><p role="status">${esc(t.timeout)}</p><p><a href="${esc(portalUrl)}">${esc(t.portal)}</a></p>`,
  )
}

/** The page of a request whose signature is wrong. */
export function invalidPage(lang: string): string {
  const t = textsOf(lang)
  return page(lang, t.invalid, `<p class="err" role="alert">${esc(t.invalid)}</p>`)
}
