/**
 * The military service requests sent to YÖKSİS/ASAL about a student (issue 39 "My personal data": the outside
 * systems a person's data was sent to, from the portal's own records).
 */
import { desc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { militaryDeferrals } from './military.schema.ts'

/**
 * A reader of the deferral/cancellation requests sent for `studentIds` and their last queries, newest first:
 * `{ at, what }` in `lang` (what = the request's kind and state).
 */
export function militaryTransfersOf(db: Database) {
  return async (studentIds: readonly number[], lang: 'tr' | 'en') => {
    if (studentIds.length === 0) return []
    const rows = await db
      .select({
        offerType: militaryDeferrals.offerType,
        state: militaryDeferrals.state,
        sentAt: militaryDeferrals.sentAt,
        queriedAt: militaryDeferrals.queriedAt,
      })
      .from(militaryDeferrals)
      .where(inArray(militaryDeferrals.studentId, [...studentIds]))
      .orderBy(desc(militaryDeferrals.sentAt))
    const kind = (t: string) =>
      t === 'E'
        ? lang === 'tr'
          ? 'Erteleme talebi'
          : 'Deferral request'
        : lang === 'tr'
          ? 'İptal talebi'
          : 'Cancellation request'
    return rows.flatMap((r) => [
      { at: r.sentAt, what: kind(r.offerType) },
      ...(r.queriedAt
        ? [{ at: r.queriedAt, what: lang === 'tr' ? 'Talep sorgusu' : 'Request status query' }]
        : []),
    ])
  }
}
