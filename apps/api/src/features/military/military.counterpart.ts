/**
 * The development military service authority (issue 20, DESIGN.md §4b): the deferral REST service of
 * military.client.ts at /dev/military, mounted when MILITARY_URL is unset outside production and served only
 * to loopback clients. Its answer is decided from the national id so it differs from student to student:
 * when the digits add up to a multiple of 7 the request is refused (T201, a draft evasion record); otherwise
 * accepted ('0000', education deferral) ending within 10–59 days when the sum is a multiple of 3, else on
 * 31 December two years on. `POST /dev/military/mode` makes it slow, down or answer 4xx errors.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { addDays, istanbulToday } from '../../platform/time.ts'
import { militaryDevRequests } from './military.schema.ts'

/** Where the counterpart is mounted. */
export const MILITARY_DEV_PATH = '/dev/military'

type Mode = { mode: 'ok' } | { mode: 'slow'; delayMs: number } | { mode: 'down' } | { mode: 'error' }

const digitSum = (id: string) => [...id].reduce((s, c) => s + (Number(c) || 0), 0)

/** The counterpart's decision for a national id on `today` (YYYY-MM-DD). */
export function devDecision(nationalId: string, today: string) {
  const sum = digitSum(nationalId)
  if (sum % 7 === 0)
    return {
      resultCode: 'T201',
      resultMessage: 'Yoklama kaçağı kaydı bulunduğundan tecil yapılamadı.',
      offerType: 'ÖĞRENİM TECİLİ',
      offerReason: 'Yükseköğretime devam',
      endsOn: null,
    }
  const endsOn =
    sum % 3 === 0 ? addDays(today, 10 + ((sum * 7) % 50)) : `${Number(today.slice(0, 4)) + 2}-12-31`
  return {
    resultCode: '0000',
    resultMessage: 'Tecil işlemi yapıldı.',
    offerType: 'ÖĞRENİM TECİLİ',
    offerReason: 'Yükseköğretime devam',
    endsOn,
  }
}

const view = (r: typeof militaryDevRequests.$inferSelect) => ({
  TalepId: r.requestId,
  TeklifTuru: r.offerType,
  TeklifNedeni: r.offerReason,
  SonucKodu: r.resultCode,
  SonucAciklama: r.resultMessage,
  TecilBitisTarihi: r.endsOn,
})

/** Mounts the counterpart: POST/GET /dev/military/tecil/talepler[/:id] and POST /dev/military/mode. */
export async function registerMilitaryCounterpart(app: FastifyInstance, db: Database, key: string) {
  const state: { mode: Mode } = { mode: { mode: 'ok' } }
  const api = app.withTypeProvider<ZodTypeProvider>()
  const error = (reply: FastifyReply, status: number, kod: string, mesaj: string) =>
    reply.status(status).send({ Hata: { Kod: kod, Mesaj: mesaj } })

  /** Applies the mode and the key; returns false when the answer was already given. */
  async function gate(
    request: { headers: Record<string, unknown>; raw: { socket: { destroy(): void } } },
    reply: FastifyReply,
  ) {
    if (state.mode.mode === 'down') {
      request.raw.socket.destroy()
      reply.hijack()
      return false
    }
    if (state.mode.mode === 'slow')
      await new Promise((r) => setTimeout(r, (state.mode as { delayMs: number }).delayMs))
    if (state.mode.mode === 'error') {
      error(reply, 400, 'H999', 'Servis geçici olarak kapalı.')
      return false
    }
    if (request.headers.authorization !== `Bearer ${key}`) {
      error(reply, 401, 'H401', 'Yetkisiz erişim.')
      return false
    }
    return true
  }

  /** POST …/tecil/talepler: a deferral request, once per IslemAnahtari. */
  app.post(`${MILITARY_DEV_PATH}/tecil/talepler`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const b = (request.body ?? {}) as Record<string, unknown>
    const nationalId = String(b.TCKimlikNo ?? '')
    const opKey = String(b.IslemAnahtari ?? '')
    if (!/^\d{11}$/.test(nationalId)) return error(reply, 422, 'H101', 'T.C. kimlik numarası geçersiz.')
    if (opKey.length < 8) return error(reply, 422, 'H102', 'İşlem anahtarı geçersiz.')
    const [done] = await db.select().from(militaryDevRequests).where(eq(militaryDevRequests.key, opKey))
    if (done) return reply.send(view(done))
    const d = devDecision(nationalId, istanbulToday())
    const [row] = await db
      .insert(militaryDevRequests)
      .values({ key: opKey, requestId: `TCL-${randomUUID().slice(0, 8).toUpperCase()}`, nationalId, ...d })
      .onConflictDoNothing()
      .returning()
    const [again] = row
      ? [row]
      : await db.select().from(militaryDevRequests).where(eq(militaryDevRequests.key, opKey))
    return reply.send(view(again as typeof militaryDevRequests.$inferSelect))
  })

  /** GET …/tecil/talepler/:id: the state of a request (404 KAYIT_YOK). */
  app.get(`${MILITARY_DEV_PATH}/tecil/talepler/:id`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const id = String((request.params as { id?: string }).id ?? '')
    const [row] = await db.select().from(militaryDevRequests).where(eq(militaryDevRequests.requestId, id))
    if (!row) return error(reply, 404, 'KAYIT_YOK', 'Kayıt bulunamadı.')
    return reply.send(view(row))
  })

  /** POST /dev/military/mode: how the counterpart behaves (development and tests only). */
  api.post(
    `${MILITARY_DEV_PATH}/mode`,
    {
      schema: {
        tags: ['dev'],
        summary: 'Sets how the development military service authority behaves (ok, slow, down, error)',
        body: z.object({
          mode: z.enum(['ok', 'slow', 'down', 'error']),
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
}
