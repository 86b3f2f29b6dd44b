/**
 * The prep exam book (issue 18 § Exams and grades; spec §3 "Exam book"): the categories and exams of a level
 * with max point, weight, order, external-upload flag, lock, visibility, instructor visibility, dated
 * visibility, dated grade entry and "exam not taken". The weights of a level total at most 100; a locked exam
 * can only be unlocked; deleting is refused for a locked exam. Every change is audited in its transaction.
 */
import type { PrepExamBookItem, SavePrepExamBookItem } from '@unacs/contracts'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { isUniqueViolation, requireAdmin } from './prep.access.ts'
import { prepExamBookItems } from './prep.exams.schema.ts'
import { prepLevels } from './prep.schema.ts'

type Row = typeof prepExamBookItems.$inferSelect

/** The contract shape of a row. */
function out(r: Row): PrepExamBookItem {
  return {
    Id: r.id,
    LevelId: r.levelId,
    CategoryName: r.categoryName,
    ExamName: r.examName,
    MaxPoint: Number(r.maxPoint),
    Weight: Number(r.weight),
    SortOrder: r.sortOrder,
    ExternalUpload: r.externalUpload,
    Locked: r.locked,
    Visible: r.visible,
    InstructorVisible: r.instructorVisible,
    VisibleFrom: r.visibleFrom,
    EntryFrom: r.entryFrom,
    EntryUntil: r.entryUntil,
    AllowNotTaken: r.allowNotTaken,
    Version: r.version,
  }
}

/** Creates the exam book service. */
export function createExamBookService(db: Database) {
  /** 404 'prep.levelNotFound' unless level `id` exists. */
  async function assertLevel(id: number) {
    const [l] = await db.select({ id: prepLevels.id }).from(prepLevels).where(eq(prepLevels.id, id))
    if (!l) throw notFound('prep.levelNotFound')
  }
  return {
    /** The exams of level `levelId` by order (prep administrator; 404 unknown level). */
    async list(p: Principal, levelId: number): Promise<PrepExamBookItem[]> {
      requireAdmin(p)
      await assertLevel(levelId)
      const rows = await db
        .select()
        .from(prepExamBookItems)
        .where(eq(prepExamBookItems.levelId, levelId))
        .orderBy(asc(prepExamBookItems.sortOrder), asc(prepExamBookItems.id))
      return rows.map(out)
    },

    /**
     * Creates or updates an exam. 422 'prep.book.entryDates' (entry from after until), 'prep.book.weightTotal'
     * (level over 100), 'prep.book.locked' (a locked exam changed other than unlocked); 409 duplicate name or
     * stale version; 404 unknown level or exam.
     */
    async save(p: Principal, body: SavePrepExamBookItem): Promise<PrepExamBookItem> {
      requireAdmin(p)
      if (body.EntryFrom && body.EntryUntil && body.EntryFrom > body.EntryUntil)
        throw businessRule('prep.book.entryDates')
      await assertLevel(body.LevelId)
      const values = {
        levelId: body.LevelId,
        categoryName: body.CategoryName,
        examName: body.ExamName,
        maxPoint: body.MaxPoint,
        weight: body.Weight,
        sortOrder: body.SortOrder,
        externalUpload: body.ExternalUpload,
        locked: body.Locked,
        visible: body.Visible,
        instructorVisible: body.InstructorVisible,
        visibleFrom: body.VisibleFrom,
        entryFrom: body.EntryFrom,
        entryUntil: body.EntryUntil,
        allowNotTaken: body.AllowNotTaken,
      }
      try {
        return await db.transaction(async (tx) => {
          // Serialise writers of the level's book so two saves cannot both pass the weight total.
          await tx
            .select({ id: prepLevels.id })
            .from(prepLevels)
            .where(eq(prepLevels.id, body.LevelId))
            .for('update')
          const [others] = await tx
            .select({ sum: sql<string>`coalesce(sum(${prepExamBookItems.weight}), 0)` })
            .from(prepExamBookItems)
            .where(
              and(
                eq(prepExamBookItems.levelId, body.LevelId),
                body.Id ? ne(prepExamBookItems.id, body.Id) : undefined,
              ),
            )
          const total = Number(others?.sum ?? 0) + body.Weight
          if (total > 100) throw businessRule('prep.book.weightTotal', { total })
          const actor = auditActorOf(p)
          if (!body.Id) {
            const [row] = await tx.insert(prepExamBookItems).values(values).returning()
            if (!row) throw new Error('insert failed')
            await recordAudit(tx, actor, {
              entity: 'prep_exam_book_item',
              entityId: row.id,
              action: 'create',
              after: out(row),
            })
            return out(row)
          }
          const [before] = await tx
            .select()
            .from(prepExamBookItems)
            .where(eq(prepExamBookItems.id, body.Id))
            .for('update')
          if (!before || before.levelId !== body.LevelId) throw notFound('prep.book.notFound')
          if (body.Version !== undefined && body.Version !== before.version)
            throw conflict('error.conflict', {}, out(before))
          if (before.locked && body.Locked) throw businessRule('prep.book.locked')
          const next = before.locked ? { ...out(before), Locked: false } : null
          const [row] = await tx
            .update(prepExamBookItems)
            .set(
              next
                ? { locked: false, version: before.version + 1 }
                : { ...values, version: before.version + 1 },
            )
            .where(eq(prepExamBookItems.id, body.Id))
            .returning()
          if (!row) throw new Error('update failed')
          await recordAudit(tx, actor, {
            entity: 'prep_exam_book_item',
            entityId: row.id,
            action: 'update',
            before: out(before),
            after: out(row),
          })
          return out(row)
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('prep.book.duplicate', { name: body.ExamName })
        throw err
      }
    },

    /** Deletes an exam (422 'prep.book.locked' when locked; 404 unknown). Audited. */
    async remove(p: Principal, id: number): Promise<void> {
      requireAdmin(p)
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(prepExamBookItems)
          .where(eq(prepExamBookItems.id, id))
          .for('update')
        if (!row) throw notFound('prep.book.notFound')
        if (row.locked) throw businessRule('prep.book.locked')
        await tx.delete(prepExamBookItems).where(eq(prepExamBookItems.id, id))
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_exam_book_item',
          entityId: id,
          action: 'delete',
          before: out(row),
        })
      })
    },
  }
}

/** The exam book service. */
export type ExamBookService = ReturnType<typeof createExamBookService>
