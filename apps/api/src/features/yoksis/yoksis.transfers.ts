/**
 * What the portal exchanged with YÖKSİS about a student (issue 39 "My personal data"), from its own records:
 * the comparisons that listed a difference in their record (their record was read and compared) and the Ministry of
 * Health registration queries.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { yoksisComparisons, yoksisDifferences, yoksisHealthRegistrations } from './yoksis.schema.ts'

/** A reader of `studentIds`' YÖKSİS exchanges, newest first: `{ at, what }` in `lang`. */
export function yoksisTransfersOf(db: Database) {
  return async (studentIds: readonly number[], lang: 'tr' | 'en') => {
    if (studentIds.length === 0) return []
    const compared = await db
      .selectDistinct({ at: yoksisComparisons.startedAt, id: yoksisComparisons.id })
      .from(yoksisDifferences)
      .innerJoin(yoksisComparisons, eq(yoksisComparisons.id, yoksisDifferences.comparisonId))
      .where(inArray(yoksisDifferences.studentId, [...studentIds]))
      .orderBy(desc(yoksisComparisons.startedAt))
    const health = await db
      .select({ at: yoksisHealthRegistrations.queriedAt })
      .from(yoksisHealthRegistrations)
      .where(inArray(yoksisHealthRegistrations.studentId, [...studentIds]))
    return [
      ...compared.map((c) => ({
        at: c.at,
        what:
          lang === 'tr'
            ? `Öğrenci kaydı YÖKSİS ile karşılaştırıldı (karşılaştırma ${c.id})`
            : `Student record compared with YÖKSİS (comparison ${c.id})`,
      })),
      ...health.map((h) => ({
        at: h.at,
        what: lang === 'tr' ? 'Sağlık Bakanlığı tescil sorgusu' : 'Ministry of Health registration query',
      })),
    ]
  }
}
