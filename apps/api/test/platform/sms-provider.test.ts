/**
 * SMS as İleti Merkezi's send-sms JSON API has it (issue 35 "SMS"): the client authenticates with the API key
 * and hash (the official Node client's only form; `iletimerkezi/iletimerkezi-node` src/services/SmsService.ts)
 * or, as an option, the username and password of SMS_URL; the documented refusal codes
 * (`iletimerkezi/apidocs-website` docs/sms/send/json.mdx) map to clear states; and the development counterpart
 * that the app uses without SMS_URL checks the same body field by field before it writes the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { DependencyUnavailableError } from '../../src/platform/http/errors.ts'
import {
  createHttpSmsSender,
  SmsRefusedError,
  smsProviderOf,
} from '../../src/platform/sms/http-sms-sender.ts'
import { DEV_SMS_AUTH, DEV_SMS_PATH, maxSmsLength } from '../../src/platform/sms/sms-counterpart.routes.ts'
import { createIdentityFixture, type IdentityFixture } from '../identity/identity-fixture.ts'

const to = { to: '+905321234567', text: 'Doğrulama kodunuz: 482913' }

/** A fetch that answers `code` in İleti Merkezi's shape with that HTTP status, and keeps the bodies sent. */
function provider(code: string) {
  const bodies: unknown[] = []
  const fetchFn = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)))
    return new Response(JSON.stringify({ response: { status: { code, message: 'm' } } }), {
      status: Number(code),
    })
  }) as never
  return { bodies, fetchFn }
}

describe('the İleti Merkezi client', () => {
  it('sends the key and hash by default, the URL user info only as the option', () => {
    expect(smsProviderOf('https://api.iletimerkezi.com/v1/send-sms/json', 'K', 'H')).toEqual({
      endpoint: 'https://api.iletimerkezi.com/v1/send-sms/json',
      auth: { key: 'K', hash: 'H' },
    })
    expect(smsProviderOf('https://u:p@api.iletimerkezi.com/v1/send-sms/json', 'K', 'H').auth).toEqual({
      key: 'K',
      hash: 'H',
    })
    expect(smsProviderOf('https://u:p@api.iletimerkezi.com/v1/send-sms/json', null, null).auth).toEqual({
      username: 'u',
      password: 'p',
    })
    expect(() => smsProviderOf('https://api.iletimerkezi.com/v1/send-sms/json', null, null)).toThrow(
      /SMS_API_KEY and SMS_API_HASH/,
    )
    expect(() =>
      loadConfig({ SMS_URL: 'https://api.iletimerkezi.com/v1/send-sms/json', DATA_DIR: 'memory' }),
    ).toThrow(/SMS_API_KEY and SMS_API_HASH/)
  })

  it('posts the documented body: authentication {key, hash}, sender, iys "0", text and receipents.number[]', async () => {
    const { bodies, fetchFn } = provider('200')
    const sender = createHttpSmsSender(
      'https://sms.example/v1/send-sms/json',
      'UNACS',
      { key: 'K', hash: 'H' },
      fetchFn,
    )
    await sender.send(to)
    expect(bodies[0]).toEqual({
      request: {
        authentication: { key: 'K', hash: 'H' },
        order: {
          sender: 'UNACS',
          iys: '0',
          message: { text: to.text, receipents: { number: ['905321234567'] } },
        },
      },
    })
    expect(sender.health?.()).toBe('ok')
  })

  it('maps the documented codes: account refusals are the dependency down, message refusals a plain error', async () => {
    for (const [code, kind] of [
      ['401', 'credentials'],
      ['402', 'balance'],
      ['450', 'sender'],
    ] as const) {
      const sender = createHttpSmsSender(
        'https://x/',
        'UNACS',
        { key: 'K', hash: 'H' },
        provider(code).fetchFn,
      )
      const err = await sender.send(to).catch((e: unknown) => e)
      expect(err, code).toBeInstanceOf(DependencyUnavailableError)
      expect(err).toMatchObject({ statusCode: 503, dependency: 'sms', reason: `${code} ${kind}` })
      expect(sender.health?.()).toBe(`down: ${code} ${kind}`)
    }
    for (const [code, kind] of [
      ['452', 'recipients'],
      ['453', 'tooLong'],
      ['454', 'empty'],
    ] as const) {
      const sender = createHttpSmsSender(
        'https://x/',
        'UNACS',
        { key: 'K', hash: 'H' },
        provider(code).fetchFn,
      )
      const err = await sender.send(to).catch((e: unknown) => e)
      expect(err, code).toBeInstanceOf(SmsRefusedError)
      expect(err).toMatchObject({ code, kind })
    }
    // 451: the same text to the same number within 10 minutes already went out.
    const duplicate = createHttpSmsSender(
      'https://x/',
      'UNACS',
      { key: 'K', hash: 'H' },
      provider('451').fetchFn,
    )
    await expect(duplicate.send(to)).resolves.toBeUndefined()
  })
})

describe('the development counterpart', () => {
  let fx: IdentityFixture
  beforeAll(async () => {
    fx = await createIdentityFixture(10)
  })
  afterAll(async () => {
    await fx?.close()
  })

  const post = (body: unknown) =>
    fx.app.inject({ method: 'POST', url: DEV_SMS_PATH, payload: body as object, remoteAddress: '127.0.0.1' })
  const order = (over: Record<string, unknown> = {}) => ({
    request: {
      authentication: DEV_SMS_AUTH,
      order: {
        sender: 'UNACS',
        iys: '0',
        message: { text: `Kod ${Date.now()}`, receipents: { number: ['905321234567'] } },
        ...over,
      },
    },
  })
  const codeOf = async (body: unknown) => {
    const res = await post(body)
    const code = res.json().response.status.code
    expect(res.statusCode).toBe(Number(code))
    return code
  }

  it('answers the documented codes for each wrong field and writes nothing', async () => {
    const before = (
      await fx.app.inject({ method: 'GET', url: '/dev/outbox/sms', remoteAddress: '127.0.0.1' })
    ).json().responseData.length
    expect(
      await codeOf({ ...order(), request: { ...order().request, authentication: { key: 'x', hash: 'y' } } }),
    ).toBe('401')
    expect(
      await codeOf({ request: { ...order().request, authentication: { username: 'a', password: 'b' } } }),
    ).toBe('401')
    expect(await codeOf(order({ sender: 'unacs' }))).toBe('450')
    expect(await codeOf(order({ message: { text: '  ', receipents: { number: ['905321234567'] } } }))).toBe(
      '454',
    )
    const tooLong = 'ş'.repeat(maxSmsLength('ş') + 1)
    expect(
      await codeOf(order({ message: { text: tooLong, receipents: { number: ['905321234567'] } } })),
    ).toBe('453')
    expect(await codeOf(order({ message: { text: 'x', receipents: { number: [] } } }))).toBe('452')
    expect(await codeOf(order({ message: { text: 'x', receipents: { number: ['02121234567'] } } }))).toBe(
      '452',
    )
    expect(await codeOf(order({ message: { text: 'x', receipents: 'no' } }))).toBe('452')
    const after = (
      await fx.app.inject({ method: 'GET', url: '/dev/outbox/sms', remoteAddress: '127.0.0.1' })
    ).json().responseData.length
    expect(after).toBe(before)
  })

  it("accepts a correct order into the outbox, refuses the same again within 10 minutes (451), and is the app's sender", async () => {
    const body = order()
    expect(await codeOf(body)).toBe('200')
    expect(await codeOf(body)).toBe('451')
    const outbox = (
      await fx.app.inject({
        method: 'GET',
        url: '/dev/outbox/sms?to=%2B905321234567',
        remoteAddress: '127.0.0.1',
      })
    ).json().responseData as { text: string }[]
    expect(outbox.filter((m) => m.text === body.request.order.message.text)).toHaveLength(1)
    // Not served to a remote client.
    const remote = await fx.app.inject({
      method: 'POST',
      url: DEV_SMS_PATH,
      payload: body,
      remoteAddress: '203.0.113.5',
    })
    expect(remote.statusCode).toBe(404)
  })
})
