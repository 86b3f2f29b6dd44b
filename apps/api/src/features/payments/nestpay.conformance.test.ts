/**
 * NestPay conformance (issue 35 "NestPay details"): our ver3 hash, field order, result and status mapping
 * against the public reference library `mewebstudio/pos` — the published test vectors of
 * `tests/Unit/Crypt/EstV3PosCryptTest.php` (two request hashes and a signed bank answer, store key "123456"),
 * the unsigned `nationalidno` of `src/Crypt/EstV3PosCrypt.php`, PHP's natural case-folding key order, the
 * `TRANS_STAT`/`CHARGE_TYPE_CD` mapping of `EstPosResponseDataMapper.php` and its `is3dAuthSuccess` ("1").
 * Then through the app: a sale settled by the development bank's end-of-day batch reconciles as paid.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { mdStatusesFrom } from '../../config.ts'
import {
  hashVer3,
  naturalCaseCompare,
  orderStatusOf,
  readThreeDResult,
  verifyVer3,
} from './nestpay.protocol.ts'
import { devBankOrders, payments } from './payments.schema.ts'

const STORE_KEY = '123456'

/** The reference's "3D Pay" request vector. */
const PAY_REQUEST = {
  clientid: '190100000',
  storetype: '3d_pay',
  amount: '100.25',
  oid: 'order222',
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  rnd: 'rand',
  lang: 'tr',
  currency: '949',
  taksit: '',
  islemtipi: 'Auth',
  firmaadi: 'siparis veren',
  Email: 'test@test.com',
  hashAlgorithm: 'ver3',
}

/** The reference's "3D Secure" request vector (PHP integers rnd and currency posted as text). */
const SECURE_REQUEST = {
  clientid: '190100000',
  storetype: '3d',
  amount: '100.25',
  oid: 'order222',
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  rnd: '12345',
  hashAlgorithm: 'ver3',
  lang: 'tr',
  currency: '949',
  islemtipi: 'Auth',
  taksit: '',
}

/** The reference's signed bank answer (PHP nulls posted as empty text). */
const BANK_ANSWER: Record<string, string> = {
  ReturnOid: '202210308C0F',
  TRANID: '',
  hashAlgorithm: 'ver3',
  PAResSyntaxOK: 'true',
  firmaadi: 'John Doe',
  islemtipi: 'Auth',
  lang: 'tr',
  merchantID: '190200000',
  maskedCreditCard: '4355 08** **** 4358',
  amount: '1.01',
  sID: '1',
  ACQBIN: '454672',
  Ecom_Payment_Card_ExpDate_Year: '26',
  EXTRA_CARDBRAND: 'VISA',
  Email: 'mail@customer.com',
  MaskedPan: '435508***4358',
  acqStan: '184784',
  merchantName: 'Ziraat 3D_Pay',
  clientIp: '89.244.149.137',
  EXTRA_KAZANILANPUAN: '000000010.00',
  okUrl: 'http://localhost/akbank/3d-pay/response.php',
  md: '435508:51104213993AC8DFE8839C7F7E391B461115D09A1D88948C8ACE421D7D7EAA5A:3545:##190200000',
  ProcReturnCode: '00',
  payResults_dsId: '1',
  taksit: '',
  TransId: '22303RqiC11252',
  EXTRA_TRXDATE: '20221030 17:42:33',
  Ecom_Payment_Card_ExpDate_Month: '12',
  storetype: '3d_pay',
  Response: 'Approved',
  SettleId: '2383',
  mdErrorMsg:
    'Y-status/Challenge authentication via ACS: https://3ds-acs.test.modirum.com/mdpayacs/creq?token=214711321.1667140951.Ud_jQl3B2l1',
  ErrMsg: '',
  PAResVerified: 'true',
  cavv: 'ABABBCgghAAAAABllJMDdZdTdic=',
  digest: 'digest',
  HostRefNum: '230317184784',
  callbackCall: 'true',
  AuthCode: '216981',
  failUrl: 'http://localhost/akbank/3d-pay/response.php',
  xid: 'N1An1iS5iN4u/1VWS6CgzSGRtN0=',
  encoding: 'ISO-8859-9',
  currency: '949',
  oid: '202210308C0F',
  mdStatus: '1',
  dsId: '1',
  eci: '05',
  version: '2.0',
  EXTRA_CARDISSUER: 'AKBANK T.A.S.',
  clientid: '190200000',
  txstatus: 'Y',
  HASH: 'jVgcwtx4vxxAcX8+ajsrrzp77k9uaGu1pjDQfCpoUG95y2MwwGipc6cF3kESiTphjV8/1ESSc6zg9KyTSxUnzA==',
  rnd: 'J/jGATA5LLVaMfpU+Yyu',
}

describe('ver3 hash: the reference test vectors', () => {
  it('reproduces both request hashes', () => {
    expect(hashVer3(PAY_REQUEST, STORE_KEY)).toBe(
      '/uPxhEKWCEGi3NsDOOQ4u8Hu5g71v5GWspOid70WehTWEz97PqxG3IN1Jv5jsbOXOw3Z3Rr/0UtywzEgbqFfdA==',
    )
    expect(hashVer3(SECURE_REQUEST, STORE_KEY)).toBe(
      '4aUsG5hqlIFLc9s8PKc5rWb2OLhmxDDewNgKa2XrwoYCIxlyVq8Fjl4IVaZzoqL983CfTseicmnTA0PjZr74xg==',
    )
  })

  it("verifies the bank's signed answer, and refuses it once a signed field changes", () => {
    expect(verifyVer3(BANK_ANSWER, STORE_KEY, 'HASH')).toBe(true)
    expect(verifyVer3({ ...BANK_ANSWER, mdStatus: '' }, STORE_KEY, 'HASH')).toBe(false)
    expect(verifyVer3(BANK_ANSWER, 'another-key', 'HASH')).toBe(false)
  })

  it('leaves nationalidno (posted unsigned by some banks) out of the hash, as the reference does', () => {
    expect(verifyVer3({ ...BANK_ANSWER, nationalidno: '10000000146' }, STORE_KEY, 'HASH')).toBe(true)
    expect(verifyVer3({ ...BANK_ANSWER, NationalIdNo: '10000000146' }, STORE_KEY, 'HASH')).toBe(true)
    // Any other extra field is signed: an answer with one the bank did not sign fails.
    expect(verifyVer3({ ...BANK_ANSWER, countdown: '10' }, STORE_KEY, 'HASH')).toBe(false)
  })
})

describe("field order: PHP's ksort(SORT_NATURAL | SORT_FLAG_CASE)", () => {
  const sorted = (names: string[]) => [...names].sort(naturalCaseCompare)

  it('orders digit runs by value and ignores case', () => {
    expect(sorted(['param10', 'param9', 'Param1', 'param2'])).toEqual([
      'Param1',
      'param2',
      'param9',
      'param10',
    ])
    expect(sorted(['b', 'A', 'a2', 'a10', 'a1'])).toEqual(['A', 'a1', 'a2', 'a10', 'b'])
  })

  it('folds to upper case as PHP does, so "_" sorts after letters (not before, as lower-casing gives)', () => {
    expect(naturalCaseCompare('EXTRA_X', 'EXTRAS')).toBe(1)
    expect(naturalCaseCompare('extra_x', 'extras')).toBe(1)
    expect(sorted(['a_b', 'ab', 'aB'])).toEqual(['ab', 'aB', 'a_b'])
  })

  it('compares digit runs starting with 0 left-aligned, and equal names as 0', () => {
    expect(naturalCaseCompare('x01', 'x001')).toBe(1)
    expect(naturalCaseCompare('x0.5', 'x0.45')).toBe(-1) // PHP too: "5" and "45" are compared right-aligned
    expect(naturalCaseCompare('Amount', 'amount')).toBe(0)
    expect(naturalCaseCompare('', 'a')).toBe(-1)
  })

  it('signs param9 before param10: the hash changes with the order, and ours follows the natural one', () => {
    const fields = { param10: 'ten', param9: 'nine', clientid: '1' }
    const natural = hashVer3(fields, STORE_KEY)
    // Byte order would put param10 first; natural order puts param9 first: the two hashes differ.
    const byteOrder = createHash('sha512').update(`1|ten|nine|${STORE_KEY}`).digest('base64')
    const naturalOrder = createHash('sha512').update(`1|nine|ten|${STORE_KEY}`).digest('base64')
    expect(natural).toBe(naturalOrder)
    expect(natural).not.toBe(byteOrder)
  })
})

describe('3-D result and order status as the reference reads them', () => {
  it('accepts mdStatus "1" with ProcReturnCode "00" by default; 2–4 only when configured', () => {
    expect(readThreeDResult(BANK_ANSWER).approved).toBe(true)
    expect(readThreeDResult({ ...BANK_ANSWER, mdStatus: '2' }).approved).toBe(false)
    expect(readThreeDResult({ ...BANK_ANSWER, mdStatus: '2' }, ['1', '2', '3', '4']).approved).toBe(true)
    expect(readThreeDResult({ ...BANK_ANSWER, ProcReturnCode: '51', ErrMsg: 'Yetersiz bakiye' })).toEqual({
      approved: false,
      message: 'Yetersiz bakiye',
      transId: '22303RqiC11252',
    })
    expect(mdStatusesFrom(undefined)).toEqual(['1'])
    expect(mdStatusesFrom('1, 2')).toEqual(['1', '2'])
    expect(() => mdStatusesFrom('1,A')).toThrow(/POS_MD_STATUSES/)
  })

  it('maps TRANS_STAT and CHARGE_TYPE_CD as EstPosResponseDataMapper does', () => {
    const answer = (TRANS_STAT: string, CHARGE_TYPE_CD = 'S', ProcReturnCode = '00') =>
      orderStatusOf({ ProcReturnCode, TRANS_STAT, CHARGE_TYPE_CD })
    expect(answer('A')).toBe('approved')
    expect(answer('C')).toBe('approved')
    expect(answer('S')).toBe('approved')
    expect(answer('D')).toBe('declined')
    expect(answer('ERR')).toBe('declined')
    expect(answer('V')).toBe('voided')
    expect(answer('CNCL')).toBe('voided')
    expect(answer('PN')).toBe('pending')
    expect(answer('R')).toBe('unknown')
    expect(answer('C', 'C')).toBe('refunded')
    expect(answer('S', 'C')).toBe('refunded')
    expect(answer('A', 'S', '99')).toBe('unknown')
  })
})

describe('through the app: the end-of-day batch', () => {
  let fx: IdentityFixture
  beforeAll(async () => {
    fx = await createIdentityFixture(40, () => new Date('2026-11-21T09:00:00Z'))
  })
  afterAll(async () => {
    await fx?.close()
  })

  it('reconciles a pending sale the bank has already settled (TRANS_STAT S) as paid', async () => {
    const student = (await fx.signIn('student')).token
    const start = await fx.call('POST', '/api/Payments/IdCard/Load', student, { Amount: '35' })
    expect(start.statusCode, start.body).toBe(200)
    const id = start.json().responseData.PaymentId as number
    const [row] = await fx.testDb.handle.db.select().from(payments).where(eq(payments.id, id))
    if (!row) throw new Error('no payment row')
    // The bank authorised the sale, the browser never came back, and the nightly batch settled it.
    await fx.testDb.handle.db.insert(devBankOrders).values({
      orderId: row.orderId,
      tranType: 'Auth',
      amountKurus: row.amountKurus,
      status: 'A',
      transId: 'DEV4242424242',
    })
    const batch = await fx.app.inject({
      method: 'POST',
      url: '/dev/bank/end-of-day',
      remoteAddress: '127.0.0.1',
    })
    expect(batch.json().settled).toBeGreaterThanOrEqual(1)
    const [settled] = await fx.testDb.handle.db
      .select()
      .from(devBankOrders)
      .where(eq(devBankOrders.orderId, row.orderId))
    expect(settled?.status).toBe('S')
    const rec = await fx.call('POST', '/api/Payments/Payment/Reconcile', student, { PaymentId: id })
    expect(rec.statusCode, rec.body).toBe(200)
    expect(rec.json().responseData.State).toBe('paid')
  })
})
