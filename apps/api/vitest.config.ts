import { defineConfig } from 'vitest/config'

/** API tests: real HTTP app (app.inject) on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test files at once on the 2-core machine (Vitest's default in a run is cores − 1 = 1): each file has its
    // own database, and on PostgreSQL half of the work is the server's, so the suites take less wall time.
    maxWorkers: 2,
  },
})
