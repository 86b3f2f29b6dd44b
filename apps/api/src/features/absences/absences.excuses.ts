/**
 * Excuse hours of a section (spec §3 "Absence: … excuse type and hours"; issue 6 § Absences): every student
 * of the roster with absent hours, their days and hours with excuse type and considered-absent flag, and the
 * totals by excuse type. Changing an excuse is `setExcuse` in absences.entry.ts.
 */
import type { ExcuseType, ExcuseTypeHours, SectionExcuses } from '@unacs/contracts'
import { ZExcuseType } from '@unacs/contracts'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { absenceDays, absenceEntries } from './absences.schema.ts'

type Entry = typeof absenceEntries.$inferSelect

/** Excused hours of `entries` by type, in the order of `ZExcuseType`; `all` keeps types with no hours. */
export function hoursByType(entries: readonly Entry[], all = false): ExcuseTypeHours[] {
  const count = new Map<ExcuseType, number>()
  for (const e of entries) if (e.excuseType) count.set(e.excuseType, (count.get(e.excuseType) ?? 0) + 1)
  return ZExcuseType.options
    .map((t) => ({ ExcuseType: t, Hours: count.get(t) ?? 0 }))
    .filter((x) => all || x.Hours > 0)
}

/** Creates the excuse hours reader. */
export function createExcuseListService(db: Database, gate: SectionGate, rosters: Rosters) {
  return {
    /**
     * The section's excuse hours: roster students with at least one absent hour (roster order), each with
     * their days (oldest first). 404 unknown section; 403 outside the caller's scope (another instructor's
     * section, another department; students).
     */
    async list(principal: Principal, sectionId: number, lang: Language): Promise<SectionExcuses> {
      const ref = await gate.assertSection(principal, sectionId, lang)
      const entries = await db
        .select()
        .from(absenceEntries)
        .where(eq(absenceEntries.sectionId, sectionId))
        .orderBy(asc(absenceEntries.day), asc(absenceEntries.lessonHour))
      const confirmed = new Set(
        (
          await db
            .select({ day: absenceDays.day })
            .from(absenceDays)
            .where(and(eq(absenceDays.sectionId, sectionId), isNotNull(absenceDays.confirmedAt)))
        ).map((d) => d.day),
      )
      const byStudent = new Map<number, Entry[]>()
      for (const e of entries) {
        const list = byStudent.get(e.studentId) ?? []
        list.push(e)
        byStudent.set(e.studentId, list)
      }
      const roster = await rosters.roster(sectionId)
      const onRoster = roster.filter((r) => byStudent.has(r.studentId))
      const kept = onRoster.flatMap((r) => byStudent.get(r.studentId) ?? [])
      return {
        SectionId: ref.id,
        CourseCode: ref.courseCode,
        CourseName: ref.courseName,
        SectionName: ref.name,
        AbsentHours: kept.length,
        ExcusedHours: kept.filter((e) => e.excuseType !== null).length,
        Totals: hoursByType(kept, true),
        Rows: onRoster.map((r) => {
          const mine = byStudent.get(r.studentId) ?? []
          const days = [...new Set(mine.map((e) => e.day))]
          return {
            StudentId: r.studentId,
            StudentNo: r.studentNo,
            FullName: r.fullName,
            AbsentHours: mine.length,
            ExcusedHours: mine.filter((e) => e.excuseType !== null).length,
            CountedHours: mine.filter((e) => e.consideredAbsent).length,
            ByType: hoursByType(mine),
            Days: days.map((day) => ({
              Day: day,
              Confirmed: confirmed.has(day),
              Hours: mine
                .filter((e) => e.day === day)
                .map((e) => ({
                  Hour: e.lessonHour,
                  ExcuseType: e.excuseType,
                  ConsideredAbsent: e.consideredAbsent,
                })),
            })),
          }
        }),
      }
    },
  }
}
