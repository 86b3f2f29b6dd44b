/**
 * Events and points contracts (spec §1 "Events and points for students, with maximum points by event type",
 * §3 "Event": name, hall, attendance status, points, received and passing points, max points per type,
 * participating count, total points; §9 "Pass score for event points is configurable").
 */
import { z } from 'zod'

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
