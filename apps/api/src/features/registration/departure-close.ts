/**
 * Closing a departed studentship's open baskets (issue 16 "on completion … open baskets and requests are
 * closed"): every basket of the studentship that is not approved gives its held seats back and is emptied.
 * Approved registrations stay as the term's record.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type AuditActor, recordAudit } from '../../platform/audit/audit.ts'
import { rows } from './registration.repo.ts'

/**
 * Empties every not-approved basket of `studentId` in one statement (PostgreSQL runs every data-modifying part of
 * the WITH once) and transaction: its items are deleted, each held seat
 * is returned to its section's basket count (the sections locked in id order first, as the batched add locks
 * them: take-seats.repo.ts) and the basket's version moves on; one audit row per basket
 * (before: its section ids; after: none). Returns the number of baskets closed (0 when none was open).
 */
export async function closeOpenBaskets(db: Database, studentId: number, actor: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const emptied = await rows<{ basket_id: number; section_ids: number[] }>(
      t,
      sql`with open as (
          select id from registration_baskets
          where student_id = ${studentId} and status <> 'approved' for update)
        , item as (
          delete from registration_items where basket_id in (select id from open)
          returning basket_id, section_id)
        , locked as (
          select id from sections where id in (select section_id from item) order by id for update)
        , seat as (
          update sections s set basket_count = s.basket_count - c.n
          from (select section_id, count(*)::int as n from item group by section_id) c
          where s.id = c.section_id and s.id = any(array(select id from locked)) returning s.id)
        , bump as (
          update registration_baskets set version = version + 1, updated_at = now()
          where id in (select basket_id from item) returning id)
        select basket_id, array_agg(section_id order by section_id) as section_ids
        from item group by basket_id`,
    )
    for (const b of emptied) {
      await recordAudit(t, actor, {
        entity: 'registration_basket',
        entityId: b.basket_id,
        action: 'close_on_departure',
        before: { sectionIds: b.section_ids },
        after: { sectionIds: [] },
        reason: 'departure',
      })
    }
    return emptied.length
  })
}
