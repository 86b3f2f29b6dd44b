/**
 * The whole demo university in memory (DESIGN.md §5b): the core world, then every feature's seed of the list
 * in `features/seeds.ts`, as tables with their rows in insertion (foreign-key) order. Pure and deterministic:
 * the same `students` and `seed` give identical rows.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import { FEATURE_SEEDS } from '../../features/seeds.ts'
import { CORE_IDENTITY, CORE_TABLES } from './core-tables.ts'
import { buildCoreWorld, DEFAULT_SEED } from './core-world.ts'
import type { CoreRows, CoreWorld, EarlierRows, FeatureSeed, SeedTables } from './feature-seed.ts'
import { createRng } from './rng.ts'

/** One seeded table: its name (a `CoreRows` key or a feature's table key), the table and its rows. */
export interface SeededTable {
  name: string
  table: PgTable
  /** Whether `id` is an identity column written explicitly (its sequence is moved past the seed). */
  identity: boolean
  rows: readonly object[]
}

/** The built demo university: the core world and every seeded table's rows, in insertion order. */
export interface SeedWorld {
  core: CoreWorld
  tables: SeededTable[]
}

/** Every seeded table (core and features), in insertion order; for emptying them. */
export function seededTables(): PgTable[] {
  return [...Object.values(CORE_TABLES), ...FEATURE_SEEDS.flatMap((e) => Object.values(e.seed.tables))]
}

/** Builds the demo university for `studentCount` student persons (demo students included). */
export function buildWorld(studentCount: number, seed: number = DEFAULT_SEED): SeedWorld {
  const core = buildCoreWorld(studentCount, seed)
  const tables: SeededTable[] = (Object.keys(CORE_TABLES) as (keyof CoreRows)[]).map((name) => ({
    name,
    table: CORE_TABLES[name],
    identity: CORE_IDENTITY.includes(name),
    rows: core[name],
  }))
  const built = new Map<FeatureSeed<SeedTables, unknown>, Record<string, readonly object[]>>()
  const earlier = ((s: FeatureSeed<SeedTables, unknown>) => {
    const rows = built.get(s)
    if (!rows) throw new Error(`seed ${s.slug} is used before it is built; move it up in features/seeds.ts`)
    return rows
  }) as EarlierRows
  const rng = (stream: string) => createRng(seed, stream)
  for (const { seed: featureSeed, input } of FEATURE_SEEDS) {
    const rows = featureSeed.build(core, rng, input(earlier))
    built.set(featureSeed, rows)
    for (const [name, table] of Object.entries(featureSeed.tables)) {
      if (tables.some((t) => t.name === name)) throw new Error(`two seeded tables are named ${name}`)
      tables.push({
        name,
        table,
        identity: featureSeed.identity.includes(name),
        rows: rows[name] ?? [],
      })
    }
  }
  return { core, tables }
}
