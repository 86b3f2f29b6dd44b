/**
 * The development YÖKSİS (issue 20, DESIGN.md §4b): a SOAP 1.1 server from the `soap` library's server side,
 * mounted at /dev/yoksis (WSDL at /dev/yoksis?wsdl) when YOKSIS_URL is unset outside production, served only
 * to loopback clients (platform/dev-only). It answers from its own table `yoksis_dev_records`, seeded from
 * the demo university with differences on purpose. `POST /dev/yoksis/mode` tells it to be slow, down
 * (connections dropped) or to answer SOAP faults, so the client's "unavailable" paths can be tried.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listen } from 'soap'
import { z } from 'zod'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { yoksisDevOperations, yoksisDevRecords } from './yoksis.schema.ts'
import { yoksisWsdl } from './yoksis.wsdl.ts'

/** Where the counterpart is mounted. */
export const YOKSIS_DEV_PATH = '/dev/yoksis'

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

type Args = Record<string, unknown>
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))
const fault = (code: string, message: string) => ({
  Fault: { faultcode: `soap:${code}`, faultstring: message, statusCode: 500 },
})

/** The fields OgrenciGuncelle may set, by their WSDL name. */
const FIELD_COLUMNS = {
  Ad: 'firstName',
  Soyad: 'lastName',
  ProgramKodu: 'programmeCode',
  Durum: 'status',
  GirisTarihi: 'entryDate',
  MezuniyetTarihi: 'graduationDate',
  AGNO: 'gpa',
} as const

/** The SOAP operations over the counterpart's table. */
function services(db: Database, config: AppConfig, state: { mode: CounterpartMode }) {
  const guard = (args: Args) => {
    if (state.mode.mode === 'fault') throw fault('Server', 'YÖKSİS servisi geçici olarak hizmet veremiyor.')
    if (text(args.KullaniciAdi) !== config.yoksis.user || text(args.Sifre) !== config.yoksis.password) {
      throw fault('Client', 'Kullanıcı adı veya şifre hatalı.')
    }
  }
  /** Runs `work` once per operation key; a repeated key answers the first result's reference again. */
  const once = async (key: string, work: () => Promise<{ SonucKodu: string; SonucMesaji: string }>) => {
    if (key.length < 8) throw fault('Client', 'İşlem anahtarı geçersiz.')
    const [done] = await db.select().from(yoksisDevOperations).where(eq(yoksisDevOperations.key, key))
    if (done) return { SonucKodu: '0', SonucMesaji: 'İşlem daha önce yapıldı.', IslemNo: done.ref }
    const result = await work()
    if (result.SonucKodu !== '0') return result
    const ref = randomUUID()
    await db.insert(yoksisDevOperations).values({ key, ref }).onConflictDoNothing()
    return { ...result, IslemNo: ref }
  }
  return {
    UniversiteOgrenciServisi: {
      UniversiteOgrenciPort: {
        async OgrenciListesi(args: Args) {
          guard(args)
          const page = Math.max(1, Number(args.Sayfa) || 1)
          const size = Math.min(5000, Math.max(1, Number(args.SayfaBoyutu) || 500))
          const where = and(
            eq(yoksisDevRecords.programmeCode, text(args.ProgramKodu)),
            eq(yoksisDevRecords.withheld, false),
            text(args.Tur) === 'MEZUN'
              ? eq(yoksisDevRecords.status, 'MEZUN')
              : ne(yoksisDevRecords.status, 'MEZUN'),
          )
          const [total] = await db.select({ n: count() }).from(yoksisDevRecords).where(where)
          const rows = await db
            .select()
            .from(yoksisDevRecords)
            .where(where)
            .orderBy(asc(yoksisDevRecords.id))
            .limit(size)
            .offset((page - 1) * size)
          return {
            ToplamKayit: total?.n ?? 0,
            Kayit: rows.map((r) => ({
              TCKimlikNo: r.nationalId,
              Ad: r.firstName,
              Soyad: r.lastName,
              ProgramKodu: r.programmeCode,
              Durum: r.status,
              GirisTarihi: r.entryDate,
              ...(r.graduationDate ? { MezuniyetTarihi: r.graduationDate } : {}),
              ...(r.gpa !== null ? { AGNO: (r.gpa / 100).toFixed(2) } : {}),
            })),
          }
        },
        async OgrenciGuncelle(args: Args) {
          guard(args)
          const field = FIELD_COLUMNS[text(args.Alan) as keyof typeof FIELD_COLUMNS]
          if (!field) throw fault('Client', `Bilinmeyen alan: ${text(args.Alan)}`)
          return once(text(args.IslemAnahtari), async () => {
            const value = text(args.Deger)
            const set =
              field === 'gpa'
                ? { gpa: value === '' ? null : Math.round(Number(value) * 100) }
                : field === 'graduationDate'
                  ? { graduationDate: value === '' ? null : value }
                  : { [field]: value }
            const updated = await db
              .update(yoksisDevRecords)
              .set(set)
              .where(
                and(
                  eq(yoksisDevRecords.nationalId, text(args.TCKimlikNo)),
                  eq(yoksisDevRecords.programmeCode, text(args.ProgramKodu)),
                  eq(yoksisDevRecords.withheld, false),
                ),
              )
              .returning({ id: yoksisDevRecords.id })
            return updated.length === 0
              ? { SonucKodu: 'E404', SonucMesaji: 'Öğrenci kaydı bulunamadı.' }
              : { SonucKodu: '0', SonucMesaji: 'Güncellendi.' }
          })
        },
        async OgrenciKaydet(args: Args) {
          guard(args)
          return once(text(args.IslemAnahtari), async () => {
            const key = and(
              eq(yoksisDevRecords.nationalId, text(args.TCKimlikNo)),
              eq(yoksisDevRecords.programmeCode, text(args.ProgramKodu)),
            )
            const [found] = await db.select().from(yoksisDevRecords).where(key)
            if (found && !found.withheld) return { SonucKodu: 'E409', SonucMesaji: 'Öğrenci zaten kayıtlı.' }
            const values = {
              firstName: text(args.Ad),
              lastName: text(args.Soyad),
              status: 'AKTIF',
              entryDate: text(args.GirisTarihi),
              withheld: false,
            }
            if (found) await db.update(yoksisDevRecords).set(values).where(key)
            else
              await db.insert(yoksisDevRecords).values({
                ...values,
                nationalId: text(args.TCKimlikNo),
                programmeCode: text(args.ProgramKodu),
              })
            return { SonucKodu: '0', SonucMesaji: 'Kaydedildi.' }
          })
        },
      },
    },
  }
}

/**
 * Mounts the counterpart on `app` when enabled: GET /dev/yoksis?wsdl, POST /dev/yoksis (SOAP), and
 * POST /dev/yoksis/mode {mode, delayMs?} to change its behaviour (development and tests only).
 */
export async function registerYoksisCounterpart(app: FastifyInstance, db: Database, config: AppConfig) {
  if (!yoksisCounterpartEnabled(config)) return
  const state: { mode: CounterpartMode } = { mode: { mode: 'ok' } }
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null
  // The soap server attaches to an Express-like app; this one hands its request listener to Fastify.
  const expressLike = {
    route: () => ({
      all: (h: typeof handler) => {
        handler = h
      },
    }),
    use: () => undefined,
  }
  const location = `${config.publicUrl}${YOKSIS_DEV_PATH}`
  // biome-ignore lint/suspicious/noExplicitAny: the soap typings want an http/express server
  listen(expressLike as any, YOKSIS_DEV_PATH, services(db, config, state), yoksisWsdl(location))

  await app.register(async (scope) => {
    for (const type of ['text/xml', 'application/soap+xml']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
        done(null, body),
      )
    }
    /** GET|POST /dev/yoksis: the WSDL (?wsdl) and the SOAP operations, answered by the soap server. */
    scope.route({
      method: ['GET', 'POST'],
      url: YOKSIS_DEV_PATH,
      schema: { hide: true },
      handler: async (request, reply) => {
        if (state.mode.mode === 'down') {
          request.raw.socket.destroy()
          return reply.hijack()
        }
        if (state.mode.mode === 'slow')
          await new Promise((r) => setTimeout(r, (state.mode as { delayMs: number }).delayMs))
        reply.hijack()
        const raw = request.raw as IncomingMessage & { body?: Buffer }
        if (Buffer.isBuffer(request.body)) raw.body = request.body
        if (!handler) {
          reply.raw.statusCode = 503
          reply.raw.end()
          return
        }
        handler(raw, reply.raw)
      },
    })
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${YOKSIS_DEV_PATH}/mode`,
      {
        schema: {
          tags: ['dev'],
          summary: 'Sets how the development YÖKSİS behaves (ok, slow, down, fault)',
          body: z.object({
            mode: z.enum(['ok', 'slow', 'down', 'fault']),
            delayMs: z.number().int().min(0).max(120_000).optional(),
          }),
          response: { 200: wrapped(z.object({ mode: z.string() })) },
        },
      },
      async (request) => {
        const { mode, delayMs } = request.body
        state.mode = mode === 'slow' ? { mode, delayMs: delayMs ?? 30_000 } : { mode }
        return ok({ mode })
      },
    )
  })
}
