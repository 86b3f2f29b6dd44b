/**
 * The seeded prep exam books (issue 37 "seed exam books and let the section's instructor enter and see the
 * grades the book allows"): every seeded level gets a book of four exams owned by `prep-level:<id>` in the
 * grades feature's grade-book tables (passed in by features/seeds.ts, like the gown seed's payment rows):
 * a quiz (20), a midterm (30), a writing portfolio (10) and the end-of-level exam (40). The first quarter has
 * ended: each of its students has every grade equal to the quarter score the prep seed gave (so the weighted
 * total is that score) and its end-of-level exam is locked; the second quarter's books are open and ungraded.
 * Pure and deterministic.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { levelBook } from './prep.exam-book.ts'

/** The exams of every seeded level's book: category, exam, weight. */
export const PREP_BOOK = [
  ['Kısa Sınavlar', 'Kısa Sınav 1', 20],
  ['Sınavlar', 'Ara Sınav', 30],
  ['Ödevler', 'Yazma Dosyası', 10],
  ['Sınavlar', 'Kur Sonu Sınavı', 40],
] as const

/** What the book seed takes from earlier seeds: the prep levels and enrolments, the grades' largest ids. */
export interface PrepBookSeedInput {
  levels: readonly { id?: number; quarterId: number }[]
  enrolments: readonly { studentId: number; quarterId: number; levelId: number; score?: number | null }[]
  lastItemId: number
  lastGradeId: number
}

/** The book rows and grade rows of the seeded levels (see the file comment). */
export function buildPrepBooks(input: PrepBookSeedInput) {
  const items: Record<string, unknown>[] = []
  const marks: Record<string, unknown>[] = []
  for (const level of input.levels) {
    const ended = level.quarterId === 1
    const ids = PREP_BOOK.map(([category, exam, weight], k) => {
      const id = input.lastItemId + items.length + 1
      items.push({
        id,
        sectionId: null,
        ownerRef: levelBook(level.id ?? 0),
        categoryName: category,
        examName: exam,
        maxPoint: 100,
        weight,
        sortOrder: k + 1,
        externalUpload: false,
        locked: ended && k === PREP_BOOK.length - 1,
        visible: true,
        instructorVisible: true,
        notTakenAllowed: true,
        version: 1,
      })
      return id
    })
    if (!ended) continue
    for (const e of input.enrolments) {
      if (e.levelId !== level.id || e.score === null || e.score === undefined) continue
      for (const itemId of ids)
        marks.push({
          id: input.lastGradeId + marks.length + 1,
          itemId,
          studentId: e.studentId,
          score: e.score,
          notTaken: false,
          version: 1,
        })
    }
  }
  return { items, marks }
}

/** The book seed over the grades feature's `gradeBookItems` and `grades` tables (features/seeds.ts). */
export function prepBookSeedWith<I extends PgTable, G extends PgTable>(
  gradeBookItems: I,
  grades: G,
): FeatureSeed<{ prepBookItems: I; prepBookGrades: G }, PrepBookSeedInput> {
  return {
    slug: 'prep',
    tables: { prepBookItems: gradeBookItems, prepBookGrades: grades },
    identity: ['prepBookItems', 'prepBookGrades'],
    build: (_core, _rng, input) => {
      const { items, marks } = buildPrepBooks(input)
      return {
        prepBookItems: items as I['$inferInsert'][],
        prepBookGrades: marks as G['$inferInsert'][],
      }
    },
  }
}
