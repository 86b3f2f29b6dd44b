/**
 * Class lists follow course registration (issue 24 "rosters … all derived from" the registration): the
 * instructor's class list of a section is its course results, so the advisor's approval puts the student on the
 * lists of the basket's sections and a returned approval takes them off again. Registration calls these inside
 * its own decision transaction (passed in by features/index.ts), so the seats and the lists change together.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { courseResults, gradeBookItems, grades } from './grades.schema.ts'

/** A database or an open transaction of it. */
type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'delete'>

/** Creates the roster service of the grades feature. */
export function createRosterService() {
  return {
    /**
     * Puts `studentId` on the class lists of `sectionIds` (one course result each, without a grade yet); a
     * section already listing the student is left as it is.
     */
    async enrol(tx: Executor, studentId: number, sectionIds: readonly number[]): Promise<void> {
      if (sectionIds.length === 0) return
      await tx
        .insert(courseResults)
        .values(sectionIds.map((sectionId) => ({ sectionId, studentId })))
        .onConflictDoNothing()
    },

    /**
     * Takes `studentId` off the class lists of `sectionIds` where nothing was graded for them yet (no grade and
     * no total or letter). Returns the sections kept because they hold a grade of the student (the caller
     * decides whether that refuses its change), and removes nothing when any is kept.
     */
    async withdraw(tx: Executor, studentId: number, sectionIds: readonly number[]): Promise<number[]> {
      if (sectionIds.length === 0) return []
      const mine = and(
        eq(courseResults.studentId, studentId),
        inArray(courseResults.sectionId, [...sectionIds]),
      )
      const graded = await tx
        .selectDistinct({ sectionId: gradeBookItems.sectionId })
        .from(grades)
        .innerJoin(gradeBookItems, eq(gradeBookItems.id, grades.itemId))
        .where(and(eq(grades.studentId, studentId), inArray(gradeBookItems.sectionId, [...sectionIds])))
      const resulted = await tx
        .select({ sectionId: courseResults.sectionId })
        .from(courseResults)
        .where(and(mine, or(isNotNull(courseResults.total), isNotNull(courseResults.letterGrade))))
      const keptIds = new Set(
        [...graded, ...resulted].map((r) => r.sectionId).filter((id): id is number => id !== null),
      )
      if (keptIds.size > 0) return [...keptIds]
      await tx.delete(courseResults).where(mine)
      return []
    },
  }
}

/** The roster service. */
export type RosterService = ReturnType<typeof createRosterService>
