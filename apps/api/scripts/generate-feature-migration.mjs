#!/usr/bin/env node
/**
 * Generates a migration for one feature into its own folder: src/features/<slug>/migrations, from that
 * feature's `*.schema.ts` files only (core tables it references are created by the core folder, which is
 * always applied first). Usage: npm run db:generate:feature -w @unacs/api -- <slug> <name>
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const [slug, name] = process.argv.slice(2)
if (!slug || !/^[a-z][a-z0-9-]*$/.test(slug) || !name) {
  console.error('usage: generate-feature-migration <slug> <name>')
  process.exit(2)
}
if (!existsSync(`src/features/${slug}`)) {
  console.error(`no feature folder src/features/${slug}`)
  process.exit(2)
}
const result = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect=postgresql',
    `--schema=./src/features/${slug}/*.schema.ts`,
    `--out=./src/features/${slug}/migrations`,
    `--name=${name}`,
  ],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
