/**
 * Notifications (issue 39 "Notifications"): the in-app notification centre (a bell with the unread count, a
 * list, mark read) and each person's preferences by kind and channel. Texts come rendered in the caller's
 * language; `Link` is a portal route (a path without the leading slash, as the menus' paths).
 */
import { z } from 'zod'
import { ZId, ZLanguage, ZPage, ZPageQuery } from './common.ts'

/** A delivery channel: in the portal (the bell), e-mail, or SMS (urgent kinds only). */
export const ZNotificationChannel = z.enum(['inApp', 'email', 'sms'])
export type NotificationChannel = z.infer<typeof ZNotificationChannel>

/** One notification as its recipient sees it. Dates ISO 8601 UTC. */
export const ZNotification = z.object({
  Id: ZId,
  /** The catalogue kind, e.g. `freeze.decided`. */
  Kind: z.string(),
  Title: z.string(),
  Body: z.string(),
  /** The page to open (e.g. `ogrenci/kayit-dondurma-taleplerim`), or null. */
  Link: z.string().nullable(),
  CreatedAt: z.string(),
  ReadAt: z.string().nullable(),
})
export type Notification = z.infer<typeof ZNotification>

/** GET Notification/Inbox/List ?page&pageSize&unread=true|false (default all). */
export const ZNotificationListQuery = ZPageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
})
export type NotificationListQuery = z.infer<typeof ZNotificationListQuery>

/** A page of the caller's notifications, newest first, with the unread count. */
export const ZNotificationPage = ZPage(ZNotification).extend({ unread: z.number().int() })
export type NotificationPage = z.infer<typeof ZNotificationPage>

/** The bell's figure. */
export const ZUnreadCount = z.object({ Count: z.number().int() })
export type UnreadCount = z.infer<typeof ZUnreadCount>

/** POST Notification/Inbox/MarkRead: the caller's notifications to mark read (1–100 ids). */
export const ZMarkNotificationsRead = z.object({ Ids: z.array(ZId).min(1).max(100) })
export type MarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>

/** How many notifications a mark changed. */
export const ZMarkedCount = z.object({ Marked: z.number().int() })
export type MarkedCount = z.infer<typeof ZMarkedCount>

/** One kind's settings: each channel on/off, null where the kind does not offer that channel. */
export const ZNotificationKindPreference = z.object({
  Kind: z.string(),
  Name: z.string(),
  Description: z.string(),
  /** Mandatory kinds (one-time codes, legal notices) cannot be turned off. */
  Mandatory: z.boolean(),
  Channels: z.object({
    inApp: z.boolean().nullable(),
    email: z.boolean().nullable(),
    sms: z.boolean().nullable(),
  }),
})
export type NotificationKindPreference = z.infer<typeof ZNotificationKindPreference>

/** The caller's preferences: the language of mail and SMS, and the kinds. */
export const ZNotificationPreferences = z.object({
  Language: ZLanguage,
  /** Whether the person has a mobile number for SMS. */
  HasMobile: z.boolean(),
  Kinds: z.array(ZNotificationKindPreference),
})
export type NotificationPreferences = z.infer<typeof ZNotificationPreferences>

/** POST Notification/Preferences/Save: the language and/or channel changes (at most 100). */
export const ZSaveNotificationPreferences = z.object({
  Language: ZLanguage.optional(),
  Changes: z
    .array(
      z.object({
        Kind: z.string().min(1).max(64),
        Channel: ZNotificationChannel,
        Enabled: z.boolean(),
      }),
    )
    .max(100),
})
export type SaveNotificationPreferences = z.infer<typeof ZSaveNotificationPreferences>
