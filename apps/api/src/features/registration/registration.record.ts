/**
 * A studentship's course registrations for the students feature's record (issue 37 "Student record"): one
 * entry per term's basket, newest term first, with its status, submission and decision times, the advisor's
 * reason and the courses held (code and name in the reader's language). Reads only this feature's tables and
 * the core teaching tables.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses } from '../../db/schema/teaching.schema.ts'
import { registrationBaskets, registrationItems } from './registration.schema.ts'

/** One basket of the record. */
export interface RegistrationRecordRow {
  termName: string
  status: string
  submittedAt: string | null
  decidedAt: string | null
  reason: string | null
  courses: string[]
}

/** The baskets of studentship `studentId`, newest term first. */
export async function registrationRecordOf(
  db: Database,
  studentId: number,
  lang: 'tr' | 'en',
): Promise<RegistrationRecordRow[]> {
  const baskets = await db
    .select({
      id: registrationBaskets.id,
      termName: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
      status: registrationBaskets.status,
      submittedAt: registrationBaskets.submittedAt,
      decidedAt: registrationBaskets.decidedAt,
      reason: registrationBaskets.reason,
    })
    .from(registrationBaskets)
    .innerJoin(academicTerms, eq(academicTerms.id, registrationBaskets.termId))
    .where(eq(registrationBaskets.studentId, studentId))
    .orderBy(desc(academicTerms.startsOn))
  const items = baskets.length
    ? await db
        .select({
          basketId: registrationItems.basketId,
          code: courses.code,
          name: lang === 'en' ? courses.nameEn : courses.nameTr,
        })
        .from(registrationItems)
        .innerJoin(courses, eq(courses.id, registrationItems.courseId))
        .where(
          inArray(
            registrationItems.basketId,
            baskets.map((b) => b.id),
          ),
        )
        .orderBy(asc(courses.code))
    : []
  return baskets.map((b) => ({
    termName: b.termName,
    status: b.status,
    submittedAt: b.submittedAt ? b.submittedAt.toISOString() : null,
    decidedAt: b.decidedAt ? b.decidedAt.toISOString() : null,
    reason: b.reason,
    courses: items.filter((i) => i.basketId === b.id).map((i) => `${i.code} ${i.name}`),
  }))
}
