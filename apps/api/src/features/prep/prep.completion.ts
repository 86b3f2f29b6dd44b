/**
 * Whether a student passed the prep school (issue 20 § Certificate requests, language proficiency): a
 * quarter score at or above the pass grade of a level without a next level (the last level, spec §1 "level
 * promotion": such a student has completed the programme of levels). Read-only; for other features through
 * features/index.ts.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prepEnrolments, prepLevels, prepQuarters } from './prep.schema.ts'

/** The prep completion of `studentId` (level, quarter, score), the latest one; null when not passed. */
export async function prepCompletionOf(
  db: Database,
  studentId: number,
): Promise<{ level: string; quarter: string; score: number } | null> {
  const [row] = await db
    .select({ level: prepLevels.name, quarter: prepQuarters.name, score: prepEnrolments.score })
    .from(prepEnrolments)
    .innerJoin(prepLevels, eq(prepLevels.id, prepEnrolments.levelId))
    .innerJoin(prepQuarters, eq(prepQuarters.id, prepEnrolments.quarterId))
    .where(
      and(
        eq(prepEnrolments.studentId, studentId),
        isNull(prepLevels.nextLevelId),
        sql`${prepEnrolments.score} is not null and ${prepEnrolments.score} >= ${prepLevels.passGrade}`,
      ),
    )
    .orderBy(desc(prepQuarters.startDate))
    .limit(1)
  return row && row.score !== null
    ? { level: row.level, quarter: row.quarter, score: Number(row.score) }
    : null
}
