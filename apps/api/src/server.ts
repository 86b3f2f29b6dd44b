/**
 * Process entry point (`npm start`, `npm run start:prod`): refuses to start, one line per problem on stderr
 * and exit code 1, when a variable is malformed (issue 33 §3); with NODE_ENV=production then refuses to start,
 * one line per problem on stderr and exit code 1, while any development default is in force (issue 14);
 * then opens the database, applies migrations (as the DATABASE_MIGRATION_URL owner when set, granting the
 * DATABASE_URL runtime role its privileges; issue 15), warns when the runtime role could empty the audit log, seeds the demo university on an empty database, serves the
 * API and the web app, and shuts down gracefully on SIGINT/SIGTERM.
 */
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { type AppConfig, ConfigError, loadConfig } from './config.ts'
import { auditLogOverreach, isEmpty, migrateWithRoles, openDatabase } from './db/client.ts'
import { seedDemoUniversity } from './db/seed/index.ts'
import { startMetricsServer } from './platform/metrics/metrics.routes.ts'
import { productionProblems } from './production-problems.ts'

const startedAt = performance.now()
const config = configOrExit()
const problems = config.nodeEnv === 'production' ? productionProblems(config) : []
if (problems.length > 0) {
  process.stderr.write(
    `UNACS refuses to start with NODE_ENV=production:\n${problems.map((p) => `  ${p}\n`).join('')}`,
  )
  process.exit(1)
}
const database = await openDatabase(config.database)
await migrateWithRoles(database, config.databaseMigrationUrl)
const app = await buildApp({ config, database })
const overreach = await auditLogOverreach(database)
if (overreach.length > 0) {
  app.log.warn(
    { privileges: overreach },
    'the DATABASE_URL role can alter or empty the audit log: set DATABASE_MIGRATION_URL to the owner and DATABASE_URL to a runtime role (README "Database roles")',
  )
}

if (config.seedStudents > 0 && (await isEmpty(database.db))) {
  const seedStart = performance.now()
  app.log.info({ students: config.seedStudents }, 'empty database: seeding the demo university')
  const summary = await seedDemoUniversity(database.db, { students: config.seedStudents })
  app.log.info({ summary, seconds: ((performance.now() - seedStart) / 1000).toFixed(1) }, 'seeded')
}

// METRICS_PORT: /metrics on its own listener, for a private network only (issue 38).
const metricsServer =
  config.metricsPort !== null ? await startMetricsServer(config.metricsPort, config.host) : null

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error')
  else app.log.info({ signal }, 'shutting down')
  metricsServer?.close()
  await app.close()
  await database.close()
})

await app.listen({ port: config.port, host: config.host })
app.log.info(
  {
    url: config.publicUrl,
    engine: database.engine,
    startupSeconds: ((performance.now() - startedAt) / 1000).toFixed(1),
  },
  `UNACS is serving at ${config.publicUrl}`,
)

/**
 * The configuration, or — when the environment has malformed values (ConfigError, issue 33 §3) — exit code 1
 * after one line per problem on stderr, with no stack trace. Other errors are thrown as they are.
 */
function configOrExit(): AppConfig {
  try {
    return loadConfig()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    process.stderr.write(
      `UNACS cannot start: the configuration is not valid:\n${err.problems.map((p) => `  ${p}\n`).join('')}`,
    )
    process.exit(1)
  }
}
