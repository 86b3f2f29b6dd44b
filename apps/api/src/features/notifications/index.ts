/**
 * The notifications feature (issue 39 "Notifications"): the in-app notification centre, mail and SMS copies
 * sent through background jobs with retries, per-person preferences, and the staff daily digest.
 *
 * Composition (features/index.ts): `createNotifications` first, so the features that notify receive its
 * `notify` (a `Notify`: one call at their decision point, in their transaction); they and others add their
 * queues with `addDigestSource`; `notificationsFeature` registers the routes and the relay and digest timers.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { SmsSender } from '../../platform/sms/sms-sender.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { createDelivery, type DeliveryRun } from './notifications.delivery.ts'
import { type DigestRun, type DigestSource, runDigest } from './notifications.digest.ts'
import { notificationRoutes } from './notifications.routes.ts'
import { createNotificationService, type Notify } from './notifications.service.ts'

export type { DigestSource } from './notifications.digest.ts'
export { purgeNotifications } from './notifications.retention.ts'
export type { Notify, NotifyInput } from './notifications.service.ts'

/** The job kinds of the feature. */
export const DELIVER_JOB = 'notifications.deliver'
export const DIGEST_JOB = 'notifications.digest'
/** How often the relay looks for due deliveries (retries, and rows whose first kick came before the commit), ms. */
const RELAY_EVERY_MS = 15_000
/** How often the digest timer checks whether today's digest is due, ms. */
const DIGEST_CHECK_EVERY_MS = 10 * 60_000
/** The Istanbul hour from which the day's digest is sent. */
export const DIGEST_HOUR = 7

const istanbulHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** What the feature needs from the app. */
export interface NotificationsDeps {
  db: Database
  clock: Clock
  mailer: Pick<Mailer, 'send'>
  sms: Pick<SmsSender, 'send'>
  jobs: Jobs
  config: { publicUrl: string }
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void }
}

/** Creates the feature's services and registers its job handlers. */
export function createNotifications(deps: NotificationsDeps) {
  const sources: DigestSource[] = []
  const delivery = createDelivery({ ...deps, publicUrl: deps.config.publicUrl })
  let kickTimer: NodeJS.Timeout | null = null
  let closed = false

  /** Queues the delivery job (joins a queued or running one). */
  const startDelivery = async () => {
    if (closed) return
    await deps.jobs.start(DELIVER_JOB, {}, { key: 'due', personId: null })
  }
  /** Starts the delivery shortly after a notification's transaction (a kick before the commit finds nothing: the relay's next round sends it). */
  const kick = () => {
    if (kickTimer || closed) return
    kickTimer = setTimeout(() => {
      kickTimer = null
      startDelivery().catch((error) => deps.log?.error({ err: error }, 'notification delivery not queued'))
    }, 250)
    kickTimer.unref()
  }
  const service = createNotificationService(deps.db, deps.clock, kick)
  deps.jobs.register<Record<string, never>>({ kind: DELIVER_JOB, run: () => delivery.deliverDue() })
  deps.jobs.register<{ day: string }>({
    kind: DIGEST_JOB,
    run: (input) => runDigest({ db: deps.db, notify: service.notify, sources }, input.day),
  })

  /** Queues today's digest when it is due (from DIGEST_HOUR, once a day; a failed run is tried again). */
  async function digestIfDue(): Promise<void> {
    const now = deps.clock()
    if (Number(istanbulHour.format(now)) < DIGEST_HOUR) return
    const day = istanbulToday(now)
    const last = await deps.jobs.latest(DIGEST_JOB, day)
    if (last && last.state !== 'failed') return
    await deps.jobs.start(DIGEST_JOB, { day }, { key: day, personId: null })
  }

  return {
    /** The public API other features receive. */
    notify: service.notify as Notify,
    service,
    /** Adds a queue to the staff digest. */
    addDigestSource(source: DigestSource): void {
      sources.push(source)
    },
    /** Sends every due delivery now (the job's work; tests call it directly). */
    deliverDue: (): Promise<DeliveryRun> => delivery.deliverDue(),
    /** Sends the digest of `day` now (the job's work; tests call it directly). */
    digest: (day: string): Promise<DigestRun> =>
      runDigest({ db: deps.db, notify: service.notify, sources }, day),
    digestIfDue,
    /** Starts the relay and digest timers; returns their stop. */
    startTimers(): () => void {
      const relay = setInterval(() => {
        delivery
          .anyDue()
          .then((due) => (due ? startDelivery() : undefined))
          .catch((error) => deps.log?.warn({ err: error }, 'notification relay round failed'))
      }, RELAY_EVERY_MS)
      const digest = setInterval(() => {
        digestIfDue().catch((error) => deps.log?.warn({ err: error }, 'digest check failed'))
      }, DIGEST_CHECK_EVERY_MS)
      relay.unref()
      digest.unref()
      return () => {
        closed = true
        clearInterval(relay)
        clearInterval(digest)
        if (kickTimer) clearTimeout(kickTimer)
      }
    },
  }
}

/** The feature's services (created once by features/index.ts). */
export type Notifications = ReturnType<typeof createNotifications>

/** Registers the routes; starts the relay and digest timers when the app is ready, stops them when it closes. */
export async function notificationsFeature(app: FastifyInstance, deps: { notifications: Notifications }) {
  await app.register(notificationRoutes, { notifications: deps.notifications.service })
  let stop: (() => void) | null = null
  app.addHook('onReady', async () => {
    // The first digest check comes with the timer's first round, not at start: a digest at start would add
    // notifications and mail to every API test's world (their clocks stand at mid-day).
    stop = deps.notifications.startTimers()
  })
  app.addHook('onClose', async () => {
    stop?.()
  })
}
