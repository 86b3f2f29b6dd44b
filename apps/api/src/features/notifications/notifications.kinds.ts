/**
 * The catalogue of notification kinds (issue 39 "Notifications"): who may receive a kind (its audience on the
 * preferences page), which channels it offers and which are on by default, and whether it is mandatory (one-time
 * codes and legal notices cannot be turned off). SMS is offered only for urgent kinds. A kind's title and body
 * are the messages `notifications.kind.<kind>[.<variant>].title|body` (notifications.messages.ts), `variant`
 * being the notification's `variant` parameter when present (e.g. approved / rejected).
 */

/** A channel of a kind. */
export type Channel = 'inApp' | 'email' | 'sms'

/** One kind of notification. */
export interface NotificationKind {
  kind: string
  /** Shown on the preferences page of students, staff or both. */
  audience: 'student' | 'staff' | 'all'
  /** The channels offered, each with its default. A channel not listed is not offered for the kind. */
  channels: Partial<Record<Channel, boolean>>
  /** Mandatory kinds are always delivered on every offered channel (preferences refuse turning them off). */
  mandatory: boolean
}

/** Every kind, in the preferences page's order. */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  {
    kind: 'freeze.decided',
    audience: 'student',
    channels: { inApp: true, email: true, sms: false },
    mandatory: false,
  },
  { kind: 'document.ready', audience: 'student', channels: { inApp: true, email: true }, mandatory: false },
  {
    kind: 'departure.step',
    audience: 'student',
    channels: { inApp: true, email: true, sms: false },
    mandatory: false,
  },
  { kind: 'grade.finalised', audience: 'student', channels: { inApp: true, email: true }, mandatory: false },
  {
    kind: 'certificate.decided',
    audience: 'student',
    channels: { inApp: true, email: true },
    mandatory: false,
  },
  {
    kind: 'absence.excuse.decided',
    audience: 'student',
    channels: { inApp: true, email: true },
    mandatory: false,
  },
  {
    kind: 'grade.request.decided',
    audience: 'student',
    channels: { inApp: true, email: true },
    mandatory: false,
  },
  // The data controller's answer to a person's request (KVKK Art. 13): a legal communication, so mandatory.
  {
    kind: 'privacy.request.answered',
    audience: 'all',
    channels: { inApp: true, email: true },
    mandatory: true,
  },
  { kind: 'staff.digest', audience: 'staff', channels: { inApp: true, email: true }, mandatory: false },
  { kind: 'security.code', audience: 'all', channels: { email: true, sms: true }, mandatory: true },
  { kind: 'legal.notice', audience: 'all', channels: { inApp: true, email: true }, mandatory: true },
]

const BY_KIND = new Map(NOTIFICATION_KINDS.map((k) => [k.kind, k]))

/** The kind named `kind`, or undefined. */
export function kindOf(kind: string): NotificationKind | undefined {
  return BY_KIND.get(kind)
}

/** The kinds a person of `userType` sees on the preferences page. */
export function kindsFor(userType: 'staff' | 'student'): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((k) => k.audience === 'all' || k.audience === userType)
}
