/**
 * Notification endpoints (issue 39 "Notifications"), /api/Notification/{Inbox,Preferences}/{Action}, for every
 * signed-in person (any role, staff or student): the caller's own notifications only (bound to the session's
 * person; another person's ids change nothing), and the caller's own preferences (422 for a mandatory kind
 * turned off, a channel the kind does not offer, SMS without a mobile number).
 */
import {
  ZMarkedCount,
  ZMarkNotificationsRead,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationPreferences,
  ZSaveNotificationPreferences,
  ZUnreadCount,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { NotificationService } from './notifications.service.ts'
import './notifications.messages.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the inbox and preferences calls over `notifications`. */
export async function notificationRoutes(app: FastifyInstance, deps: { notifications: NotificationService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['notifications']
  const anyone = { access: access.anyPortal }
  const { notifications } = deps
  const P = '/api/Notification'

  /** GET …/Inbox/UnreadCount: the bell's figure { Count }; notes the caller's language for mail and SMS. */
  api.get(
    `${P}/Inbox/UnreadCount`,
    { config: anyone, schema: { tags, response: { 200: wrapped(ZUnreadCount) } } },
    async (r) => ok({ Count: await notifications.unread(principalOf(r), lang(r)) }),
  )

  /** GET …/Inbox/List ?page&pageSize&unread: the caller's notifications, newest first, in the caller's language. */
  api.get(
    `${P}/Inbox/List`,
    {
      config: anyone,
      schema: { tags, querystring: ZNotificationListQuery, response: { 200: wrapped(ZNotificationPage) } },
    },
    async (r) => ok(await notifications.list(principalOf(r), r.query, lang(r))),
  )

  /** POST …/Inbox/MarkRead { Ids }: marks the caller's listed notifications read; { Marked }. */
  api.post(
    `${P}/Inbox/MarkRead`,
    {
      config: {
        ...anyone,
        scope: { none: "the caller's own notifications only (bound to the session's person)" },
      },
      schema: { tags, body: ZMarkNotificationsRead, response: { 200: wrapped(ZMarkedCount) } },
    },
    async (r) => ok({ Marked: await notifications.markRead(principalOf(r), r.body.Ids) }),
  )

  /** POST …/Inbox/MarkAllRead: marks all the caller's notifications read; { Marked }. */
  api.post(
    `${P}/Inbox/MarkAllRead`,
    { config: anyone, schema: { tags, response: { 200: wrapped(ZMarkedCount) } } },
    async (r) => ok({ Marked: await notifications.markAllRead(principalOf(r)) }),
  )

  /** GET …/Preferences/Get: the caller's language and each kind's channels (null: not offered). */
  api.get(
    `${P}/Preferences/Get`,
    { config: anyone, schema: { tags, response: { 200: wrapped(ZNotificationPreferences) } } },
    async (r) => ok(await notifications.preferences(principalOf(r), lang(r))),
  )

  /** POST …/Preferences/Save { Language?, Changes }: saves them all or nothing. 422 as described above. */
  api.post(
    `${P}/Preferences/Save`,
    {
      config: anyone,
      schema: {
        tags,
        body: ZSaveNotificationPreferences,
        response: { 200: wrapped(z.null()), 422: errorWrapper },
      },
    },
    async (r) => {
      await notifications.savePreferences(principalOf(r), r.body, lang(r))
      return ok(null, translate(lang(r), 'notifications.saved'))
    },
  )
}
