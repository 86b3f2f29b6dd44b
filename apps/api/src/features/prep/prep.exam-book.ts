/**
 * The prep exam book (issue 18 § Exams and grades; spec §3 "Exam book"): the categories and exams of a level
 * with max point, weight, order, external-upload flag, lock, visibility, instructor visibility, dated
 * visibility, dated grade entry and "exam not taken". The book is kept by the grades feature's grade-book
 * mechanism (`grades.owned`, a book owned by `prep-level:<id>`; passed in by features/index.ts), so weights
 * (at most 100), versions, "an exam with grades cannot be deleted" and the audit are the grades feature's. The
 * prep school adds its own rules: exam names unique per level, a locked exam can only be unlocked, a locked
 * exam cannot be deleted.
 */
import type { GradeBookItem, PrepExamBookItem, SavePrepExamBookItem } from '@unacs/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { OwnedGradeBookService } from '../grades/index.ts'
import { requireAdmin } from './prep.access.ts'
import { prepLevels } from './prep.schema.ts'

/** What the prep school uses of the grades feature's owned grade books. */
export type PrepGradeBook = Pick<
  OwnedGradeBookService,
  'book' | 'ownerOf' | 'saveItem' | 'removeItem' | 'sheet' | 'saveMany' | 'totals'
>

/** The grade-book owner reference of level `levelId`. */
export const levelBook = (levelId: number) => `prep-level:${levelId}`

/** The level id of a grade-book owner reference, or null when it is not a prep level's book. */
export function levelOfBook(owner: string | null): number | null {
  const m = /^prep-level:(\d+)$/.exec(owner ?? '')
  return m ? Number(m[1]) : null
}

/** The prep contract shape of a grade-book exam of level `levelId`. */
export function bookItemOut(levelId: number, i: GradeBookItem): PrepExamBookItem {
  return {
    Id: i.Id,
    LevelId: levelId,
    CategoryName: i.CategoryName,
    ExamName: i.ExamName,
    MaxPoint: i.MaxPoint,
    Weight: i.Weight,
    SortOrder: i.Order,
    ExternalUpload: i.ExternalUpload,
    Locked: i.Locked,
    Visible: i.Visible,
    InstructorVisible: i.InstructorVisible,
    VisibleFrom: i.VisibleFrom,
    EntryFrom: i.EntryFrom,
    EntryUntil: i.EntryTo,
    AllowNotTaken: i.NotTakenAllowed,
    Version: i.Version,
  }
}

/** Creates the exam book service over the grades feature's owned books. */
export function createExamBookService(db: Database, book: PrepGradeBook) {
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
      return (await book.book(levelBook(levelId))).Items.map((i) => bookItemOut(levelId, i))
    },

    /**
     * Creates or updates an exam. 422 'prep.book.entryDates' (entry from after until),
     * 'grades.weightsOver100' (level over 100), 'prep.book.locked' (a locked exam changed other than
     * unlocked; unlocking keeps every other field); 409 'prep.book.duplicate' (name), 'grades.staleItem'
     * (stale version); 404 unknown level or exam. Audited by the grade book (`grade_book_item`).
     */
    async save(p: Principal, body: SavePrepExamBookItem): Promise<PrepExamBookItem> {
      requireAdmin(p)
      if (body.EntryFrom && body.EntryUntil && body.EntryFrom > body.EntryUntil)
        throw businessRule('prep.book.entryDates')
      await assertLevel(body.LevelId)
      const owner = levelBook(body.LevelId)
      const stored = body.Id ? (await book.book(owner)).Items.find((i) => i.Id === body.Id) : undefined
      if (body.Id && !stored) throw notFound('prep.book.notFound')
      const input = {
        Id: body.Id,
        Version: body.Version ?? stored?.Version,
        CategoryName: body.CategoryName,
        ExamName: body.ExamName,
        MaxPoint: body.MaxPoint,
        Weight: body.Weight,
        Order: body.SortOrder,
        ExternalUpload: body.ExternalUpload,
        Locked: body.Locked,
        Visible: body.Visible,
        InstructorVisible: body.InstructorVisible,
        VisibleFrom: body.VisibleFrom,
        EntryFrom: body.EntryFrom,
        EntryTo: body.EntryUntil,
        NotTakenAllowed: body.AllowNotTaken,
      }
      // Unlocking a locked exam changes nothing else.
      const values =
        stored?.Locked && !body.Locked
          ? { ...stored, Id: stored.Id, Locked: false, Version: input.Version }
          : input
      const saved = await book.saveItem(p, owner, values, (before, others) => {
        if (before?.Locked && body.Locked) throw businessRule('prep.book.locked')
        if (others.some((o) => o.ExamName.toLocaleLowerCase('tr') === body.ExamName.toLocaleLowerCase('tr')))
          throw conflict('prep.book.duplicate', { name: body.ExamName })
      })
      return bookItemOut(body.LevelId, saved)
    },

    /**
     * Deletes an exam: 422 'prep.book.locked' when locked, 'grades.itemHasGrades' when graded; 404 unknown.
     * Audited by the grade book.
     */
    async remove(p: Principal, id: number): Promise<void> {
      requireAdmin(p)
      const owner = await book.ownerOf(id)
      if (levelOfBook(owner) === null || !owner) throw notFound('prep.book.notFound')
      await book.removeItem(p, owner, id, undefined, (item) => {
        if (item.Locked) throw businessRule('prep.book.locked')
      })
    },
  }
}

/** The exam book service. */
export type ExamBookService = ReturnType<typeof createExamBookService>
