/**
 * The NestPay (EST / Asseco, used by İş Bankası, Akbank, Halkbank, Ziraat and others) virtual-POS protocol,
 * as both the portal's client and the development bank speak it (issue 17 § Payments):
 * - 3-D Pay Hosting: the browser posts the signed request fields to the bank's 3-D gate; the bank takes
 *   the card, runs 3-D Secure, authorises (`Auth` = sale, `PreAuth` = provision) and posts the result
 *   fields, signed, back to okUrl/failUrl.
 * - hash version 3 ("ver3"): every field except `hash`/`encoding`, sorted by name (case-insensitive),
 *   values escaped (`\` → `\\`, `|` → `\|`), joined with `|`, then `|` and the escaped store key; SHA-512,
 *   base64. The bank's answer carries it as `HASH`, computed the same way over the fields it posts.
 * - the API (`CC5Request` XML over HTTPS POST): `PostAuth` (capture a provision), `Void` (release a
 *   provision or cancel a same-day sale), `Credit` (refund) and the order status query (`ORDERSTATUS`).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** ISO 4217 numeric codes NestPay takes. */
export const CURRENCY_CODES: Readonly<Record<string, string>> = { TRY: '949', USD: '840', EUR: '978' }

const escapeValue = (v: string) => v.replaceAll('\\', '\\\\').replaceAll('|', '\\|')
const unsigned = (name: string) => {
  const n = name.toLowerCase()
  return n === 'hash' || n === 'encoding' || n === 'countdown'
}

/** The ver3 hash (base64 SHA-512) of `fields` with `storeKey`, as NestPay computes it both ways. */
export function hashVer3(fields: Readonly<Record<string, string>>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((k) => !unsigned(k))
    .sort((a, b) => {
      const x = a.toLowerCase()
      const y = b.toLowerCase()
      return x < y ? -1 : x > y ? 1 : 0
    })
  const plain = `${names.map((k) => escapeValue(fields[k] ?? '')).join('|')}|${escapeValue(storeKey)}`
  return createHash('sha512').update(plain, 'utf8').digest('base64')
}

/** True when `fields` carry a valid ver3 hash under `hashField` (constant-time comparison). */
export function verifyVer3(
  fields: Readonly<Record<string, string>>,
  storeKey: string,
  hashField: 'HASH' | 'hash',
): boolean {
  const given = fields[hashField]
  if (!given) return false
  const expected = Buffer.from(hashVer3(fields, storeKey))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Kuruş as NestPay's amount text ("250.00"). */
export const amountText = (kurus: number) =>
  `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`

/** NestPay's amount text ("250.00", "250.5", "250") as kuruş; null when it is not such a number. */
export function kurusOfAmountText(text: string | undefined): number | null {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text ?? '')
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'))
}

/** The bank's answer fields that decide a 3-D result. */
export interface ThreeDResult {
  approved: boolean
  /** The bank's message (ErrMsg), or a 3-D failure's mdErrorMsg. */
  message: string | null
  transId: string | null
}

/** Reads a 3-D Pay Hosting answer: approved when 3-D passed (mdStatus 1–4) and Response is Approved. */
export function readThreeDResult(fields: Readonly<Record<string, string>>): ThreeDResult {
  const md = fields.mdStatus ?? ''
  const approved = ['1', '2', '3', '4'].includes(md) && fields.Response === 'Approved'
  return {
    approved,
    message: approved ? null : fields.ErrMsg || fields.mdErrorMsg || fields.Response || null,
    transId: fields.TransId || null,
  }
}

const xmlEscape = (v: string) =>
  v.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const xmlUnescape = (v: string) =>
  v
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

/** A flat CC5 document `root` (CC5Request or CC5Response): name → text, and the optional `Extra` children. */
export function cc5Document(
  root: 'CC5Request' | 'CC5Response',
  fields: Readonly<Record<string, string>>,
  extra?: Record<string, string>,
): string {
  const leaves = (f: Readonly<Record<string, string>>) =>
    Object.entries(f)
      .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
      .join('')
  const extras = extra ? `<Extra>${leaves(extra)}</Extra>` : ''
  return `<?xml version="1.0" encoding="UTF-8"?><${root}>${leaves(fields)}${extras}</${root}>`
}

/** A flat CC5Request (see cc5Document). */
export const cc5Request = (fields: Readonly<Record<string, string>>, extra?: Record<string, string>) =>
  cc5Document('CC5Request', fields, extra)

/**
 * The leaf elements of a flat CC5Request/CC5Response (`Extra` children included) by name. CC5 documents
 * have no attributes and no repeated leaves the portal reads, so a leaf scan is exact for them.
 */
export function cc5Fields(xml: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of xml.matchAll(/<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/g)) {
    const [, name, value] = m
    if (name && !(name in out)) out[name] = xmlUnescape(value ?? '')
  }
  for (const m of xml.matchAll(/<([A-Za-z_][\w.-]*)\s*\/>/g)) if (m[1] && !(m[1] in out)) out[m[1]] = ''
  return out
}
