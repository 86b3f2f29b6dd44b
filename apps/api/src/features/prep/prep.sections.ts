/**
 * Prep sections and their students (issue 18 § Definitions, section transfer; spec §5 "section name,
 * classroom, total section count and total quota required; the quarter must have the chosen level", §8 "no
 * quarter level found in the chosen quarter"). Quotas are checked under a row lock of the target section, so
 * two transfers into the last seat cannot both win.
 */
import type {
  CreatePrepSections,
  DeletePrepSection,
  PrepInstructor,
  PrepSection,
  PrepSectionQuery,
  PrepSectionTransfer,
  PrepStudent,
  PrepStudentQuery,
  UpdatePrepSection,
} from '@unacs/contracts'
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { isUniqueViolation, requireAdmin, requireSectionReader, type Tx } from './prep.access.ts'
import {
  prepClassrooms,
  prepEnrolments,
  prepLevels,
  prepMixingMoves,
  prepMixingPlacements,
  prepMixings,
  prepSectionInstructors,
  prepSections,
} from './prep.schema.ts'

/**
 * The condition "the enrolment has not ended" (issue 37): an enrolment ended by an Apex transfer is left out
 * of every prep list, count and report.
 */
export const liveEnrolment = () => isNull(prepEnrolments.endedAt)

/** Escapes LIKE wildcards in user input. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Sections with their level, classroom, counts and instructors (filtered by `where`). */
export async function sectionsWhere(db: Database | Tx, where: SQL | undefined): Promise<PrepSection[]> {
  const rows = await db
    .select({
      s: prepSections,
      levelName: prepLevels.name,
      classroomName: prepClassrooms.name,
      capacity: prepClassrooms.capacity,
      n: sql<number>`(select count(*)::int from prep_enrolments e where e.section_id = prep_sections.id)`,
    })
    .from(prepSections)
    .innerJoin(prepLevels, eq(prepLevels.id, prepSections.levelId))
    .innerJoin(prepClassrooms, eq(prepClassrooms.id, prepSections.classroomId))
    .where(where)
    .orderBy(asc(prepLevels.sortOrder), asc(prepLevels.name), asc(prepSections.name))
  const ids = rows.map((r) => r.s.id)
  const teachers = ids.length
    ? await db
        .select({
          sectionId: prepSectionInstructors.sectionId,
          id: staffMembers.id,
          first: persons.firstName,
          last: persons.lastName,
          title: staffMembers.title,
        })
        .from(prepSectionInstructors)
        .innerJoin(staffMembers, eq(staffMembers.id, prepSectionInstructors.staffMemberId))
        .innerJoin(persons, eq(persons.id, staffMembers.personId))
        .where(inArray(prepSectionInstructors.sectionId, ids))
        .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(persons.id))
    : []
  return rows.map((r) => ({
    Id: r.s.id,
    LevelId: r.s.levelId,
    LevelName: r.levelName,
    Name: r.s.name,
    ClassroomId: r.s.classroomId,
    ClassroomName: r.classroomName,
    Capacity: r.capacity,
    Quota: r.s.quota,
    StudentCount: Number(r.n),
    Instructors: teachers
      .filter((t) => t.sectionId === r.s.id)
      .map((t) => ({ Id: t.id, FullName: `${t.title} ${t.first} ${t.last}` })),
    Version: r.s.version,
  }))
}

/** Live enrolments with student, level and section names (filtered by `where`), by student number. */
export async function studentsWhere(
  db: Database | Tx,
  where: SQL | undefined,
  limit = 5000,
): Promise<PrepStudent[]> {
  const rows = await db
    .select({
      e: prepEnrolments,
      studentNo: students.studentNo,
      first: persons.firstName,
      last: persons.lastName,
      levelName: prepLevels.name,
      sectionName: prepSections.name,
    })
    .from(prepEnrolments)
    .innerJoin(students, eq(students.id, prepEnrolments.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(prepLevels, eq(prepLevels.id, prepEnrolments.levelId))
    .leftJoin(prepSections, eq(prepSections.id, prepEnrolments.sectionId))
    .where(and(liveEnrolment(), where))
    .orderBy(asc(students.studentNo))
    .limit(limit)
  return rows.map((r) => ({
    EnrolmentId: r.e.id,
    StudentId: r.e.studentId,
    StudentNo: r.studentNo,
    FullName: `${r.first} ${r.last}`,
    LevelId: r.e.levelId,
    LevelName: r.levelName,
    SectionId: r.e.sectionId,
    SectionName: r.sectionName,
    EntryScore: r.e.entryScore === null ? null : Number(r.e.entryScore),
    Score: r.e.score === null ? null : Number(r.e.score),
    Version: r.e.version,
  }))
}

/** Locks section `id` and returns it with its current student count (404 unknown). */
export async function lockSection(tx: Tx, id: number) {
  const [s] = await tx.select().from(prepSections).where(eq(prepSections.id, id)).for('update')
  if (!s) throw notFound('prep.sectionNotFound')
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(prepEnrolments)
    .where(eq(prepEnrolments.sectionId, id))
  return { ...s, students: n }
}

/** Creates the sections service over `db`. */
export function createSectionsService(db: Database) {
  /** The level `levelId` of quarter `quarterId`; 422 "no quarter level found in the chosen quarter" otherwise. */
  async function levelOfQuarter(quarterId: number, levelId: number) {
    const [l] = await db.select().from(prepLevels).where(eq(prepLevels.id, levelId))
    if (!l || l.quarterId !== quarterId) throw businessRule('prep.noQuarterLevel')
    return l
  }

  /** The prep school's academic staff who may teach sections. */
  async function instructors(p: Principal): Promise<PrepInstructor[]> {
    requireAdmin(p)
    const rows = await db
      .select({
        id: staffMembers.id,
        first: persons.firstName,
        last: persons.lastName,
        title: staffMembers.title,
      })
      .from(staffMembers)
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .innerJoin(units, eq(units.id, staffMembers.unitId))
      .where(
        and(
          eq(units.kind, 'prep_school'),
          eq(staffMembers.kind, 'academic'),
          eq(staffMembers.isActive, true),
        ),
      )
      .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(persons.id))
    return rows.map((r) => ({ Id: r.id, FullName: `${r.title} ${r.first} ${r.last}` }))
  }

  async function checkInstructors(tx: Tx, ids: number[]) {
    if (ids.length === 0) return
    const found = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .innerJoin(units, eq(units.id, staffMembers.unitId))
      .where(
        and(inArray(staffMembers.id, ids), eq(units.kind, 'prep_school'), eq(staffMembers.isActive, true)),
      )
    if (found.length !== new Set(ids).size) throw businessRule('prep.instructorNotFound')
  }

  /** Sections of a quarter, optionally of one level (404 unknown quarter is not checked: empty list). */
  async function list(p: Principal, q: PrepSectionQuery): Promise<PrepSection[]> {
    requireAdmin(p)
    return sectionsWhere(
      db,
      and(eq(prepLevels.quarterId, q.quarterId), q.levelId ? eq(prepSections.levelId, q.levelId) : undefined),
    )
  }

  /**
   * Creates `TotalSectionCount` sections of the level at once (see ZCreatePrepSections): 422 when the level is
   * not the quarter's, the classroom count differs, the per-section instructor lists are not one per section
   * (issue 37), the total quota is below the count, or a classroom is smaller than its section's quota; 409 on
   * a name the level already has. One transaction, audited.
   */
  async function create(p: Principal, body: CreatePrepSections): Promise<PrepSection[]> {
    requireAdmin(p)
    const level = await levelOfQuarter(body.QuarterId, body.LevelId)
    const n = body.TotalSectionCount
    if (body.ClassroomIds.length !== n) throw businessRule('prep.classroomCount', { count: n })
    if (new Set(body.ClassroomIds).size !== n) throw businessRule('prep.classroomTwice')
    if (body.TotalQuota < n) throw businessRule('prep.quotaBelowCount')
    const perSection = body.SectionInstructorIds
    if (perSection && perSection.length !== n) throw businessRule('prep.instructorListCount', { count: n })
    const base = Math.floor(body.TotalQuota / n)
    const extra = body.TotalQuota % n
    const quotas = Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0))
    const rooms = await db.select().from(prepClassrooms).where(inArray(prepClassrooms.id, body.ClassroomIds))
    const roomById = new Map(rooms.map((r) => [r.id, r]))
    body.ClassroomIds.forEach((id, i) => {
      const room = roomById.get(id)
      if (!room) throw notFound('prep.classroomNotFound')
      const quota = quotas[i] ?? 0
      if (room.capacity < quota)
        throw businessRule('prep.capacityExceeded', { classroom: room.name, capacity: room.capacity, quota })
    })
    try {
      return await db.transaction(async (tx) => {
        await checkInstructors(tx, [...body.InstructorIds, ...(perSection ?? []).flat()])
        const created: number[] = []
        for (let i = 0; i < n; i++) {
          const name = `${body.Name}-${String(i + 1).padStart(2, '0')}`
          const [row] = await tx
            .insert(prepSections)
            .values({
              levelId: level.id,
              name,
              classroomId: body.ClassroomIds[i] ?? 0,
              quota: quotas[i] ?? 1,
            })
            .returning()
          if (!row) throw conflict()
          const round = body.InstructorIds.length
            ? [body.InstructorIds[i % body.InstructorIds.length] ?? 0]
            : []
          for (const teacher of new Set(perSection ? (perSection[i] ?? []) : round))
            await tx.insert(prepSectionInstructors).values({ sectionId: row.id, staffMemberId: teacher })
          created.push(row.id)
          await recordAudit(tx, auditActorOf(p), {
            entity: 'prep_section',
            entityId: row.id,
            action: 'create',
            after: row,
          })
        }
        return sectionsWhere(tx, inArray(prepSections.id, created))
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.duplicateSection', { name: body.Name })
      throw err
    }
  }

  /** Updates a section (name, classroom within capacity, quota not below its students, instructors); 409 stale. */
  async function update(p: Principal, body: UpdatePrepSection): Promise<PrepSection> {
    requireAdmin(p)
    try {
      return await db.transaction(async (tx) => {
        const s = await lockSection(tx, body.Id)
        const [room] = await tx.select().from(prepClassrooms).where(eq(prepClassrooms.id, body.ClassroomId))
        if (!room) throw notFound('prep.classroomNotFound')
        if (room.capacity < body.Quota)
          throw businessRule('prep.capacityExceeded', {
            classroom: room.name,
            capacity: room.capacity,
            quota: body.Quota,
          })
        if (body.Quota < s.students) throw businessRule('prep.quotaBelowStudents', { count: s.students })
        await checkInstructors(tx, body.InstructorIds)
        const [saved] = await tx
          .update(prepSections)
          .set({
            name: body.Name,
            classroomId: body.ClassroomId,
            quota: body.Quota,
            version: sql`${prepSections.version} + 1`,
          })
          .where(and(eq(prepSections.id, body.Id), eq(prepSections.version, body.Version)))
          .returning()
        if (!saved) throw conflict()
        await tx.delete(prepSectionInstructors).where(eq(prepSectionInstructors.sectionId, body.Id))
        for (const id of new Set(body.InstructorIds))
          await tx.insert(prepSectionInstructors).values({ sectionId: body.Id, staffMemberId: id })
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_section',
          entityId: body.Id,
          action: 'update',
          before: s,
          after: { ...saved, instructors: body.InstructorIds },
        })
        const [out] = await sectionsWhere(tx, eq(prepSections.id, body.Id))
        if (!out) throw notFound('prep.sectionNotFound')
        return out
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.duplicateSection', { name: body.Name })
      throw err
    }
  }

  /** Students of a quarter (prep administrator), filtered by level, section and number or name text. */
  async function studentsOf(p: Principal, q: PrepStudentQuery): Promise<PrepStudent[]> {
    requireAdmin(p)
    const text = q.q?.trim()
    return studentsWhere(
      db,
      and(
        eq(prepEnrolments.quarterId, q.quarterId),
        q.levelId ? eq(prepEnrolments.levelId, q.levelId) : undefined,
        q.sectionId ? eq(prepEnrolments.sectionId, q.sectionId) : undefined,
        text
          ? or(
              ilike(students.studentNo, likeOf(text)),
              foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, text),
            )
          : undefined,
      ),
    )
  }

  /** One section's class list: the prep administrator or the section's own instructor (403 otherwise). */
  async function classList(p: Principal, sectionId: number): Promise<PrepStudent[]> {
    const [s] = await db
      .select({ id: prepSections.id })
      .from(prepSections)
      .where(eq(prepSections.id, sectionId))
    if (!s) throw notFound('prep.sectionNotFound')
    await requireSectionReader(db, p, sectionId)
    return studentsWhere(db, eq(prepEnrolments.sectionId, sectionId))
  }

  /**
   * Transfers an enrolled student to another section of the same level within its quota (spec §1 "section
   * transfer"): 422 other level, same section, full section, or a level whose mixing is started and not
   * finalised; 409 stale enrolment version. Audited.
   */
  async function transfer(p: Principal, body: PrepSectionTransfer): Promise<PrepStudent> {
    requireAdmin(p)
    return db.transaction(async (tx) => {
      const [e] = await tx.select().from(prepEnrolments).where(eq(prepEnrolments.id, body.EnrolmentId))
      if (!e) throw notFound('prep.enrolmentNotFound')
      const target = await lockSection(tx, body.TargetSectionId)
      if (target.levelId !== e.levelId) throw businessRule('prep.otherLevel')
      if (e.endedAt) throw businessRule('prep.enrolmentEnded')
      if (e.sectionId === target.id) throw businessRule('prep.sameSection')
      const [mixing] = await tx.select().from(prepMixings).where(eq(prepMixings.levelId, e.levelId))
      if (mixing?.state === 'started') throw businessRule('prep.mixing.inProgress')
      if (target.students >= target.quota) throw businessRule('prep.sectionFull', { section: target.name })
      const [saved] = await tx
        .update(prepEnrolments)
        .set({ sectionId: target.id, version: sql`${prepEnrolments.version} + 1` })
        .where(and(eq(prepEnrolments.id, e.id), eq(prepEnrolments.version, body.Version)))
        .returning()
      if (!saved) throw conflict()
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_enrolment',
        entityId: e.id,
        action: 'section_transfer',
        before: { sectionId: e.sectionId },
        after: { sectionId: target.id },
      })
      const [out] = await studentsWhere(tx, eq(prepEnrolments.id, e.id))
      if (!out) throw notFound('prep.enrolmentNotFound')
      return out
    })
  }

  /**
   * Deletes an empty section (issue 37 "delete when empty"): 422 'prep.sectionNotEmpty' while any enrolment
   * is in it, 'prep.sectionInMixing' when a level mixing placed or moved students through it (its history),
   * 409 stale version, 404 unknown. Its instructors go with it; audited.
   */
  async function remove(p: Principal, body: DeletePrepSection): Promise<void> {
    requireAdmin(p)
    await db.transaction(async (tx) => {
      const s = await lockSection(tx, body.Id)
      if (s.version !== body.Version) throw conflict()
      if (s.students > 0) throw businessRule('prep.sectionNotEmpty', { section: s.name, count: s.students })
      const [placed] = await tx
        .select({ n: count() })
        .from(prepMixingPlacements)
        .where(or(eq(prepMixingPlacements.sectionId, s.id), eq(prepMixingPlacements.previousSectionId, s.id)))
      const [moved] = await tx
        .select({ n: count() })
        .from(prepMixingMoves)
        .where(or(eq(prepMixingMoves.fromSectionId, s.id), eq(prepMixingMoves.toSectionId, s.id)))
      if (Number(placed?.n) + Number(moved?.n) > 0)
        throw businessRule('prep.sectionInMixing', { section: s.name })
      const teachers = await tx
        .delete(prepSectionInstructors)
        .where(eq(prepSectionInstructors.sectionId, s.id))
        .returning({ id: prepSectionInstructors.staffMemberId })
      await tx.delete(prepSections).where(eq(prepSections.id, s.id))
      const { students: _n, ...before } = s
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_section',
        entityId: s.id,
        action: 'delete',
        before: { ...before, instructors: teachers.map((t) => t.id) },
      })
    })
  }

  return { instructors, list, create, update, remove, studentsOf, classList, transfer }
}

/** The sections service. */
export type SectionsService = ReturnType<typeof createSectionsService>
