/**
 * The SMS sender chosen by configuration (DESIGN.md §4b): the provider's HTTP API when SMS_URL is set,
 * else the database outbox read at `GET /dev/outbox/sms` in development.
 */
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { createHttpSmsSender } from './http-sms-sender.ts'
import { createOutboxSmsSender } from './outbox-sms-sender.ts'
import type { SmsSender } from './sms-sender.ts'

/** The sender the configuration asks for: HTTP when `config.smsUrl` is set, else the outbox in `db`. */
export function createSmsSender(db: Database, config: Pick<AppConfig, 'smsUrl' | 'smsSender'>): SmsSender {
  return config.smsUrl ? createHttpSmsSender(config.smsUrl, config.smsSender) : createOutboxSmsSender(db)
}
