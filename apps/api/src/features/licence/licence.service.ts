/**
 * Microsoft licence rules (spec §1 "Microsoft A1/A3 licence status and A3 request", §4, §8; issue "Staff
 * self-service" § Microsoft licence), for staff and students alike (the licence belongs to the person):
 * - everyone holds A1 (no row needed);
 * - A3 is requested once; asking again while requested or held is refused (409);
 * - the request goes to the licence provider in the same transaction: a provider failure keeps nothing and
 *   answers the §8 message "A3 licence request failed" (502);
 * - reading the status asks the provider whether a requested A3 has been assigned, and records it as held.
 * Requests and grants are audited (approvals).
 */
import type { LicenceStatus } from '@unacs/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, conflict, notFound } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import type { LicenceProvider, LicenceUser } from './licence.provider.ts'
import { a3Of, emailOf, insertA3Request, type LicenceRow, markA3Held } from './licence.repo.ts'

/** The licence owner's answer, not ours: 502 with the §8 message. */
const requestFailed = () => new AppError(502, 'licence.requestFailed')

/** Grants are observed by the system, not done by the person reading the status. */
const SYSTEM: AuditActor = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

function statusOf(row: LicenceRow | null): LicenceStatus {
  return {
    A1: 'held',
    A3: row ? row.status : 'none',
    A3RequestedAt: row ? row.requestedAt.toISOString() : null,
    A3GrantedAt: row?.grantedAt ? row.grantedAt.toISOString() : null,
  }
}

/** Creates the licence service over `db` with `provider`. */
export function createLicenceService(db: Database, clock: Clock, provider: LicenceProvider) {
  async function userOf(principal: Principal): Promise<LicenceUser> {
    const email = await emailOf(db, principal.personId)
    if (!email) throw notFound()
    return { personId: principal.personId, email }
  }

  return {
    /**
     * The caller's licences. A requested A3 that the provider has assigned in the meantime becomes held
     * (and is audited). A provider that cannot be asked leaves it requested.
     */
    async status(principal: Principal, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<LicenceStatus> {
      const row = await a3Of(db, principal.personId)
      if (row?.status !== 'requested') return statusOf(row)
      let granted = false
      try {
        granted = await provider.isA3Granted(await userOf(principal), row.requestedAt)
      } catch (err) {
        log?.warn({ err }, 'licence provider status check failed')
      }
      if (!granted) return statusOf(row)
      const held = await db.transaction(async (tx) => {
        const updated = await markA3Held(tx, principal.personId, clock())
        if (updated) {
          await recordAudit(tx, SYSTEM, {
            entity: 'licence',
            entityId: updated.id,
            action: 'grant',
            before: { personId: row.personId, kind: 'A3', status: row.status },
            after: {
              personId: updated.personId,
              kind: 'A3',
              status: updated.status,
              grantedAt: updated.grantedAt,
            },
            reason: 'assigned by the licence provider',
          })
        }
        return updated
      })
      return statusOf(held ?? (await a3Of(db, principal.personId)))
    },

    /**
     * Requests an A3 licence for the caller. 409 `licence.alreadyRequested` / `licence.alreadyHeld`;
     * 502 `licence.requestFailed` when the provider refuses or cannot be reached (nothing is kept).
     */
    async requestA3(principal: Principal, log?: Pick<FastifyBaseLogger, 'error'>): Promise<LicenceStatus> {
      const user = await userOf(principal)
      const row = await db.transaction(async (tx) => {
        const created = await insertA3Request(tx, principal.personId, clock())
        if (!created) {
          const existing = await a3Of(tx, principal.personId)
          throw conflict(
            existing?.status === 'held' ? 'licence.alreadyHeld' : 'licence.alreadyRequested',
            {},
            statusOf(existing),
          )
        }
        try {
          await provider.requestA3(user)
        } catch (err) {
          log?.error({ err }, 'licence provider request failed')
          throw requestFailed()
        }
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'licence',
          entityId: created.id,
          action: 'request',
          after: {
            personId: created.personId,
            kind: 'A3',
            status: created.status,
            requestedAt: created.requestedAt,
          },
        })
        return created
      })
      return statusOf(row)
    },
  }
}

/** The licence service's type. */
export type LicenceService = ReturnType<typeof createLicenceService>
