/**
 * Finalise and approve, and revert (spec §4 "Grade entry: entry, then finalise and approve; reverting
 * finalisation reopens entry. Until re-finalised, students cannot see grades and grades are not counted in
 * averages"): computes totals, letters and pass statuses (failed due to absenteeism from the absence data),
 * moves the section to finalized; a revert needs a reason and clears the results. The grading row is locked
 * for update, so two finalisations at once give one (the second gets 409), and no grade write can slip in.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses, sections } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { SectionAccess } from './grades.access.ts'
import type { AbsenceReader } from './grades.deps.ts'
import { resultOf, round2, weightedTotal } from './grades.letters.ts'
import { ensureGrading, gradesOfItems, gradingOf, itemsOf } from './grades.repo.ts'
import { courseResults, sectionGrading } from './grades.schema.ts'

/** The instructor role: may not revert a finalisation the head of department approved. */
const INSTRUCTOR_ROLE = 2

/** Creates the finalisation service. */
export function createFinaliseService(
  db: Database,
  clock: Clock,
  access: SectionAccess,
  absences: AbsenceReader,
  notify?: Notify,
) {
  return {
    /**
     * Finalises and approves the section's grades; returns the new grading version. 409 when already
     * finalised or `version` is stale; 422 when the weights do not total 100, there is no exam, or grades are
     * missing (exempt and withdrawn students need none).
     */
    async finalize(principal: Principal, sectionId: number, version: number): Promise<number> {
      await access.assertSection(principal, sectionId)
      const absence = await absences.absencePercentages(sectionId)
      return db.transaction(async (tx) => {
        await ensureGrading(tx, sectionId)
        const grading = await gradingOf(tx, sectionId, 'update')
        if (grading.state === 'finalized')
          throw conflict('grades.alreadyFinalized', {}, { State: grading.state, Version: grading.version })
        if (grading.version !== version)
          throw conflict('grades.staleSection', {}, { State: grading.state, Version: grading.version })
        const items = await itemsOf(tx, sectionId)
        if (items.length === 0) throw businessRule('grades.noItems')
        const total = round2(items.reduce((a, i) => a + Number(i.weight), 0))
        if (total !== 100) throw businessRule('grades.weightsNot100', { total })
        const roster = await tx.select().from(courseResults).where(eq(courseResults.sectionId, sectionId))
        const cells = await gradesOfItems(
          tx,
          items.map((i) => i.id),
        )
        const cellOf = new Map(cells.map((c) => [`${c.itemId}:${c.studentId}`, c]))
        let missing = 0
        const results = roster.map((r) => {
          const scored = items.map((i) => {
            const c = cellOf.get(`${i.id}:${r.studentId}`)
            if ((!c || (c.score === null && !c.notTaken)) && !r.exempt && !r.withdrew) missing++
            return {
              maxPoint: Number(i.maxPoint),
              weight: Number(i.weight),
              score: c?.score === null || c?.score === undefined ? null : Number(c.score),
              notTaken: c?.notTaken ?? false,
            }
          })
          const t = weightedTotal(scored)
          const out = resultOf({
            total: t,
            absencePercent: absence.get(r.studentId) ?? 0,
            exempt: r.exempt,
            withdrew: r.withdrew,
          })
          return { id: r.id, studentId: r.studentId, total: t, letter: out.letter, status: out.status }
        })
        if (missing > 0) throw businessRule('grades.missingGrades', { count: missing })
        for (const r of results) {
          await tx
            .update(courseResults)
            .set({ total: r.total, letterGrade: r.letter, passStatus: r.status })
            .where(eq(courseResults.id, r.id))
        }
        const [after] = await tx
          .update(sectionGrading)
          .set({
            state: 'finalized',
            finalizedAt: clock(),
            finalizedByPersonId: principal.personId,
            revertReason: null,
            approvedAt: null,
            approvedByPersonId: null,
            version: sql`${sectionGrading.version} + 1`,
          })
          .where(eq(sectionGrading.sectionId, sectionId))
          .returning()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'section_grading',
          entityId: sectionId,
          action: 'finalize',
          before: { state: grading.state, version: grading.version },
          after: {
            state: 'finalized',
            version: after?.version,
            results: results.map((r) => ({
              studentId: r.studentId,
              total: r.total,
              letter: r.letter,
              status: r.status,
            })),
          },
        })
        const newVersion = after?.version ?? version + 1
        if (notify) {
          // Each student of the class list learns the grade is final (issue 39), once per finalisation.
          const [info] = await tx
            .select({ course: courses.code, term: academicTerms.code })
            .from(sections)
            .innerJoin(courses, eq(courses.id, sections.courseId))
            .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
            .where(eq(sections.id, sectionId))
          for (const r of results)
            await notify(tx, {
              studentId: r.studentId,
              kind: 'grade.finalised',
              eventKey: `grade.finalised:${sectionId}:${newVersion}:${r.studentId}`,
              params: { course: info?.course ?? '', term: info?.term ?? '' },
              link: 'ogrenci/notlarim',
            })
        }
        return newVersion
      })
    },

    /**
     * Reverts a finalisation with a reason: results cleared, approval cleared, entry reopened (state
     * partial). 422 when not finalised; 403 for an instructor once the head of department approved it (the
     * head of department sends it back, docs/decisions.md "Department approval of a finalisation").
     */
    async revert(principal: Principal, sectionId: number, reason: string): Promise<number> {
      await access.assertSection(principal, sectionId)
      return db.transaction(async (tx) => {
        await ensureGrading(tx, sectionId)
        const grading = await gradingOf(tx, sectionId, 'update')
        if (grading.state !== 'finalized') throw businessRule('grades.notFinalized')
        if (grading.approvedAt && principal.activeRoleId === INSTRUCTOR_ROLE)
          throw forbidden('grades.revertApproved')
        const before = await tx
          .select({
            studentId: courseResults.studentId,
            total: courseResults.total,
            letter: courseResults.letterGrade,
            status: courseResults.passStatus,
          })
          .from(courseResults)
          .where(eq(courseResults.sectionId, sectionId))
        await tx
          .update(courseResults)
          .set({ total: null, letterGrade: null, passStatus: 'notFinalized' })
          .where(eq(courseResults.sectionId, sectionId))
        const [after] = await tx
          .update(sectionGrading)
          .set({
            state: 'partial',
            revertReason: reason,
            finalizedAt: null,
            finalizedByPersonId: null,
            approvedAt: null,
            approvedByPersonId: null,
            version: sql`${sectionGrading.version} + 1`,
          })
          .where(and(eq(sectionGrading.sectionId, sectionId), eq(sectionGrading.state, 'finalized')))
          .returning()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'section_grading',
          entityId: sectionId,
          action: 'revert',
          before: {
            state: 'finalized',
            version: grading.version,
            approvedAt: grading.approvedAt?.toISOString() ?? null,
            results: before,
          },
          after: { state: 'partial', version: after?.version },
          reason,
        })
        return after?.version ?? grading.version + 1
      })
    },
  }
}
