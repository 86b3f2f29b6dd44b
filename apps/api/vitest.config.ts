import { defineConfig } from 'vitest/config'

/** API tests: real HTTP app (app.inject) on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
