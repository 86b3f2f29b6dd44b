/**
 * The seats students hold in sections (issue 22 "Section definitions"): registered and held in baskets. The
 * registration feature keeps these counts; other features read them through this function, passed in by
 * features/index.ts, never by reading the counts themselves.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

/** Seats of one section: registered students and students holding it in a basket. */
export interface SectionSeats {
  registered: number
  inBaskets: number
}

/**
 * The seats of `sectionIds`, read with `runner` (pass the caller's transaction after it locked the rows, so
 * the counts cannot change before it commits). Unknown ids are absent from the map.
 */
export async function sectionSeats(
  runner: Pick<Database, 'execute'>,
  sectionIds: readonly number[],
): Promise<Map<number, SectionSeats>> {
  if (sectionIds.length === 0) return new Map()
  const result = await runner.execute(
    sql`select id, registered_count as "registered", basket_count as "inBaskets" from sections
      where id in (${sql.join(
        sectionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
  const found = (result as unknown as { rows: ({ id: number } & SectionSeats)[] }).rows
  return new Map(found.map((r) => [r.id, { registered: r.registered, inBaskets: r.inBaskets }]))
}
