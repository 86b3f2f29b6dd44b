/**
 * Our units' YÖKSİS unit ids (issue 35 "unit codes are read from UniversiteBirimlerv1"): the portal's units carry
 * no YÖKSİS ids, so they are read from YÖKSİS's unit tree: the university (YOKSIS_UNIVERSITY_ID, checked with
 * `IDdenBirimAdiGetir`) is our root unit, and below it each of our units is the child of its parent's YÖKSİS
 * unit (`AltBirimleriGetir`) with the same name (BIRIM_ADI, Turkish upper case, spaces folded). Only the branches
 * leading to the programmes asked for are walked, and only where a unit has no id yet; found ids are kept in
 * `yoksis_units`. A unit YÖKSİS does not have stays unmapped: its students' YÖKSİS records cannot be matched.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { YoksisClient } from './yoksis.client.ts'
import { rowsOf } from './yoksis.repo.ts'
import { yoksisUnits } from './yoksis.schema.ts'

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleUpperCase('tr-TR')

/**
 * Maps the programmes `programmeIds` (and their ancestors) to YÖKSİS unit ids, calling YÖKSİS through `paced`
 * (the comparison's rate). Returns our unit id → YÖKSİS unit id for every mapped unit of those branches.
 * Throws YoksisUnavailable when YÖKSİS fails, and Error('yoksis.universityNotFound') when the university id is
 * not a YÖKSİS unit.
 */
export async function syncUnits(
  db: Database,
  client: YoksisClient,
  universityBirimId: number,
  programmeIds: readonly number[],
  paced: <T>(call: () => Promise<T>) => Promise<T>,
): Promise<Map<number, number>> {
  if (programmeIds.length === 0) return new Map()
  // The branches: every ancestor of the programmes, with depth (root 0).
  const branch = await rowsOf<{ id: number; parent_id: number | null; name_tr: string; depth: number }>(
    db,
    sql`with recursive up as (
        select id, parent_id from units where id in (${sql.join(
          programmeIds.map((i) => sql`${i}`),
          sql`, `,
        )})
        union select u.id, u.parent_id from units u join up on u.id = up.parent_id
      ), tree as (
        select u.id, u.parent_id, u.name_tr, 0 as depth from units u where u.parent_id is null and u.id in (select id from up)
        union all select u.id, u.parent_id, u.name_tr, t.depth + 1 from units u join tree t on u.parent_id = t.id
          where u.id in (select id from up)
      ) select id, parent_id, name_tr, depth from tree order by depth, id`,
  )
  const ids = branch.map((b) => Number(b.id))
  const known = new Map(
    (await db.select().from(yoksisUnits).where(inArray(yoksisUnits.unitId, ids))).map((r) => [
      r.unitId,
      r.birimId,
    ]),
  )
  if (branch.every((b) => known.has(Number(b.id)))) return known
  const children = new Map<number, { birimId: number; name: string }[]>()
  const found: { unitId: number; birimId: number; name: string }[] = []
  for (const b of branch) {
    const id = Number(b.id)
    if (known.has(id)) continue
    if (b.parent_id === null) {
      const uni = await paced(() => client.unit(universityBirimId))
      if (!uni) throw new Error('yoksis.universityNotFound')
      known.set(id, uni.birimId)
      found.push({ unitId: id, birimId: uni.birimId, name: uni.name })
      continue
    }
    const parentBirim = known.get(Number(b.parent_id))
    if (parentBirim === undefined) continue
    let below = children.get(parentBirim)
    if (!below) {
      below = (await paced(() => client.subUnits(parentBirim))).map((u) => ({
        birimId: u.birimId,
        name: u.name,
      }))
      children.set(parentBirim, below)
    }
    const match = below.find((u) => norm(u.name) === norm(b.name_tr))
    if (!match) continue
    known.set(id, match.birimId)
    found.push({ unitId: id, birimId: match.birimId, name: match.name })
  }
  if (found.length > 0) {
    await db
      .insert(yoksisUnits)
      .values(found)
      .onConflictDoUpdate({
        target: yoksisUnits.unitId,
        set: { birimId: sql`excluded.birim_id`, name: sql`excluded.name`, syncedAt: new Date() },
      })
  }
  return known
}
