/**
 * The development YÖKSİS (issue 35, DESIGN.md §4b): the council's real services as yoksis.client.ts documents
 * them, mounted when YOKSIS_URL is unset outside production and served only to loopback clients (platform/dev-only):
 * - SOAP at /dev/yoksis/ws/<Service> (WSDL at `?WSDL`, served without authentication as the real ones are) for
 *   TcKimlikNoileOgrenciSorgulaDetayv4, TcKimlikNoileMezunOgrenciSorgulav2, UniversiteBirimlerv1, Referanslarv1;
 * - REST at /dev/yoksis/rest/obs/saglikbakanligitescilsorgula?tcKimlikNo=.
 * Every operation needs `Authorization: Basic` with YOKSIS_USER / YOKSIS_PASSWORD (401 with WWW-Authenticate
 * otherwise). Answers come from seeded data: the person registrations of `yoksis_dev_records` (the demo
 * university with differences on purpose), the units of the core world (YÖKSİS unit id = 150000 + unit id, the
 * same demo ids as the military feature's), the studentship statuses of Referanslar code 19 as recorded from
 * YÖKSİS (omu/xokul test/vcr_cassettes/yoksis/references/studentship_statuses.yml). A national id not of 11
 * digits is a SOAP fault; a person without records answers `SONUC/DurumAciklama` "Kayıt bulunamadı." with no
 * records; the student service leaves graduated registrations to the graduate service (an assumption,
 * docs/decisions.md). Health-sciences graduates are registered with the Ministry of Health unless their national
 * id's digits add up to a multiple of 3. `POST /dev/yoksis/mode` makes it slow, down (connections dropped) or
 * answer SOAP faults (503 on REST), so the client's "unavailable" paths can be tried; `calls` counts operations.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listen } from 'soap'
import { z } from 'zod'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { units } from '../../db/schema/index.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { SUCCESS } from './yoksis.client.ts'
import { yoksisDevRecords } from './yoksis.schema.ts'
import { HEALTH_FACULTY_CODE } from './yoksis.seed.ts'
import { WSDL_SERVICES, type WsdlService, yoksisWsdl } from './yoksis.wsdl.ts'

/** Where the counterpart is mounted. */
export const YOKSIS_DEV_PATH = '/dev/yoksis'

/** The demo YÖKSİS unit id of one of our units (the same ids the military feature's demo map uses). */
export const devBirimIdOf = (unitId: number) => 150_000 + unitId

/** How the counterpart behaves: normally, slow (answers after `delayMs`), down (drops connections), fault. */
export type CounterpartMode =
  | { mode: 'ok' }
  | { mode: 'slow'; delayMs: number }
  | { mode: 'down' }
  | { mode: 'fault' }

/** True when the counterpart is mounted under `config`: outside production and without YOKSIS_URL. */
export function yoksisCounterpartEnabled(config: Pick<AppConfig, 'nodeEnv' | 'yoksis'>): boolean {
  return config.nodeEnv !== 'production' && config.yoksis.url === null
}

/** Referanslar code 19 (OGRENCILIK_STATUSU) as YÖKSİS answered it (xokul's recorded cassette). */
export const STUDENTSHIP_STATUSES: [number, string][] = [
  [1, 'AKTİF ÖĞRENCİ'],
  [20, 'AKTİF ÖĞRENCİ-DİĞER DEĞİŞİMLER-YURTDIŞI (GELEN)'],
  [19, 'AKTİF ÖĞRENCİ-DİĞER DEĞİŞİMLER-YURTDIŞI (GİDEN)'],
  [16, 'AKTİF ÖĞRENCİ-ERASMUS (GELEN)'],
  [15, 'AKTİF ÖĞRENCİ-ERASMUS (GİDEN)'],
  [12, 'AKTİF ÖĞRENCİ-FARABİ (GELEN)'],
  [11, 'AKTİF ÖĞRENCİ-FARABİ (GİDEN)'],
  [14, 'AKTİF ÖĞRENCİ-MEVLANA (GELEN)'],
  [13, 'AKTİF ÖĞRENCİ-MEVLANA (GİDEN)'],
  [18, 'AKTİF ÖZEL ÖĞRENCİ (GELEN)'],
  [17, 'AKTİF ÖZEL ÖĞRENCİ (GİDEN)'],
  [7, 'BEKLEMELİ'],
  [3, 'CEZALI'],
  [2, 'İZİNLİ/KAYIT DONDURMA'],
  [21, 'KAYDI SİLİNMİŞTİR. (AYRILAN ÖĞRENCİLER)'],
  [10, 'PASİF ÖĞRENCİLER (KAYIT YENİLEMEMİŞ)'],
]

/** The counterpart's record status (yoksis_dev_records.status) as a YÖKSİS studentship status code. */
export const DEV_STATUS_CODE: Record<string, number> = { AKTIF: 1, DONDURDU: 2, AYRILDI: 21 }

/** Reasons of leaving (Referanslar code 11; illustrative texts, not YÖKSİS's own list). */
const DROP_OUT_TYPES: [number, string][] = [
  [1, 'MEZUN'],
  [2, 'KAYDI SİLİNDİ (KENDİ İSTEĞİ)'],
  [3, 'YATAY GEÇİŞ İLE AYRILDI'],
]

const NOT_FOUND = 'Kayıt bulunamadı.'
type Args = Record<string, unknown>
type Unit = typeof units.$inferSelect
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))
const fault = (code: string, message: string) => ({
  Fault: { faultcode: `soap:${code}`, faultstring: message, statusCode: 500 },
})
const ymd = (iso: string | null) =>
  iso
    ? { YIL: iso.slice(0, 4), AY: String(Number(iso.slice(5, 7))), GUN: String(Number(iso.slice(8, 10))) }
    : null
const digitSum = (id: string) => [...id].reduce((s, c) => s + (Number(c) || 0), 0)
const UNIT_TYPE: Record<string, string> = {
  university: 'Üniversite',
  faculty: 'Fakülte',
  vocational_school: 'Meslek Yüksekokulu',
  graduate_school: 'Enstitü',
  department: 'Bölüm',
  programme: 'Program',
}

/** The SOAP operations and the REST query over the counterpart's data. */
function services(db: Database, state: { mode: CounterpartMode; calls: number }) {
  let cache: { at: number; byId: Map<number, Unit>; byCode: Map<string, Unit> } | null = null
  /** The core units, cached for a minute. */
  const unitMaps = async () => {
    if (!cache || Date.now() - cache.at > 60_000) {
      const all = await db.select().from(units)
      cache = {
        at: Date.now(),
        byId: new Map(all.map((u) => [u.id, u])),
        byCode: new Map(all.map((u) => [u.code, u])),
      }
    }
    return cache
  }
  const upper = (s: string) => s.toLocaleUpperCase('tr-TR')
  const root = async () => [...(await unitMaps()).byId.values()].find((u) => u.parentId === null)
  const ancestor = (maps: { byId: Map<number, Unit> }, u: Unit | undefined, kinds: string[]) => {
    let x = u
    while (x && !kinds.includes(x.kind) && x.parentId) x = maps.byId.get(x.parentId)
    return x && kinds.includes(x.kind) ? x : undefined
  }
  const birimOf = (u: Unit) => ({
    BIRIM_ID: String(devBirimIdOf(u.id)),
    BIRIM_ADI: upper(u.nameTr),
    BIRIM_UZUN_ADI: upper(u.nameTr),
    BIRIM_ADI_INGILIZCE: u.nameEn,
    BAGLI_OLDUGU_BIRIM_ID: u.parentId ? String(devBirimIdOf(u.parentId)) : '0',
    BIRIM_TURU_ADI: UNIT_TYPE[u.kind] ?? 'Birim',
    AKTIF: u.isActive ? 'Aktif' : 'Pasif',
    IL_KODU: '55',
    OGRENIM_DILI: 'Türkçe',
    OGRENIM_TURU: 'Örgün Öğretim',
  })
  const guard = (nationalId?: unknown) => {
    state.calls++
    if (state.mode.mode === 'fault') throw fault('Server', 'YÖKSİS servisi geçici olarak hizmet veremiyor.')
    if (nationalId !== undefined && !/^[1-9]\d{10}$/.test(text(nationalId)))
      throw fault('Client', 'TC Kimlik No hatalı.')
  }
  const recordsOf = (nationalId: string) =>
    db
      .select()
      .from(yoksisDevRecords)
      .where(and(eq(yoksisDevRecords.nationalId, nationalId), eq(yoksisDevRecords.withheld, false)))
      .orderBy(yoksisDevRecords.id)
  const answer = (key: string, items: unknown[]) =>
    items.length === 0
      ? { SONUC: { DurumAciklama: NOT_FOUND } }
      : { [key]: items, SONUC: { DurumAciklama: SUCCESS } }

  /** The operations by name. */
  const ops: Record<string, (args: Args) => Promise<unknown>> = {
    async TcKimlikNoileOgrenciSorgulaDetayv4(args) {
      guard(args.TC_KIMLIK_NO)
      const maps = await unitMaps()
      const uni = await root()
      const rows = (await recordsOf(text(args.TC_KIMLIK_NO))).filter((r) => r.status !== 'MEZUN')
      return answer(
        'OGRENCI_KAYITLARI',
        rows.map((r) => {
          const programme = maps.byCode.get(r.programmeCode)
          const faculty = ancestor(maps, programme, ['faculty', 'vocational_school', 'graduate_school'])
          const code = DEV_STATUS_CODE[r.status] ?? 1
          const status = STUDENTSHIP_STATUSES.find(([k]) => k === code)
          return {
            KISISEL_BILGILER: { TC_KIMLIK_NO: r.nationalId, ADI: r.firstName, SOYADI: r.lastName },
            OGRENCILIK_BILGILERI: {
              KAYIT_TARIHI: { ...ymd(r.entryDate), SAAT: '0', DAKIKA: '0', SANIYE: '0' },
              ...(r.gpa !== null ? { DIPLOMA: { NOTU: (r.gpa / 100).toFixed(2), NOT_SISTEMI: '4' } } : {}),
              OGRENCILIK_STATUSU: { KOD: String(code), AD: status?.[1] ?? '' },
            },
            BIRIM: {
              BIRIM: programme
                ? { KOD: String(devBirimIdOf(programme.id)), AD: upper(programme.nameTr) }
                : { KOD: '0', AD: r.programmeCode },
              ...(faculty
                ? {
                    FAKULTE_YO_MYO_ENSTITU: {
                      KOD: String(devBirimIdOf(faculty.id)),
                      AD: upper(faculty.nameTr),
                    },
                  }
                : {}),
              ...(uni ? { UNIVERSITE: { KOD: String(devBirimIdOf(uni.id)), AD: upper(uni.nameTr) } } : {}),
            },
          }
        }),
      )
    },
    async TcKimlikNoilMezunOgrenciSorgulav2(args) {
      guard(args.TCKNO)
      const maps = await unitMaps()
      const uni = await root()
      const rows = (await recordsOf(text(args.TCKNO))).filter((r) => r.status === 'MEZUN')
      return answer(
        'MEZUN_OGRENCI_KAYITLARI',
        rows.map((r) => {
          const programme = maps.byCode.get(r.programmeCode)
          const faculty = ancestor(maps, programme, ['faculty', 'vocational_school', 'graduate_school'])
          return {
            TCKNO: r.nationalId,
            ADI: r.firstName,
            SOYADI: r.lastName,
            ...(r.graduationDate ? { MEZUNIYET_TARIHI: ymd(r.graduationDate) } : {}),
            ...(r.gpa !== null ? { DIPLOMA_NOTU: (r.gpa / 100).toFixed(2), DIPLOMA_NOT_SISTEMI: '4' } : {}),
            FAK_MYO_YO_ENS: faculty ? upper(faculty.nameTr) : '',
            PROGRAM_ADI: programme ? upper(programme.nameTr) : r.programmeCode,
            BIRIM_ID: programme ? String(devBirimIdOf(programme.id)) : '0',
            ...(uni ? { UNIV_ID: String(devBirimIdOf(uni.id)), UNIVERSITE_ADI: upper(uni.nameTr) } : {}),
          }
        }),
      )
    },
    async IDdenBirimAdiGetir(args) {
      guard()
      const u = (await unitMaps()).byId.get(Number(args.BIRIM_ID) - 150_000)
      return answer('Birimler', u ? [birimOf(u)] : [])
    },
    async AltBirimleriGetir(args) {
      guard()
      const parent = Number(args.BIRIM_ID) - 150_000
      const children = [...(await unitMaps()).byId.values()]
        .filter((u) => u.parentId === parent && UNIT_TYPE[u.kind])
        .sort((a, b) => a.id - b.id)
      return answer('Birimler', children.map(birimOf))
    },
    async ReferansDeger(args) {
      guard()
      const code = Number(args.Kod)
      const items = code === 19 ? STUDENTSHIP_STATUSES : code === 11 ? DROP_OUT_TYPES : []
      return answer(
        'REFERANS',
        items.map(([k, v]) => ({ KOD: String(k), AD: v })),
      )
    },
  }
  const byService: Record<WsdlService, string[]> = {
    TcKimlikNoileOgrenciSorgulaDetayv4: ['TcKimlikNoileOgrenciSorgulaDetayv4'],
    TcKimlikNoileMezunOgrenciSorgulav2: ['TcKimlikNoilMezunOgrenciSorgulav2'],
    UniversiteBirimlerv1: ['IDdenBirimAdiGetir', 'AltBirimleriGetir'],
    Referanslarv1: ['ReferansDeger'],
  }

  /** The soap library's services object of `service` (service → port → its operations). */
  const serviceObject = (service: WsdlService) => ({
    [service]: {
      [`${service}_Port`]: Object.fromEntries(byService[service].map((op) => [op, ops[op]])),
    },
  })

  /** REST saglikbakanligitescilsorgula: the health-sciences graduate's registrations (dates dd/MM/yyyy). */
  const healthRegistrations = async (nationalId: string) => {
    state.calls++
    const maps = await unitMaps()
    const rows = (await recordsOf(nationalId)).filter((r) => r.status === 'MEZUN')
    const out = []
    for (const r of rows) {
      const programme = maps.byCode.get(r.programmeCode)
      const faculty = ancestor(maps, programme, ['faculty'])
      if (!programme || faculty?.code !== HEALTH_FACULTY_CODE || digitSum(nationalId) % 3 === 0) continue
      const dmy = (iso: string | null) =>
        iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null
      out.push({
        tckn: nationalId,
        tahsilTuruId: 1,
        tahsilTuru: 'Lisans',
        tescilNo: `SB-${nationalId.slice(-6)}`,
        tescilTarihi: dmy(r.graduationDate),
        baslamaTarihi: dmy(r.entryDate),
        mezuniyetTarihi: dmy(r.graduationDate),
        bransKodu: String(programme.id),
        yandalKodu: null,
        birimId: devBirimIdOf(programme.id),
        tescilDogrulamaKodu: `D${nationalId.slice(0, 5)}`,
        tescilDogrulamaLink: null,
        ogrenciId: r.id,
      })
    }
    return out
  }

  return { serviceObject, healthRegistrations }
}

/**
 * Mounts the counterpart on `app` when enabled: GET /dev/yoksis/ws/<Service>?WSDL, POST /dev/yoksis/ws/<Service>
 * (SOAP), GET /dev/yoksis/rest/obs/saglikbakanligitescilsorgula, and POST /dev/yoksis/mode {mode, delayMs?}
 * (development and tests only; answers the number of operations served so far as `calls`).
 */
export async function registerYoksisCounterpart(app: FastifyInstance, db: Database, config: AppConfig) {
  if (!yoksisCounterpartEnabled(config)) return
  const state: { mode: CounterpartMode; calls: number } = { mode: { mode: 'ok' }, calls: 0 }
  const impl = services(db, state)
  const handlers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>()
  for (const service of WSDL_SERVICES) {
    const path = `${YOKSIS_DEV_PATH}/ws/${service}`
    // The soap server attaches to an Express-like app; this one hands its request listener to Fastify.
    const expressLike = {
      route: () => ({
        all: (h: (req: IncomingMessage, res: ServerResponse) => void) => {
          handlers.set(service, h)
        },
      }),
      use: () => undefined,
    }
    listen(
      // biome-ignore lint/suspicious/noExplicitAny: the soap typings want an http/express server
      expressLike as any,
      path,
      impl.serviceObject(service) as never,
      yoksisWsdl(service, `${config.publicUrl}${path}`),
    )
  }
  const basic = `Basic ${Buffer.from(`${config.yoksis.user}:${config.yoksis.password}`).toString('base64')}`
  /** Applies the mode; false when the request was answered (connection dropped). */
  const behave = async (request: FastifyRequest, reply: FastifyReply) => {
    if (state.mode.mode === 'down') {
      request.raw.socket.destroy()
      reply.hijack()
      return false
    }
    if (state.mode.mode === 'slow')
      await new Promise((r) => setTimeout(r, (state.mode as { delayMs: number }).delayMs))
    return true
  }
  const unauthorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === basic) return false
    void reply
      .code(401)
      .header('www-authenticate', 'Basic realm="YOKSIS"')
      .type('text/plain; charset=utf-8')
      .send('Yetkisiz erişim.')
    return true
  }

  await app.register(async (scope) => {
    for (const type of ['text/xml', 'application/soap+xml']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
        done(null, body),
      )
    }
    /** GET|POST /dev/yoksis/ws/:service: the WSDL (?WSDL, public) and the operations (Basic auth). */
    scope.route({
      method: ['GET', 'POST'],
      url: `${YOKSIS_DEV_PATH}/ws/:service`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const { service } = request.params as { service: string }
        const handler = handlers.get(service)
        if (!handler) return reply.code(404).send('Not found')
        if (!(await behave(request, reply))) return reply
        if (request.method === 'POST' && unauthorised(request, reply)) return reply
        reply.hijack()
        const raw = request.raw as IncomingMessage & { body?: Buffer }
        if (Buffer.isBuffer(request.body)) raw.body = request.body
        handler(raw, reply.raw)
      },
    })
    /** GET /dev/yoksis/rest/obs/saglikbakanligitescilsorgula?tcKimlikNo= (Basic auth): JSON list. */
    scope.get(
      `${YOKSIS_DEV_PATH}/rest/obs/saglikbakanligitescilsorgula`,
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await behave(request, reply))) return reply
        if (unauthorised(request, reply)) return reply
        if (state.mode.mode === 'fault')
          return reply.code(503).send({ message: 'Servis geçici olarak kapalı.' })
        const tc = text((request.query as Args).tcKimlikNo)
        if (!/^[1-9]\d{10}$/.test(tc)) return reply.code(400).send({ message: 'tcKimlikNo hatalı.' })
        return reply.type('application/json').send(JSON.stringify(await impl.healthRegistrations(tc)))
      },
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${YOKSIS_DEV_PATH}/mode`,
      {
        schema: {
          tags: ['dev'],
          summary:
            'Sets how the development YÖKSİS behaves (ok, slow, down, fault); answers the calls served',
          body: z.object({
            mode: z.enum(['ok', 'slow', 'down', 'fault']),
            delayMs: z.number().int().min(0).max(120_000).optional(),
          }),
          response: { 200: wrapped(z.object({ mode: z.string(), calls: z.number().int() })) },
        },
      },
      async (request) => {
        const { mode, delayMs } = request.body
        state.mode = mode === 'slow' ? { mode, delayMs: delayMs ?? 30_000 } : { mode }
        return ok({ mode, calls: state.calls })
      },
    )
  })
}
