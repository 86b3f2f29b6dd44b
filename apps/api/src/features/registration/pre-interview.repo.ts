/**
 * Pre-interview queries (spec §1 pre-interview detail, category and detail definitions; §5 note rules).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Tx } from './idempotency.ts'
import { preInterviewCategories, preInterviewDetails, preInterviewNotes } from './pre-interview.schema.ts'
import { type Runner, rows } from './registration.repo.ts'

/** True when the student has a note on at least one active red category in the term. */
export async function preInterviewDone(runner: Runner, studentId: number, termId: number): Promise<boolean> {
  const [r] = await rows<{ done: boolean }>(
    runner,
    sql`select exists (select 1 from pre_interview_notes n join pre_interview_categories c on c.id = n.category_id
      where n.student_id = ${studentId} and n.term_id = ${termId} and c.colour = 'red' and c.is_active) as done`,
  )
  return r?.done === true
}

/** Every category, by sort order. */
export function listCategories(db: Database | Tx) {
  return db
    .select()
    .from(preInterviewCategories)
    .orderBy(asc(preInterviewCategories.sortOrder), asc(preInterviewCategories.id))
}

/** Every detail (of one category when given), by category and sort order. */
export function listDetails(db: Database | Tx, categoryId?: number) {
  return db
    .select()
    .from(preInterviewDetails)
    .where(categoryId ? eq(preInterviewDetails.categoryId, categoryId) : undefined)
    .orderBy(
      asc(preInterviewDetails.categoryId),
      asc(preInterviewDetails.sortOrder),
      asc(preInterviewDetails.id),
    )
}

/** The notes of a student in a term. */
export function notesOf(db: Database | Tx, studentId: number, termId: number) {
  return db
    .select()
    .from(preInterviewNotes)
    .where(and(eq(preInterviewNotes.studentId, studentId), eq(preInterviewNotes.termId, termId)))
}
