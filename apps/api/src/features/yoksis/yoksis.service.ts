/**
 * YÖKSİS comparison, correction worklist and health registration (issues 20 and 35; spec §1). The registrar
 * (role 4) works within the units of their role. A comparison of the chosen units / class / student runs as a
 * resumable background job asking YÖKSİS per person (yoksis.comparison-job.ts); its job key holds the choice, so
 * different choices are different jobs and the last finished result of a choice stays visible while a new run
 * goes or after one fails. Accepted differences go on the worklist (yoksis.worklist.ts): no write service exists.
 */
import type {
  Comparison,
  ComparisonKind,
  ComparisonOverview,
  ComparisonParameters,
  ComparisonScope,
  DifferenceQuery,
  HealthCandidate,
  SaveComparisonParameters,
  YoksisRegistrationResult,
} from '@unacs/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { WORKER_DIED } from '../../platform/jobs/job-service.ts'
import type { JobContext, Jobs } from '../../platform/jobs/jobs.ts'
import type { YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { type ComparisonField, DEFAULT_FIELDS } from './yoksis.compare.ts'
import { type ComparisonJob, runComparisonJob, scopeKeyOf, unitIdsOfKey } from './yoksis.comparison-job.ts'
import { differencesPage } from './yoksis.differences.ts'
import { createYoksisRegistration } from './yoksis.registration.ts'
import { rowsOf, scopeUnits, unitName, unitTree } from './yoksis.repo.ts'
import { yoksisComparisons, yoksisParameters } from './yoksis.schema.ts'
import { createYoksisWorklist } from './yoksis.worklist.ts'

/** What the service needs from other features: the CGPA of studentships (grades), for the GPA field. */
export interface YoksisDeps {
  cgpaOf(studentIds: readonly number[]): Promise<Map<number, number | null>>
}

/** Settings: persons asked per second, and the university's YÖKSİS unit id (resolved lazily). */
export interface YoksisSettings {
  ratePerS: number
  universityBirimId: () => Promise<number>
}

/** The background job kind of a comparison. */
export const COMPARISON_JOB = 'yoksis.compare'
export type { ComparisonJob }

/** The 503 for a YÖKSİS failure, in the caller's language (unreachable, fault with its text, circuit open). */
export function unavailable(err: YoksisUnavailable): AppError {
  return new AppError(503, `yoksis.${err.reason}`, { detail: err.message.slice(0, 200) })
}

/** Creates the YÖKSİS service. */
export function createYoksisService(
  db: Database,
  client: YoksisClient,
  jobs: Jobs,
  deps: YoksisDeps,
  settings: YoksisSettings,
) {
  /** Throws 404 for an unknown unit and 403 for one outside the caller's scope. */
  async function checkUnits(p: Principal, unitIds: readonly number[], lang: Language): Promise<void> {
    const scope = await scopeUnits(db, p)
    for (const unitId of unitIds) {
      if ((await unitName(db, unitId, lang)) === null) throw notFound('yoksis.unitNotFound')
      if (!scope.includes(unitId)) throw forbidden()
    }
  }

  /** The parameters of `kind` (defaults until first saved), read through `runner` (a transaction or db). */
  async function parameters(
    kind: ComparisonKind,
    runner: Pick<Database, 'select'> = db,
  ): Promise<ComparisonParameters> {
    const [row] = await runner.select().from(yoksisParameters).where(eq(yoksisParameters.kind, kind))
    return {
      Kind: kind,
      Fields: (row?.fields ?? [...DEFAULT_FIELDS]) as ComparisonField[],
      Version: row?.version ?? 0,
    }
  }

  /** The comparison row as the contract shows it. */
  async function view(id: number, lang: Language): Promise<Comparison> {
    const [c] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.id, id))
    if (!c) throw notFound('yoksis.comparisonNotFound')
    const counts = await rowsOf<{ kind: string; n: number }>(
      db,
      sql`select kind, count(*)::int as n from yoksis_differences where comparison_id = ${id} group by kind`,
    )
    const n = (k: string) => Number(counts.find((x) => x.kind === k)?.n ?? 0)
    const scope = (c.scope ?? {}) as {
      unitIds?: number[]
      classYear?: number | null
      studentId?: number | null
    }
    return {
      Id: c.id,
      Kind: c.kind as ComparisonKind,
      UnitId: c.unitId,
      UnitName: (await unitName(db, c.unitId, lang)) ?? '',
      TermId: c.termId,
      Fields: c.fields as ComparisonField[],
      UnitIds: scope.unitIds ?? [c.unitId],
      ClassYear: scope.classYear ?? null,
      StudentId: scope.studentId ?? null,
      State: c.state as Comparison['State'],
      Done: c.done,
      Total: c.total,
      FailedCount: c.failedCount,
      OursCount: c.oursCount,
      TheirsCount: c.theirsCount,
      Counts: {
        missingThere: n('missingThere'),
        missingHere: n('missingHere'),
        fieldDiffers: n('fieldDiffers'),
      },
      Error: c.error,
      StartedAt: c.startedAt.toISOString(),
      FinishedAt: c.finishedAt?.toISOString() ?? null,
    }
  }

  /** The comparison `id` if the caller's scope holds all its units (404 otherwise). */
  async function ownComparison(p: Principal, id: number) {
    const [c] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.id, id))
    const unitIds = ((c?.scope ?? {}) as { unitIds?: number[] }).unitIds ?? (c ? [c.unitId] : [])
    const scope = await scopeUnits(db, p)
    if (!c || !unitIds.every((u) => scope.includes(u))) throw notFound('yoksis.comparisonNotFound')
    return c
  }

  /** The job input of a choice, after its checks: units in scope, the term, the student in the units. */
  async function jobOf(p: Principal, input: ComparisonScope, lang: Language): Promise<ComparisonJob> {
    await checkUnits(p, input.UnitIds, lang)
    const [term] = await db.select().from(academicTerms).where(eq(academicTerms.id, input.TermId))
    if (!term) throw notFound('yoksis.termNotFound')
    let studentId = input.StudentId ?? null
    const studentNo = input.StudentNo ?? null
    if (studentId !== null || studentNo !== null) {
      const [st] = await rowsOf<{ id: number }>(
        db,
        sql`with recursive tree as (
            select id from units where id in (${sql.join(
              input.UnitIds.map((i) => sql`${i}`),
              sql`, `,
            )})
            union select u.id from units u join tree t on u.parent_id = t.id
          ) select s.id from students s where ${studentId !== null ? sql`s.id = ${studentId}` : sql`s.student_no = ${studentNo}`}
            and s.programme_id in (select id from tree)`,
      )
      if (!st) throw notFound('yoksis.noStudent')
      studentId = Number(st.id)
    }
    return {
      kind: input.Kind,
      termId: input.TermId,
      unitIds: [...input.UnitIds].sort((a, b) => a - b),
      classYear: studentId !== null ? null : (input.ClassYear ?? null),
      studentId,
      personId: p.personId,
    }
  }

  const worklist = createYoksisWorklist(db, { ownComparison })

  return {
    parameters,

    /** Saves the fields of a kind (409 when `Version` is stale); audited. */
    async saveParameters(p: Principal, input: SaveComparisonParameters): Promise<ComparisonParameters> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(yoksisParameters)
          .where(eq(yoksisParameters.kind, input.Kind))
          .for('update')
        const current = row?.version ?? 0
        if (current !== input.Version)
          throw conflict('yoksis.staleParameters', {}, await parameters(input.Kind, tx))
        const fields = [...input.Fields]
        if (row) {
          await tx
            .update(yoksisParameters)
            .set({ fields, version: current + 1, updatedBy: p.personId, updatedAt: new Date() })
            .where(eq(yoksisParameters.kind, input.Kind))
        } else {
          const inserted = await tx
            .insert(yoksisParameters)
            .values({ kind: input.Kind, fields, version: 1, updatedBy: p.personId })
            .onConflictDoNothing()
            .returning()
          if (inserted.length === 0) throw conflict('yoksis.staleParameters')
        }
        await recordAudit(tx, auditActorOf(p), {
          entity: 'yoksis-parameters',
          entityId: input.Kind,
          action: 'save',
          before: row ? { fields: row.fields } : null,
          after: { fields },
        })
        return { Kind: input.Kind, Fields: fields, Version: current + 1 }
      })
    },

    /** The academic units of the caller's scope, as a tree in display order. */
    async units(p: Principal, lang: Language) {
      return (await unitTree(db, await scopeUnits(db, p), lang)).map((u) => ({
        Id: u.id,
        Name: u.name,
        Kind: u.kind,
        Depth: u.depth,
      }))
    },

    /** The academic terms, newest first. */
    async terms(lang: Language) {
      const rows = await db.select().from(academicTerms).orderBy(sql`${academicTerms.startsOn} desc`)
      return rows.map((t) => ({ Id: t.id, Name: lang === 'en' ? t.nameEn : t.nameTr, IsActive: t.isActive }))
    },

    /**
     * Starts the comparison of the chosen scope as a background job (kind `yoksis.compare`, key: kind, term,
     * units, class, student): a second start of the same choice while it is queued or running joins it (never a
     * dead one: platform/jobs). 404 unknown unit, term or student (not in the units), 403 unit outside the scope.
     * The job's result is `{ comparisonId }`; a YÖKSİS outage fails it with a `yoksis.*` message key.
     */
    async startComparison(p: Principal, input: ComparisonScope, lang: Language) {
      const job = await jobOf(p, input, lang)
      return jobs.start(COMPARISON_JOB, job, { key: scopeKeyOf(job), personId: p.personId })
    },

    /**
     * The comparison job `jobId` if its units are in the caller's scope (404 otherwise): its status, the
     * estimated seconds left (remaining persons at the measured pace of this attempt, or the configured rate
     * until a few seconds have passed) and the error in the caller's language.
     */
    async comparisonJob(p: Principal, jobId: string, lang: Language) {
      const status = await jobs.status(jobId, COMPARISON_JOB)
      const scope = await scopeUnits(db, p)
      if (!status || !unitIdsOfKey(status.key).every((u) => scope.includes(u)))
        throw notFound('yoksis.comparisonNotFound')
      const [c] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.jobId, jobId))
      let etaSeconds: number | null = null
      if (c && (status.state === 'running' || status.state === 'queued') && c.total > 0) {
        const elapsed = (Date.now() - c.resumedAt.getTime()) / 1000
        const measured = elapsed >= 3 ? (c.done - c.doneAtResume) / elapsed : 0
        const pace = measured > 0 ? Math.min(measured, settings.ratePerS) : settings.ratePerS
        etaSeconds = Math.ceil((c.total - c.done) / pace)
      }
      const [key = '', detail = ''] = (status.error ?? '').split('|')
      const error =
        status.error === null
          ? null
          : status.error === WORKER_DIED
            ? translate(lang, 'yoksis.workerDied')
            : translate(lang, key.startsWith('yoksis.') ? key : 'yoksis.jobFailed', { detail })
      return {
        ...status,
        // Until the comparison row exists its progress is the job's; after, the row's (the resume point).
        done: c ? c.done : status.done,
        total: c ? c.total : status.total,
        etaSeconds,
        // A running job's silence since its last heartbeat (issue 35): the page warns when its worker seems gone.
        silentSeconds:
          status.state === 'running'
            ? Math.max(0, Math.floor((Date.now() - Date.parse(status.updatedAt)) / 1000))
            : null,
        error,
      }
    },

    /** The job's work (platform/jobs handler): resumable, see yoksis.comparison-job.ts. */
    runComparison(input: ComparisonJob, ctx: JobContext) {
      return runComparisonJob(
        {
          db,
          client,
          ratePerS: settings.ratePerS,
          universityBirimId: settings.universityBirimId,
          fieldsOf: async (kind) => (await parameters(kind)).Fields,
          cgpaOf: deps.cgpaOf,
        },
        input,
        ctx,
      )
    },

    /** The comparison (404 when unknown or outside the caller's scope). */
    async comparison(p: Principal, id: number, lang: Language): Promise<Comparison> {
      await ownComparison(p, id)
      return view(id, lang)
    },

    /**
     * For a choice: the last finished comparison, the last failed one after it (if any) and the job under way.
     * 403/404 as the start. A reload of the page finds the running job here.
     */
    async overview(p: Principal, input: ComparisonScope, lang: Language): Promise<ComparisonOverview> {
      const job = await jobOf(p, input, lang)
      const key = scopeKeyOf(job)
      const latestOf = async (state: string) => {
        const [c] = await db
          .select({ id: yoksisComparisons.id })
          .from(yoksisComparisons)
          .where(
            and(
              eq(yoksisComparisons.kind, job.kind),
              eq(yoksisComparisons.scopeKey, key),
              eq(yoksisComparisons.state, state),
            ),
          )
          .orderBy(desc(yoksisComparisons.id))
          .limit(1)
        return c ? view(c.id, lang) : null
      }
      const lastDone = await latestOf('done')
      const lastFailed = await latestOf('failed')
      const running = await jobs.latest(COMPARISON_JOB, key)
      return {
        LastDone: lastDone,
        LastFailed: lastFailed && (!lastDone || lastFailed.Id > lastDone.Id) ? lastFailed : null,
        Running:
          running && (running.state === 'queued' || running.state === 'running')
            ? { JobId: running.id }
            : null,
      }
    },

    /** The latest comparison of a kind and unit (any scope with that first unit), or null. 403/404 as `compare`. */
    async latest(
      p: Principal,
      kind: ComparisonKind,
      unitId: number,
      lang: Language,
    ): Promise<Comparison | null> {
      await checkUnits(p, [unitId], lang)
      const [c] = await db
        .select({ id: yoksisComparisons.id })
        .from(yoksisComparisons)
        .where(and(eq(yoksisComparisons.kind, kind), eq(yoksisComparisons.unitId, unitId)))
        .orderBy(sql`${yoksisComparisons.id} desc`)
        .limit(1)
      return c ? view(c.id, lang) : null
    },

    /** A page of the comparison's differences, filtered. */
    async differences(p: Principal, id: number, q: DifferenceQuery) {
      await ownComparison(p, id)
      return differencesPage(db, id, q)
    },

    /** Every filtered difference, for the export. */
    async allDifferences(p: Principal, id: number, q: Omit<DifferenceQuery, 'page' | 'pageSize'>) {
      await ownComparison(p, id)
      return (await differencesPage(db, id, { ...q, page: 1, pageSize: 1_000_000 })).items
    },

    ...worklist,

    ...createYoksisRegistration(db, client, { scopeUnits: (p) => scopeUnits(db, p) }),
  }
}

/** The YÖKSİS service's type. */
export type YoksisService = ReturnType<typeof createYoksisService>
export type { HealthCandidate, YoksisRegistrationResult }
