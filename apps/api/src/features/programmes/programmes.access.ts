/**
 * The registrar's access to programme versions (issue 19 "Registrar side"; spec §5): the units of the caller's
 * active registrar role, a version within them, claiming a draft for an edit with a compare-and-set on its
 * `version` (of two concurrent writers one gets 409; a published or archived version 422), and the audit row.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { activeRoleUnits, programmeUnder, programmeUnits, type Tx, versionHeader } from './programmes.repo.ts'
import { programmeVersions } from './programmes.schema.ts'

/** Creates the registrar's access checks over `db`. */
export function createProgrammeAccess(db: Database) {
  /** The units of the caller's active role (403 when none). */
  async function scope(principal: Principal, tx: Tx = db): Promise<number[]> {
    const units = await activeRoleUnits(tx, principal)
    if (units.length === 0) throw forbidden()
    return units
  }

  /** Version `id` within the caller's scope with its programme (404 otherwise). */
  async function scopedVersion(tx: Tx, principal: Principal, id: number, lang: Language = 'tr') {
    const units = await scope(principal, tx)
    const head = await versionHeader(tx, id, lang)
    if (!head) throw notFound()
    const [inScope] = await programmeUnits(
      tx,
      lang,
      sql`p.id = ${head.unit.id} and ${programmeUnder(sql`p.id`, units)}`,
    )
    if (!inScope) throw notFound()
    return head
  }

  /**
   * Claims draft `id` at `version` for an edit: bumps its version in one conditional update → the row before.
   * 404 unknown/out of scope; 422 not a draft (published versions are read-only); 409 stale version.
   */
  async function claimDraft(tx: Tx, principal: Principal, id: number, version: number) {
    const head = await scopedVersion(tx, principal, id)
    const [row] = await tx
      .update(programmeVersions)
      .set({ version: sql`${programmeVersions.version} + 1` })
      .where(
        and(
          eq(programmeVersions.id, id),
          eq(programmeVersions.version, version),
          eq(programmeVersions.status, 'draft'),
        ),
      )
      .returning()
    if (!row) {
      if (head.v.status !== 'draft') throw businessRule('programmes.readOnly')
      throw conflict('programmes.stale')
    }
    return { before: head.v, after: row, head }
  }

  /** Writes the audit row of `action` on `entity` `id` with `before` and `after`, in `tx`. */
  const audit = (
    tx: Tx,
    principal: Principal,
    entity: string,
    id: number | string,
    action: string,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, auditActorOf(principal), { entity, entityId: id, action, before, after })

  return { scope, scopedVersion, claimDraft, audit }
}

/** The registrar's access checks (see `createProgrammeAccess`). */
export type ProgrammeAccess = ReturnType<typeof createProgrammeAccess>
