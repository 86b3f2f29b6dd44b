import { defineConfig } from 'drizzle-kit'

/**
 * drizzle-kit for the core migration folder (src/db/migrations): core tables, identity, platform and the
 * features that predate per-feature folders. A newer feature keeps its own folder and is generated with
 * `npm run db:generate:feature -w @unacs/api -- <slug> <name>` (scripts/generate-feature-migration.mjs).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/*.schema.ts',
    './src/platform/**/*.schema.ts',
    './src/identity/**/*.schema.ts',
    './src/features/{proxy,personnel,payroll,licence}/*.schema.ts',
  ],
  out: './src/db/migrations',
})
