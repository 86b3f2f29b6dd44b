import { defineConfig } from 'drizzle-kit'

/** drizzle-kit: generates SQL migrations from every `*.schema.ts` under src into src/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './src/db/migrations',
})
