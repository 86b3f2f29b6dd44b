/**
 * Prep grade entry (issue 18 "instructors enter prep grades as they do faculty grades"): an instructor (active
 * role 2) listed among a prep section's instructors sees the section's students against the level's exam book
 * and saves grades through the grades feature's grade-book mechanism (`grades.owned`: the same checks, per-cell
 * versions, all-or-none save and audit as a course section's grid). Every other caller gets 403, the prep
 * administrator included (the administrator defines the book; the section's teachers grade). In the same
 * transaction as the grades, each saved student's quarter score (`prep_enrolments.score`, used by promotion
 * and the success report) becomes the weighted total of the level's book once every exam has a grade and the
 * weights total 100, and null (not graded) otherwise; the change is audited (`prep_enrolment`, `score`).
 */
import type { PrepGradeSheet, PrepGradingSection, SaveGradesResponse, SavePrepGrades } from '@unacs/contracts'
import { ZSavePrepGrades } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import { INSTRUCTOR } from './prep.access.ts'
import { levelBook, type PrepGradeBook } from './prep.exam-book.ts'
import {
  prepEnrolments,
  prepLevels,
  prepQuarters,
  prepSectionInstructors,
  prepSections,
} from './prep.schema.ts'

/** Creates the prep grade entry service over the grades feature's owned books. */
export function createGradingService(db: Database, book: PrepGradeBook) {
  /** The caller's active staff ids when acting as an instructor; 403 otherwise. */
  async function instructorIds(p: Principal): Promise<number[]> {
    if (p.userType !== 'staff' || p.activeRoleId !== INSTRUCTOR) throw forbidden()
    const rows = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.personId, p.personId), eq(staffMembers.isActive, true)))
    return rows.map((r) => r.id)
  }

  /** The sections taught by `staffIds` (optionally only `sectionId`), newest quarter first. */
  async function sectionsOf(staffIds: number[], sectionId?: number): Promise<PrepGradingSection[]> {
    if (staffIds.length === 0) return []
    const rows = await db
      .selectDistinct({
        SectionId: prepSections.id,
        SectionName: prepSections.name,
        LevelId: prepLevels.id,
        LevelName: prepLevels.name,
        QuarterId: prepQuarters.id,
        QuarterName: prepQuarters.name,
        QuarterActive: prepQuarters.isActive,
        startDate: prepQuarters.startDate,
        levelOrder: prepLevels.sortOrder,
        StudentCount: sql<number>`(select count(*)::int from prep_enrolments e where e.section_id = ${prepSections.id})`,
      })
      .from(prepSectionInstructors)
      .innerJoin(prepSections, eq(prepSections.id, prepSectionInstructors.sectionId))
      .innerJoin(prepLevels, eq(prepLevels.id, prepSections.levelId))
      .innerJoin(prepQuarters, eq(prepQuarters.id, prepLevels.quarterId))
      .where(
        and(
          inArray(prepSectionInstructors.staffMemberId, staffIds),
          sectionId ? eq(prepSections.id, sectionId) : undefined,
        ),
      )
      .orderBy(asc(prepQuarters.startDate), asc(prepLevels.sortOrder), asc(prepSections.name))
    return rows.map(({ startDate: _s, levelOrder: _o, ...r }) => ({
      ...r,
      StudentCount: Number(r.StudentCount),
    }))
  }

  /** The section if the caller teaches it: 404 unknown section, 403 otherwise. */
  async function assertTeaches(p: Principal, sectionId: number): Promise<PrepGradingSection> {
    const staffIds = await instructorIds(p)
    const [exists] = await db
      .select({ id: prepSections.id })
      .from(prepSections)
      .where(eq(prepSections.id, sectionId))
    if (!exists) throw notFound('prep.sectionNotFound')
    const [section] = await sectionsOf(staffIds, sectionId)
    if (!section) throw forbidden('prep.notYourSection')
    return section
  }

  /** The section's students (enrolments placed in it) with number and name, by number. */
  async function rosterOf(sectionId: number) {
    return db
      .select({
        studentId: prepEnrolments.studentId,
        enrolmentId: prepEnrolments.id,
        score: prepEnrolments.score,
        studentNo: students.studentNo,
        fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      })
      .from(prepEnrolments)
      .innerJoin(students, eq(students.id, prepEnrolments.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(eq(prepEnrolments.sectionId, sectionId))
      .orderBy(asc(students.studentNo))
  }

  return {
    /** The prep sections the calling instructor teaches (403 unless acting as an instructor). */
    async sections(p: Principal): Promise<PrepGradingSection[]> {
      return sectionsOf(await instructorIds(p))
    },

    /** The section's grade sheet over its level's exam book (only the section's instructors; 403/404). */
    async sheet(p: Principal, sectionId: number): Promise<PrepGradeSheet> {
      const section = await assertTeaches(p, sectionId)
      const [level] = await db
        .select({ pass: prepLevels.passGrade })
        .from(prepLevels)
        .where(eq(prepLevels.id, section.LevelId))
      const roster = await rosterOf(sectionId)
      const sheet = await book.sheet(levelBook(section.LevelId), roster, true)
      const score = new Map(roster.map((r) => [r.studentId, r.score]))
      return {
        Section: section,
        PassGrade: Number(level?.pass ?? 0),
        Items: sheet.Items,
        WeightTotal: sheet.WeightTotal,
        Rows: sheet.Rows.map(({ Complete: _c, ...r }) => {
          const q = score.get(r.StudentId)
          return { ...r, QuarterScore: q === null || q === undefined ? null : Number(q) }
        }),
      }
    },

    /**
     * Saves the changed cells of one section, all or none, with the grades feature's rules (400 invalid, 404
     * exam of another level or student not in the section, 422 locked / outside entry dates / confirmation,
     * 409 stale), then derives the saved students' quarter scores in the same transaction (see the file
     * comment). Only the section's instructors (403).
     */
    async save(p: Principal, input: SavePrepGrades): Promise<SaveGradesResponse> {
      const body = ZSavePrepGrades.parse(input)
      const section = await assertTeaches(p, body.SectionId)
      const roster = await rosterOf(body.SectionId)
      const enrolmentOf = new Map(roster.map((r) => [r.studentId, r]))
      return book.saveMany(
        p,
        levelBook(section.LevelId),
        new Set(enrolmentOf.keys()),
        body.Cells.map((c) => ({ ...c, NotTaken: c.NotTaken ?? false })),
        body.ConfirmAbovePercentage,
        async (tx, totalsOf) => {
          // Lock the saved students' enrolments first, so a concurrent save's grades are committed (and read)
          // before these totals are taken: the last writer derives from every grade.
          const ids = [...new Set(body.Cells.map((c) => enrolmentOf.get(c.StudentId)?.enrolmentId ?? 0))]
          const locked = new Map(
            (
              await tx
                .select({ id: prepEnrolments.id, score: prepEnrolments.score })
                .from(prepEnrolments)
                .where(inArray(prepEnrolments.id, ids))
                .for('update')
            ).map((r) => [r.id, r.score]),
          )
          const changed: { enrolmentId: number; before: number | null; after: number | null }[] = []
          for (const [studentId, total] of await totalsOf()) {
            const e = enrolmentOf.get(studentId)
            if (!e) continue
            const stored = locked.get(e.enrolmentId)
            const before = stored === null || stored === undefined ? null : Number(stored)
            if (before === total) continue
            await tx
              .update(prepEnrolments)
              .set({ score: total, version: sql`${prepEnrolments.version} + 1` })
              .where(eq(prepEnrolments.id, e.enrolmentId))
            changed.push({ enrolmentId: e.enrolmentId, before, after: total })
          }
          for (const c of changed)
            await recordAudit(tx, auditActorOf(p), {
              entity: 'prep_enrolment',
              entityId: c.enrolmentId,
              action: 'score',
              before: { score: c.before },
              after: { score: c.after, book: levelBook(section.LevelId) },
            })
        },
      )
    },

    /** Whether the caller, as an instructor, teaches any prep section (the menu gate of PrepGradeEntry). */
    async teachesAny(p: Principal): Promise<boolean> {
      if (p.userType !== 'staff' || p.activeRoleId !== INSTRUCTOR) return false
      return (await sectionsOf(await instructorIds(p))).length > 0
    },
  }
}

/** The prep grade entry service. */
export type GradingService = ReturnType<typeof createGradingService>
