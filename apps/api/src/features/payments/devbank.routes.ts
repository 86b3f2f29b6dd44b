/**
 * The development bank at /dev/bank (issue 17 § Payments; DESIGN.md §4b): a NestPay virtual POS speaking
 * the same protocol as the real one, mounted only outside production when POS_* is unset and served only to
 * loopback clients (platform/dev-only). 3-D Pay Hosting: `fim/est3Dgate` (card form) → `fim/card` (Luhn and
 * expiry checks, test-card outcome) → `fim/3d` (code 123456) → a signed answer posted back by the browser.
 * API: `fim/api` (CC5Request: PostAuth, Void, Credit, ORDERSTATUS). The card number is never stored or
 * logged (only its outcome, signed, travels to the 3-D page). Its orders live in `dev_bank_orders`.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { cardFormPage, codePage, invalidPage, returnPage, textsOf, timeoutPage } from './devbank.pages.ts'
import { cc5Document, cc5Fields, hashVer3, kurusOfAmountText, verifyVer3 } from './nestpay.protocol.ts'
import type { GatewaySettings } from './payments.gateway.ts'
import { devBankOrders } from './payments.schema.ts'

/** The development bank's merchant settings (the development store; never valid at a real bank). */
export const DEV_BANK: Omit<GatewaySettings, 'gateUrl' | 'apiUrl'> = {
  clientId: '100100000',
  storeKey: 'UNACS-DEV-STORE-KEY',
  apiUser: 'unacsdev',
  apiPassword: 'unacs-dev-password',
}

/** The development bank's test cards and what they do (any other valid card is approved). */
export const TEST_CARDS: Readonly<Record<string, 'declined' | 'timeout' | 'twice'>> = {
  '4000000000000002': 'declined',
  '4000000000000119': 'timeout',
  '4000000000000127': 'twice',
}

const CARD_FIELDS = [
  'pan',
  'cardHolder',
  'Ecom_Payment_Card_ExpDate_Month',
  'Ecom_Payment_Card_ExpDate_Year',
  'cv2',
  'code',
  'outcome',
  'outcomeSig',
  'maskedPan',
]
const DECLINE_MESSAGE = { tr: 'Kartın bakiyesi yetersiz.', en: 'Insufficient funds.' }
const THREE_D_FAILED = { tr: '3-D Secure doğrulaması başarısız.', en: '3-D Secure authentication failed.' }

/** True when `pan` (digits) passes the Luhn check. */
export function luhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false
  let sum = 0
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const requestFieldsOf = (body: Record<string, string>) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !CARD_FIELDS.includes(k)))
const outcomeSig = (oid: string, outcome: string) =>
  createHmac('sha256', DEV_BANK.storeKey).update(`${oid}|${outcome}`).digest('base64url')
const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body)

/** The signed request is the development store's own (hash and client id). */
const validRequest = (f: Record<string, string>) =>
  f.clientid === DEV_BANK.clientId && verifyVer3(f, DEV_BANK.storeKey, 'hash')

/** Registers the development bank. `deliver` is the store's server-to-server notification (the "twice" card). */
export async function devBankRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; deliver: (fields: Record<string, string>) => Promise<unknown> },
) {
  const { db, clock } = deps
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  )
  const form = { schema: { hide: true } }

  /** POST fim/est3Dgate: the signed request from the store's page → the card form. */
  app.post('/dev/bank/fim/est3Dgate', form, async (r, reply) => {
    const f = (r.body ?? {}) as Record<string, string>
    if (!validRequest(f)) return html(reply, invalidPage(f.lang ?? 'tr'), 400)
    return html(reply, cardFormPage(f, []))
  })

  /** POST fim/card: checks the card (Luhn, expiry, CVV, name) and goes on to the 3-D page. */
  app.post('/dev/bank/fim/card', form, async (r, reply) => {
    const body = (r.body ?? {}) as Record<string, string>
    const f = requestFieldsOf(body)
    if (!validRequest(f)) return html(reply, invalidPage(f.lang ?? 'tr'), 400)
    const en = f.lang === 'en'
    const pan = (body.pan ?? '').replace(/[\s-]/g, '')
    const month = Number(body.Ecom_Payment_Card_ExpDate_Month)
    const year = 2000 + Number(body.Ecom_Payment_Card_ExpDate_Year)
    const now = clock()
    const errors: string[] = []
    if (!luhnValid(pan)) errors.push(en ? 'The card number is not valid.' : 'Kart numarası geçerli değil.')
    if ((body.cardHolder ?? '').trim().length < 2)
      errors.push(en ? "Enter the cardholder's name." : 'Kart sahibinin adını girin.')
    if (
      !/^\d{2}$/.test(body.Ecom_Payment_Card_ExpDate_Month ?? '') ||
      !/^\d{2}$/.test(body.Ecom_Payment_Card_ExpDate_Year ?? '') ||
      month < 1 ||
      month > 12 ||
      year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    )
      errors.push(
        en ? 'The expiry date is not valid or has passed.' : 'Son kullanma tarihi geçersiz veya geçmiş.',
      )
    if (!/^\d{3,4}$/.test(body.cv2 ?? ''))
      errors.push(
        en ? 'The security code must be 3 or 4 digits.' : 'Güvenlik kodu 3 veya 4 haneli olmalıdır.',
      )
    if (errors.length) return html(reply, cardFormPage(f, errors), 422)
    const outcome = TEST_CARDS[pan] ?? 'approved'
    const oid = f.oid ?? ''
    return html(
      reply,
      codePage({
        ...f,
        outcome,
        outcomeSig: outcomeSig(oid, outcome),
        maskedPan: `${pan.slice(0, 6)}***${pan.slice(-4)}`,
      }),
    )
  })

  /** POST fim/3d: checks the code, authorises, and shows the signed answer to post back to the store. */
  app.post('/dev/bank/fim/3d', form, async (r, reply) => {
    const body = (r.body ?? {}) as Record<string, string>
    const f = requestFieldsOf(body)
    const lang = f.lang === 'en' ? 'en' : 'tr'
    const oid = f.oid ?? ''
    const outcome = body.outcome ?? ''
    const sig = Buffer.from(body.outcomeSig ?? '')
    const expected = Buffer.from(outcomeSig(oid, outcome))
    if (!validRequest(f) || sig.length !== expected.length || !timingSafeEqual(sig, expected))
      return html(reply, invalidPage(lang), 400)
    const { hash: _hash, ...echo } = f
    const transId = `DEV${randomInt(1e9, 1e10 - 1)}`
    let answer: Record<string, string>
    if (body.code !== '123456') {
      answer = {
        ...echo,
        mdStatus: '0',
        mdErrorMsg: THREE_D_FAILED[lang],
        Response: 'Declined',
        ProcReturnCode: '99',
        ErrMsg: THREE_D_FAILED[lang],
      }
    } else {
      const declined = outcome === 'declined'
      const [known] = await db.select().from(devBankOrders).where(eq(devBankOrders.orderId, oid))
      if (known) {
        answer = {
          ...echo,
          mdStatus: '1',
          Response: 'Error',
          ProcReturnCode: '99',
          ErrMsg: lang === 'en' ? 'The order id was used before.' : 'Sipariş numarası daha önce kullanılmış.',
        }
      } else {
        await db.insert(devBankOrders).values({
          orderId: oid,
          tranType: f.trantype ?? 'Auth',
          amountKurus: kurusOfAmountText(f.amount) ?? 0,
          status: declined ? 'D' : f.trantype === 'PreAuth' ? 'H' : 'A',
          transId,
          errMsg: declined ? DECLINE_MESSAGE[lang] : null,
        })
        answer = declined
          ? {
              ...echo,
              mdStatus: '1',
              Response: 'Declined',
              ProcReturnCode: '51',
              ErrMsg: DECLINE_MESSAGE[lang],
              TransId: transId,
            }
          : {
              ...echo,
              mdStatus: '1',
              Response: 'Approved',
              ProcReturnCode: '00',
              ErrMsg: '',
              TransId: transId,
              AuthCode: String(randomInt(100000, 999999)),
            }
      }
    }
    answer.MaskedPan = body.maskedPan ?? ''
    answer.HASH = hashVer3(answer, DEV_BANK.storeKey)
    const approved = answer.Response === 'Approved'
    if (approved && outcome === 'timeout') {
      const portal = URL.canParse(f.okUrl ?? '') ? `${new URL(f.okUrl ?? '').origin}/` : '/'
      return html(reply, timeoutPage(lang, portal))
    }
    // The "twice" card: the bank's server-to-server notification reaches the store first, then the browser posts too.
    if (outcome === 'twice') await deps.deliver(answer).catch(() => undefined)
    const t = textsOf(lang)
    const message = approved ? t.approved : `${t.declined}: ${answer.ErrMsg || answer.Response}`
    return html(reply, returnPage(lang, (approved ? f.okUrl : f.failUrl) ?? '/', answer, message))
  })

  /** POST fim/api: the CC5 API (PostAuth, Void, Credit, ORDERSTATUS query) over the bank's own ledger. */
  app.post('/dev/bank/fim/api', form, async (r, reply) => {
    const q = cc5Fields(String(r.body ?? ''))
    const respond = (fields: Record<string, string>, extra?: Record<string, string>) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .send(cc5Document('CC5Response', fields, extra))
    const error = (msg: string) =>
      respond({ OrderId: q.OrderId ?? '', Response: 'Error', ProcReturnCode: '99', ErrMsg: msg })
    if (
      q.Name !== DEV_BANK.apiUser ||
      q.Password !== DEV_BANK.apiPassword ||
      q.ClientId !== DEV_BANK.clientId
    )
      return error('Yetkisiz erişim.')
    const [order] = await db
      .select()
      .from(devBankOrders)
      .where(eq(devBankOrders.orderId, q.OrderId ?? ''))
    if (!order)
      return respond({
        OrderId: q.OrderId ?? '',
        Response: 'Declined',
        ProcReturnCode: '99',
        ErrMsg: `No record found for ${q.OrderId ?? ''}`,
      })
    if (q.ORDERSTATUS === 'QUERY') return respond(...orderStatusAnswer(order))
    const moves: Record<string, { from: string[]; to: string }> = {
      PostAuth: { from: ['H'], to: 'C' },
      Void: { from: ['H', 'A'], to: 'V' },
      Credit: { from: ['A', 'C', 'S'], to: 'R' },
    }
    const move = moves[q.Type ?? '']
    if (!move) return error('Geçersiz işlem tipi.')
    if (!move.from.includes(order.status)) return error('İşlem bu siparişin durumunda yapılamaz.')
    if (q.Total !== undefined && (kurusOfAmountText(q.Total) ?? Number.MAX_SAFE_INTEGER) > order.amountKurus)
      return error('Tutar sipariş tutarını aşıyor.')
    await db.update(devBankOrders).set({ status: move.to }).where(eq(devBankOrders.orderId, order.orderId))
    return respond({
      OrderId: order.orderId,
      Response: 'Approved',
      ProcReturnCode: '00',
      ErrMsg: '',
      TransId: order.transId,
    })
  })

  /**
   * POST /dev/bank/end-of-day: the bank's nightly batch over its own ledger: authorised sales and captured
   * provisions become settled (TRANS_STAT S), after which a Void is refused and only a Credit undoes them.
   * Answers `{ settled }`, the number of orders settled.
   */
  app.post('/dev/bank/end-of-day', async () => {
    const settled = await db
      .update(devBankOrders)
      .set({ status: 'S' })
      .where(inArray(devBankOrders.status, ['A', 'C']))
      .returning({ orderId: devBankOrders.orderId })
    return { settled: settled.length }
  })
}

/**
 * The status query's answer for a ledger row, in the shape the reference library reads
 * (`EstPosResponseDataMapper::mapStatusResponse` and its test fixtures): `ProcReturnCode` "00", and in `Extra`
 * the order's `TRANS_STAT` (A authorised, C provision captured, S settled, V voided, D declined),
 * `CHARGE_TYPE_CD` (S sale, C credit = refunded), amounts in kuruş digits, the auth code and transaction id.
 */
function orderStatusAnswer(
  order: typeof devBankOrders.$inferSelect,
): [Record<string, string>, Record<string, string>] {
  const refunded = order.status === 'R'
  const stat = order.status === 'H' ? 'A' : refunded ? 'C' : order.status
  const captured = stat === 'C' || stat === 'S'
  const amount = String(order.amountKurus)
  const extra = {
    AUTH_CODE: order.status === 'D' ? '' : `P${order.transId.slice(-5)}`,
    CAPTURE_AMT: captured ? amount : '',
    CHARGE_TYPE_CD: refunded ? 'C' : 'S',
    NUMCODE: '0',
    ORD_ID: order.orderId,
    ORIG_TRANS_AMT: amount,
    PROC_RET_CD: order.status === 'D' ? '51' : '00',
    TRANS_ID: order.transId,
    TRANS_STAT: stat,
  }
  return [
    {
      ErrMsg: `Record(s) found for ${order.orderId}`,
      ProcReturnCode: '00',
      Response: 'Approved',
      OrderId: order.orderId,
      TransId: order.transId,
    },
    extra,
  ]
}
