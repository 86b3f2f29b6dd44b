/**
 * The notification service (issue 39 "Notifications"): `notify` writes one notification in the caller's
 * transaction (outbox style: its mail and SMS copies are rows the delivery job sends after the commit), the
 * caller's inbox (list, unread count, mark read) and preferences by kind and channel. Everything is the
 * caller's own: every query is bound to the principal's person.
 */
import type {
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
  SaveNotificationPreferences,
} from '@unacs/contracts'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { businessRule } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { toE164 } from '../../platform/sms/sms-sender.ts'
import type { Clock } from '../../platform/time.ts'
import { type Channel, kindOf, kindsFor, type NotificationKind } from './notifications.kinds.ts'
import { renderNotification } from './notifications.render.ts'
import {
  type NotificationParams,
  notificationDeliveries,
  notificationPreferences,
  notificationProfiles,
  notifications,
} from './notifications.schema.ts'

/** What a feature tells: whose (person or studentship), what kind, which event, its parameters and page. */
export interface NotifyInput {
  /** The recipient person; or `studentId`, the studentship whose person receives it. */
  personId?: number
  studentId?: number
  /** A kind of the catalogue (notifications.kinds.ts); an unknown kind is a programming error (throws). */
  kind: string
  /** Unique per event, e.g. `freeze.decided:12`: the same event notified twice writes one notification. */
  eventKey: string
  params?: NotificationParams
  /** The page to open: a portal route without the leading slash, e.g. `ogrenci/kayit-dondurma-taleplerim`. */
  link?: string | null
}

/**
 * Writes a notification in `tx` (the caller's transaction) with its mail/SMS deliveries by the person's
 * preferences; resolves true when written, false when the event was already notified. The public API other
 * features receive (passed in by features/index.ts).
 */
export type Notify = (tx: unknown, input: NotifyInput) => Promise<boolean>

/** Whether `channel` is on for `kind` given the person's saved choices (mandatory kinds: always on). */
function channelOn(k: NotificationKind, channel: Channel, saved: Map<string, boolean>): boolean {
  const offered = k.channels[channel]
  if (offered === undefined) return false
  if (k.mandatory) return true
  return saved.get(`${k.kind}/${channel}`) ?? offered
}

/** The saved choices of `personId` as `kind/channel` → enabled. */
async function savedChoices(db: Database, personId: number, kinds?: string[]): Promise<Map<string, boolean>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.personId, personId),
        kinds ? inArray(notificationPreferences.kind, kinds) : undefined,
      ),
    )
  return new Map(rows.map((r) => [`${r.kind}/${r.channel}`, r.enabled]))
}

/** Creates the service over `db`; `kick` is called after a notification with deliveries was written. */
export function createNotificationService(db: Database, clock: Clock, kick: () => void) {
  const notify: Notify = async (txArg, input) => {
    const tx = txArg as Database
    const k = kindOf(input.kind)
    if (!k) throw new Error(`unknown notification kind ${input.kind}`)
    let personId = input.personId
    if (personId === undefined && input.studentId !== undefined) {
      const [s] = await tx
        .select({ personId: students.personId })
        .from(students)
        .where(eq(students.id, input.studentId))
      personId = s?.personId
    }
    if (personId === undefined) throw new Error('notify: no recipient')
    const saved = await savedChoices(tx, personId, [k.kind])
    const now = clock()
    const [row] = await tx
      .insert(notifications)
      .values({
        personId,
        kind: k.kind,
        params: input.params ?? {},
        link: input.link ?? null,
        eventKey: input.eventKey,
        inApp: channelOn(k, 'inApp', saved),
        createdAt: now,
      })
      .onConflictDoNothing({ target: notifications.eventKey })
      .returning({ id: notifications.id })
    if (!row) return false
    const [person] = await tx
      .select({ email: persons.email, mobile: persons.mobilePhone })
      .from(persons)
      .where(eq(persons.id, personId))
    const channels: ('email' | 'sms')[] = []
    if (channelOn(k, 'email', saved) && person?.email) channels.push('email')
    if (channelOn(k, 'sms', saved) && toE164(person?.mobile)) channels.push('sms')
    if (channels.length > 0) {
      await tx
        .insert(notificationDeliveries)
        .values(channels.map((channel) => ({ notificationId: row.id, channel, nextAttemptAt: now })))
      kick()
    }
    return true
  }

  /** Records the language of the person's last call unless chosen on the preferences page. */
  async function noteLanguage(personId: number, lang: Language): Promise<void> {
    const [profile] = await db
      .select()
      .from(notificationProfiles)
      .where(eq(notificationProfiles.personId, personId))
    if (profile && (profile.chosen || profile.language === lang)) return
    await db
      .insert(notificationProfiles)
      .values({ personId, language: lang, updatedAt: clock() })
      .onConflictDoUpdate({
        target: notificationProfiles.personId,
        set: { language: lang, updatedAt: clock() },
        setWhere: sql`${notificationProfiles.chosen} = false`,
      })
  }

  const mine = (p: Principal) => and(eq(notifications.personId, p.personId), eq(notifications.inApp, true))

  async function unreadCount(p: Principal): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(p), isNull(notifications.readAt)))
    return Number(row?.n ?? 0)
  }

  return {
    notify,

    /** The bell's figure: the caller's unread in-app notifications; notes the caller's language. */
    async unread(p: Principal, lang: Language): Promise<number> {
      await noteLanguage(p.personId, lang)
      return unreadCount(p)
    },

    /** A page of the caller's notifications, newest first, rendered in `lang`, with the unread count. */
    async list(p: Principal, q: NotificationListQuery, lang: Language): Promise<NotificationPage> {
      const where = and(mine(p), q.unread === 'true' ? isNull(notifications.readAt) : undefined)
      const [total] = await db.select({ n: count() }).from(notifications).where(where)
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return {
        items: rows.map((r) => {
          const text = renderNotification(lang, r.kind, r.params)
          return {
            Id: r.id,
            Kind: r.kind,
            Title: text.title,
            Body: text.body,
            Link: r.link,
            CreatedAt: r.createdAt.toISOString(),
            ReadAt: r.readAt ? r.readAt.toISOString() : null,
          }
        }),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(total?.n ?? 0),
        unread: await unreadCount(p),
      }
    },

    /** Marks the caller's notifications among `ids` read (others' ids change nothing); how many changed. */
    async markRead(p: Principal, ids: number[]): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ readAt: clock() })
        .where(and(mine(p), isNull(notifications.readAt), inArray(notifications.id, ids)))
        .returning({ id: notifications.id })
      return changed.length
    },

    /** Marks all the caller's notifications read; how many changed. */
    async markAllRead(p: Principal): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ readAt: clock() })
        .where(and(mine(p), isNull(notifications.readAt)))
        .returning({ id: notifications.id })
      return changed.length
    },

    /** The caller's preferences: language, whether SMS can reach them, each kind of their audience. */
    async preferences(p: Principal, lang: Language): Promise<NotificationPreferences> {
      const saved = await savedChoices(db, p.personId)
      const [profile] = await db
        .select()
        .from(notificationProfiles)
        .where(eq(notificationProfiles.personId, p.personId))
      const [person] = await db
        .select({ mobile: persons.mobilePhone })
        .from(persons)
        .where(eq(persons.id, p.personId))
      const state = (k: NotificationKind, c: Channel) =>
        k.channels[c] === undefined ? null : channelOn(k, c, saved)
      return {
        Language: profile?.language ?? lang,
        HasMobile: toE164(person?.mobile) !== null,
        Kinds: kindsFor(p.userType).map((k) => ({
          Kind: k.kind,
          Name: translate(lang, `notifications.kindName.${k.kind}`),
          Description: translate(lang, `notifications.kindDesc.${k.kind}`),
          Mandatory: k.mandatory,
          Channels: { inApp: state(k, 'inApp'), email: state(k, 'email'), sms: state(k, 'sms') },
        })),
      }
    },

    /**
     * Saves the caller's language and channel changes in one transaction. 422 (nothing saved) for an unknown
     * kind or one outside the caller's audience, a channel the kind does not offer, turning a mandatory kind
     * off, or turning SMS on without a mobile number.
     */
    async savePreferences(p: Principal, body: SaveNotificationPreferences, lang: Language): Promise<void> {
      const audience = new Set(kindsFor(p.userType).map((k) => k.kind))
      let needsMobile = false
      for (const change of body.Changes) {
        const k = kindOf(change.Kind)
        if (!k || !audience.has(k.kind))
          throw businessRule('notifications.unknownKind', { kind: change.Kind })
        const name = translate(lang, `notifications.kindName.${k.kind}`)
        if (k.channels[change.Channel] === undefined) throw businessRule('notifications.notOffered', { name })
        if (k.mandatory && !change.Enabled) throw businessRule('notifications.mandatory', { name })
        if (change.Channel === 'sms' && change.Enabled) needsMobile = true
      }
      if (needsMobile) {
        const [person] = await db
          .select({ mobile: persons.mobilePhone })
          .from(persons)
          .where(eq(persons.id, p.personId))
        if (!toE164(person?.mobile)) throw businessRule('notifications.noMobile')
      }
      const now = clock()
      await db.transaction(async (tx) => {
        if (body.Language)
          await tx
            .insert(notificationProfiles)
            .values({ personId: p.personId, language: body.Language, chosen: true, updatedAt: now })
            .onConflictDoUpdate({
              target: notificationProfiles.personId,
              set: { language: body.Language, chosen: true, updatedAt: now },
            })
        for (const change of body.Changes)
          await tx
            .insert(notificationPreferences)
            .values({
              personId: p.personId,
              kind: change.Kind,
              channel: change.Channel,
              enabled: change.Enabled,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [
                notificationPreferences.personId,
                notificationPreferences.kind,
                notificationPreferences.channel,
              ],
              set: { enabled: change.Enabled, updatedAt: now },
            })
      })
    },
  }
}

/** The service's type. */
export type NotificationService = ReturnType<typeof createNotificationService>
