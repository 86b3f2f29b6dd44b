/**
 * The comparison as a resumable background job (issue 35): YÖKSİS has no paged list of a programme's students,
 * so the job asks it per person (TcKimlikNoileOgrenciSorgulaDetayv4, or TcKimlikNoileMezunOgrenciSorgulav2 for
 * graduates) at YOKSIS_RATE_PER_S, over the persons of the chosen units / class / student in person id order.
 * After each batch (about two seconds of calls) one transaction stores the batch's differences, verifies the
 * worklist items of those persons that no longer differ, and moves the comparison's cursor; a job resumed after
 * a restart or a dead worker (platform/jobs), or a new start of the same choice after a failure, continues
 * after the cursor. YÖKSİS unit ids come from UniversiteBirimlerv1 (yoksis.units.ts), status names from
 * Referanslarv1 code 19. A fault for one person is counted (`failed_count`) and the run goes on; an outage
 * (unreachable after the client's retries, circuit open, refused credentials) stops it as failed, cursor kept.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { JobContext } from '../../platform/jobs/jobs.ts'
import { REFERENCE_CODES, type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { type ComparisonField, compareRecords, type Difference, type YoksisRecord } from './yoksis.compare.ts'
import { differenceRows } from './yoksis.differences.ts'
import {
  countPersons,
  ourRecordsOf,
  personsAfter,
  programmesUnderAll,
  type StudentshipFilter,
} from './yoksis.repo.ts'
import { yoksisComparisons, yoksisDifferences, yoksisWorklist } from './yoksis.schema.ts'
import { syncUnits } from './yoksis.units.ts'

/** The input of a comparison job: what the registrar chose. */
export interface ComparisonJob {
  kind: 'student' | 'graduate'
  termId: number
  unitIds: number[]
  classYear: number | null
  studentId: number | null
  personId: number
}

/** The job key of a choice: kind, term, units (sorted), class, student. Different choices are different jobs. */
export function scopeKeyOf(
  j: Pick<ComparisonJob, 'kind' | 'termId' | 'unitIds' | 'classYear' | 'studentId'>,
) {
  const units = [...j.unitIds].sort((a, b) => a - b).join(',')
  return `${j.kind}:t${j.termId}:u${units}${j.classYear ? `:c${j.classYear}` : ''}${j.studentId ? `:s${j.studentId}` : ''}`
}

/** The unit ids in a job key (for the scope check of a job that has no comparison yet). */
export function unitIdsOfKey(key: string): number[] {
  const m = /:u([\d,]+)/.exec(key)
  return m?.[1] ? m[1].split(',').map(Number) : []
}

/** What the job needs. */
export interface ComparisonJobDeps {
  db: Database
  client: YoksisClient
  ratePerS: number
  universityBirimId: () => Promise<number>
  fieldsOf(kind: 'student' | 'graduate'): Promise<ComparisonField[]>
  cgpaOf(studentIds: readonly number[]): Promise<Map<number, number | null>>
  /** Persons per stored batch (default: two seconds of calls, 10..1000). */
  batchSize?: number
}

/** Waits so that calls start at most `ratePerS` a second (spread evenly); `signal` stops the wait. */
export function pacer(ratePerS: number, signal?: AbortSignal) {
  const gap = 1000 / ratePerS
  let nextAt = 0
  return async <T>(call: () => Promise<T>): Promise<T> => {
    const now = Date.now()
    const at = Math.max(now, nextAt)
    nextAt = at + gap
    if (at > now) await new Promise((r) => setTimeout(r, at - now))
    if (signal?.aborted) throw new Error('aborted')
    return call()
  }
}

/** Runs the comparison job `ctx.id` for `input`; returns `{ comparisonId }`. */
export async function runComparisonJob(deps: ComparisonJobDeps, input: ComparisonJob, ctx: JobContext) {
  const { db, client } = deps
  const scopeKey = scopeKeyOf(input)
  // The graduate service holds no registration date or studentship status: those fields are not compared there.
  const fields = (await deps.fieldsOf(input.kind)).filter(
    (f) => input.kind === 'student' || (f !== 'entryDate' && f !== 'status'),
  )
  const id = await claimComparison(db, input, scopeKey, fields, ctx.id)
  const [row] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.id, id))
  if (!row || row.state === 'done') return { comparisonId: id }
  const paced = pacer(deps.ratePerS, ctx.signal)
  try {
    const programmes = await programmesUnderAll(db, input.unitIds)
    const filter: StudentshipFilter = {
      programmeIds: programmes.map((p) => p.id),
      graduates: input.kind === 'graduate',
      classYear: input.classYear,
      studentId: input.studentId,
    }
    const birimOf = await syncUnits(db, client, await deps.universityBirimId(), filter.programmeIds, paced)
    const codeOfBirim = new Map<number, string>()
    for (const p of programmes) {
      const b = birimOf.get(p.id)
      if (b !== undefined) codeOfBirim.set(b, p.code)
    }
    const birimOfCode = new Map([...codeOfBirim].map(([b, c]) => [c, b]))
    const names = new Map(
      (await paced(() => client.references(REFERENCE_CODES.studentshipStatuses))).map((r) => [
        r.code,
        r.name,
      ]),
    )
    const total = await countPersons(db, filter)
    let { cursor, done, failedCount } = row
    await db.update(yoksisComparisons).set({ total }).where(eq(yoksisComparisons.id, id))
    await ctx.progress(done, total)
    const batchSize = deps.batchSize ?? Math.min(1000, Math.max(10, deps.ratePerS * 2))
    const concurrency = Math.max(1, Math.min(16, Math.ceil(deps.ratePerS / 10)))
    for (;;) {
      const persons = await personsAfter(db, filter, cursor, batchSize)
      if (persons.length === 0) break
      const ours = await ourRecordsOf(
        db,
        filter,
        persons.map((p) => p.personId),
      )
      if (fields.includes('gpa')) {
        const gpa = await deps.cgpaOf(ours.map((o) => o.studentId))
        for (const o of ours) {
          const g = gpa.get(o.studentId)
          o.gpa = g === null || g === undefined ? null : g.toFixed(2)
        }
      }
      // Ask YÖKSİS for each person, a few at a time, paced.
      const theirs: YoksisRecord[] = []
      let stop: unknown = null
      let next = 0
      const worker = async () => {
        while (next < persons.length && stop === null) {
          const person = persons[next++] as { nationalId: string }
          try {
            theirs.push(...(await theirRecords(client, input.kind, person.nationalId, codeOfBirim, paced)))
          } catch (err) {
            if (err instanceof YoksisUnavailable && err.reason === 'fault') failedCount++
            else stop = err
          }
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
      if (stop) throw stop
      const found = compareRecords(ours, theirs, fields, (c) => names.get(c))
      const last = persons.at(-1)?.personId ?? cursor
      await db.transaction(async (tx) => {
        for (let i = 0; i < found.length; i += 1000) {
          const part = found.slice(i, i + 1000)
          await tx.insert(yoksisDifferences).values(
            differenceRows(id, part).map((d) => ({
              ...d,
              birimId: birimOfCode.get(d.programmeCode) ?? null,
            })),
          )
        }
        await verifyWorklist(
          tx as unknown as Database,
          { id, kind: input.kind },
          persons.map((p) => p.nationalId),
          programmes.map((p) => p.code),
          found,
        )
        await tx
          .update(yoksisComparisons)
          .set({
            cursor: last,
            done: done + persons.length,
            failedCount,
            oursCount: sql`${yoksisComparisons.oursCount} + ${ours.length}`,
            theirsCount: sql`${yoksisComparisons.theirsCount} + ${theirs.length}`,
          })
          .where(eq(yoksisComparisons.id, id))
      })
      cursor = last
      done += persons.length
      await ctx.progress(done, total)
    }
    await db
      .update(yoksisComparisons)
      .set({ state: 'done', finishedAt: new Date(), error: null })
      .where(eq(yoksisComparisons.id, id))
    return { comparisonId: id }
  } catch (err) {
    if (ctx.signal.aborted) throw err
    const reason =
      err instanceof YoksisUnavailable
        ? err.reason
        : err instanceof Error && err.message.startsWith('yoksis.')
          ? err.message.slice(7)
          : 'error'
    await db
      .update(yoksisComparisons)
      .set({ state: 'failed', error: reason, finishedAt: new Date() })
      .where(eq(yoksisComparisons.id, id))
    if (err instanceof YoksisUnavailable) throw new Error(`yoksis.${err.reason}|${err.message.slice(0, 200)}`)
    throw err
  }
}

/**
 * The comparison row job `jobId` works: its own (a redelivered job), else the choice's running row (its job died)
 * or its last failed row with the same fields (resumed from the cursor), else a new one.
 */
async function claimComparison(
  db: Database,
  input: ComparisonJob,
  scopeKey: string,
  fields: ComparisonField[],
  jobId: string,
): Promise<number> {
  const resumed = { state: 'running', jobId, error: null, finishedAt: null, resumedAt: new Date() } as const
  const [mine] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.jobId, jobId))
  if (mine) {
    if (mine.state !== 'done')
      await db
        .update(yoksisComparisons)
        .set({ ...resumed, doneAtResume: mine.done })
        .where(eq(yoksisComparisons.id, mine.id))
    return mine.id
  }
  const [previous] = await db
    .select()
    .from(yoksisComparisons)
    .where(
      and(
        eq(yoksisComparisons.kind, input.kind),
        eq(yoksisComparisons.scopeKey, scopeKey),
        inArray(yoksisComparisons.state, ['running', 'failed']),
      ),
    )
    .orderBy(desc(yoksisComparisons.id))
    .limit(1)
  if (
    previous &&
    previous.cursor > 0 &&
    (previous.state === 'running' || Date.now() - previous.startedAt.getTime() < 24 * 3600_000) &&
    previous.fields.join() === fields.join()
  ) {
    await db
      .update(yoksisComparisons)
      .set({ ...resumed, doneAtResume: previous.done })
      .where(eq(yoksisComparisons.id, previous.id))
    return previous.id
  }
  // Only one running row per choice: one left running by a dead job (no cursor yet) is over.
  await db
    .update(yoksisComparisons)
    .set({ state: 'failed', error: 'interrupted', finishedAt: new Date() })
    .where(
      and(
        eq(yoksisComparisons.kind, input.kind),
        eq(yoksisComparisons.scopeKey, scopeKey),
        eq(yoksisComparisons.state, 'running'),
      ),
    )
  const [created] = await db
    .insert(yoksisComparisons)
    .values({
      kind: input.kind,
      unitId: input.unitIds[0] as number,
      termId: input.termId,
      fields,
      scope: { unitIds: input.unitIds, classYear: input.classYear, studentId: input.studentId },
      scopeKey,
      jobId,
      startedBy: input.personId,
    })
    .returning({ id: yoksisComparisons.id })
  return (created as { id: number }).id
}

/** One person's YÖKSİS records in our university's programmes, normalised; others (other universities) left out. */
async function theirRecords(
  client: YoksisClient,
  kind: 'student' | 'graduate',
  nationalId: string,
  codeOfBirim: Map<number, string>,
  paced: <T>(call: () => Promise<T>) => Promise<T>,
): Promise<YoksisRecord[]> {
  if (kind === 'graduate') {
    const rows = await paced(() => client.graduateRecords(nationalId))
    return rows.flatMap((g) => {
      const code = g.birimId === null ? undefined : codeOfBirim.get(g.birimId)
      if (!code) return []
      return [
        {
          nationalId: g.nationalId || nationalId,
          firstName: g.firstName,
          lastName: g.lastName,
          programmeCode: code,
          status: 'MEZUN',
          entryDate: null,
          graduationDate: g.graduationDate,
          gpa: g.gpa === null ? null : Number(g.gpa).toFixed(2),
        },
      ]
    })
  }
  const rows = await paced(() => client.studentRecords(nationalId))
  return rows.flatMap((r) => {
    const code = r.birimId === null ? undefined : codeOfBirim.get(r.birimId)
    if (!code) return []
    return [
      {
        nationalId: r.nationalId || nationalId,
        firstName: r.firstName,
        lastName: r.lastName,
        programmeCode: code,
        status: r.status?.code ?? '',
        entryDate: r.registrationDate,
        graduationDate: null,
        gpa: r.gpa === null ? null : Number(r.gpa).toFixed(2),
      },
    ]
  })
}

/**
 * Verifies the open or entered worklist items of `nationalIds` in the compared programmes `codes` whose
 * difference the comparison (of the same kind) no longer found (`found` is this batch's differences).
 */
async function verifyWorklist(
  db: Database,
  comparison: { id: number; kind: string },
  nationalIds: readonly string[],
  codes: readonly string[],
  found: readonly Difference[],
) {
  if (nationalIds.length === 0 || codes.length === 0) return
  const items = await db
    .select()
    .from(yoksisWorklist)
    .where(
      and(
        inArray(yoksisWorklist.nationalId, [...nationalIds]),
        inArray(yoksisWorklist.programmeCode, [...codes]),
        inArray(yoksisWorklist.state, ['open', 'entered']),
        eq(yoksisWorklist.comparisonKind, comparison.kind),
      ),
    )
  const still = new Set(found.map((d) => `${d.nationalId}|${d.programmeCode}|${d.kind}|${d.field ?? ''}`))
  const gone = items.filter(
    (i) => !still.has(`${i.nationalId}|${i.programmeCode}|${i.kind}|${i.field ?? ''}`),
  )
  if (gone.length === 0) return
  await db
    .update(yoksisWorklist)
    .set({ state: 'verified', verifiedAt: new Date(), verifiedByComparisonId: comparison.id })
    .where(
      inArray(
        yoksisWorklist.id,
        gone.map((i) => i.id),
      ),
    )
}
