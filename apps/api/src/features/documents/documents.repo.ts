/** Database access of student documents (spec §3 "Document", §4). */
import type { Language } from '@unacs/contracts'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { type DocumentSnapshot, documentRequests } from './documents.schema.ts'
import type { StudentshipInfo } from './documents.snapshot.ts'

/** A document request row. */
export type DocumentRow = typeof documentRequests.$inferSelect

/** Unit kinds that head a programme (the "faculty" line of a document). */
const SCHOOL_KINDS = new Set(['faculty', 'vocational_school', 'graduate_school', 'prep_school'])

/** The studentship `studentNo` of `personId` (id, number, status), or null when it is not theirs. */
export async function studentshipOf(db: Database, personId: number, studentNo: string) {
  const [row] = await db
    .select({ id: students.id, studentNo: students.studentNo, status: students.status })
    .from(students)
    .where(and(eq(students.studentNo, studentNo), eq(students.personId, personId)))
  return row ?? null
}

/** What a document shows of studentship `studentId`; throws when it does not exist. */
export async function studentshipInfo(db: Database, studentId: number): Promise<StudentshipInfo> {
  const [row] = await db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      nationalId: persons.nationalId,
      studentNo: students.studentNo,
      studentshipName: students.studentshipName,
      classYear: students.classYear,
      registrationDate: students.registrationDate,
      admissionType: students.admissionType,
      status: students.status,
      programmeId: students.programmeId,
    })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(eq(students.id, studentId))
  if (!row) throw new Error(`no studentship ${studentId}`)
  const unitOf = async (id: number) => (await db.select().from(units).where(eq(units.id, id)))[0] ?? null
  const programme = await unitOf(row.programmeId)
  let school = programme
  for (let i = 0; school && !SCHOOL_KINDS.has(school.kind) && school.parentId !== null && i < 6; i++) {
    school = await unitOf(school.parentId)
  }
  return {
    fullName: `${row.firstName} ${row.lastName}`,
    studentNo: row.studentNo,
    nationalId: row.nationalId,
    faculty: { tr: school?.nameTr ?? '', en: school?.nameEn ?? '' },
    programme: { tr: programme?.nameTr ?? '', en: programme?.nameEn ?? '' },
    studentshipName: row.studentshipName,
    classYear: row.classYear,
    registrationDate: row.registrationDate,
    admissionType: row.admissionType,
    status: row.status,
  }
}

/** The undeleted requests of `studentId`, newest first. */
export async function requestsOf(db: Database, studentId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.studentId, studentId), isNull(documentRequests.deletedAt)))
    .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
}

/** How many undeleted requests `studentId` has. */
export async function countOf(db: Database, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(and(eq(documentRequests.studentId, studentId), isNull(documentRequests.deletedAt)))
  return Number(row?.n ?? 0)
}

/** The undeleted request `id` of `studentId`, or null. */
export async function requestOf(db: Database, studentId: number, id: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.id, id),
        eq(documentRequests.studentId, studentId),
        isNull(documentRequests.deletedAt),
      ),
    )
  return row ?? null
}

/** The undeleted, created document with `code`, or null. */
export async function documentByCode(db: Database, code: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.verificationCode, code),
        eq(documentRequests.status, 'created'),
        isNull(documentRequests.deletedAt),
      ),
    )
  return row ?? null
}

/** Inserts a request (status 'requested'). */
export async function insertRequest(
  tx: Database,
  values: { studentId: number; kind: DocumentRow['kind']; language: DocumentRow['language']; at: Date },
): Promise<DocumentRow> {
  const [row] = await tx
    .insert(documentRequests)
    .values({
      studentId: values.studentId,
      kind: values.kind,
      language: values.language,
      status: 'requested',
      requestedAt: values.at,
    })
    .returning()
  if (!row) throw new Error('document request not stored')
  return row
}

/** Marks a still requested, undeleted request created; returns the row, or null when it no longer waits. */
export async function markCreated(
  tx: Database,
  id: number,
  values: { createdAt: Date; displayUntil: Date; code: string; snapshot: DocumentSnapshot; fileId: number },
): Promise<DocumentRow | null> {
  const [row] = await tx
    .update(documentRequests)
    .set({
      status: 'created',
      createdAt: values.createdAt,
      displayUntil: values.displayUntil,
      verificationCode: values.code,
      snapshot: values.snapshot,
      fileId: values.fileId,
    })
    .where(
      and(
        eq(documentRequests.id, id),
        eq(documentRequests.status, 'requested'),
        isNull(documentRequests.deletedAt),
      ),
    )
    .returning()
  return row ?? null
}

/** Attaches a rendered PDF to a created document that has none yet (seeded documents). */
export async function attachFile(tx: Database, id: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(documentRequests)
    .set({ fileId })
    .where(and(eq(documentRequests.id, id), isNull(documentRequests.fileId)))
    .returning({ id: documentRequests.id })
  return rows.length > 0
}

/** Soft-deletes request `id` of `studentId`; returns the row as it was, or null when there is none. */
export async function softDelete(
  tx: Database,
  studentId: number,
  id: number,
  at: Date,
): Promise<DocumentRow | null> {
  const [row] = await tx
    .update(documentRequests)
    .set({ deletedAt: at })
    .where(
      and(
        eq(documentRequests.id, id),
        eq(documentRequests.studentId, studentId),
        isNull(documentRequests.deletedAt),
      ),
    )
    .returning()
  return row ?? null
}

/** The university's name (the root unit) in `lang`. */
export async function universityNameOf(db: Database, lang: Language): Promise<string> {
  const [root] = await db
    .select({ tr: units.nameTr, en: units.nameEn })
    .from(units)
    .where(isNull(units.parentId))
    .limit(1)
  return root ? root[lang] : ''
}
