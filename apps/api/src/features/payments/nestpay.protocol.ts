/**
 * The NestPay (EST / Asseco, used by İş Bankası, Akbank, Halkbank, Ziraat and others) virtual-POS protocol,
 * as both the portal's client and the development bank speak it (issue 17 § Payments; issue 35 "NestPay
 * details"). The public reference is the `mewebstudio/pos` library (`src/Crypt/EstV3PosCrypt.php`,
 * `src/DataMapper/ResponseDataMapper/EstPosResponseDataMapper.php`); its published test vectors run against
 * these functions in nestpay.conformance.test.ts (docs/decisions.md "NestPay as the reference library has it"):
 * - 3-D Pay Hosting: the browser posts the signed request fields to the bank's 3-D gate; the bank takes
 *   the card, runs 3-D Secure, authorises (`Auth` = sale, `PreAuth` = provision) and posts the result
 *   fields, signed, back to okUrl/failUrl.
 * - hash version 3 ("ver3"): every field except `hash`, `encoding` and `nationalidno` (posted by some banks,
 *   never signed), sorted by name in PHP's natural case-folding order (`ksort(SORT_NATURAL | SORT_FLAG_CASE)`:
 *   digit runs by value, letters folded to upper case, so `param9` before `param10` and `_` after letters),
 *   values escaped (`\` → `\\`, `|` → `\|`), joined with `|`, then `|` and the escaped store key; SHA-512,
 *   base64. The bank's answer carries it as `HASH`, computed the same way over the fields it posts.
 * - the API (`CC5Request` XML over HTTPS POST): `PostAuth` (capture a provision), `Void` (release a
 *   provision or cancel a same-day sale), `Credit` (refund) and the order status query (`ORDERSTATUS`).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** ISO 4217 numeric codes NestPay takes. */
export const CURRENCY_CODES: Readonly<Record<string, string>> = { TRY: '949', USD: '840', EUR: '978' }

const escapeValue = (v: string) => v.replaceAll('\\', '\\\\').replaceAll('|', '\\|')
/** Fields never signed (the reference's list): the hash itself, the encoding, a national id some banks add. */
const unsigned = (name: string) => {
  const n = name.toLowerCase()
  return n === 'hash' || n === 'encoding' || n === 'nationalidno'
}

const isDigit = (c: number) => c >= 48 && c <= 57
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13)
const upper = (c: number) => (c >= 97 && c <= 122 ? c - 32 : c)

/** Right-aligned comparison of two digit runs starting at `i`/`j` (longer run is greater; else first difference). */
function compareRight(a: string, i: number, b: string, j: number): [number, number, number] {
  let bias = 0
  for (; ; i++, j++) {
    const ca = i < a.length && isDigit(a.charCodeAt(i))
    const cb = j < b.length && isDigit(b.charCodeAt(j))
    if (!ca && !cb) return [bias, i, j]
    if (!ca) return [-1, i, j]
    if (!cb) return [1, i, j]
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(j)
    if (bias === 0 && x !== y) bias = x < y ? -1 : 1
  }
}

/** Left-aligned ("fractional") comparison of two digit runs that start with a zero: the first difference wins. */
function compareLeft(a: string, i: number, b: string, j: number): [number, number, number] {
  for (; ; i++, j++) {
    const ca = i < a.length && isDigit(a.charCodeAt(i))
    const cb = j < b.length && isDigit(b.charCodeAt(j))
    if (!ca && !cb) return [0, i, j]
    if (!ca) return [-1, i, j]
    if (!cb) return [1, i, j]
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(j)
    if (x !== y) return [x < y ? -1 : 1, i, j]
  }
}

/**
 * PHP's `strnatcasecmp` (php-src ext/standard/strnatcmp.c, `strnatcmp_ex` with case folding), the order of
 * `ksort($fields, SORT_NATURAL | SORT_FLAG_CASE)` with which NestPay and the reference sort the ver3 fields:
 * leading zeros and runs of white space skipped, digit runs compared by value (right-aligned; left-aligned
 * when either starts with 0), other bytes compared after ASCII upper-casing. Returns -1, 0 or 1. No npm
 * natural-sort package folds to upper case as PHP does (they lower-case, which orders `_` before letters).
 */
export function naturalCaseCompare(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 0 : a.length > b.length ? 1 : -1
  let i = 0
  let j = 0
  let leading = true
  for (;;) {
    if (leading) {
      while (a.charCodeAt(i) === 48 && i + 1 < a.length && isDigit(a.charCodeAt(i + 1))) i++
      while (b.charCodeAt(j) === 48 && j + 1 < b.length && isDigit(b.charCodeAt(j + 1))) j++
      leading = false
    }
    while (i < a.length && isSpace(a.charCodeAt(i))) i++
    while (j < b.length && isSpace(b.charCodeAt(j))) j++
    if (i >= a.length || j >= b.length) {
      if (i >= a.length && j >= b.length) return 0
      return i >= a.length ? -1 : 1
    }
    let ca = a.charCodeAt(i)
    let cb = b.charCodeAt(j)
    if (isDigit(ca) && isDigit(cb)) {
      const [result, ni, nj] = ca === 48 || cb === 48 ? compareLeft(a, i, b, j) : compareRight(a, i, b, j)
      if (result !== 0) return result
      i = ni
      j = nj
      if (i >= a.length && j >= b.length) return 0
      if (i >= a.length) return -1
      if (j >= b.length) return 1
      ca = a.charCodeAt(i)
      cb = b.charCodeAt(j)
    }
    ca = upper(ca)
    cb = upper(cb)
    if (ca !== cb) return ca < cb ? -1 : 1
    i++
    j++
    if (i >= a.length && j >= b.length) return 0
    if (i >= a.length) return -1
    if (j >= b.length) return 1
  }
}

/** The ver3 hash (base64 SHA-512) of `fields` with `storeKey`, as NestPay computes it both ways. */
export function hashVer3(fields: Readonly<Record<string, string>>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((k) => !unsigned(k))
    .sort(naturalCaseCompare)
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

/**
 * The 3-D Secure results (`mdStatus`) the reference accepts as authenticated: "1" (full 3-D Secure) only.
 * "2"–"4" (half 3-D, attempt) shift the chargeback risk to the merchant; a bank may allow them
 * (POS_MD_STATUSES).
 */
export const DEFAULT_MD_STATUSES: readonly string[] = ['1']

/**
 * Reads a 3-D Pay Hosting answer as the reference does: approved when `mdStatus` is one of
 * `acceptedMdStatuses` and the authorisation's `ProcReturnCode` is "00".
 */
export function readThreeDResult(
  fields: Readonly<Record<string, string>>,
  acceptedMdStatuses: readonly string[] = DEFAULT_MD_STATUSES,
): ThreeDResult {
  const md = fields.mdStatus ?? ''
  const approved = acceptedMdStatuses.includes(md) && fields.ProcReturnCode === '00'
  return {
    approved,
    message: approved ? null : fields.ErrMsg || fields.mdErrorMsg || fields.Response || null,
    transId: fields.TransId || null,
  }
}

/** What the bank says became of an order, from its status query (see `orderStatusOf`). */
export type NestPayOrderStatus = 'approved' | 'declined' | 'voided' | 'refunded' | 'pending' | 'unknown'

/**
 * Maps the order status query's answer (`ProcReturnCode`, and the `Extra` fields `TRANS_STAT` and
 * `CHARGE_TYPE_CD`) as the reference's `EstPosResponseDataMapper` does: a query not answered "00" is unknown;
 * `CHARGE_TYPE_CD` "C" is a refund (credit); `TRANS_STAT` A (authorised), C (provision captured) and S (sale
 * settled by the end-of-day batch) are completed payments, D and ERR failed ones, V and CNCL cancelled, PN
 * pending; R ("technical cancellation needed") and anything else are unknown (the payment stays pending for a
 * person to look at).
 */
export function orderStatusOf(answer: Readonly<Record<string, string>>): NestPayOrderStatus {
  if (answer.ProcReturnCode !== '00') return 'unknown'
  const stat = answer.TRANS_STAT ?? ''
  const completed = stat === 'A' || stat === 'C' || stat === 'S'
  if (answer.CHARGE_TYPE_CD === 'C' && completed) return 'refunded'
  if (completed) return 'approved'
  if (stat === 'D' || stat === 'ERR') return 'declined'
  if (stat === 'V' || stat === 'CNCL') return 'voided'
  if (stat === 'PN') return 'pending'
  return 'unknown'
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
