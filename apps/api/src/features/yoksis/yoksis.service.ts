/**
 * YÖKSİS comparison, corrections and health-sciences registration (issue 20; spec §1). The registrar (role 4)
 * works within the units of their role. A comparison reads every programme of the chosen unit from YÖKSİS
 * page by page, compares it with ours over the parameters' fields, and stores the differences in one
 * transaction; an outage fails the run and stores none (503). Corrections and registrations carry an
 * operation key, so YÖKSİS carries each out once, and are audited.
 */
import type {
  Comparison,
  ComparisonKind,
  ComparisonParameters,
  DifferenceQuery,
  HealthCandidate,
  SaveComparisonParameters,
  StartComparison,
  YoksisRegistrationResult,
} from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { YoksisClient, YoksisRecord } from './yoksis.client.ts'
import { YoksisUnavailable } from './yoksis.client.ts'
import { type ComparisonField, compareRecords, DEFAULT_FIELDS, YOKSIS_FIELD } from './yoksis.compare.ts'
import { differenceRows, differencesPage } from './yoksis.differences.ts'
import { createYoksisRegistration } from './yoksis.registration.ts'
import { ourRecords, programmesUnder, rowsOf, scopeUnits, unitName, unitTree } from './yoksis.repo.ts'
import { yoksisComparisons, yoksisDifferences, yoksisParameters } from './yoksis.schema.ts'

/** What the service needs from other features: the CGPA of studentships (grades), for the GPA field. */
export interface YoksisDeps {
  cgpaOf(studentIds: readonly number[]): Promise<Map<number, number | null>>
}

/** The background job kind of a comparison. */
export const COMPARISON_JOB = 'yoksis.compare'

/** The input of a comparison job. */
export interface ComparisonJob {
  kind: ComparisonKind
  unitId: number
  termId: number
  personId: number
}

/** Records read from YÖKSİS per call. */
const PAGE_SIZE = 1000
/** A correction left 'sending' longer than this (its process stopped) may be sent again. */
const STALE_RUN_MINUTES = 15

/** The 503 for a YÖKSİS failure, in the caller's language (unreachable, fault with its text, circuit open). */
export function unavailable(err: YoksisUnavailable): AppError {
  return new AppError(503, `yoksis.${err.reason}`, { detail: err.message.slice(0, 200) })
}

/** Creates the YÖKSİS service. */
export function createYoksisService(db: Database, client: YoksisClient, jobs: Jobs, deps: YoksisDeps) {
  /** Throws 404 for an unknown unit and 403 for one outside the caller's scope. */
  async function checkUnit(p: Principal, unitId: number, lang: Language): Promise<string> {
    const name = await unitName(db, unitId, lang)
    if (name === null) throw notFound('yoksis.unitNotFound')
    if (!(await scopeUnits(db, p)).includes(unitId)) throw forbidden()
    return name
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

  /** Every record of YÖKSİS for the programmes, page by page. Throws YoksisUnavailable. */
  async function theirRecords(codes: readonly string[], kind: ComparisonKind): Promise<YoksisRecord[]> {
    const out: YoksisRecord[] = []
    for (const code of codes) {
      for (let page = 1; ; page++) {
        const { total, records } = await client.list(
          code,
          kind === 'graduate' ? 'MEZUN' : 'OGRENCI',
          page,
          PAGE_SIZE,
        )
        out.push(...records)
        if (records.length === 0 || page * PAGE_SIZE >= total) break
      }
    }
    return out
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
    return {
      Id: c.id,
      Kind: c.kind as ComparisonKind,
      UnitId: c.unitId,
      UnitName: (await unitName(db, c.unitId, lang)) ?? '',
      TermId: c.termId,
      Fields: c.fields as ComparisonField[],
      State: c.state as Comparison['State'],
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

  /** The comparison `id` if the caller's scope holds its unit (404 otherwise). */
  async function ownComparison(p: Principal, id: number) {
    const [c] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.id, id))
    if (!c || !(await scopeUnits(db, p)).includes(c.unitId)) throw notFound('yoksis.comparisonNotFound')
    return c
  }

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
     * Starts the comparison of a unit's programmes as a background job (kind `yoksis.compare`, key kind:unit):
     * a second start while it is queued or running joins it. 404 unknown unit or term, 403 unit outside the
     * scope. The job's result is `{ comparisonId }`; a YÖKSİS outage fails it with a `yoksis.*` message key.
     */
    async startComparison(p: Principal, input: StartComparison, lang: Language) {
      await checkUnit(p, input.UnitId, lang)
      const [term] = await db.select().from(academicTerms).where(eq(academicTerms.id, input.TermId))
      if (!term) throw notFound('yoksis.termNotFound')
      const job: ComparisonJob = {
        kind: input.Kind,
        unitId: input.UnitId,
        termId: input.TermId,
        personId: p.personId,
      }
      return jobs.start(COMPARISON_JOB, job, { key: `${input.Kind}:${input.UnitId}`, personId: p.personId })
    },

    /** The comparison job `jobId` if its unit is in the caller's scope (404 otherwise); errors translated. */
    async comparisonJob(p: Principal, jobId: string, lang: Language) {
      const status = await jobs.status(jobId, COMPARISON_JOB)
      const unitId = Number(status?.key.split(':')[1])
      if (!status || !(await scopeUnits(db, p)).includes(unitId)) throw notFound('yoksis.comparisonNotFound')
      const [key = '', detail = ''] = (status.error ?? '').split('|')
      const error =
        status.error === null
          ? null
          : translate(lang, key.startsWith('yoksis.') ? key : 'yoksis.jobFailed', { detail })
      return { ...status, error }
    },

    /**
     * The job's work: reads every programme of the unit from YÖKSİS page by page, compares, and stores the
     * comparison with its differences in one transaction. A YÖKSİS failure stores the run as failed without
     * differences and throws an Error whose message is the `yoksis.*` key. Reports progress per programme.
     */
    async runComparison(input: ComparisonJob, progress: (done: number, total: number) => Promise<void>) {
      const fields = (await parameters(input.kind)).Fields
      // Only one job of a kind and unit runs (platform/jobs); a row left running by an interrupted try is over.
      await db
        .update(yoksisComparisons)
        .set({ state: 'failed', error: 'interrupted', finishedAt: new Date() })
        .where(
          and(
            eq(yoksisComparisons.state, 'running'),
            eq(yoksisComparisons.kind, input.kind),
            eq(yoksisComparisons.unitId, input.unitId),
          ),
        )
      const [row] = await db
        .insert(yoksisComparisons)
        .values({
          kind: input.kind,
          unitId: input.unitId,
          termId: input.termId,
          fields,
          startedBy: input.personId,
        })
        .returning({ id: yoksisComparisons.id })
      const id = (row as { id: number }).id
      try {
        const programmes = await programmesUnder(db, input.unitId)
        const total = programmes.length + 1
        await progress(0, total)
        const theirs: YoksisRecord[] = []
        for (const [i, prog] of programmes.entries()) {
          theirs.push(...(await theirRecords([prog.code], input.kind)))
          await progress(i + 1, total)
        }
        const ours = await ourRecords(
          db,
          programmes.map((x) => x.id),
          input.kind === 'graduate',
        )
        if (fields.includes('gpa')) {
          for (let i = 0; i < ours.length; i += 5000) {
            const part = ours.slice(i, i + 5000)
            const gpa = await deps.cgpaOf(part.map((o) => o.studentId))
            for (const o of part) {
              const g = gpa.get(o.studentId)
              o.gpa = g === null || g === undefined ? null : g.toFixed(2)
            }
          }
        }
        const found = compareRecords(ours, theirs, fields)
        await db.transaction(async (tx) => {
          for (let i = 0; i < found.length; i += 1000) {
            await tx.insert(yoksisDifferences).values(differenceRows(id, found.slice(i, i + 1000)))
          }
          await tx
            .update(yoksisComparisons)
            .set({
              state: 'done',
              oursCount: ours.length,
              theirsCount: theirs.length,
              finishedAt: new Date(),
            })
            .where(eq(yoksisComparisons.id, id))
        })
        await progress(total, total)
        return { comparisonId: id }
      } catch (err) {
        await db
          .update(yoksisComparisons)
          .set({
            state: 'failed',
            error: err instanceof YoksisUnavailable ? err.reason : 'error',
            finishedAt: new Date(),
          })
          .where(eq(yoksisComparisons.id, id))
        if (err instanceof YoksisUnavailable)
          throw new Error(`yoksis.${err.reason}|${err.message.slice(0, 200)}`)
        throw err
      }
    },

    /** The comparison (404 when unknown or outside the caller's scope). */
    async comparison(p: Principal, id: number, lang: Language): Promise<Comparison> {
      await ownComparison(p, id)
      return view(id, lang)
    },

    /** The latest comparison of a kind and unit, or null. 403/404 as `compare`. */
    async latest(
      p: Principal,
      kind: ComparisonKind,
      unitId: number,
      lang: Language,
    ): Promise<Comparison | null> {
      await checkUnit(p, unitId, lang)
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

    /**
     * Sends the correction of one difference to YÖKSİS (a field: our value; missing there: registers our
     * record), once: 404 unknown, 422 missing here, 409 already sent or being sent, 503 YÖKSİS failed (nothing
     * recorded). The difference is claimed ('sending') by a conditional update before the call, so of two
     * registrars only one sends; no transaction is held while YÖKSİS answers.
     */
    async sendCorrection(p: Principal, differenceId: number) {
      const [d] = await db.select().from(yoksisDifferences).where(eq(yoksisDifferences.id, differenceId))
      if (!d) throw notFound('yoksis.differenceNotFound')
      await ownComparison(p, d.comparisonId)
      if (d.kind === 'missingHere') throw businessRule('yoksis.notCorrectable')
      const claimed = await db
        .update(yoksisDifferences)
        .set({ correction: 'sending', correctedBy: p.personId, correctedAt: new Date() })
        .where(
          and(
            eq(yoksisDifferences.id, d.id),
            sql`(${yoksisDifferences.correction} in ('none', 'refused') or (${yoksisDifferences.correction} = 'sending'
              and ${yoksisDifferences.correctedAt} < now() - make_interval(mins => ${STALE_RUN_MINUTES})))`,
          ),
        )
        .returning({ id: yoksisDifferences.id })
      if (claimed.length === 0) throw conflict('yoksis.alreadySent', {}, { Ref: d.correctionRef })
      const key = `unacs-yoksis-difference-${d.id}`
      let answer: Awaited<ReturnType<YoksisClient['update']>>
      try {
        if (d.kind === 'fieldDiffers' && d.field) {
          const field = d.field as ComparisonField
          answer = await client.update({
            nationalId: field === 'nationalId' ? (d.theirs ?? d.nationalId) : d.nationalId,
            programmeCode: field === 'programme' ? (d.theirs ?? d.programmeCode) : d.programmeCode,
            field: YOKSIS_FIELD[field],
            value: d.ours ?? '',
            key,
          })
        } else {
          const [o] = await rowsOf<{ first_name: string; last_name: string; registration_date: string }>(
            db,
            sql`select p.first_name, p.last_name, s.registration_date::text as registration_date
              from students s join persons p on p.id = s.person_id where s.id = ${d.studentId}`,
          )
          if (!o) throw notFound('yoksis.noStudent')
          answer = await client.register({
            nationalId: d.nationalId,
            firstName: o.first_name,
            lastName: o.last_name,
            programmeCode: d.programmeCode,
            entryDate: o.registration_date,
            key,
          })
        }
      } catch (err) {
        await db
          .update(yoksisDifferences)
          .set({ correction: d.correction, correctedBy: d.correctedBy, correctedAt: d.correctedAt })
          .where(and(eq(yoksisDifferences.id, d.id), eq(yoksisDifferences.correction, 'sending')))
        if (err instanceof YoksisUnavailable) throw unavailable(err)
        throw err
      }
      const state = answer.code === '0' ? 'sent' : 'refused'
      await db.transaction(async (tx) => {
        await tx
          .update(yoksisDifferences)
          .set({
            correction: state,
            correctionRef: answer.ref,
            correctedBy: p.personId,
            correctedAt: new Date(),
          })
          .where(eq(yoksisDifferences.id, d.id))
        await recordAudit(tx, auditActorOf(p), {
          entity: 'yoksis-correction',
          entityId: d.id,
          action: state === 'sent' ? 'send' : 'refused',
          before: { kind: d.kind, field: d.field, yoksis: d.theirs },
          after: { value: d.ours, code: answer.code, message: answer.message, ref: answer.ref },
        })
      })
      return { Code: answer.code, Message: answer.message, Ref: answer.ref }
    },

    ...createYoksisRegistration(db, client, { scopeUnits: (p) => scopeUnits(db, p) }),
  }
}

/** The YÖKSİS service's type. */
export type YoksisService = ReturnType<typeof createYoksisService>
export type { HealthCandidate, YoksisRegistrationResult }
