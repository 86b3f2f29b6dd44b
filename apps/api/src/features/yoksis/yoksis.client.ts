/**
 * The YÖKSİS client (issue 20): SOAP 1.1 through the `soap` library, with a per-call timeout, up to three
 * attempts with backoff on transient failures (network errors, timeouts, HTTP 5xx without a SOAP fault), and a
 * circuit breaker (after 5 failed calls in a row every call fails at once for 30 s). Every failure is a
 * `YoksisUnavailable` (the routes answer 503 with a message): an outage is never an empty answer.
 */

import { type Client, createClientAsync } from 'soap'
import { setCircuitOpen, timedOutsideCall } from '../../platform/metrics/metrics.ts'

/** A YÖKSİS student record as the service returns it (dates YYYY-MM-DD, GPA as text "3.12"). */
export interface YoksisRecord {
  nationalId: string
  firstName: string
  lastName: string
  programmeCode: string
  status: string
  entryDate: string
  graduationDate: string | null
  gpa: string | null
}

/** YÖKSİS's answer to a write: code '0' is success; anything else a refusal with its message. */
export interface YoksisAnswer {
  code: string
  message: string
  ref: string | null
}

/** Why YÖKSİS could not be used: unreachable/timeout/5xx, a SOAP fault, or the circuit is open. */
export class YoksisUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'fault' | 'circuitOpen',
    detail: string,
  ) {
    super(detail)
    this.name = 'YoksisUnavailable'
  }
}

/** The client's settings: service URL (the WSDL is at `url?wsdl`), credentials, timeout per call (ms). */
export interface YoksisClientOptions {
  url: string
  user: string
  password: string
  timeoutMs: number
  /** Backoff before the 2nd and 3rd attempts (ms); default 200 and 600. */
  backoffMs?: readonly number[]
}

/** What the feature needs from YÖKSİS. */
export interface YoksisClient {
  /** One page (1-based) of a programme's students ('OGRENCI') or graduates ('MEZUN'), and the total. */
  list(
    programmeCode: string,
    kind: 'OGRENCI' | 'MEZUN',
    page: number,
    pageSize: number,
  ): Promise<{ total: number; records: YoksisRecord[] }>
  /** Sets one field of a record; `key` makes a repeated call a no-op at YÖKSİS. */
  update(input: {
    nationalId: string
    programmeCode: string
    field: string
    value: string
    key: string
  }): Promise<YoksisAnswer>
  /** Registers a new student; `key` as above. */
  register(input: {
    nationalId: string
    firstName: string
    lastName: string
    programmeCode: string
    entryDate: string
    key: string
  }): Promise<YoksisAnswer>
}

const FAILURES_TO_OPEN = 5
const OPEN_MS = 30_000

type Raw = Record<string, unknown>
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v))
const opt = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v))

/** True for failures worth another attempt: no SOAP fault (network, timeout, HTTP 5xx without one). */
function isTransient(err: unknown): boolean {
  const e = err as { root?: { Envelope?: { Body?: { Fault?: unknown } } }; response?: { status?: number } }
  if (e?.root?.Envelope?.Body?.Fault) return false
  const status = e?.response?.status
  return status === undefined || status >= 500
}

/** The fault's text, or the error's message. */
function detailOf(err: unknown): string {
  const f = (err as { root?: { Envelope?: { Body?: { Fault?: { faultstring?: unknown } } } } })?.root
    ?.Envelope?.Body?.Fault
  return f ? str(f.faultstring) : err instanceof Error ? err.message : String(err)
}

/** Builds the client; the WSDL is loaded on the first call and again after a failure to load it. */
export function createYoksisClient(options: YoksisClientOptions): YoksisClient {
  const backoff = options.backoffMs ?? [200, 600]
  let soap: Promise<Client> | null = null
  let failures = 0
  let openUntil = 0

  const client = () => {
    soap ??= createClientAsync(`${options.url}?wsdl`, {
      endpoint: options.url,
      wsdl_options: { timeout: options.timeoutMs },
    }).catch((err) => {
      soap = null
      throw err
    })
    return soap
  }

  /** `attemptCall`, counted in the metrics (issue 38): ok, error (the service's own fault) or unavailable. */
  function call(op: string, args: Raw): Promise<Raw> {
    return timedOutsideCall(
      'yoksis',
      () => attemptCall(op, args),
      (err) => (err instanceof YoksisUnavailable && err.reason === 'fault' ? 'error' : 'unavailable'),
    ).finally(() => setCircuitOpen('yoksis', Date.now() < openUntil))
  }

  /** Calls operation `op` with the credentials and `args`, retrying transient failures; returns the body. */
  async function attemptCall(op: string, args: Raw): Promise<Raw> {
    if (Date.now() < openUntil) throw new YoksisUnavailable('circuitOpen', 'circuit open')
    let last: unknown
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoff[attempt - 1]))
      try {
        const c = await client()
        const method = (c as unknown as Record<string, (a: Raw, o: Raw) => Promise<[Raw]>>)[`${op}Async`]
        if (!method) throw new Error(`no operation ${op}`)
        const [result] = await method.call(
          c,
          { KullaniciAdi: options.user, Sifre: options.password, ...args },
          { timeout: options.timeoutMs },
        )
        failures = 0
        return result ?? {}
      } catch (err) {
        last = err
        if (!isTransient(err)) {
          failures = 0
          throw new YoksisUnavailable('fault', detailOf(err))
        }
      }
    }
    failures += 1
    if (failures >= FAILURES_TO_OPEN) openUntil = Date.now() + OPEN_MS
    throw new YoksisUnavailable('unreachable', detailOf(last))
  }

  const answerOf = (r: Raw): YoksisAnswer => ({
    code: str(r.SonucKodu),
    message: str(r.SonucMesaji),
    ref: opt(r.IslemNo),
  })

  return {
    async list(programmeCode, kind, page, pageSize) {
      const r = await call('OgrenciListesi', {
        ProgramKodu: programmeCode,
        Tur: kind,
        Sayfa: page,
        SayfaBoyutu: pageSize,
      })
      const raw = r.Kayit === undefined ? [] : Array.isArray(r.Kayit) ? r.Kayit : [r.Kayit]
      return {
        total: Number(r.ToplamKayit) || 0,
        records: (raw as Raw[]).map((k) => ({
          nationalId: str(k.TCKimlikNo),
          firstName: str(k.Ad),
          lastName: str(k.Soyad),
          programmeCode: str(k.ProgramKodu),
          status: str(k.Durum),
          entryDate: str(k.GirisTarihi),
          graduationDate: opt(k.MezuniyetTarihi),
          gpa: opt(k.AGNO),
        })),
      }
    },
    async update(i) {
      return answerOf(
        await call('OgrenciGuncelle', {
          TCKimlikNo: i.nationalId,
          ProgramKodu: i.programmeCode,
          Alan: i.field,
          Deger: i.value,
          IslemAnahtari: i.key,
        }),
      )
    },
    async register(i) {
      return answerOf(
        await call('OgrenciKaydet', {
          TCKimlikNo: i.nationalId,
          Ad: i.firstName,
          Soyad: i.lastName,
          ProgramKodu: i.programmeCode,
          GirisTarihi: i.entryDate,
          IslemAnahtari: i.key,
        }),
      )
    },
  }
}
