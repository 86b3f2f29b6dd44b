/**
 * The YÖKSİS client (issue 35, replacing issue 20's invented `OgrenciListesi/OgrenciGuncelle/OgrenciKaydet`) on
 * the council's real services, as the public clients show them (docs/decisions.md "YÖKSİS on the real services"):
 * - SOAP 1.1 document/literal at `{YOKSIS_URL}/<Service>` (WSDL at `…?WSDL`; YOKSIS_URL e.g.
 *   `https://servisler.yok.gov.tr/ws`), HTTP Basic authentication with the university's YÖKSİS account:
 *   - `TcKimlikNoileOgrenciSorgulaDetayv4`, operation `TcKimlikNoileOgrenciSorgulaDetayv4` (`TC_KIMLIK_NO`) →
 *     `OGRENCI_KAYITLARI[]` {`KISISEL_BILGILER`, `OGRENCILIK_BILGILERI`, `BIRIM`}, `SONUC/DurumAciklama`
 *     "Başarılı" (omu/xokul app/services/lib/services/yoksis/endpoints/students.rb, constants.rb `Students`,
 *     app/serializers/yoksis/students/informations_serializer.rb);
 *   - `TcKimlikNoileMezunOgrenciSorgulav2`, operation `TcKimlikNoilMezunOgrenciSorgulav2` (sic, `TCKNO`) →
 *     `MEZUN_OGRENCI_KAYITLARI[]` (xokul endpoints/graduates.rb, constants.rb `Graduates`,
 *     app/serializers/yoksis/graduates/informations_serializer.rb);
 *   - `UniversiteBirimlerv1`: `IDdenBirimAdiGetir`, `AltBirimleriGetir` (`BIRIM_ID`) with the unit fields
 *     `BIRIM_ID, BIRIM_ADI, BIRIM_UZUN_ADI, BIRIM_ADI_INGILIZCE, BAGLI_OLDUGU_BIRIM_ID, BIRIM_TURU_ADI, AKTIF, …`
 *     (zetaops/ulakbus ulakbus/services/common/yoksis.py);
 *   - `Referanslarv1`: `ReferansDeger` (`Kod`) → `REFERANS[] {KOD, AD}` (xokul endpoints/references.rb and
 *     constants.rb `References`: 19 studentship statuses, 11 reasons of leaving, …; the older `getXxx`
 *     operations of the same WSDL answer `REFERANSLAR[] {KOD, AD}`, `SONUC/DurumAciklama`, recorded in xokul's
 *     test/vcr_cassettes/yoksis/references/*.yml).
 *   Dates are `{YIL, AY, GUN}` elements; the client turns them into YYYY-MM-DD.
 * - REST OBS at `{YOKSIS_REST_URL}` (e.g. `https://servisler.yok.gov.tr/rest/obs`), Basic auth:
 *   `GET saglikbakanligitescilsorgula?tcKimlikNo=` → `[{tckn, tahsilTuruId, tahsilTuru, tescilNo, tescilTarihi,
 *   baslamaTarihi, mezuniyetTarihi, bransKodu, yandalKodu, birimId, tescilDogrulamaKodu, tescilDogrulamaLink,
 *   ogrenciId}]` (cengizonkal/yoksis-rest-client src/YOKSIS/REST/Resources/SaglikBakanligiTescil.php,
 *   Entities/SaglikBakanligiTescil.php); an empty list = no registration.
 * No public reference shows a write service for student records: there is none here (corrections are a worklist).
 *
 * Every call has a timeout, up to three attempts with backoff on transient failures (network errors, timeouts,
 * HTTP 5xx without a SOAP fault), and one circuit breaker for all YÖKSİS services (after 5 failed calls in a row
 * every call fails at once for 30 s). Failures are `YoksisUnavailable` (the routes answer 503): an outage is never
 * an empty answer. "Kayıt bulunamadı" (no record) is an empty list, not a failure.
 */

import { BasicAuthSecurity, type Client, createClientAsync } from 'soap'
import { setCircuitOpen, timedOutsideCall } from '../../platform/metrics/metrics.ts'

/** The SOAP services and their operations (names exactly as YÖKSİS spells them). */
export const YOKSIS_SERVICES = {
  students: {
    service: 'TcKimlikNoileOgrenciSorgulaDetayv4',
    operation: 'TcKimlikNoileOgrenciSorgulaDetayv4',
  },
  graduates: {
    service: 'TcKimlikNoileMezunOgrenciSorgulav2',
    operation: 'TcKimlikNoilMezunOgrenciSorgulav2',
  },
  units: { service: 'UniversiteBirimlerv1', operation: 'IDdenBirimAdiGetir' },
  subUnits: { service: 'UniversiteBirimlerv1', operation: 'AltBirimleriGetir' },
  references: { service: 'Referanslarv1', operation: 'ReferansDeger' },
} as const

/** `SONUC/DurumAciklama` of a successful answer. */
export const SUCCESS = 'Başarılı'

/** Reference codes of `ReferansDeger` (xokul constants.rb `References`). */
export const REFERENCE_CODES = { studentshipStatuses: 19, dropOutTypes: 11, units: 1 } as const

/** A coded value `{KOD, AD}`. */
export interface Coded {
  code: string
  name: string
}

/** One registration of a person in YÖKSİS (one `OGRENCI_KAYITLARI`). Dates YYYY-MM-DD. */
export interface StudentRegistration {
  nationalId: string
  firstName: string
  lastName: string
  /** `BIRIM/BIRIM/KOD`: the YÖKSİS unit id of the programme. */
  birimId: number | null
  unitName: string
  universityId: number | null
  studentNo: string | null
  /** `OGRENCILIK_STATUSU` (Referanslar code 19: 1 active, 2 on leave, 21 record deleted…). */
  status: Coded | null
  registrationDate: string | null
  leavingDate: string | null
  leavingReason: Coded | null
  /** `DIPLOMA/NOTU` as text ("3.12") or null. */
  gpa: string | null
}

/** One graduation of a person (one `MEZUN_OGRENCI_KAYITLARI`). */
export interface GraduateRecord {
  nationalId: string
  firstName: string
  lastName: string
  birimId: number | null
  universityId: number | null
  programmeName: string
  graduationDate: string | null
  /** `DIPLOMA_NOTU` as text or null. */
  gpa: string | null
  diplomaNo: string | null
}

/** A unit of `UniversiteBirimlerv1`. */
export interface YoksisUnit {
  birimId: number
  name: string
  longName: string
  englishName: string | null
  parentId: number | null
  typeName: string
  active: string
}

/** A Ministry of Health registration (`saglikbakanligitescilsorgula`), fields as YÖKSİS names them. */
export interface HealthRegistration {
  tckn: string
  tahsilTuruId: string | null
  tahsilTuru: string | null
  tescilNo: string | null
  /** dd/MM/yyyy as YÖKSİS sends it. */
  tescilTarihi: string | null
  baslamaTarihi: string | null
  mezuniyetTarihi: string | null
  bransKodu: string | null
  yandalKodu: string | null
  birimId: number | null
  tescilDogrulamaKodu: string | null
  tescilDogrulamaLink: string | null
  ogrenciId: string | null
}

/** Why YÖKSİS could not be used: unreachable/timeout/5xx, a SOAP fault or error answer, refused credentials, or the circuit is open. */
export class YoksisUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'fault' | 'auth' | 'circuitOpen',
    detail: string,
  ) {
    super(detail)
    this.name = 'YoksisUnavailable'
  }
}

/**
 * The client's settings: the SOAP base (`{url}/<Service>?WSDL`), the REST OBS base, the account, the timeout per
 * call (ms) and the backoff before the 2nd and 3rd attempts (ms; default 200 and 600).
 */
export interface YoksisClientOptions {
  url: string
  restUrl: string
  user: string
  password: string
  timeoutMs: number
  backoffMs?: readonly number[]
}

/** What the portal asks of YÖKSİS. */
export interface YoksisClient {
  /** The person's registrations (TcKimlikNoileOgrenciSorgulaDetayv4); [] when YÖKSİS has none. */
  studentRecords(nationalId: string): Promise<StudentRegistration[]>
  /** The person's graduations (TcKimlikNoileMezunOgrenciSorgulav2); [] when none. */
  graduateRecords(nationalId: string): Promise<GraduateRecord[]>
  /** The unit `birimId` (IDdenBirimAdiGetir), or null when YÖKSİS has none. */
  unit(birimId: number): Promise<YoksisUnit | null>
  /** The units directly below `birimId` (AltBirimleriGetir). */
  subUnits(birimId: number): Promise<YoksisUnit[]>
  /** The reference list `code` (ReferansDeger). */
  references(code: number): Promise<Coded[]>
  /** The person's Ministry of Health registrations (REST saglikbakanligitescilsorgula); [] when none. */
  healthRegistrations(nationalId: string): Promise<HealthRegistration[]>
}

const FAILURES_TO_OPEN = 5
const OPEN_MS = 30_000

type Raw = Record<string, unknown>
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v))
const opt = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v))
const num = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v))
const list = (v: unknown): Raw[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]) as Raw[]
const obj = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {})
const coded = (v: unknown): Coded | null => {
  const o = obj(v)
  return o.KOD === undefined || o.KOD === null ? null : { code: str(o.KOD), name: str(o.AD) }
}
/** `{YIL, AY, GUN}` → YYYY-MM-DD, or null. */
export function dateOf(v: unknown): string | null {
  const o = obj(v)
  if (!o.YIL || !o.AY || !o.GUN) return null
  return `${str(o.YIL).padStart(4, '0')}-${str(o.AY).padStart(2, '0')}-${str(o.GUN).padStart(2, '0')}`
}

/** True for failures worth another attempt: no SOAP fault, no 4xx (network, timeout, HTTP 5xx). */
function isTransient(err: unknown): boolean {
  const e = err as { root?: { Envelope?: { Body?: { Fault?: unknown } } }; response?: { status?: number } }
  if (e?.root?.Envelope?.Body?.Fault) return false
  if (err instanceof YoksisUnavailable) return err.reason === 'unreachable'
  const status = e?.response?.status
  return status === undefined || status >= 500
}

/** The fault's text, or the error's message. */
function detailOf(err: unknown): string {
  const f = (err as { root?: { Envelope?: { Body?: { Fault?: { faultstring?: unknown } } } } })?.root
    ?.Envelope?.Body?.Fault
  return f ? str(f.faultstring) : err instanceof Error ? err.message : String(err)
}

const statusOf = (err: unknown) => (err as { response?: { status?: number } })?.response?.status

/** The answer's `SONUC/DurumAciklama` (either spelling of the element seen in the references). */
const outcomeOf = (r: Raw) => str(obj(r.SONUC ?? r.Sonuc).DurumAciklama ?? obj(r.SONUC).SonucKod)

/** Builds the client; each service's WSDL is loaded on its first call and again after a failure to load it. */
export function createYoksisClient(options: YoksisClientOptions): YoksisClient {
  const backoff = options.backoffMs ?? [200, 600]
  const basic = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`
  const clients = new Map<string, Promise<Client>>()
  let failures = 0
  let openUntil = 0

  const soapClient = (service: string) => {
    let c = clients.get(service)
    if (!c) {
      c = createClientAsync(`${options.url}/${service}?WSDL`, {
        endpoint: `${options.url}/${service}`,
        wsdl_headers: { Authorization: basic },
        wsdl_options: { timeout: options.timeoutMs },
      })
        .then((client) => {
          client.setSecurity(new BasicAuthSecurity(options.user, options.password))
          return client
        })
        .catch((err) => {
          clients.delete(service)
          throw err
        })
      clients.set(service, c)
    }
    return c
  }

  /** Runs `once` with the retries and the circuit breaker, counted in the metrics (issue 38). */
  function guarded<T>(once: () => Promise<T>): Promise<T> {
    return timedOutsideCall(
      'yoksis',
      async () => {
        if (Date.now() < openUntil) throw new YoksisUnavailable('circuitOpen', 'circuit open')
        let last: unknown
        for (let attempt = 0; attempt <= backoff.length; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, backoff[attempt - 1]))
          try {
            const out = await once()
            failures = 0
            return out
          } catch (err) {
            last = err
            if (!isTransient(err)) {
              failures = 0
              if (err instanceof YoksisUnavailable) throw err
              if (statusOf(err) === 401 || statusOf(err) === 403)
                throw new YoksisUnavailable('auth', detailOf(err))
              throw new YoksisUnavailable('fault', detailOf(err))
            }
          }
        }
        failures += 1
        if (failures >= FAILURES_TO_OPEN) openUntil = Date.now() + OPEN_MS
        throw new YoksisUnavailable('unreachable', detailOf(last))
      },
      (err) => (err instanceof YoksisUnavailable && err.reason === 'fault' ? 'error' : 'unavailable'),
    ).finally(() => setCircuitOpen('yoksis', Date.now() < openUntil))
  }

  /** Calls `operation` of `service` with `args`; returns the answer element's content. */
  function call(def: { service: string; operation: string }, args: Raw): Promise<Raw> {
    return guarded(async () => {
      const c = await soapClient(def.service)
      const method = (c as unknown as Record<string, (a: Raw, o: Raw) => Promise<[Raw]>>)[
        `${def.operation}Async`
      ]
      if (!method) throw new YoksisUnavailable('fault', `no operation ${def.operation}`)
      const [result] = await method.call(c, args, { timeout: options.timeoutMs })
      return result ?? {}
    })
  }

  /** The records under `key` of an answer; [] for "no record"; a fault for any other unsuccessful answer. */
  function recordsOf(r: Raw, key: string): Raw[] {
    const records = list(r[key])
    const outcome = outcomeOf(r)
    if (outcome === SUCCESS || outcome === '') return records
    if (records.length === 0 && /bulunamad/i.test(outcome)) return []
    throw new YoksisUnavailable('fault', outcome)
  }

  const unitOf = (u: Raw): YoksisUnit => ({
    birimId: Number(u.BIRIM_ID),
    name: str(u.BIRIM_ADI),
    longName: str(u.BIRIM_UZUN_ADI),
    englishName: opt(u.BIRIM_ADI_INGILIZCE),
    parentId: num(u.BAGLI_OLDUGU_BIRIM_ID),
    typeName: str(u.BIRIM_TURU_ADI),
    active: str(u.AKTIF),
  })

  return {
    async studentRecords(nationalId) {
      const r = await call(YOKSIS_SERVICES.students, { TC_KIMLIK_NO: nationalId })
      return recordsOf(r, 'OGRENCI_KAYITLARI').map((k) => {
        const person = obj(k.KISISEL_BILGILER)
        const study = obj(k.OGRENCILIK_BILGILERI)
        const unit = obj(k.BIRIM)
        return {
          nationalId: str(person.TC_KIMLIK_NO),
          firstName: str(person.ADI),
          lastName: str(person.SOYADI),
          birimId: num(obj(unit.BIRIM).KOD),
          unitName: str(obj(unit.BIRIM).AD),
          universityId: num(obj(unit.UNIVERSITE).KOD),
          studentNo: opt(study.OGRENCI_NO),
          status: coded(study.OGRENCILIK_STATUSU),
          registrationDate: dateOf(study.KAYIT_TARIHI),
          leavingDate: dateOf(study.AYRILMA_TARIHI),
          leavingReason: coded(study.AYRILMA_NEDENI),
          gpa: opt(obj(study.DIPLOMA).NOTU),
        }
      })
    },

    async graduateRecords(nationalId) {
      const r = await call(YOKSIS_SERVICES.graduates, { TCKNO: nationalId })
      return recordsOf(r, 'MEZUN_OGRENCI_KAYITLARI').map((k) => ({
        nationalId: str(k.TCKNO),
        firstName: str(k.ADI),
        lastName: str(k.SOYADI),
        birimId: num(k.BIRIM_ID),
        universityId: num(k.UNIV_ID),
        programmeName: str(k.PROGRAM_ADI),
        graduationDate: dateOf(k.MEZUNIYET_TARIHI),
        gpa: opt(k.DIPLOMA_NOTU),
        diplomaNo: opt(k.DIPLOMA_NO),
      }))
    },

    async unit(birimId) {
      const r = await call(YOKSIS_SERVICES.units, { BIRIM_ID: birimId })
      const [u] = recordsOf(r, 'Birimler')
      return u ? unitOf(u) : null
    },

    async subUnits(birimId) {
      const r = await call(YOKSIS_SERVICES.subUnits, { BIRIM_ID: birimId })
      return recordsOf(r, 'Birimler').map(unitOf)
    },

    async references(code) {
      const r = await call(YOKSIS_SERVICES.references, { Kod: code })
      return recordsOf(r, 'REFERANS').map((x) => ({ code: str(x.KOD), name: str(x.AD) }))
    },

    healthRegistrations(nationalId) {
      return guarded(async () => {
        const url = `${options.restUrl}/saglikbakanligitescilsorgula?tcKimlikNo=${encodeURIComponent(nationalId)}`
        let res: Response
        try {
          res = await fetch(url, {
            headers: { Authorization: basic, Accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs),
          })
        } catch (err) {
          throw new YoksisUnavailable('unreachable', err instanceof Error ? err.message : String(err))
        }
        const text = await res.text()
        if (res.status === 401 || res.status === 403)
          throw new YoksisUnavailable('auth', `HTTP ${res.status}`)
        if (res.status === 404 || res.status === 204 || text.trim() === '') return []
        if (res.status >= 500) throw new YoksisUnavailable('unreachable', `HTTP ${res.status}`)
        if (res.status >= 400) throw new YoksisUnavailable('fault', text.slice(0, 200))
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          throw new YoksisUnavailable('fault', 'not JSON')
        }
        // The reference hydrates a list; an object wrapping it (`saglikBakTescilKayit`) or a single object is read too.
        const items = Array.isArray(body)
          ? body
          : list(obj(body).saglikBakTescilKayit ?? (obj(body).tckn ? body : undefined))
        return (items as Raw[]).map((x) => ({
          tckn: str(x.tckn),
          tahsilTuruId: opt(x.tahsilTuruId),
          tahsilTuru: opt(x.tahsilTuru),
          tescilNo: opt(x.tescilNo),
          tescilTarihi: opt(x.tescilTarihi),
          baslamaTarihi: opt(x.baslamaTarihi),
          mezuniyetTarihi: opt(x.mezuniyetTarihi),
          bransKodu: opt(x.bransKodu),
          yandalKodu: opt(x.yandalKodu),
          birimId: num(x.birimId),
          tescilDogrulamaKodu: opt(x.tescilDogrulamaKodu),
          tescilDogrulamaLink: opt(x.tescilDogrulamaLink),
          ogrenciId: opt(x.ogrenciId),
        }))
      })
    },
  }
}
