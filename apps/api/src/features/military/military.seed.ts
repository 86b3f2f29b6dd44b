/**
 * Demo data of the military feature (issue 35): the YÖKSİS unit id (`birimId`) of every programme, which
 * YÖKSİS's `askerlikErtelemeTalep` requires and the portal's units do not carry. The demo ids are
 * 150000 + the unit id (YÖKSİS unit ids are six-digit numbers); a real installation enters its programmes'
 * ids from YÖKSİS. Pure and deterministic.
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { militaryUnits } from './military.schema.ts'

/** The demo YÖKSİS unit id of a programme unit. */
export const demoBirimIdOf = (unitId: number) => 150_000 + unitId

/** The military feature's demo data: a YÖKSİS unit id per programme. */
export const militarySeed: FeatureSeed<{ militaryUnits: typeof militaryUnits }> = {
  slug: 'military',
  tables: { militaryUnits },
  identity: [],
  build(core) {
    return {
      militaryUnits: core.units
        .filter((u) => u.kind === 'programme')
        .map((u) => ({ unitId: u.id, birimId: demoBirimIdOf(u.id) })),
    }
  },
}
