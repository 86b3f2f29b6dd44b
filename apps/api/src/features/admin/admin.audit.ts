/**
 * The audit log viewer (issue 22 "Audit log"): search by actor (person id, or name / registry number text,
 * Turkish-aware), impersonated entries, entity, entity id, action and Istanbul date range; the export of the
 * filtered entries; the hash-chain verification (platform/audit/audit-verify.ts) on top.
 */
import type {
  AuditChainStatus,
  AuditFacets,
  AuditFilter,
  AuditPage,
  AuditQuery,
  AuditRow,
  Language,
} from '@unacs/contracts'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { auditActionLabel, auditEntityLabel } from '../../platform/audit/audit-labels.ts'
import { verifyAuditChain } from '../../platform/audit/audit-verify.ts'
import { foldedContains, foldTurkish, likeEscape } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import type { AuditRefs } from './admin.audit-refs.ts'

/** Entries read per batch when exporting. */
export const AUDIT_EXPORT_BATCH = 2000
/** The most entries one export holds (narrow the filters for more). */
export const AUDIT_EXPORT_MAX = 100_000

const personName = (col: SQL | typeof auditLog.actorPersonId) =>
  sql<string | null>`(select p.first_name || ' ' || p.last_name from persons p where p.id = ${col})`

/** The where clause of `f`; dates are Istanbul calendar days. */
function whereOf(f: AuditFilter): SQL | undefined {
  const actorName = foldedContains(sql`p.first_name || ' ' || p.last_name`, f.actor)
  const actorText = f.actor ? `%${likeEscape(foldTurkish(f.actor))}%` : null
  return and(
    f.actorPersonId ? eq(auditLog.actorPersonId, f.actorPersonId) : undefined,
    actorText
      ? sql`${auditLog.actorPersonId} in (select p.id from persons p where ${actorName} union select s.person_id from staff_members s where lower(s.registry_no) like ${actorText})`
      : undefined,
    f.impersonated === 'true' ? sql`${auditLog.impersonatorPersonId} is not null` : undefined,
    f.impersonated === 'false' ? sql`${auditLog.impersonatorPersonId} is null` : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityKey ? eq(auditLog.entityId, f.entityKey) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? sql`${auditLog.at} >= (${f.from}::date::timestamp at time zone 'Europe/Istanbul')` : undefined,
    f.to ? sql`${auditLog.at} < ((${f.to}::date + 1)::timestamp at time zone 'Europe/Istanbul')` : undefined,
  )
}

type RawRow = Omit<AuditRow, keyof Awaited<ReturnType<AuditRefs['words']>>[number]>

async function rowsOf(
  db: Database,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<RawRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorPersonId: auditLog.actorPersonId,
      actor: personName(auditLog.actorPersonId),
      impersonator: personName(sql`${auditLog.impersonatorPersonId}`),
      onBehalfOf: auditLog.onBehalfOfRegistryNo,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .offset(offset)
    .limit(limit)
  return rows.map((r) => ({
    Id: r.id,
    At: new Date(r.at).toISOString(),
    ActorPersonId: r.actorPersonId,
    Actor: r.actor,
    Impersonator: r.impersonator,
    OnBehalfOf: r.onBehalfOf,
    Entity: r.entity,
    EntityId: r.entityId,
    Action: r.action,
    Before: r.before ?? null,
    After: r.after ?? null,
    Reason: r.reason,
  }))
}

/**
 * Builds the audit viewer service over `db`, the clock and `refs`, the resolver that puts the entries in the
 * reader's words (labels, names of referenced ids, subjects).
 */
export function createAuditViewer(db: Database, clock: Clock, refs: AuditRefs) {
  /** `rows` with their words in `lang`. */
  const withWords = async (rows: RawRow[], lang: Language): Promise<AuditRow[]> => {
    const words = await refs.words(rows as AuditRow[], lang)
    return rows.map((r, i) => ({ ...r, ...(words[i] as (typeof words)[number]) }))
  }
  return {
    /** One page of entries matching `q`, newest first, in the words of `lang` (issue 36). */
    async list(q: AuditQuery, lang: Language = 'tr'): Promise<AuditPage> {
      const where = whereOf(q)
      const [rows, [count]] = await Promise.all([
        rowsOf(db, where, (q.page - 1) * q.pageSize, q.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ])
      const items = await withWords(rows, lang)
      return { items, page: q.page, pageSize: q.pageSize, total: Number(count?.n ?? 0) }
    },

    /** The entity and action codes on record, each with its name in `lang` (issue 36). */
    async facets(lang: Language = 'tr'): Promise<AuditFacets> {
      const entities = await db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity)
      const actions = await db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action)
      return {
        Entities: entities.map((e) => e.v),
        Actions: actions.map((a) => a.v),
        EntityLabels: Object.fromEntries(entities.map((e) => [e.v, auditEntityLabel(e.v, lang)])),
        ActionLabels: Object.fromEntries(actions.map((a) => [a.v, auditActionLabel(a.v, lang)])),
      }
    },

    /** The filtered entries in batches (words in `lang`), newest first, at most {@link AUDIT_EXPORT_MAX}. */
    async *exportRows(f: AuditFilter, lang: Language = 'tr'): AsyncGenerator<AuditRow[]> {
      const where = whereOf(f)
      for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += AUDIT_EXPORT_BATCH) {
        const rows = await rowsOf(db, where, offset, AUDIT_EXPORT_BATCH)
        if (rows.length === 0) return
        yield await withWords(rows, lang)
        if (rows.length < AUDIT_EXPORT_BATCH) return
      }
    },

    /**
     * Walks the hash chain now: intact with the row count, or the first broken row and why. A database
     * role without read access to the chain head gives a "not available" problem instead of an error.
     */
    async verify(): Promise<AuditChainStatus> {
      const checkedAt = clock().toISOString()
      try {
        const v = await verifyAuditChain(db)
        return v.ok
          ? { Ok: true, Count: v.count, BrokenId: null, Problem: null, CheckedAt: checkedAt }
          : { Ok: false, Count: v.count, BrokenId: v.id, Problem: v.problem, CheckedAt: checkedAt }
      } catch {
        return { Ok: false, Count: 0, BrokenId: null, Problem: 'unavailable', CheckedAt: checkedAt }
      }
    },
  }
}

/** The audit viewer's type. */
export type AuditViewer = ReturnType<typeof createAuditViewer>
