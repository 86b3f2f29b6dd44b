/**
 * The absences feature's home summary (issue 24 "an instructor sees … unconfirmed absence days"): the saved
 * days of the caller's active-term sections whose entry is not yet confirmed as completed (spec §4 "Absence
 * entry for a day can be confirmed as completed"). Scope as everywhere in absences: an instructor their own
 * sections, a head of department their units', the registrar every section.
 */
import type { UnconfirmedAbsenceDays } from '@unacs/contracts'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { SectionGate } from './absences.deps.ts'
import { absenceDays } from './absences.schema.ts'

/** Most days listed (the total counts them all). */
const LISTED = 10

/** Creates the home summary reader. */
export function createAbsenceHomeService(db: Database, gate: SectionGate) {
  return {
    /**
     * The caller's unconfirmed days of the active term: how many, and the oldest {@link LISTED} with their
     * section. 403 for students and roles that take no attendance.
     */
    async unconfirmed(principal: Principal): Promise<UnconfirmedAbsenceDays> {
      const scope = await gate.scopeOf(principal)
      const where = and(
        isNull(absenceDays.confirmedAt),
        eq(academicTerms.isActive, true),
        gate.inScope(scope),
      )
      const [total] = await db
        .select({ n: count() })
        .from(absenceDays)
        .innerJoin(sections, eq(sections.id, absenceDays.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(where)
      const rows = await db
        .select({
          sectionId: absenceDays.sectionId,
          code: courses.code,
          name: sections.name,
          day: absenceDays.day,
        })
        .from(absenceDays)
        .innerJoin(sections, eq(sections.id, absenceDays.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(where)
        .orderBy(asc(absenceDays.day), asc(courses.code), asc(sections.name))
        .limit(LISTED)
      return {
        Total: Number(total?.n ?? 0),
        Days: rows.map((r) => ({
          SectionId: r.sectionId,
          CourseCode: r.code,
          SectionName: r.name,
          Day: r.day,
        })),
      }
    },
  }
}
