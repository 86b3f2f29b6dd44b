/**
 * The operator's status page calls (issue 38 "The operator's page"), /api/SystemStatus/{Controller}/{Action},
 * for the system administrator (role 13) only: the overview, retrying a failed job (audited) and starting the
 * audit chain's verification.
 */
import { ZJobStarted, ZRetryJob, ZStatusJob, ZStatusOverview } from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { conflict, notFound } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './system-status.messages.ts'
import type { SystemStatusService } from './system-status.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the calls over `status`. */
export async function systemStatusRoutes(app: FastifyInstance, deps: { status: SystemStatusService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['system-status']
  const admin = {
    config: {
      access: access.staff([ROLE_IDS.sysadmin]),
      scope: { none: 'the system administrator is university-wide' },
    },
  }
  const E = errorWrapper
  const { status } = deps

  /** GET /api/SystemStatus/Overview/Get: instances, database, jobs, outside systems, audit chain (read now). */
  api.get(
    '/api/SystemStatus/Overview/Get',
    { ...admin, schema: { tags, response: { 200: wrapped(ZStatusOverview), 401: E, 403: E } } },
    async (_r, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await status.overview())
    },
  )

  /**
   * POST /api/SystemStatus/Jobs/Retry { id }: queues a failed job again (audited `background_job` `retry`).
   * 404 no such job, 409 not failed or the same work already queued or running.
   */
  api.post(
    '/api/SystemStatus/Jobs/Retry',
    {
      ...admin,
      schema: {
        tags,
        body: ZRetryJob,
        response: { 200: wrapped(ZStatusJob), 400: E, 403: E, 404: E, 409: E },
      },
    },
    async (r) => {
      const result = await status.retry(principalOf(r), r.body.id)
      if (result === 'notFound') throw notFound('systemStatus.jobNotFound')
      if (result === 'notFailed') throw conflict('systemStatus.jobNotFailed')
      if (result === 'busy') throw conflict('systemStatus.jobBusy')
      return ok(result.job, translate(lang(r), 'systemStatus.jobRetried'))
    },
  )

  /** POST /api/SystemStatus/AuditChain/Verify: starts (or joins) the chain's verification job. */
  api.post(
    '/api/SystemStatus/AuditChain/Verify',
    { ...admin, schema: { tags, response: { 200: wrapped(ZJobStarted), 403: E } } },
    async (r) => ok(await status.verifyNow(principalOf(r)), translate(lang(r), 'systemStatus.verifyStarted')),
  )
}
