/**
 * The student's events and points (issue 5 § Events and points; spec §1, §3 "Event", §9): the events the
 * caller's active studentship is recorded for, the points per event type counted up to the type's maximum,
 * and the received points against the configured pass score. Read-only.
 */
import type { EventTypePoints, StudentEventPoints } from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { attendanceOf, organisedBy, studentshipOf, typesOf } from './events.repo.ts'

/**
 * The per-type totals: attended events and earned points per type, each total capped by the type's maximum.
 * Pure; `types` in display order.
 */
export function typeTotals(
  types: readonly { id: number; name: string; maxPoints: number }[],
  attended: readonly { typeId: number; status: string; points: number }[],
): EventTypePoints[] {
  return types.map((t) => {
    const mine = attended.filter((a) => a.typeId === t.id && a.status === 'attended')
    const earned = mine.reduce((sum, a) => sum + a.points, 0)
    return {
      TypeId: t.id,
      Name: t.name,
      MaxPoints: t.maxPoints,
      ParticipatingCount: mine.length,
      EarnedPoints: earned,
      TotalPoints: Math.min(earned, t.maxPoints),
    }
  })
}

/** Creates the events service; `passScore` is EVENT_PASS_SCORE. */
export function createEventsService(db: Database, passScore: number) {
  return {
    /**
     * The caller's events and points. `studentNo`, when given, must be the caller's active studentship;
     * 403 otherwise (another student's number, or the caller's other, inactive studentship); 403 for staff.
     */
    async points(principal: Principal, lang: Language, studentNo?: string): Promise<StudentEventPoints> {
      const active = principal.activeStudentNo
      if (principal.userType !== 'student' || !active) throw forbidden()
      if (studentNo !== undefined && studentNo !== active) throw forbidden()
      const student = await studentshipOf(db, principal.personId, active)
      if (!student) throw forbidden()
      const [types, rows] = await Promise.all([typesOf(db, lang), attendanceOf(db, student.id, lang)])
      const names = new Map(types.map((t) => [t.id, t.name]))
      const totals = typeTotals(types, rows)
      const received = totals.reduce((sum, t) => sum + t.TotalPoints, 0)
      return {
        StudentNo: student.studentNo,
        Events: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          Hall: r.hall,
          TypeId: r.typeId,
          TypeName: names.get(r.typeId) ?? '',
          Date: r.startsAt.toISOString(),
          AttendanceStatus: r.status,
          Points: r.points,
        })),
        Types: totals,
        ReceivedPoints: received,
        PassingPoints: passScore,
        Passed: received >= passScore,
      }
    },

    /** The events a club organises (its meetings), newest first, named in `lang`; for the clubs feature. */
    organisedBy: (clubId: number, lang: Language) => organisedBy(db, clubId, lang),
  }
}

/** The events service's type. */
export type EventsService = ReturnType<typeof createEventsService>
