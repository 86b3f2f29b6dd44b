/**
 * Database access of grades: the section's grading row, its grade book, its roster (course results) with
 * names, and its grades. Spec §3 "Exam book", §4.
 */
import type { GradeBookItem, GradeCell } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { courseResults, gradeBookItems, grades, sectionGrading } from './grades.schema.ts'

/** Makes sure the section has a grading row (state none). */
export async function ensureGrading(tx: Database, sectionId: number): Promise<void> {
  await tx.insert(sectionGrading).values({ sectionId }).onConflictDoNothing()
}

/** The section's grading row, optionally locked (`update` for finalise/revert, `share` for writers). */
export async function gradingOf(tx: Database, sectionId: number, lock?: 'update' | 'share') {
  const q = tx.select().from(sectionGrading).where(eq(sectionGrading.sectionId, sectionId))
  const [row] = lock ? await q.for(lock) : await q
  return (
    row ?? {
      sectionId,
      state: 'none' as const,
      version: 0,
      finalizedAt: null,
      finalizedByPersonId: null,
      revertReason: null,
      approvedAt: null,
      approvedByPersonId: null,
    }
  )
}

/** A grade book row as the contracts show it. */
export function itemOut(r: typeof gradeBookItems.$inferSelect): GradeBookItem {
  return {
    Id: r.id,
    CategoryName: r.categoryName,
    ExamName: r.examName,
    MaxPoint: Number(r.maxPoint),
    Weight: Number(r.weight),
    Order: r.sortOrder,
    ExternalUpload: r.externalUpload,
    Locked: r.locked,
    Visible: r.visible,
    InstructorVisible: r.instructorVisible,
    VisibleFrom: r.visibleFrom,
    EntryFrom: r.entryFrom,
    EntryTo: r.entryTo,
    NotTakenAllowed: r.notTakenAllowed,
    Version: r.version,
  }
}

/** The exam fields of a save request (a course section's exam or an owned book's). */
export interface ItemFields {
  CategoryName: string
  ExamName: string
  MaxPoint: number
  Weight: number
  Order: number
  ExternalUpload: boolean
  Locked: boolean
  Visible: boolean
  InstructorVisible: boolean
  VisibleFrom: string | null
  EntryFrom: string | null
  EntryTo: string | null
  NotTakenAllowed: boolean
}

/** The exam fields of a save request as grade book item columns (a course section's or an owned book's). */
export function itemColumns(body: ItemFields) {
  return {
    categoryName: body.CategoryName,
    examName: body.ExamName,
    maxPoint: body.MaxPoint,
    weight: body.Weight,
    sortOrder: body.Order,
    externalUpload: body.ExternalUpload,
    locked: body.Locked,
    visible: body.Visible,
    instructorVisible: body.InstructorVisible,
    visibleFrom: body.VisibleFrom,
    entryFrom: body.EntryFrom,
    entryTo: body.EntryTo,
    notTakenAllowed: body.NotTakenAllowed,
  }
}

/** The section's exams in display order. */
export async function itemsOf(db: Database, sectionId: number) {
  return db
    .select()
    .from(gradeBookItems)
    .where(eq(gradeBookItems.sectionId, sectionId))
    .orderBy(asc(gradeBookItems.sortOrder), asc(gradeBookItems.id))
}

/** The section's roster with student numbers, names and results, by student number. */
export async function rosterOf(db: Database, sectionId: number) {
  return db
    .select({
      studentId: courseResults.studentId,
      studentNo: students.studentNo,
      fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      exempt: courseResults.exempt,
      withdrew: courseResults.withdrew,
      total: courseResults.total,
      letterGrade: courseResults.letterGrade,
      passStatus: courseResults.passStatus,
    })
    .from(courseResults)
    .innerJoin(students, eq(students.id, courseResults.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(eq(courseResults.sectionId, sectionId))
    .orderBy(asc(students.studentNo))
}

/** True when `studentId` is on the section's roster. */
export async function onRoster(db: Database, sectionId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseResults.id })
    .from(courseResults)
    .where(and(eq(courseResults.sectionId, sectionId), eq(courseResults.studentId, studentId)))
  return !!row
}

/** Every grade of the given exams. */
export async function gradesOfItems(db: Database, itemIds: number[]) {
  if (itemIds.length === 0) return []
  return db.select().from(grades).where(inArray(grades.itemId, itemIds))
}

/** A stored grade as a cell (an absent row is the empty cell, version 0). */
export function cellOf(row: typeof grades.$inferSelect | undefined): GradeCell {
  if (!row) return { Score: null, NotTaken: false, Version: 0 }
  return {
    Score: row.score === null ? null : Number(row.score),
    NotTaken: row.notTaken,
    Version: row.version,
  }
}

/** The current cell of one student's grade for one exam. */
export async function currentCell(db: Database, itemId: number, studentId: number): Promise<GradeCell> {
  const [row] = await db
    .select()
    .from(grades)
    .where(and(eq(grades.itemId, itemId), eq(grades.studentId, studentId)))
  return cellOf(row)
}

/** True when any grade (score or not-taken) exists for the section's exams. */
export async function sectionHasGrades(db: Database, sectionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: grades.id })
    .from(grades)
    .innerJoin(gradeBookItems, eq(gradeBookItems.id, grades.itemId))
    .where(
      and(eq(gradeBookItems.sectionId, sectionId), sql`(${grades.score} is not null or ${grades.notTaken})`),
    )
    .limit(1)
  return rows.length > 0
}

/** The audit entity id of one grade: "<itemId>:<studentId>". */
export const gradeEntityId = (itemId: number, studentId: number) => `${itemId}:${studentId}`
