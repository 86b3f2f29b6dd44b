/**
 * The retention calls (issue 39 "Retention"), /api/Retention/{Controller}/{Action}, for the system
 * administrator (role 13) only: the rules with the last runs, and "Run now" (audited `retention` `run`).
 */
import { ZRetentionOverview, ZRetentionStarted } from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access, auditActorOf } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './retention.messages.ts'
import type { RetentionService, RunTrigger } from './retention.service.ts'

/** What the routes use of the feature (created by index.ts). */
export interface RetentionControls {
  service: RetentionService
  start(by: RunTrigger): Promise<{ id: string; joined: boolean }>
  running(): Promise<boolean>
}

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the calls over `retention`. */
export async function retentionRoutes(
  app: FastifyInstance,
  deps: { retention: RetentionControls; db: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['retention']
  const admin = {
    config: {
      access: access.staff([ROLE_IDS.sysadmin]),
      scope: { none: 'the system administrator is university-wide' },
    },
  }
  const E = errorWrapper
  const { retention } = deps

  /** GET /api/Retention/Overview/Get: the rules (in the caller's language), the last 10 runs, whether one runs. */
  api.get(
    '/api/Retention/Overview/Get',
    { ...admin, schema: { tags, response: { 200: wrapped(ZRetentionOverview), 401: E, 403: E } } },
    async (r, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await retention.service.overview(lang(r), await retention.running()))
    },
  )

  /**
   * POST /api/Retention/Runs/Start: starts the rules now (or joins the run queued or running), audited as
   * `retention` `run` with the job's id; answers the job (`joined` when it joined one).
   */
  api.post(
    '/api/Retention/Runs/Start',
    { ...admin, schema: { tags, response: { 200: wrapped(ZRetentionStarted), 401: E, 403: E } } },
    async (r) => {
      const principal = principalOf(r)
      const started = await retention.start({ trigger: 'operator', personId: principal.personId })
      await deps.db.transaction((tx) =>
        recordAudit(tx, auditActorOf(principal), {
          entity: 'retention',
          entityId: started.id,
          action: 'run',
          after: { joined: started.joined },
        }),
      )
      return ok(started, translate(lang(r), started.joined ? 'retention.runJoined' : 'retention.runStarted'))
    },
  )
}
