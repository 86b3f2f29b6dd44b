/**
 * The operator's status page (issue 38 "The operator's page"): this instance's heartbeat, the outside systems'
 * last outcomes (fed by the metrics' call listener), the audit chain's scheduled and asked-for verifications,
 * and the system administrator's routes over them.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import type { JobAdmin, Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { onCircuitChange, onOutsideCall } from '../../platform/metrics/metrics.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import type { SmsSender } from '../../platform/sms/sms-sender.ts'
import { auditVerifyHandler, startScheduledVerification } from './audit-verification.ts'
import { createHeartbeat } from './heartbeat.ts'
import { createOutcomeStore } from './outcome-store.ts'
import { systemStatusRoutes } from './system-status.routes.ts'
import { createSystemStatusService } from './system-status.service.ts'

/** What the feature needs: the database, configuration, the job service and the outside services' probes. */
export interface SystemStatusDeps {
  db: Database
  config: Pick<AppConfig, 'appVersion' | 'statusHeartbeatSeconds' | 'auditVerifyHours'>
  databaseInfo: Pick<DatabaseHandle, 'engine' | 'poolStats'>
  jobs: Jobs
  jobAdmin: JobAdmin
  counters: Pick<CounterStore, 'health'>
  mailer: Pick<Mailer, 'health'>
  sms: Pick<SmsSender, 'health'>
}

/** The outside services' states as /readyz names them (only those configured). */
async function serviceStates(deps: SystemStatusDeps): Promise<Record<string, string>> {
  const states: Record<string, string> = {}
  const probes = [
    ['redis', deps.counters.health],
    ['smtp', deps.mailer.health],
    ['sms', deps.sms.health],
  ] as const
  for (const [name, health] of probes) {
    if (!health) continue
    try {
      states[name] = await health()
    } catch (err) {
      states[name] = `down: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200)
    }
  }
  return states
}

/** Registers the feature: heartbeat from ready to close, outcome recording, the verification job, the routes. */
export async function systemStatusFeature(app: FastifyInstance, deps: SystemStatusDeps) {
  const { db, config } = deps
  deps.jobs.register(auditVerifyHandler(db))
  const heartbeat = createHeartbeat({
    db,
    version: config.appVersion,
    beatSeconds: config.statusHeartbeatSeconds,
    services: () => serviceStates(deps),
    onBeat: async () => void (await startScheduledVerification(db, deps.jobs, config.auditVerifyHours)),
    log: app.log,
  })
  const outcomes = createOutcomeStore(db, app.log)
  const stopCalls = onOutsideCall((event) => outcomes.record(event))
  const stopCircuits = onCircuitChange(() => void heartbeat.beat())
  app.addHook('onReady', () => heartbeat.start())
  app.addHook('onClose', async () => {
    stopCalls()
    stopCircuits()
    await outcomes.flush()
    await heartbeat.stop()
  })
  await app.register(systemStatusRoutes, {
    status: createSystemStatusService({
      db,
      database: deps.databaseInfo,
      jobs: deps.jobs,
      jobAdmin: deps.jobAdmin,
      heartbeat,
      outcomes,
      auditVerifyHours: config.auditVerifyHours,
    }),
  })
}
