/**
 * The council's programme units for the horizontal transfer's choice (issue 37 § Students): the units below
 * the university's YÖKSİS unit through `UniversiteBirimlerv1` `AltBirimleriGetir`, walked breadth first (at
 * most {@link MAX_DEPTH} levels and {@link MAX_CALLS} calls), keeping the active units whose type is a
 * programme. Cached for {@link TTL_MS} after a full answer; any failure answers null (the caller falls back
 * to its seeded list).
 */
import type { Language } from '@unacs/contracts'
import type { YoksisClient, YoksisUnit } from './yoksis.client.ts'

const MAX_DEPTH = 4
const MAX_CALLS = 200
const TTL_MS = 6 * 3600_000

/** Builds the reader: `rootId` gives the university's BIRIM_ID; `now` is the clock in ms. */
export function createCouncilProgrammes(
  client: Pick<YoksisClient, 'subUnits'>,
  rootId: () => Promise<number>,
  now: () => number = Date.now,
) {
  let cache: { at: number; units: YoksisUnit[] } | null = null
  /** Every programme unit below the root (one walk, shared by the languages). */
  async function programmes(): Promise<YoksisUnit[]> {
    if (cache && now() - cache.at < TTL_MS) return cache.units
    const found: YoksisUnit[] = []
    let level = [await rootId()]
    let calls = 0
    for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
      const next: number[] = []
      for (const id of level) {
        if (++calls > MAX_CALLS) break
        for (const u of await client.subUnits(id)) {
          if (/program/i.test(u.typeName)) {
            if (u.active !== 'Pasif') found.push(u)
          } else next.push(u.birimId)
        }
      }
      level = next
    }
    cache = { at: now(), units: found }
    return found
  }
  /** The programme names in `lang` (English name when YÖKSİS has one), in Turkish order; null when unavailable. */
  return async (lang: Language): Promise<string[] | null> => {
    try {
      const units = await programmes()
      const names = units.map((u) => (lang === 'en' ? (u.englishName ?? u.name) : u.longName || u.name))
      return [...new Set(names)].sort((a, b) => a.localeCompare(b, lang === 'en' ? 'en' : 'tr'))
    } catch {
      return null
    }
  }
}
