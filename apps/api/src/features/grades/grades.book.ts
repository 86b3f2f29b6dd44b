/**
 * Grade book definitions (spec §3 "Exam book"; issue 6 § Grade book): list, save (create or update with an
 * optimistic version), delete, and copy to other sections of the same course with a preview of what will be
 * overwritten. Weights may never total more than 100; finalised sections and exams with grades are protected.
 * Every change is audited in its transaction.
 */
import type {
  CopyGradeBookRequest,
  CopyPreview,
  GradeBook,
  GradeBookItem,
  SaveGradeBookItemRequest,
} from '@unacs/contracts'
import { ZSaveGradeBookItemRequest } from '@unacs/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { SectionAccess, SectionRef } from './grades.access.ts'
import { round2 } from './grades.letters.ts'
import { ensureGrading, gradingOf, itemColumns, itemOut, itemsOf, sectionHasGrades } from './grades.repo.ts'
import { courseResults, gradeBookItems, grades, sectionGrading } from './grades.schema.ts'

/** The grading section summary of a section ref. */
export async function summaryOf(db: Database, ref: SectionRef) {
  const [summary] = await summariesOf(db, [ref])
  if (!summary) throw new Error('no summary')
  return summary
}

/**
 * The summaries (state, student count …) of many sections in two queries, whatever their number, in the order
 * of `refs`. A section without a grading row is in state `none`.
 */
export async function summariesOf(db: Database, refs: SectionRef[]) {
  if (refs.length === 0) return []
  const ids = refs.map((r) => r.id)
  const states = await db
    .select({ sectionId: sectionGrading.sectionId, state: sectionGrading.state })
    .from(sectionGrading)
    .where(inArray(sectionGrading.sectionId, ids))
  const counts = await db
    .select({ sectionId: courseResults.sectionId, n: sql<number>`count(*)::int` })
    .from(courseResults)
    .where(inArray(courseResults.sectionId, ids))
    .groupBy(courseResults.sectionId)
  const stateOf = new Map(states.map((s) => [s.sectionId, s.state]))
  const countOf = new Map(counts.map((c) => [c.sectionId, Number(c.n)]))
  return refs.map((ref) => ({
    SectionId: ref.id,
    TermId: ref.termId,
    TermName: ref.termName,
    CourseCode: ref.courseCode,
    CourseName: ref.courseName,
    SectionName: ref.name,
    State: stateOf.get(ref.id) ?? ('none' as const),
    StudentCount: countOf.get(ref.id) ?? 0,
    TermActive: ref.termActive,
  }))
}

const totalOf = (items: { weight: number }[]) => round2(items.reduce((a, i) => a + Number(i.weight), 0))

/** Creates the grade book service. */
export function createGradeBookService(db: Database, access: SectionAccess) {
  return {
    /** The section's grade book with its weight total. 403/404 by section access. */
    async get(principal: Principal, sectionId: number, lang: Language): Promise<GradeBook> {
      const ref = await access.assertSection(principal, sectionId, lang)
      const items = await itemsOf(db, sectionId)
      return { Section: await summaryOf(db, ref), Items: items.map(itemOut), WeightTotal: totalOf(items) }
    },

    /**
     * Creates (no Id) or updates (Id + Version) an exam; returns it. 422 when the section is finalised or the
     * weights would total more than 100; 409 with the current exam on a stale version; 404 unknown exam.
     */
    async save(principal: Principal, input: SaveGradeBookItemRequest): Promise<GradeBookItem> {
      const body = ZSaveGradeBookItemRequest.parse(input)
      await access.assertSection(principal, body.SectionId)
      return db.transaction(async (tx) => {
        await ensureGrading(tx, body.SectionId)
        const grading = await gradingOf(tx, body.SectionId, 'update')
        if (grading.state === 'finalized') throw businessRule('grades.finalized')
        const items = await itemsOf(tx, body.SectionId)
        const others = items.filter((i) => i.id !== body.Id)
        const total = round2(totalOf(others) + body.Weight)
        if (total > 100) throw businessRule('grades.weightsOver100', { total })
        const values = itemColumns(body)
        if (body.Id === undefined) {
          const [created] = await tx
            .insert(gradeBookItems)
            .values({ sectionId: body.SectionId, ...values })
            .returning()
          if (!created) throw new Error('exam not created')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'grade_book_item',
            entityId: created.id,
            action: 'create',
            after: itemOut(created),
          })
          return itemOut(created)
        }
        const before = items.find((i) => i.id === body.Id)
        if (!before) throw notFound()
        const [updated] = await tx
          .update(gradeBookItems)
          .set({ ...values, version: sql`${gradeBookItems.version} + 1` })
          .where(and(eq(gradeBookItems.id, body.Id), eq(gradeBookItems.version, body.Version ?? -1)))
          .returning()
        if (!updated) throw conflict('grades.staleItem', {}, itemOut(before))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'grade_book_item',
          entityId: updated.id,
          action: 'update',
          before: itemOut(before),
          after: itemOut(updated),
        })
        return itemOut(updated)
      })
    },

    /** Deletes an exam without grades. 422 when it has grades or the section is finalised; 409 stale. */
    async remove(principal: Principal, id: number, version: number): Promise<void> {
      const [item] = await db.select().from(gradeBookItems).where(eq(gradeBookItems.id, id))
      // An owned book's exam (grades.owned.ts) is not a section's: 404 here.
      const sectionId = item?.sectionId
      if (!item || !sectionId) throw notFound()
      await access.assertSection(principal, sectionId)
      await db.transaction(async (tx) => {
        await ensureGrading(tx, sectionId)
        const grading = await gradingOf(tx, sectionId, 'update')
        if (grading.state === 'finalized') throw businessRule('grades.finalized')
        const used = await tx
          .select({ id: grades.id })
          .from(grades)
          .where(and(eq(grades.itemId, id), sql`(${grades.score} is not null or ${grades.notTaken})`))
          .limit(1)
        if (used.length > 0) throw businessRule('grades.itemHasGrades')
        await tx.delete(grades).where(eq(grades.itemId, id))
        const [gone] = await tx
          .delete(gradeBookItems)
          .where(and(eq(gradeBookItems.id, id), eq(gradeBookItems.version, version)))
          .returning()
        if (!gone) throw conflict('grades.staleItem', {}, itemOut(item))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'grade_book_item',
          entityId: id,
          action: 'delete',
          before: itemOut(gone),
        })
      })
    },

    /**
     * What copying the source's exams to the targets would overwrite (and which targets are blocked), and the
     * other sections of the same course and term the caller may copy to. 422 for a target of another course.
     */
    async copyPreview(
      principal: Principal,
      body: CopyGradeBookRequest,
      lang: Language,
    ): Promise<CopyPreview> {
      const source = await access.assertSection(principal, body.SourceSectionId, lang)
      const mine = await access.sectionsInScope(principal, lang, source.termId)
      const candidates = mine
        .filter((s) => s.courseId === source.courseId && s.id !== source.id)
        .map((s) => ({ SectionId: s.id, SectionName: s.name }))
      const targets = []
      for (const id of body.TargetSectionIds) {
        if (id === source.id) throw businessRule('grades.copyToSelf')
        const target = await access.assertSection(principal, id, lang)
        if (target.courseId !== source.courseId || target.termId !== source.termId) {
          throw businessRule('grades.copyDifferentCourse')
        }
        const grading = await gradingOf(db, id)
        const blocked =
          grading.state === 'finalized' ? 'finalized' : (await sectionHasGrades(db, id)) ? 'hasGrades' : null
        targets.push({
          SectionId: id,
          SectionName: target.name,
          Overwritten: (await itemsOf(db, id)).map((i) => ({
            CategoryName: i.categoryName,
            ExamName: i.examName,
            Weight: Number(i.weight),
          })),
          Blocked: blocked as 'finalized' | 'hasGrades' | null,
        })
      }
      return { Source: (await itemsOf(db, source.id)).map(itemOut), Targets: targets, Candidates: candidates }
    },

    /** Replaces each target's exams with copies of the source's, in one transaction. 422 when any is blocked. */
    async copy(principal: Principal, body: CopyGradeBookRequest): Promise<void> {
      const preview = await this.copyPreview(principal, body, 'tr')
      const blocked = preview.Targets.find((t) => t.Blocked)
      if (blocked) throw businessRule('grades.copyBlocked', { section: blocked.SectionName })
      await db.transaction(async (tx) => {
        const source = await itemsOf(tx, body.SourceSectionId)
        for (const target of preview.Targets) {
          await ensureGrading(tx, target.SectionId)
          const grading = await gradingOf(tx, target.SectionId, 'update')
          if (grading.state === 'finalized' || (await sectionHasGrades(tx, target.SectionId))) {
            throw businessRule('grades.copyBlocked', { section: target.SectionName })
          }
          const old = await itemsOf(tx, target.SectionId)
          if (old.length > 0) {
            await tx.delete(grades).where(
              sql`${grades.itemId} in (${sql.join(
                old.map((o) => o.id),
                sql`, `,
              )})`,
            )
            await tx.delete(gradeBookItems).where(eq(gradeBookItems.sectionId, target.SectionId))
          }
          const created = source.length
            ? await tx
                .insert(gradeBookItems)
                .values(
                  source.map(({ id: _id, version: _v, ...rest }) => ({
                    ...rest,
                    sectionId: target.SectionId,
                  })),
                )
                .returning()
            : []
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'grade_book',
            entityId: target.SectionId,
            action: 'copy',
            before: old.map(itemOut),
            after: { fromSectionId: body.SourceSectionId, items: created.map(itemOut) },
          })
        }
      })
    },
  }
}
