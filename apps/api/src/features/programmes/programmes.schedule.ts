/**
 * The publish date of programme versions (issue 37 "The publish date is ignored"; spec §3 "publish date"): a
 * version published with a publish date after today (Europe/Istanbul) is `scheduled`: read-only, not public; the
 * programme's published version stays public until that date. Who is public is decided at read time
 * (`publicVersionIds`), so the switch happens at Istanbul midnight whatever the jobs do; a recurring platform task
 * (`registerPublishDueTask`) then makes it durable (the scheduled version becomes published, the previous one
 * archived, both audited as the system). docs/decisions.md "Programme publish dates".
 */
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { Tx } from './programmes.repo.ts'
import { programmeVersions } from './programmes.schema.ts'

/** The recurring task's name and how often an instance asks for a run (ms). */
export const PUBLISH_DUE_TASK = 'programmes-publish-due'
const ASK_EVERY_MS = 60_000

/** The system as an audit actor (the scheduled switch nobody clicks). */
const SYSTEM = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/**
 * The public version id of each programme in `ids` on Istanbul date `today` (YYYY-MM-DD): a scheduled version
 * whose publish date has come, else the published one. Programmes with neither are absent.
 */
export async function publicVersionIds(db: Tx, ids: number[], today: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: programmeVersions.id,
      programmeId: programmeVersions.programmeId,
      status: programmeVersions.status,
    })
    .from(programmeVersions)
    .where(
      and(
        inArray(programmeVersions.programmeId, ids),
        sql`(${programmeVersions.status} = 'published' or (${programmeVersions.status} = 'scheduled' and ${programmeVersions.publishDate} <= ${today}))`,
      ),
    )
  const out = new Map<number, number>()
  for (const r of rows) {
    if (r.status === 'scheduled' || !out.has(r.programmeId)) out.set(r.programmeId, r.id)
  }
  return out
}

/** SQL: version column `id` is the public version of its programme on `today` (for joins like the fee reader). */
export function isPublicVersion(today: string) {
  return sql`(${programmeVersions.status} = 'scheduled' and ${programmeVersions.publishDate} <= ${today}
    or ${programmeVersions.status} = 'published' and not exists (select 1 from programme_versions s
      where s.programme_id = ${programmeVersions.programmeId} and s.status = 'scheduled' and s.publish_date <= ${today}))`
}

/**
 * Makes every scheduled version whose publish date has come (Istanbul, by `clock`) published and archives the
 * programme's previous published version, in one transaction per version, audited as the system → how many
 * switched. Idempotent; safe on several instances (row locks, the partial unique indexes).
 */
export async function promoteDueVersions(db: Database, clock: Clock): Promise<number> {
  const today = istanbulToday(clock())
  const due = await db
    .select({ id: programmeVersions.id })
    .from(programmeVersions)
    .where(and(eq(programmeVersions.status, 'scheduled'), lte(programmeVersions.publishDate, today)))
  let switched = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(programmeVersions)
        .where(eq(programmeVersions.id, id))
        .for('update')
      if (!before || before.status !== 'scheduled') return false
      await archivePublished(tx, before.programmeId, id)
      const [after] = await tx
        .update(programmeVersions)
        .set({ status: 'published', publishedAt: clock() })
        .where(eq(programmeVersions.id, id))
        .returning()
      await recordAudit(tx, SYSTEM, {
        entity: 'programme-version',
        entityId: id,
        action: 'publish-due',
        before: withoutKey(before),
        after: withoutKey(after),
      })
      return true
    })
    if (done) switched++
  }
  return switched
}

/** Archives the published version of `programmeId` other than `keepId`, audited as the system when done here. */
export async function archivePublished(tx: Tx, programmeId: number, keepId: number): Promise<number[]> {
  const rows = await tx
    .update(programmeVersions)
    .set({ status: 'archived' })
    .where(
      and(
        eq(programmeVersions.programmeId, programmeId),
        eq(programmeVersions.status, 'published'),
        ne(programmeVersions.id, keepId),
      ),
    )
    .returning({ id: programmeVersions.id })
  return rows.map((r) => r.id)
}

/** Registers the recurring switch of due versions with the app's job service. */
export function registerPublishDueTask(jobs: Jobs, db: Database, clock: Clock): void {
  jobs.every({
    name: PUBLISH_DUE_TASK,
    everyMs: ASK_EVERY_MS,
    run: async () => {
      await promoteDueVersions(db, clock)
    },
  })
}

/** A version row without its preview key (never written to the audit trail). */
function withoutKey<T extends { previewKey?: string } | undefined>(row: T) {
  if (!row) return row
  const { previewKey: _, ...rest } = row
  return rest
}
