/**
 * The delivery of notifications by mail and SMS (issue 39: "sent through the background jobs: a failed provider
 * is retried, never blocks the request"). `notify` leaves a `notification_deliveries` row per channel in the
 * caller's transaction; the `notifications.deliver` job (platform/jobs, pg-boss) claims due rows one at a time
 * (`for update skip locked`, so two instances never send one row twice), renders the text in the person's
 * language and hands it to the app's mailer or SMS sender. A failure puts the row back with the next attempt
 * after an exponential wait (1, 2, 4 … minutes, at most an hour) until `MAX_ATTEMPTS`, then marks it failed.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { type SmsSender, toE164 } from '../../platform/sms/sms-sender.ts'
import type { Clock } from '../../platform/time.ts'
import { renderNotification } from './notifications.render.ts'
import { notificationDeliveries, notificationProfiles, notifications } from './notifications.schema.ts'

/** Attempts before a delivery is given up (marked failed). */
export const MAX_ATTEMPTS = 8
/** How long a claimed row is held before another worker may take it again (a crash while sending), ms. */
const CLAIM_MS = 5 * 60_000
/** The wait before the next attempt after `attempts` failed ones, ms: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1))
}

/** The route of the preferences page (the mail's footer links it). */
export const PREFERENCES_ROUTE = 'bildirimler/tercihler'

/** What the delivery needs: the database, the business clock, the app's mailer and SMS sender. */
export interface DeliveryDeps {
  db: Database
  clock: Clock
  mailer: Pick<Mailer, 'send'>
  sms: Pick<SmsSender, 'send'>
  /** The portal's public address (links in mail and SMS). */
  publicUrl: string
  log?: { warn(obj: unknown, msg?: string): void }
}

/** What one run of the delivery did. */
export interface DeliveryRun {
  sent: number
  retried: number
  failed: number
}

/** Creates the delivery worker. */
export function createDelivery(deps: DeliveryDeps) {
  const { db, clock } = deps
  const url = (route: string) => `${deps.publicUrl.replace(/\/+$/, '')}/${route}`

  /** Claims one due row (pending, or sending past its hold) or none. */
  async function claim() {
    const now = clock()
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(
          and(
            inArray(notificationDeliveries.state, ['pending', 'sending']),
            lte(notificationDeliveries.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(notificationDeliveries.id))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!due) return undefined
      const [row] = await tx
        .update(notificationDeliveries)
        .set({
          state: 'sending',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
        })
        .where(eq(notificationDeliveries.id, due.id))
        .returning()
      return row
    })
  }

  /** Sends one claimed row's copy; throws what the provider threw. */
  async function send(delivery: typeof notificationDeliveries.$inferSelect): Promise<void> {
    const [n] = await db.select().from(notifications).where(eq(notifications.id, delivery.notificationId))
    if (!n) return
    const [person] = await db
      .select({ email: persons.email, mobile: persons.mobilePhone, language: notificationProfiles.language })
      .from(persons)
      .leftJoin(notificationProfiles, eq(notificationProfiles.personId, persons.id))
      .where(eq(persons.id, n.personId))
    if (!person) return
    const lang: Language = person.language ?? 'tr'
    const text = renderNotification(lang, n.kind, n.params)
    if (delivery.channel === 'email') {
      const lines = [text.body]
      if (n.link) lines.push('', translate(lang, 'notifications.mail.open', { url: url(n.link) }))
      lines.push('', '--', translate(lang, 'notifications.mail.footer', { url: url(PREFERENCES_ROUTE) }))
      await deps.mailer.send({ to: person.email, subject: text.title, text: lines.join('\n') })
    } else {
      const to = toE164(person.mobile)
      if (!to) return
      await deps.sms.send({ to, text: n.link ? `${text.title} ${url(n.link)}` : text.title })
    }
  }

  /** Sends every due row until none is left (or `limit` rows were tried). */
  async function deliverDue(limit = 500): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, retried: 0, failed: 0 }
    for (let i = 0; i < limit; i++) {
      const row = await claim()
      if (!row) break
      try {
        await send(row)
        await db
          .update(notificationDeliveries)
          .set({ state: 'sent', sentAt: clock(), lastError: null })
          .where(eq(notificationDeliveries.id, row.id))
        run.sent++
      } catch (error) {
        const giveUp = row.attempts >= MAX_ATTEMPTS
        const message = error instanceof Error ? error.message : String(error)
        deps.log?.warn(
          { err: error, deliveryId: row.id, attempts: row.attempts },
          'notification delivery failed',
        )
        await db
          .update(notificationDeliveries)
          .set({
            state: giveUp ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(notificationDeliveries.id, row.id))
        if (giveUp) run.failed++
        else run.retried++
      }
    }
    return run
  }

  /** Whether any row is due now (the relay's cheap check before it queues a job). */
  async function anyDue(): Promise<boolean> {
    const [row] = await db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          inArray(notificationDeliveries.state, ['pending', 'sending']),
          lte(notificationDeliveries.nextAttemptAt, clock()),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  return { deliverDue, anyDue }
}
