/**
 * Events and points contracts (spec §1 "Events and points for students, with maximum points by event type",
 * §3 "Event": name, hall, attendance status, points, received and passing points, max points per type,
 * participating count, total points; §9 "Pass score for event points is configurable").
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPageQuery } from './common.ts'

/** How the student took part in an event. Only 'attended' earns points. */
export const ZAttendanceStatus = z.enum(['attended', 'absent', 'excused'])
export type AttendanceStatus = z.infer<typeof ZAttendanceStatus>

/** Query of the student's calls: an optional student number, which must be the caller's active studentship. */
export const ZEventsQuery = z.object({ OgrNo: z.string().trim().min(1).max(20).optional() })
export type EventsQuery = z.infer<typeof ZEventsQuery>

/** One event the student is recorded for. `Date` is an ISO timestamp. */
export const ZStudentEvent = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Hall: z.string(),
  TypeId: z.number().int(),
  TypeName: z.string(),
  Date: z.string(),
  AttendanceStatus: ZAttendanceStatus,
  Points: z.number().int(),
})
export type StudentEvent = z.infer<typeof ZStudentEvent>

/** The student's points of one event type: raw sum, and the total counted (capped by `MaxPoints`). */
export const ZEventTypePoints = z.object({
  TypeId: z.number().int(),
  Name: z.string(),
  MaxPoints: z.number().int(),
  /** Events of this type the student attended. */
  ParticipatingCount: z.number().int(),
  /** Sum of the points earned, before the cap. */
  EarnedPoints: z.number().int(),
  /** min(EarnedPoints, MaxPoints): what counts towards the received points. */
  TotalPoints: z.number().int(),
})
export type EventTypePoints = z.infer<typeof ZEventTypePoints>

/** GET /api/Etkinlik/Ogrenci/Puanlarim answer. */
export const ZStudentEventPoints = z.object({
  StudentNo: z.string(),
  Events: z.array(ZStudentEvent),
  Types: z.array(ZEventTypePoints),
  /** Sum of the capped totals of every type. */
  ReceivedPoints: z.number().int(),
  /** The configured pass score (EVENT_PASS_SCORE). */
  PassingPoints: z.number().int(),
  Passed: z.boolean(),
})
export type StudentEventPoints = z.infer<typeof ZStudentEventPoints>

// ─── Student centre: event types, events, attendance, QR check-in (issue 21) ───────────────────────────

/** An event type with its maximum points (EventPointTypes page). */
export const ZEventType = z.object({
  Id: ZId,
  Code: z.string(),
  NameTr: z.string(),
  NameEn: z.string(),
  MaxPoints: z.number().int(),
  /** Events defined with this type. */
  EventCount: z.number().int(),
})
export type EventType = z.infer<typeof ZEventType>

/** POST /api/Etkinlik/Merkez/TurKaydet: creates (no Id) or updates an event type; MaxPoints 0..1000. */
export const ZSaveEventTypeRequest = z.object({
  Id: ZId.optional(),
  Code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/),
  NameTr: z.string().trim().min(2).max(120),
  NameEn: z.string().trim().min(2).max(120),
  MaxPoints: z.number().int().min(0).max(1000),
})
export type SaveEventTypeRequest = z.infer<typeof ZSaveEventTypeRequest>

/** An instant as an ISO timestamp with offset (e.g. 2026-11-23T14:00:00+03:00); stored as UTC. */
const ZInstant = z.iso.datetime({ offset: true })

/** POST /api/Etkinlik/Merkez/EtkinlikKaydet: creates (no Id) or updates an event. */
export const ZSaveEventRequest = z.object({
  Id: ZId.optional(),
  TypeId: ZId,
  NameTr: z.string().trim().min(2).max(200),
  NameEn: z.string().trim().min(2).max(200),
  Hall: z.string().trim().min(2).max(200),
  StartsAt: ZInstant,
  EndsAt: ZInstant,
  /** Points an attendee earns, 0..100. */
  Points: z.number().int().min(0).max(100),
  /** Seats with registration (1..10000); null: no registration limit. */
  Capacity: z.number().int().min(1).max(10_000).nullable(),
  /** An orientation event for new students (registration with capacity and waiting list). */
  Orientation: z.boolean(),
  /** The organising club (a club event), or null. */
  OrganiserClubId: ZId.nullable(),
})
export type SaveEventRequest = z.infer<typeof ZSaveEventRequest>

/** One event in the student centre's list. */
export const ZEventDefinition = z.object({
  Id: ZId,
  TypeId: ZId,
  TypeName: z.string(),
  NameTr: z.string(),
  NameEn: z.string(),
  Hall: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Points: z.number().int(),
  Capacity: z.number().int().nullable(),
  Orientation: z.boolean(),
  OrganiserClubId: z.number().int().nullable(),
  RegisteredCount: z.number().int(),
  WaitlistCount: z.number().int(),
  AttendedCount: z.number().int(),
})
export type EventDefinition = z.infer<typeof ZEventDefinition>

/** GET /api/Etkinlik/Merkez/Etkinlikler query: paging, only orientation events, a name search. */
export const ZEventListQuery = ZPageQuery.extend({
  orientation: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
})
export type EventListQuery = z.infer<typeof ZEventListQuery>

/** An event id in a query string. */
export const ZEventIdQuery = z.object({ EventId: ZIdParam })

/** One line of an event's attendance list: registered or recorded students. */
export const ZAttendanceLine = z.object({
  StudentNo: z.string(),
  FullName: z.string(),
  /** Registration of an event with registration, else null. */
  Registration: z.enum(['registered', 'waitlisted']).nullable(),
  Status: ZAttendanceStatus.nullable(),
  /** How attendance was taken: a QR check-in or the list. */
  Source: z.enum(['qr', 'list']).nullable(),
})
export type AttendanceLine = z.infer<typeof ZAttendanceLine>

/** GET /api/Etkinlik/Merkez/Yoklama answer. */
export const ZAttendanceSheet = z.object({
  Event: ZEventDefinition,
  Lines: z.array(ZAttendanceLine),
})
export type AttendanceSheet = z.infer<typeof ZAttendanceSheet>

/** POST /api/Etkinlik/Merkez/YoklamaKaydet: ticked (attended) or not, per student number; at most 2000. */
export const ZSaveAttendanceRequest = z.object({
  EventId: ZId,
  Entries: z
    .array(z.object({ StudentNo: z.string().trim().min(1).max(20), Attended: z.boolean() }))
    .min(1)
    .max(2000),
})
export type SaveAttendanceRequest = z.infer<typeof ZSaveAttendanceRequest>

/** GET /api/Etkinlik/Merkez/QrKod answer: the check-in URL, its QR image (SVG) and validity window. */
export const ZCheckInCode = z.object({
  Url: z.string(),
  Svg: z.string(),
  ValidFrom: z.string(),
  ValidUntil: z.string(),
})
export type CheckInCode = z.infer<typeof ZCheckInCode>

/** POST /api/Etkinlik/Ogrenci/QrYoklama: the token of the scanned check-in URL. */
export const ZCheckInRequest = z.object({ Token: z.string().trim().min(10).max(2000) })
export type CheckInRequest = z.infer<typeof ZCheckInRequest>

/** The check-in's answer. */
export const ZCheckInResult = z.object({ EventName: z.string(), Points: z.number().int() })
export type CheckInResult = z.infer<typeof ZCheckInResult>

// ─── Orientation (issue 21) ─────────────────────────────────────────────────────────────────────────────

/** One orientation event as the student sees it, with the caller's registration. */
export const ZOrientationEvent = z.object({
  Id: ZId,
  Name: z.string(),
  Hall: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Points: z.number().int(),
  Capacity: z.number().int().nullable(),
  RegisteredCount: z.number().int(),
  WaitlistCount: z.number().int(),
  /** The caller's registration; null when not registered. */
  MyStatus: z.enum(['registered', 'waitlisted']).nullable(),
  /** 1-based place on the waiting list when waitlisted. */
  MyWaitlistPosition: z.number().int().nullable(),
  /** Registration is open (the event has not started). */
  Open: z.boolean(),
})
export type OrientationEvent = z.infer<typeof ZOrientationEvent>

/** GET /api/Etkinlik/Ogrenci/Oryantasyon answer. */
export const ZStudentOrientation = z.object({
  /** The active studentship is in its first class year. */
  IsNewStudent: z.boolean(),
  Events: z.array(ZOrientationEvent),
})
export type StudentOrientation = z.infer<typeof ZStudentOrientation>

/** POST OryantasyonKayit / OryantasyonIptal body. */
export const ZEventIdBody = z.object({ EventId: ZId })
export type EventIdBody = z.infer<typeof ZEventIdBody>

/** OryantasyonKayit answer: where the caller ended up. */
export const ZRegistrationResult = z.object({
  Status: z.enum(['registered', 'waitlisted']),
  WaitlistPosition: z.number().int().nullable(),
})
export type RegistrationResult = z.infer<typeof ZRegistrationResult>

// ─── Calendar (issue 21) ───────────────────────────────────────────────────────────────────────────────

/** The student's personal calendar feed: its secret URL, or null when none is active. */
export const ZCalendarFeed = z.object({ Url: z.string().nullable(), CreatedAt: z.string().nullable() })
export type CalendarFeed = z.infer<typeof ZCalendarFeed>

/** A feed token in the feed's path: 43 base64url characters. */
export const ZCalendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
