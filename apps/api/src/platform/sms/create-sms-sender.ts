/**
 * The SMS sender chosen by configuration (DESIGN.md §4b; issue 35 "SMS"):
 * - SMS_URL set: the provider's HTTP API (İleti Merkezi's send-sms JSON) with SMS_API_KEY/SMS_API_HASH, or the
 *   username and password in SMS_URL;
 * - outside production without SMS_URL: the same client, sent in-process (`devFetch`) to the development
 *   counterpart at /dev/sms/send-sms/json, which checks the body as the provider does and writes the outbox read
 *   at `GET /dev/outbox/sms`;
 * - in production without SMS_URL: the database outbox directly (production-problems names it).
 */
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { createHttpSmsSender, smsProviderOf } from './http-sms-sender.ts'
import { createOutboxSmsSender } from './outbox-sms-sender.ts'
import { DEV_SMS_AUTH, DEV_SMS_PATH } from './sms-counterpart.routes.ts'
import type { SmsSender } from './sms-sender.ts'

/** The sender the configuration asks for; `devFetch` reaches the development counterpart in-process. */
export function createSmsSender(
  db: Database,
  config: Pick<AppConfig, 'smsUrl' | 'smsSender' | 'smsApiKey' | 'smsApiHash' | 'nodeEnv'>,
  devFetch?: typeof fetch,
): SmsSender {
  if (config.smsUrl) {
    const { endpoint, auth } = smsProviderOf(config.smsUrl, config.smsApiKey, config.smsApiHash)
    return createHttpSmsSender(endpoint, config.smsSender, auth)
  }
  if (config.nodeEnv !== 'production' && devFetch) {
    // No health for /readyz: the counterpart is part of this process, like the outbox it stands before.
    const dev = createHttpSmsSender(
      `http://127.0.0.1${DEV_SMS_PATH}`,
      config.smsSender,
      DEV_SMS_AUTH,
      devFetch,
    )
    return { send: dev.send }
  }
  return createOutboxSmsSender(db)
}

/**
 * A `fetch` that hands the request to `app.inject` as a loopback client (the development counterparts live in
 * the same process, and tests build the app without listening). Only POST with a string body is needed.
 */
export function injectFetch(app: {
  inject: (opts: {
    method: 'POST'
    url: string
    payload?: string
    headers: Record<string, string>
    remoteAddress: string
  }) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>
}): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const res = await app.inject({
      method: 'POST',
      url: url.pathname,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '127.0.0.1',
    })
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
}
