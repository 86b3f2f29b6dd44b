/**
 * The development YÖKSİS REST OBS military service operations (issue 35, DESIGN.md §4b) at /dev/military:
 * the same paths, methods, fields and answers as military.client.ts documents from the public references
 * (cengizonkal/yoksis-rest-client, omu/xokul), mounted when MILITARY_URL is unset outside production and served
 * only to loopback clients (platform/dev-only). Every call needs `Authorization: Basic` with the YÖKSİS
 * account (YOKSIS_USER / YOKSIS_PASSWORD), else 401 with `WWW-Authenticate`.
 * - `GET askerlikErtelemeReferans/{list}`: the four lists (illustrative numbers and texts, not YÖKSİS's own);
 * - `POST askerlikErtelemeTalep`: checks the body field by field (required fields, types, the reason in the
 *   offer type's list, no unknown field) → 400 `{islemSonucu: {islemSonucKodu: 'EDV09.006', aciklama}}` (the
 *   references show no error body: an assumption, docs/decisions.md issue 35); else stores the request and
 *   answers `{talepKayitUid, islemSonucu: {EDV09.000}}`;
 * - `GET askerlikErtelemeTalep/{uid}`: 404 "EDV09.006:…" unknown; 206 "EDV09.007:…" until the request settles
 *   (`pendingMs` after it was made, 0 by default); then the decision: a refusal (R, RED_NEDENLERI 1) when the
 *   national id's digits add up to a multiple of 7; a deferral (E) ending within 10–59 days when the sum is a
 *   multiple of 3, else on 31 December two years on; a cancellation (I) without dates;
 * - `GET askerlikdurumsorgula?tcKimlikNo=`: the person's status from the seeded people (names from `persons`);
 *   an empty list (no record) for foreign nationals' numbers (starting 99: no military obligation) and ids
 *   not in the population; 102/2 when the digits add up to a multiple of 7, else 101 and 5 with the end date
 *   of the last settled deferral, or 1.
 * `POST /dev/military/mode` makes it slow, down (connection dropped), erroring (500) or sets `pendingMs`.
 */
import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { persons } from '../../db/schema/index.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { addDays, istanbulToday } from '../../platform/time.ts'
import { RESULT_CODES, type ReferenceItem, type ReferenceList, yoksisDateOf } from './military.client.ts'
import { militaryDevRequests } from './military.schema.ts'

/** Where the counterpart is mounted. */
export const MILITARY_DEV_PATH = '/dev/military'

const law = (article: string) => ({
  kanunMaddeNo: article,
  kanunMaddeAciklama: `7179 sayılı Askeralma Kanunu md. ${article}`,
})

/** The counterpart's reference lists (illustrative, shaped as Entities/AskerlikErtelemeReferans.php). */
export const DEV_REFERENCE_LISTS: Record<ReferenceList, ReferenceItem[]> = {
  ERTELEME_TEKLIF_NEDENLERI: [
    { nedenNo: 501, nedenAciklama: 'Ön lisans / lisans öğrenimine devam', ...law('35/ç') },
    { nedenNo: 502, nedenAciklama: 'Lisansüstü öğrenimine devam', ...law('35/ç') },
    { nedenNo: 503, nedenAciklama: 'Yabancı dil hazırlık sınıfında öğrenim', ...law('35/ç') },
  ],
  ERTELEME_IPTAL_NEDENLERI: [
    { nedenNo: 601, nedenAciklama: 'Kaydı silindi', ...law('35/ç') },
    { nedenNo: 602, nedenAciklama: 'Mezun oldu', ...law('35/ç') },
    { nedenNo: 603, nedenAciklama: 'Kaydını dondurdu', ...law('35/ç') },
  ],
  AZAMI_SURE_ASMA_NEDENLERI: [
    { nedenNo: 701, nedenAciklama: 'Sağlık raporu ile izinli', ...law('35/ç') },
    { nedenNo: 702, nedenAciklama: 'Kayıt dondurma', ...law('35/ç') },
  ],
  RED_NEDENLERI: [
    {
      nedenNo: 1,
      nedenAciklama: 'Yoklama kaçağı / bakaya kaydı bulunmaktadır',
      kanunMaddeNo: null,
      kanunMaddeAciklama: null,
    },
    {
      nedenNo: 2,
      nedenAciklama: 'Azami öğrenim süresi aşılmıştır',
      kanunMaddeNo: null,
      kanunMaddeAciklama: null,
    },
  ],
}

type Mode = { mode: 'ok' } | { mode: 'slow'; delayMs: number } | { mode: 'down' } | { mode: 'error' }

const digitSum = (id: string) => [...id].reduce((s, c) => s + (Number(c) || 0), 0)

/** The counterpart's decision for a request of `teklifTuru` for `tcKimlikNo` made on `today` (YYYY-MM-DD). */
export function devDecision(tcKimlikNo: string, teklifTuru: string, today: string) {
  const sum = digitSum(tcKimlikNo)
  if (sum % 7 === 0) return { sonuc: 'R', ertBasTarihi: null, ertBitTarihi: null, redNedeni: '1' }
  if (teklifTuru === 'I') return { sonuc: 'I', ertBasTarihi: null, ertBitTarihi: null, redNedeni: null }
  const ends =
    sum % 3 === 0 ? addDays(today, 10 + ((sum * 7) % 50)) : `${Number(today.slice(0, 4)) + 2}-12-31`
  return { sonuc: 'E', ertBasTarihi: yoksisDateOf(today), ertBitTarihi: yoksisDateOf(ends), redNedeni: null }
}

const ELEVEN_DIGITS = /^\d{11}$/
const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/
const FIELDS = new Set([
  'tcKimlikNo',
  'birimId',
  'teklifTuru',
  'teklifNedeniNo',
  'imzalayanTcNo',
  'imzalayanAdSoyad',
  'sonKayitYenilemeTarihi',
  'sonKayitYenilemeDonemi',
  'azamiSureArtUnsur',
  'ilaveSure',
])
const isInt = (v: unknown) => (typeof v === 'number' || typeof v === 'string') && /^\d+$/.test(String(v))
const inList = (list: ReferenceList, v: unknown) =>
  isInt(v) && DEV_REFERENCE_LISTS[list].some((r) => r.nedenNo === Number(v))

/** The first problem of a request body, as YÖKSİS's text would name it, or null (Entities/AskerlikErtelemeTalep.php). */
export function bodyProblem(b: Record<string, unknown>): string | null {
  const unknown = Object.keys(b).find((k) => !FIELDS.has(k))
  if (unknown) return `${unknown} tanımlı bir alan değildir.`
  const missing = (k: string) => b[k] === undefined || b[k] === null || b[k] === ''
  for (const k of [
    'tcKimlikNo',
    'birimId',
    'teklifTuru',
    'teklifNedeniNo',
    'imzalayanTcNo',
    'imzalayanAdSoyad',
  ])
    if (missing(k)) return `${k} alanı zorunludur.`
  if (!ELEVEN_DIGITS.test(String(b.tcKimlikNo))) return 'tcKimlikNo 11 haneli olmalıdır.'
  if (!isInt(b.birimId)) return 'birimId sayı olmalıdır.'
  if (b.teklifTuru !== 'E' && b.teklifTuru !== 'I') return 'teklifTuru E ya da I olmalıdır.'
  const list = b.teklifTuru === 'E' ? 'ERTELEME_TEKLIF_NEDENLERI' : 'ERTELEME_IPTAL_NEDENLERI'
  if (!inList(list, b.teklifNedeniNo)) return `teklifNedeniNo ${list} değerlerinden biri olmalıdır.`
  if (!ELEVEN_DIGITS.test(String(b.imzalayanTcNo))) return 'imzalayanTcNo 11 haneli olmalıdır.'
  if (typeof b.imzalayanAdSoyad !== 'string' || b.imzalayanAdSoyad.trim() === '')
    return 'imzalayanAdSoyad metin olmalıdır.'
  if (!missing('sonKayitYenilemeTarihi') && !DATE.test(String(b.sonKayitYenilemeTarihi)))
    return 'sonKayitYenilemeTarihi dd/MM/yyyy biçiminde olmalıdır.'
  if (!missing('azamiSureArtUnsur') && !inList('AZAMI_SURE_ASMA_NEDENLERI', b.azamiSureArtUnsur))
    return 'azamiSureArtUnsur AZAMI_SURE_ASMA_NEDENLERI değerlerinden biri olmalıdır.'
  if (!missing('ilaveSure') && !isInt(b.ilaveSure)) return 'ilaveSure yıl olarak sayı olmalıdır.'
  return null
}

/** Mounts the counterpart; `account` is the YÖKSİS user and password it accepts. */
export async function registerMilitaryCounterpart(
  app: FastifyInstance,
  db: Database,
  account: { user: string; password: string },
) {
  const state: { mode: Mode; pendingMs: number } = { mode: { mode: 'ok' }, pendingMs: 0 }
  const expected = `Basic ${Buffer.from(`${account.user}:${account.password}`, 'utf8').toString('base64')}`
  const P = MILITARY_DEV_PATH
  const invalid = (reply: FastifyReply, aciklama: string) =>
    reply.status(400).send({ islemSonucu: { islemSonucKodu: RESULT_CODES.invalid, aciklama } })

  /** Applies the mode and Basic auth; false when the answer was already given. */
  async function gate(request: FastifyRequest, reply: FastifyReply) {
    if (state.mode.mode === 'down') {
      request.raw.socket.destroy()
      reply.hijack()
      return false
    }
    if (state.mode.mode === 'slow')
      await new Promise((r) => setTimeout(r, (state.mode as { delayMs: number }).delayMs))
    if (state.mode.mode === 'error') {
      reply.status(500).type('text/html').send('<html><body>Internal Server Error</body></html>')
      return false
    }
    if (request.headers.authorization !== expected) {
      reply.status(401).header('www-authenticate', 'Basic realm="YOKSIS"').send()
      return false
    }
    return true
  }

  /** GET …/askerlikErtelemeReferans/:list: one reference list (404 for another name). */
  app.get(`${P}/askerlikErtelemeReferans/:list`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const list = (request.params as { list: string }).list as ReferenceList
    if (!Object.hasOwn(DEV_REFERENCE_LISTS, list))
      return reply.status(404).type('text/plain').send(`${list} bulunamadı.`)
    return reply.send(DEV_REFERENCE_LISTS[list])
  })

  /** POST …/askerlikErtelemeTalep: a deferral (E) or cancellation (I) request. */
  app.post(`${P}/askerlikErtelemeTalep`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const body = request.body
    if (!body || typeof body !== 'object' || Array.isArray(body)) return invalid(reply, 'İstek gövdesi boş.')
    const b = body as Record<string, unknown>
    const problem = bodyProblem(b)
    if (problem) return invalid(reply, problem)
    const uid = `L${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`
    const tc = String(b.tcKimlikNo)
    await db.insert(militaryDevRequests).values({
      uid,
      body: b,
      tcKimlikNo: tc,
      teklifTuru: String(b.teklifTuru),
      settlesAt: new Date(Date.now() + state.pendingMs),
      ...devDecision(tc, String(b.teklifTuru), istanbulToday()),
    })
    return reply.send({
      talepKayitUid: uid,
      islemSonucu: { islemSonucKodu: RESULT_CODES.done, aciklama: 'Talebiniz alınmıştır.' },
    })
  })

  /** GET …/askerlikErtelemeTalep/:uid: the result (206 pending, 404 unknown). */
  app.get(`${P}/askerlikErtelemeTalep/:uid`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const uid = (request.params as { uid: string }).uid
    const [row] = await db.select().from(militaryDevRequests).where(eq(militaryDevRequests.uid, uid))
    if (!row)
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(`${RESULT_CODES.invalid}:Gönderilen Talep Kayıt id'yi kontrol ediniz!`)
    if (row.settlesAt.getTime() > Date.now())
      return reply
        .status(206)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(`${RESULT_CODES.pending}:Gönderilen Talep Kayıt id'ye ait erteleme, beklemektedir!`),
        )
    return reply.send({
      islemSonucu: { aciklama: 'Talep sonuçlanmıştır.', islemSonucKodu: RESULT_CODES.done },
      tcKimlikNo: row.tcKimlikNo,
      sonuc: row.sonuc,
      ertBasTarihi: row.ertBasTarihi,
      ertBitTarihi: row.ertBitTarihi,
      redNedeni: row.redNedeni,
      sevkeTabiOlduguCelpDonemi: null,
    })
  })

  /** GET …/askerlikdurumsorgula?tcKimlikNo=: the person's military status ([] when none). */
  app.get(`${P}/askerlikdurumsorgula`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply
    const tc = String((request.query as { tcKimlikNo?: string }).tcKimlikNo ?? '')
    if (!ELEVEN_DIGITS.test(tc)) return invalid(reply, 'tcKimlikNo 11 haneli olmalıdır.')
    const [person] = tc.startsWith('99')
      ? []
      : await db
          .select({ firstName: persons.firstName, lastName: persons.lastName })
          .from(persons)
          .where(eq(persons.nationalId, tc))
    if (!person) return reply.send([])
    const blocked = digitSum(tc) % 7 === 0
    const [last] = await db
      .select()
      .from(militaryDevRequests)
      .where(eq(militaryDevRequests.tcKimlikNo, tc))
      .orderBy(desc(militaryDevRequests.at))
      .limit(1)
    const deferred = last && last.settlesAt.getTime() <= Date.now() && last.sonuc === 'E'
    return reply.send({
      tcKimlikNo: tc,
      adi: person.firstName,
      soyadi: person.lastName,
      askerlikDurumKod: blocked ? 102 : 101,
      askerlikDurumAciklama: blocked
        ? 'Askerlik şubesine müracaat etmesi gerekmektedir.'
        : 'Kaydında sakınca yoktur.',
      askerlikErtDurumKod: blocked ? 2 : deferred ? 5 : 1,
      askerlikErtDurumAciklama: blocked
        ? 'Askerlik durumu uygun olmadığından gönderilemez.'
        : deferred
          ? 'Halen öğrenci olarak ertelemeli olduğundan erteleme durumuna göre gönderilmelidir.'
          : 'Erteleme ya da uzatma gönderilebilir.',
      islemKod: RESULT_CODES.done,
      islemAciklama: 'İşlem başarılı.',
      ertBitTarihi: deferred ? last.ertBitTarihi : null,
    })
  })

  /** POST /dev/military/mode: how the counterpart behaves (development and tests only). */
  app.withTypeProvider<ZodTypeProvider>().post(
    `${P}/mode`,
    {
      schema: {
        tags: ['dev'],
        summary:
          'Sets how the development YÖKSİS military service behaves (ok, slow, down, error; pendingMs)',
        body: z.object({
          mode: z.enum(['ok', 'slow', 'down', 'error']),
          delayMs: z.number().int().min(0).max(120_000).optional(),
          pendingMs: z
            .number()
            .int()
            .min(0)
            .max(30 * 86_400_000)
            .optional(),
        }),
        response: { 200: wrapped(z.object({ mode: z.string(), pendingMs: z.number() })) },
      },
    },
    async (request) => {
      const { mode, delayMs, pendingMs } = request.body
      state.mode = mode === 'slow' ? { mode, delayMs: delayMs ?? 30_000 } : { mode }
      if (pendingMs !== undefined) state.pendingMs = pendingMs
      return ok({ mode, pendingMs: state.pendingMs })
    },
  )
}
