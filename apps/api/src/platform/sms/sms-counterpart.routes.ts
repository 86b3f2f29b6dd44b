/**
 * The development SMS provider (DESIGN.md §4b; issue 35 "SMS"): `POST /dev/sms/send-sms/json` speaks İleti
 * Merkezi's send-sms JSON contract as its documentation describes it (`iletimerkezi/apidocs-website`,
 * docs/sms/send/json.mdx), so the portal's real client is what development and the tests use: the body is
 * checked field by field and the documented codes answered (in the body and as the HTTP status, as the
 * provider does) — 401 credentials (the development key/hash or username/password), 450 a sender header
 * other than SMS_SENDER, 451 the same text to the same numbers within 10 minutes, 452 no or invalid
 * recipients, 453 longer than seven SMS, 454 empty text; an accepted message lands in the outbox read at
 * `GET /dev/outbox/sms`. Mounted only outside production without SMS_URL; loopback only (the /dev hook).
 */
import { and, eq, gte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { smsOutbox } from './sms.schema.ts'
import { toE164 } from './sms-sender.ts'

/** The development account's API key and hash (never valid anywhere else). */
export const DEV_SMS_AUTH = { key: 'unacs-dev-sms-key', hash: 'unacs-dev-sms-hash' } as const
/** The development counterpart's path. */
export const DEV_SMS_PATH = '/dev/sms/send-sms/json'

const MESSAGES: Record<string, string> = {
  '200': 'İşlem başarılı',
  '400': 'İstek çözümlenemedi',
  '401': 'Üyelik bilgileri hatalı',
  '450': 'Gönderilen başlık kullanıma uygun değil',
  '451': 'Tekrar eden sipariş',
  '452': 'Mesaj alıcıları hatalı',
  '453': 'Sipariş boyutu aşıldı',
  '454': 'Mesaj metni boş',
}

/** GSM 03.38 basic characters (a text of only these is 7-bit: 153 per part of a long message, else 67). */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/

/** The most characters of seven SMS parts (the documented limit of 453) for `text`'s encoding. */
export function maxSmsLength(text: string): number {
  return GSM7.test(text) ? 7 * 153 : 7 * 67
}

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null)

/** Registers the counterpart when SMS go to the outbox outside production (no SMS_URL). */
export async function registerDevSmsCounterpart(app: FastifyInstance, db: Database, config: AppConfig) {
  if (config.nodeEnv === 'production' || config.smsUrl) return
  app.post(DEV_SMS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const answer = (code: string) =>
      reply.status(Number(code)).send({ response: { status: { code, message: MESSAGES[code] ?? '' } } })
    const req = obj(obj(request.body)?.request)
    const auth = obj(req?.authentication)
    const order = obj(req?.order)
    if (!req || !auth || !order) return answer('400')
    const keyed = auth.key === DEV_SMS_AUTH.key && auth.hash === DEV_SMS_AUTH.hash
    const passworded = auth.username === 'unacs-dev-sms' && auth.password === 'unacs-dev-sms'
    if (!keyed && !passworded) return answer('401')
    if (order.sender !== config.smsSender) return answer('450')
    const message = obj(order.message)
    const text = typeof message?.text === 'string' ? message.text : ''
    if (text.trim() === '') return answer('454')
    if (text.length > maxSmsLength(text)) return answer('453')
    const numbers = obj(message?.receipents)?.number
    const list = Array.isArray(numbers) ? numbers.map((n) => (typeof n === 'string' ? toE164(n) : null)) : []
    if (list.length === 0 || list.some((n) => n === null)) return answer('452')
    const recipients = [...new Set(list as string[])]
    const since = new Date(Date.now() - 10 * 60 * 1000)
    const repeated = await db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.to, recipients[0] as string),
          eq(smsOutbox.text, text),
          gte(smsOutbox.createdAt, since),
        ),
      )
      .limit(1)
    if (repeated.length > 0) return answer('451')
    const rows = await db
      .insert(smsOutbox)
      .values(recipients.map((to) => ({ to, text })))
      .returning({ id: smsOutbox.id })
    return reply.send({
      response: {
        status: { code: '200', message: MESSAGES['200'] },
        order: { id: String(rows[0]?.id ?? '') },
      },
    })
  })
}
