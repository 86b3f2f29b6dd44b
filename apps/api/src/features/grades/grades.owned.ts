/**
 * Grade books owned by another feature (issue 18 "reuse the grade-book mechanism of the grades feature through
 * its service"): the same exams (`grade_book_items`, owned through `owner_ref` instead of a course section),
 * the same grades table with its per-cell versions, the same score, lock, entry-date and "above the
 * percentage" checks, the same all-or-none `writeCell` save and the same audit entries (`grade_book_item`,
 * `grade`). The owning feature decides who may do what and whose grades they are (it passes the roster in);
 * this service keeps the book and the grades. Writers of one book are serialised by a transaction-scoped
 * advisory lock on the owner reference (so two saves cannot both pass the weight total).
 */
import type { FlaggedGradeCell, GradeBookItem, GradeCell, SavedGradeCell } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { checkEntryOpen, checkScore, isAboveContribution, writeCells } from './grades.entry.ts'
import { round2, weightedTotal } from './grades.letters.ts'
import { cellOf, gradesOfItems, type ItemFields, itemColumns, itemOut } from './grades.repo.ts'
import { gradeBookItems, grades } from './grades.schema.ts'

type ItemRow = typeof gradeBookItems.$inferSelect

/** An exam of an owned book as the owner sends it (no section; `Id` + `Version` to update). */
export interface OwnedItemInput extends ItemFields {
  Id?: number
  Version?: number
}

/** A student of the owner's roster. */
export interface OwnedRosterEntry {
  studentId: number
  studentNo: string
  fullName: string
}

/** One changed cell of an owned book's grid save. */
export interface OwnedCellChange {
  ItemId: number
  StudentId: number
  Score: number | null
  NotTaken: boolean
  Version: number
}

/** A row of an owned book's sheet: the cells by exam id and the weighted total so far. */
export interface OwnedSheetRow {
  StudentId: number
  StudentNo: string
  FullName: string
  Grades: Record<string, GradeCell>
  /** Weighted total (0–100, two places) of the grades entered; not taken counts 0. */
  Total: number
  /** Every exam of the book has a grade (score or not taken). */
  Complete: boolean
}

/** The exams of book `owner` in display order. */
async function ownedItems(db: Database, owner: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(gradeBookItems)
    .where(eq(gradeBookItems.ownerRef, owner))
    .orderBy(asc(gradeBookItems.sortOrder), asc(gradeBookItems.id))
}

/** Serialises the writers of book `owner` for the rest of the transaction. */
async function lockOwner(tx: Database, owner: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grade-book:${owner}`}))`)
}

const totalOf = (items: { weight: number }[]) => round2(items.reduce((a, i) => a + Number(i.weight), 0))

/** The weighted total and completeness of one student's cells over `items`. */
function scoreOf(items: ItemRow[], cells: Record<string, GradeCell>): { total: number; complete: boolean } {
  const scored = items.map((i) => ({
    maxPoint: Number(i.maxPoint),
    weight: Number(i.weight),
    score: cells[String(i.id)]?.Score ?? null,
    notTaken: cells[String(i.id)]?.NotTaken ?? false,
  }))
  return {
    total: weightedTotal(scored),
    complete: items.length > 0 && scored.every((s) => s.notTaken || s.score !== null),
  }
}

/** Creates the owned grade book service (exposed as `grades.owned`, passed to owners in features/index.ts). */
export function createOwnedGradeBookService(db: Database, clock: Clock) {
  /** The cells of `studentIds` over `items`, by student then exam id (read with `exec`, default `db`). */
  async function cellsOf(items: ItemRow[], studentIds: Set<number>, exec: Database = db) {
    const by = new Map<number, Record<string, GradeCell>>()
    for (const g of await gradesOfItems(
      exec,
      items.map((i) => i.id),
    )) {
      if (!studentIds.has(g.studentId)) continue
      const m = by.get(g.studentId) ?? {}
      m[String(g.itemId)] = cellOf(g)
      by.set(g.studentId, m)
    }
    return by
  }

  /** See `totals`; read with `exec` (a transaction sees its own writes). */
  async function totalsWith(exec: Database, owner: string, studentIds: readonly number[]) {
    const items = await ownedItems(exec, owner)
    const out = new Map<number, number | null>()
    if (items.length === 0) return out
    const cells = await cellsOf(items, new Set(studentIds), exec)
    const full = totalOf(items) === 100
    for (const id of studentIds) {
      const { total, complete } = scoreOf(items, cells.get(id) ?? {})
      out.set(id, full && complete ? total : null)
    }
    return out
  }

  return {
    /** The exams of book `owner` (display order) with their weight total. */
    async book(owner: string): Promise<{ Items: GradeBookItem[]; WeightTotal: number }> {
      const items = await ownedItems(db, owner)
      return { Items: items.map(itemOut), WeightTotal: totalOf(items) }
    },

    /** The owner reference of exam `itemId`, or null when it is not an owned book's exam. */
    async ownerOf(itemId: number): Promise<string | null> {
      const [row] = await db
        .select({ owner: gradeBookItems.ownerRef })
        .from(gradeBookItems)
        .where(eq(gradeBookItems.id, itemId))
      return row?.owner ?? null
    },

    /**
     * Creates (no Id) or updates (Id + Version) an exam of book `owner`, as a section's book does: 422
     * 'grades.weightsOver100' when the book's weights would total more than 100; 409 'grades.staleItem' with
     * the current exam on a stale version; 404 an exam of another book. `check` runs inside the transaction
     * with the exam as stored (undefined for a new one) and the book's other exams, for the owner's own rules.
     * Audited (`grade_book_item`).
     */
    async saveItem(
      principal: Principal,
      owner: string,
      body: OwnedItemInput,
      check?: (before: GradeBookItem | undefined, others: GradeBookItem[]) => void,
    ): Promise<GradeBookItem> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner)
        const items = await ownedItems(tx, owner)
        const others = items.filter((i) => i.id !== body.Id)
        const before = body.Id === undefined ? undefined : items.find((i) => i.id === body.Id)
        if (body.Id !== undefined && !before) throw notFound()
        check?.(before && itemOut(before), others.map(itemOut))
        const total = round2(totalOf(others) + body.Weight)
        if (total > 100) throw businessRule('grades.weightsOver100', { total })
        const values = itemColumns(body)
        const actor = auditActorOf(principal)
        if (!before) {
          const [created] = await tx
            .insert(gradeBookItems)
            .values({ ownerRef: owner, ...values })
            .returning()
          if (!created) throw new Error('exam not created')
          await recordAudit(tx, actor, {
            entity: 'grade_book_item',
            entityId: created.id,
            action: 'create',
            after: { owner, ...itemOut(created) },
          })
          return itemOut(created)
        }
        const [updated] = await tx
          .update(gradeBookItems)
          .set({ ...values, version: sql`${gradeBookItems.version} + 1` })
          .where(and(eq(gradeBookItems.id, before.id), eq(gradeBookItems.version, body.Version ?? -1)))
          .returning()
        if (!updated) throw conflict('grades.staleItem', {}, itemOut(before))
        await recordAudit(tx, actor, {
          entity: 'grade_book_item',
          entityId: updated.id,
          action: 'update',
          before: { owner, ...itemOut(before) },
          after: { owner, ...itemOut(updated) },
        })
        return itemOut(updated)
      })
    },

    /**
     * Deletes an exam of book `owner` without grades: 422 'grades.itemHasGrades'; 404 an exam of another
     * book; 409 'grades.staleItem' on a stale version (`version` undefined: the stored one). `check` runs
     * with the stored exam first. Audited.
     */
    async removeItem(
      principal: Principal,
      owner: string,
      id: number,
      version?: number,
      check?: (item: GradeBookItem) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwner(tx, owner)
        const [item] = await tx
          .select()
          .from(gradeBookItems)
          .where(and(eq(gradeBookItems.id, id), eq(gradeBookItems.ownerRef, owner)))
        if (!item) throw notFound()
        check?.(itemOut(item))
        const used = await tx
          .select({ id: grades.id })
          .from(grades)
          .where(and(eq(grades.itemId, id), sql`(${grades.score} is not null or ${grades.notTaken})`))
          .limit(1)
        if (used.length > 0) throw businessRule('grades.itemHasGrades')
        await tx.delete(grades).where(eq(grades.itemId, id))
        const [gone] = await tx
          .delete(gradeBookItems)
          .where(and(eq(gradeBookItems.id, id), eq(gradeBookItems.version, version ?? item.version)))
          .returning()
        if (!gone) throw conflict('grades.staleItem', {}, itemOut(item))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'grade_book_item',
          entityId: id,
          action: 'delete',
          before: { owner, ...itemOut(gone) },
        })
      })
    },

    /**
     * The grade sheet of `roster` over book `owner`: the exams (only the instructor-visible ones when
     * `instructorView`), the weight total and one row per student with cells and the weighted total.
     */
    async sheet(
      owner: string,
      roster: OwnedRosterEntry[],
      instructorView: boolean,
    ): Promise<{ Items: GradeBookItem[]; WeightTotal: number; Rows: OwnedSheetRow[] }> {
      const all = await ownedItems(db, owner)
      const items = all.filter((i) => i.instructorVisible || !instructorView)
      const cells = await cellsOf(all, new Set(roster.map((r) => r.studentId)))
      return {
        Items: items.map(itemOut),
        WeightTotal: totalOf(all),
        Rows: roster.map((r) => {
          const g = cells.get(r.studentId) ?? {}
          const { total, complete } = scoreOf(all, g)
          return {
            StudentId: r.studentId,
            StudentNo: r.studentNo,
            FullName: r.fullName,
            Grades: g,
            Total: total,
            Complete: complete,
          }
        }),
      }
    },

    /**
     * Saves the changed cells of book `owner` for students of `roster` at once, all or none, exactly as a
     * section's grid save does (grades.entry `saveMany`): 400 invalid grade; 404 an exam of another book or a
     * student off the roster; 422 locked / outside entry dates / external upload; 422
     * 'grades.aboveConfirmMany' with `{ NeedsConfirmation, Flagged }` unless `confirm`; 409 'grades.stale'
     * with `{ Stale }`. Each cell is audited (`grade`). `afterSave` runs in the same transaction with a reader
     * of the saved students' new totals (as `totals`; the owner may lock its own rows before reading), so what
     * the owner derives from them commits or rolls back with the grades. Returns the stored cells.
     */
    async saveMany(
      principal: Principal,
      owner: string,
      roster: ReadonlySet<number>,
      cells: OwnedCellChange[],
      confirm: boolean,
      afterSave?: (tx: Database, totals: () => Promise<Map<number, number | null>>) => Promise<void>,
    ): Promise<{ Cells: SavedGradeCell[] }> {
      const itemIds = [...new Set(cells.map((c) => c.ItemId))]
      const items = new Map(
        (itemIds.length
          ? await db.select().from(gradeBookItems).where(inArray(gradeBookItems.id, itemIds))
          : []
        ).map((i) => [i.id, i]),
      )
      const today = istanbulToday(clock())
      const flagged: FlaggedGradeCell[] = []
      for (const c of cells) {
        const item = items.get(c.ItemId)
        if (!item || item.ownerRef !== owner) throw notFound()
        if (!roster.has(c.StudentId)) throw notFound('grades.notOnRoster')
        checkScore(item, c.Score, c.NotTaken)
        checkEntryOpen(item, today, false)
        const score = c.NotTaken ? null : c.Score
        if (score !== null && isAboveContribution(item, score))
          flagged.push({
            ItemId: c.ItemId,
            StudentId: c.StudentId,
            Score: score,
            Weight: Number(item.weight),
          })
      }
      if (flagged.length > 0 && !confirm)
        throw new AppError(
          422,
          'grades.aboveConfirmMany',
          { count: flagged.length },
          { NeedsConfirmation: true, Flagged: flagged },
        )
      return db.transaction(async (tx) => {
        const saved = await writeCells(tx, principal, items, cells, clock())
        const ids = [...new Set(cells.map((c) => c.StudentId))]
        if (afterSave) await afterSave(tx, () => totalsWith(tx, owner, ids))
        return { Cells: saved }
      })
    },

    /**
     * The weighted totals of `studentIds` over book `owner`: a number once every exam of the book has a grade
     * and the weights total 100, null otherwise (not graded yet). An empty book gives an empty map.
     */
    async totals(owner: string, studentIds: readonly number[]): Promise<Map<number, number | null>> {
      return totalsWith(db, owner, studentIds)
    },
  }
}

/** The owned grade book service's type. */
export type OwnedGradeBookService = ReturnType<typeof createOwnedGradeBookService>
