/**
 * The military service authority's client (issue 20): a REST/JSON shape modelled on the Ministry of National
 * Defence's (MSB, ASAL) deferral service offered to universities through e-Devlet (docs/decisions.md):
 * - `POST {url}/tecil/talepler` with `{KurumKodu, TCKimlikNo, Ad, Soyad, DogumTarihi, OgrenciNo, ProgramAdi,
 *   IslemAnahtari}` asks for a student's education deferral; `IslemAnahtari` makes a repeat return the first
 *   answer;
 * - `GET {url}/tecil/talepler/{TalepId}` queries its state.
 * Both answer `{TalepId, TeklifTuru, TeklifNedeni, SonucKodu, SonucAciklama, TecilBitisTarihi}` ('0000' =
 * accepted); errors are `{Hata: {Kod, Mesaj}}` with a 4xx status. `Authorization: Bearer <MILITARY_KEY>`.
 * A timeout per call, up to three attempts with backoff on transient failures (network, timeout, 5xx), a
 * circuit breaker (5 failures in a row → every call fails for 30 s). Failures are `MilitaryUnavailable`.
 */

/** The authority's answer about one request. */
export interface DeferralAnswer {
  requestId: string | null
  offerType: string | null
  offerReason: string | null
  resultCode: string
  resultMessage: string
  /** YYYY-MM-DD or null. */
  endsOn: string | null
}

/** Why the authority could not be used: unreachable/timeout/5xx, an error answer, or the circuit is open. */
export class MilitaryUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'circuitOpen',
    detail: string,
    readonly status: number | null = null,
  ) {
    super(detail)
    this.name = 'MilitaryUnavailable'
  }
}

/** What the portal needs from the authority. */
export interface MilitaryClient {
  /** Asks for the deferral of one student; `key` makes a repeat return the first answer. */
  request(input: {
    nationalId: string
    firstName: string
    lastName: string
    birthDate: string
    studentNo: string
    programme: string
    key: string
  }): Promise<DeferralAnswer>
  /** The state of a request. */
  query(requestId: string): Promise<DeferralAnswer>
}

/** The client's settings. */
export interface MilitaryClientOptions {
  url: string
  key: string
  institutionCode: string
  timeoutMs: number
  backoffMs?: readonly number[]
}

class Transient extends Error {}
const FAILURES_TO_OPEN = 5
const OPEN_MS = 30_000
const opt = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v))

/** Builds the client. */
export function createMilitaryClient(options: MilitaryClientOptions): MilitaryClient {
  const backoff = options.backoffMs ?? [200, 600]
  let failures = 0
  let openUntil = 0

  async function once(method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetch(`${options.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.key}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (err) {
      throw new Transient(err instanceof Error ? err.message : String(err))
    }
    if (res.status >= 500) throw new Transient(`HTTP ${res.status}`)
    let json: Record<string, unknown>
    try {
      json = (await res.json()) as Record<string, unknown>
    } catch (err) {
      throw new Transient(`invalid answer: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (!res.ok) {
      const h = (json?.Hata ?? {}) as { Kod?: unknown; Mesaj?: unknown }
      throw new MilitaryUnavailable(
        'refused',
        `${opt(h.Kod) ?? res.status}: ${opt(h.Mesaj) ?? ''}`,
        res.status,
      )
    }
    return json
  }

  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    if (Date.now() < openUntil) throw new MilitaryUnavailable('circuitOpen', 'circuit open')
    let last: unknown
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoff[attempt - 1]))
      try {
        const r = await once(method, path, body)
        failures = 0
        return r
      } catch (err) {
        if (err instanceof MilitaryUnavailable) {
          failures = 0
          throw err
        }
        last = err
      }
    }
    failures += 1
    if (failures >= FAILURES_TO_OPEN) openUntil = Date.now() + OPEN_MS
    throw new MilitaryUnavailable('unreachable', last instanceof Error ? last.message : String(last))
  }

  const answerOf = (r: Record<string, unknown>): DeferralAnswer => ({
    requestId: opt(r.TalepId),
    offerType: opt(r.TeklifTuru),
    offerReason: opt(r.TeklifNedeni),
    resultCode: String(r.SonucKodu ?? ''),
    resultMessage: String(r.SonucAciklama ?? ''),
    endsOn: opt(r.TecilBitisTarihi),
  })

  return {
    async request(i) {
      return answerOf(
        await call('POST', '/tecil/talepler', {
          KurumKodu: options.institutionCode,
          TCKimlikNo: i.nationalId,
          Ad: i.firstName,
          Soyad: i.lastName,
          DogumTarihi: i.birthDate,
          OgrenciNo: i.studentNo,
          ProgramAdi: i.programme,
          IslemAnahtari: i.key,
        }),
      )
    },
    async query(requestId) {
      return answerOf(await call('GET', `/tecil/talepler/${encodeURIComponent(requestId)}`))
    },
  }
}
