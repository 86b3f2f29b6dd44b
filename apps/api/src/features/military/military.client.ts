/**
 * The client of YÖKSİS's REST OBS military service (ASAL) operations (issue 35 "Military service deferral",
 * replacing issue 20's invented `/tecil/talepler`). Shapes as the public client cengizonkal/yoksis-rest-client
 * shows them (src/YOKSIS/REST/Resources/AskerlikErtelemeTalep.php, AskerlikErtelemeReferans.php,
 * AskerlikDurumSorgula.php; Entities/AskerlikErtelemeTalep.php, AskerlikErtelemeTalepSonucu.php,
 * AskerlikErtelemeReferans.php, AskerlikDurum.php; Constants/Askerlik/*.php; YOK.php; Utilities/BasicAuth.php)
 * and omu/xokul (app/services/yoksis/military.rb):
 * - base `{url}` = `https://servisler.yok.gov.tr/rest/obs` (test: `/resttest/obs`), every call with
 *   `Authorization: Basic base64(user:password)` (the YÖKSİS web service account), `Accept: application/json`;
 * - `GET {url}/askerlikErtelemeReferans/{ERTELEME_TEKLIF_NEDENLERI|ERTELEME_IPTAL_NEDENLERI|
 *   AZAMI_SURE_ASMA_NEDENLERI|RED_NEDENLERI}` → `[{nedenNo, nedenAciklama, kanunMaddeNo, kanunMaddeAciklama}]`;
 * - `POST {url}/askerlikErtelemeTalep` JSON `{tcKimlikNo, birimId, teklifTuru (E|I), teklifNedeniNo,
 *   imzalayanTcNo, imzalayanAdSoyad, [sonKayitYenilemeTarihi dd/MM/yyyy, sonKayitYenilemeDonemi,
 *   azamiSureArtUnsur, ilaveSure]}` → `{talepKayitUid, islemSonucu: {aciklama, islemSonucKodu}}`;
 * - `GET {url}/askerlikErtelemeTalep/{talepKayitUid}` → 200 `{islemSonucu, tcKimlikNo, sonuc (E|I|R),
 *   ertBasTarihi, ertBitTarihi, redNedeni, sevkeTabiOlduguCelpDonemi}`; 206 with a JSON string
 *   "EDV09.007:…" while ASAL has not decided (3–15 days); 404 "EDV09.006:…" for an unknown id;
 * - `GET {url}/askerlikdurumsorgula?tcKimlikNo=` → `{tcKimlikNo, adi, soyadi, askerlikDurumKod,
 *   askerlikDurumAciklama, askerlikErtDurumKod, askerlikErtDurumAciklama, islemKod, islemAciklama,
 *   ertBitTarihi}` (an object or a one-item list; empty = no record). Path spelled as omu/xokul's production
 *   client has it; cengizonkal's later version spells `askerlikDurumSorgula` (docs/decisions.md, issue 35).
 * The references show no error body for a refused request; the messages are read the way the reference's
 * Exceptions/ApiErrorTrait.php reads them (a JSON string, a JSON object's message-like key, or plain text).
 * A timeout per call; GETs are tried up to three times with backoff on transient failures (network, timeout,
 * 5xx), a POST only once (it is not idempotent: the reference's Http/ClientFactory.php retries GET/HEAD only);
 * a circuit breaker (5 failures in a row → every call fails for 30 s). Failures are `MilitaryUnavailable`,
 * an unknown request id or national id `MilitaryNotFound`.
 */
import { setCircuitOpen, timedOutsideCall } from '../../platform/metrics/metrics.ts'

/** The reference lists of `askerlikErtelemeReferans/{referansTuru}` (Constants/Askerlik/ReferansTuru.php). */
export const REFERENCE_LISTS = [
  'ERTELEME_TEKLIF_NEDENLERI',
  'ERTELEME_IPTAL_NEDENLERI',
  'AZAMI_SURE_ASMA_NEDENLERI',
  'RED_NEDENLERI',
] as const
export type ReferenceList = (typeof REFERENCE_LISTS)[number]

/** `islemSonucKodu` values the reference names (Constants/Askerlik/IslemSonucKodu.php). */
export const RESULT_CODES = {
  done: 'EDV09.000',
  invalid: 'EDV09.006',
  pending: 'EDV09.007',
  deleteFailed: 'EDV09.010',
} as const

/** One reason of a reference list (Entities/AskerlikErtelemeReferans.php). */
export interface ReferenceItem {
  nedenNo: number
  nedenAciklama: string
  kanunMaddeNo: string | null
  kanunMaddeAciklama: string | null
}

/** The body of `POST askerlikErtelemeTalep` (Entities/AskerlikErtelemeTalep.php), field names as sent. */
export interface DeferralRequestBody {
  tcKimlikNo: string
  birimId: number
  teklifTuru: 'E' | 'I'
  teklifNedeniNo: number
  imzalayanTcNo: string
  imzalayanAdSoyad: string
  /** dd/MM/yyyy, the last registration renewal (optional). */
  sonKayitYenilemeTarihi?: string
  /** e.g. "2018-2019 Güz" (optional). */
  sonKayitYenilemeDonemi?: string
  /** An AZAMI_SURE_ASMA_NEDENLERI number (optional). */
  azamiSureArtUnsur?: number
  /** Years added when the maximum duration is exceeded (optional). */
  ilaveSure?: number
}

/** `islemSonucu` of an answer. */
export interface OperationResult {
  islemSonucKodu: string
  aciklama: string
}

/** The answer of `POST askerlikErtelemeTalep`. */
export interface DeferralRequestAnswer {
  talepKayitUid: string | null
  islemSonucu: OperationResult
}

/** The answer of `GET askerlikErtelemeTalep/{uid}` (Entities/AskerlikErtelemeTalepSonucu.php). */
export interface DeferralResult {
  talepKayitUid: string
  /** true on HTTP 206 (EDV09.007, not decided yet). */
  pending: boolean
  islemSonucu: OperationResult
  tcKimlikNo: string | null
  /** E deferral, I cancellation, R refusal (Constants/Askerlik/TalepSonucu.php). */
  sonuc: 'E' | 'I' | 'R' | null
  /** dd/MM/yyyy as YÖKSİS sends them. */
  ertBasTarihi: string | null
  ertBitTarihi: string | null
  redNedeni: string | null
  sevkeTabiOlduguCelpDonemi: string | null
}

/** The answer of `GET askerlikdurumsorgula` (Entities/AskerlikDurum.php); dates dd/MM/yyyy. */
export interface MilitaryStatusAnswer {
  tcKimlikNo: string | null
  adi: string | null
  soyadi: string | null
  askerlikDurumKod: string | null
  askerlikDurumAciklama: string | null
  askerlikErtDurumKod: string | null
  askerlikErtDurumAciklama: string | null
  islemKod: string | null
  islemAciklama: string | null
  ertBitTarihi: string | null
}

/** Why YÖKSİS could not be used: unreachable/timeout/5xx, an error answer (4xx), or the circuit is open. */
export class MilitaryUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'auth' | 'circuitOpen',
    detail: string,
    readonly status: number | null = null,
    /** Seconds until a retry may succeed (the circuit's remaining time), when known. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail)
    this.name = 'MilitaryUnavailable'
  }
}

/** YÖKSİS knows no such request id (404 EDV09.006) or national id (empty answer or 404). */
export class MilitaryNotFound extends Error {
  constructor(detail: string) {
    super(detail)
    this.name = 'MilitaryNotFound'
  }
}

/** What the portal needs from YÖKSİS's military service operations. */
export interface MilitaryClient {
  /** `GET askerlikErtelemeReferans/{list}`: the list's reasons. */
  reasons(list: ReferenceList): Promise<ReferenceItem[]>
  /** `POST askerlikErtelemeTalep`: one deferral or cancellation request; tried once. */
  request(body: DeferralRequestBody): Promise<DeferralRequestAnswer>
  /** `GET askerlikErtelemeTalep/{uid}`: the request's result (pending on 206); MilitaryNotFound on 404. */
  result(talepKayitUid: string): Promise<DeferralResult>
  /** `GET askerlikdurumsorgula?tcKimlikNo=`: the person's military status; MilitaryNotFound when none. */
  status(tcKimlikNo: string): Promise<MilitaryStatusAnswer>
}

/** The client's settings: the REST OBS base address, the YÖKSİS account, the per-call limit (ms). */
export interface MilitaryClientOptions {
  url: string
  user: string
  password: string
  timeoutMs: number
  backoffMs?: readonly number[]
}

class Transient extends Error {}
const FAILURES_TO_OPEN = 5
const OPEN_MS = 30_000
const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v))

/** The message of an error body, read as ApiErrorTrait.php does (JSON string, message-like key, plain text). */
export function errorMessageOf(body: string): string | null {
  const raw = body.trim()
  if (raw === '') return null
  let decoded: unknown
  try {
    decoded = JSON.parse(raw)
  } catch {
    return /<html|<!doctype/i.test(raw) ? null : raw.slice(0, 300)
  }
  if (typeof decoded === 'string') return decoded.slice(0, 300)
  if (decoded && typeof decoded === 'object') {
    const o = decoded as Record<string, unknown>
    const nested = o.islemSonucu as Record<string, unknown> | undefined
    if (nested && typeof nested === 'object') {
      const code = text(nested.islemSonucKodu)
      const message = text(nested.aciklama)
      if (code || message) return [code, message].filter(Boolean).join(':').slice(0, 300)
    }
    for (const key of ['message', 'mesaj', 'hataMesaji', 'hata', 'error', 'aciklama', 'detail']) {
      const v = o[key]
      if ((typeof v === 'string' || typeof v === 'number') && String(v) !== '') return String(v).slice(0, 300)
    }
  }
  return null
}

/** `islemSonucu` of a JSON answer, or a string "CODE:message" split into one. */
function operationResultOf(v: unknown): OperationResult {
  if (typeof v === 'string') {
    const m = /^(EDV\d{2}\.\d{3})\s*:\s*(.*)$/s.exec(v)
    return m
      ? { islemSonucKodu: m[1] as string, aciklama: m[2] as string }
      : { islemSonucKodu: '', aciklama: v }
  }
  const o = (v ?? {}) as Record<string, unknown>
  return { islemSonucKodu: text(o.islemSonucKodu) ?? '', aciklama: text(o.aciklama) ?? '' }
}

/** Builds the client. */
export function createMilitaryClient(options: MilitaryClientOptions): MilitaryClient {
  const backoff = options.backoffMs ?? [200, 600]
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`, 'utf8').toString('base64')}`
  const base = options.url.replace(/\/+$/, '')
  let failures = 0
  let openUntil = 0

  /** One HTTP exchange: the status and the body text; transient failures throw Transient. */
  async function once(method: 'GET' | 'POST', path: string, body?: object) {
    let res: Response
    try {
      res = await fetch(`${base}/${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (err) {
      throw new Transient(err instanceof Error ? err.message : String(err))
    }
    let payload: string
    try {
      payload = await res.text()
    } catch (err) {
      throw new Transient(`unreadable answer: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (res.status >= 500) throw new Transient(`HTTP ${res.status}`)
    return { status: res.status, payload }
  }

  /** `attemptCall`, counted in the metrics (issue 38): ok (404 included), error (refused/auth) or unavailable. */
  function call(method: 'GET' | 'POST', path: string, body?: object) {
    return timedOutsideCall(
      'military',
      () => attemptCall(method, path, body),
      (err) =>
        err instanceof MilitaryUnavailable && (err.reason === 'refused' || err.reason === 'auth')
          ? 'error'
          : 'unavailable',
    ).finally(() => setCircuitOpen('military', Date.now() < openUntil))
  }

  /** A call with the circuit breaker and (GET only) retries; 401/403 → auth, other 4xx but 404 → refused. */
  async function attemptCall(method: 'GET' | 'POST', path: string, body?: object) {
    const now = Date.now()
    if (now < openUntil)
      throw new MilitaryUnavailable('circuitOpen', 'circuit open', null, Math.ceil((openUntil - now) / 1000))
    const tries = method === 'GET' ? backoff.length + 1 : 1
    let last: unknown
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoff[attempt - 1]))
      try {
        const r = await once(method, path, body)
        failures = 0
        if (r.status === 401 || r.status === 403)
          throw new MilitaryUnavailable('auth', `HTTP ${r.status}`, r.status)
        if (r.status >= 400 && r.status !== 404)
          throw new MilitaryUnavailable('refused', errorMessageOf(r.payload) ?? `HTTP ${r.status}`, r.status)
        return r
      } catch (err) {
        if (!(err instanceof Transient)) throw err
        last = err
      }
    }
    failures += 1
    if (failures >= FAILURES_TO_OPEN) openUntil = Date.now() + OPEN_MS
    throw new MilitaryUnavailable('unreachable', last instanceof Error ? last.message : String(last))
  }

  const json = (payload: string): unknown => {
    if (payload.trim() === '') return null
    try {
      return JSON.parse(payload)
    } catch {
      throw new MilitaryUnavailable('refused', `invalid answer: ${payload.slice(0, 100)}`)
    }
  }
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

  return {
    async reasons(list) {
      const r = await call('GET', `askerlikErtelemeReferans/${list}`)
      if (r.status === 404) throw new MilitaryNotFound(errorMessageOf(r.payload) ?? list)
      const items = json(r.payload)
      const rows = Array.isArray(items) ? items : items ? [items] : []
      return rows.map((i) => {
        const o = record(i)
        return {
          nedenNo: Number(o.nedenNo),
          nedenAciklama: text(o.nedenAciklama) ?? '',
          kanunMaddeNo: text(o.kanunMaddeNo),
          kanunMaddeAciklama: text(o.kanunMaddeAciklama),
        }
      })
    },

    async request(body) {
      const r = await call('POST', 'askerlikErtelemeTalep', body)
      if (r.status === 404)
        throw new MilitaryUnavailable('refused', errorMessageOf(r.payload) ?? 'HTTP 404', 404)
      const o = record(json(r.payload))
      return { talepKayitUid: text(o.talepKayitUid), islemSonucu: operationResultOf(o.islemSonucu) }
    },

    async result(uid) {
      const r = await call('GET', `askerlikErtelemeTalep/${encodeURIComponent(uid)}`)
      if (r.status === 404) throw new MilitaryNotFound(errorMessageOf(r.payload) ?? uid)
      const decoded = json(r.payload)
      const o = record(decoded)
      const pending = r.status === 206
      const islemSonucu =
        o.islemSonucu !== undefined
          ? operationResultOf(o.islemSonucu)
          : pending
            ? { ...operationResultOf(decoded ?? ''), islemSonucKodu: RESULT_CODES.pending }
            : { islemSonucKodu: '', aciklama: '' }
      const sonuc = text(o.sonuc)
      return {
        talepKayitUid: uid,
        pending: pending || islemSonucu.islemSonucKodu === RESULT_CODES.pending,
        islemSonucu,
        tcKimlikNo: text(o.tcKimlikNo),
        sonuc: sonuc === 'E' || sonuc === 'I' || sonuc === 'R' ? sonuc : null,
        ertBasTarihi: text(o.ertBasTarihi),
        ertBitTarihi: text(o.ertBitTarihi),
        redNedeni: text(o.redNedeni),
        sevkeTabiOlduguCelpDonemi: text(o.sevkeTabiOlduguCelpDonemi),
      }
    },

    async status(tcKimlikNo) {
      const r = await call('GET', `askerlikdurumsorgula?tcKimlikNo=${encodeURIComponent(tcKimlikNo)}`)
      if (r.status === 404) throw new MilitaryNotFound(errorMessageOf(r.payload) ?? 'no record')
      const decoded = json(r.payload)
      const first = Array.isArray(decoded) ? decoded[0] : decoded
      if (!first || typeof first !== 'object') throw new MilitaryNotFound('no record')
      const o = record(first)
      return {
        tcKimlikNo: text(o.tcKimlikNo),
        adi: text(o.adi),
        soyadi: text(o.soyadi),
        askerlikDurumKod: text(o.askerlikDurumKod),
        askerlikDurumAciklama: text(o.askerlikDurumAciklama),
        askerlikErtDurumKod: text(o.askerlikErtDurumKod),
        askerlikErtDurumAciklama: text(o.askerlikErtDurumAciklama),
        islemKod: text(o.islemKod),
        islemAciklama: text(o.islemAciklama),
        ertBitTarihi: text(o.ertBitTarihi),
      }
    },
  }
}

/** dd/MM/yyyy (YÖKSİS) → YYYY-MM-DD, or null when it is not such a date. */
export function isoOfYoksisDate(v: string | null): string | null {
  const m = v ? /^(\d{2})[/.](\d{2})[/.](\d{4})/.exec(v) : null
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null
}

/** YYYY-MM-DD → dd/MM/yyyy (YÖKSİS). */
export function yoksisDateOf(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
}
