/**
 * Apex (proficiency) and placement (STS) exams (issue 18 § Exams and grades; spec §3 "Apex exam", §5): the
 * exam definitions, their results, calculation, finalisation and the transfer of students. States go
 * open → calculated → finalised → transferred; results can be uploaded (sheet service) and recalculated until
 * finalised, never after. Apex total = the mean of listening, reading, writing and use of English (two places);
 * a student passes at or above the pass grade, with the other pass grade when in a second prep year (entry year
 * before the exam's year; decisions.md), or with the Apex exemption. Placement: each score is placed in the
 * highest band at or below it. Transfer: Apex passers leave prep (class year 0 → 1) and their enrolments in
 * quarters running on or after the exam date end, leaving their sections (issue 37); placed students are
 * enrolled in their level of the exam's quarter, in its least-full section with room. Each step is one
 * transaction with an audit record.
 */
import type { PrepExam, PrepExamKind, PrepExamResultPage, PrepExamStep, SavePrepExam } from '@unacs/contracts'
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { requireAdmin, type Tx } from './prep.access.ts'
import { prepExamResults, prepExams } from './prep.exams.schema.ts'
import { prepEnrolments, prepLevels, prepQuarters, prepSections } from './prep.schema.ts'

type ExamRow = typeof prepExams.$inferSelect

/** The exam `id` (404 'prep.exam.notFound'). */
export async function examRow(db: Database | Tx, id: number): Promise<ExamRow> {
  const [row] = await db.select().from(prepExams).where(eq(prepExams.id, id))
  if (!row) throw notFound('prep.exam.notFound')
  return row
}

/** 422 'prep.exam.frozen' once the exam is finalised (its results cannot change). */
export function assertChangeable(exam: ExamRow): void {
  if (exam.state === 'finalised' || exam.state === 'transferred') throw businessRule('prep.exam.frozen')
}

/** Creates the exams service. */
export function createExamsService(db: Database, clock: Clock) {
  /** The contract shapes of `rows` with their counts and band level names. */
  async function outOf(rows: ExamRow[]): Promise<PrepExam[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const counts = await db
      .select({
        examId: prepExamResults.examId,
        n: count(),
        passed: sql<number>`count(*) filter (where ${prepExamResults.passed} or ${prepExamResults.placedLevelId} is not null)::int`,
      })
      .from(prepExamResults)
      .where(inArray(prepExamResults.examId, ids))
      .groupBy(prepExamResults.examId)
    const levelIds = rows.flatMap((r) => (r.bands ?? []).map((b) => b.LevelId))
    const names = new Map(
      levelIds.length
        ? (
            await db
              .select({ id: prepLevels.id, name: prepLevels.name })
              .from(prepLevels)
              .where(inArray(prepLevels.id, levelIds))
          ).map((l) => [l.id, l.name])
        : [],
    )
    return rows.map((r) => {
      const c = counts.find((x) => x.examId === r.id)
      return {
        Id: r.id,
        Kind: r.kind,
        Name: r.name,
        ExamDate: r.examDate,
        PassGrade: r.passGrade === null ? null : Number(r.passGrade),
        OtherPassGrade: r.otherPassGrade === null ? null : Number(r.otherPassGrade),
        QuarterId: r.quarterId,
        Bands: (r.bands ?? []).map((b) => ({ ...b, LevelName: names.get(b.LevelId) ?? '' })),
        State: r.state,
        ResultCount: Number(c?.n ?? 0),
        PassedCount: Number(c?.passed ?? 0),
        Version: r.version,
      }
    })
  }

  /** Locks the exam for a step: 404 unknown, 409 stale version. */
  async function lockStep(tx: Tx, step: PrepExamStep): Promise<ExamRow> {
    const [exam] = await tx.select().from(prepExams).where(eq(prepExams.id, step.ExamId)).for('update')
    if (!exam) throw notFound('prep.exam.notFound')
    if (exam.version !== step.Version) throw conflict('error.conflict')
    return exam
  }

  /** Sets the exam's state, bumps its version and audits `action` with `after`. */
  async function advance(
    tx: Tx,
    p: Principal,
    exam: ExamRow,
    state: ExamRow['state'],
    action: string,
    after: unknown,
  ) {
    await tx
      .update(prepExams)
      .set({ state, version: exam.version + 1, updatedAt: clock() })
      .where(eq(prepExams.id, exam.id))
    await recordAudit(tx, auditActorOf(p), {
      entity: 'prep_exam',
      entityId: exam.id,
      action,
      before: { state: exam.state },
      after,
    })
  }

  const one = async (id: number) => (await outOf([await examRow(db, id)]))[0] as PrepExam

  return {
    /** The exams of `kind`, newest first (prep administrator). */
    async list(p: Principal, kind: PrepExamKind): Promise<PrepExam[]> {
      requireAdmin(p)
      return outOf(
        await db
          .select()
          .from(prepExams)
          .where(eq(prepExams.kind, kind))
          .orderBy(desc(prepExams.examDate), desc(prepExams.id)),
      )
    },

    /**
     * Creates an exam. Apex: 400 'prep.exam.apexFields' unless both pass grades are given (spec §5 every
     * field required). Placement: 400 'prep.exam.quarterRequired', 422 'prep.exam.bands' (bands not
     * ascending from 0, or a level not of the quarter). Audited.
     */
    async create(p: Principal, body: SavePrepExam): Promise<PrepExam> {
      requireAdmin(p)
      let values: typeof prepExams.$inferInsert
      if (body.Kind === 'apex') {
        if (body.PassGrade === null || body.OtherPassGrade === null)
          throw businessRule('prep.exam.apexFields')
        values = {
          kind: 'apex',
          name: body.Name,
          examDate: body.ExamDate,
          passGrade: body.PassGrade,
          otherPassGrade: body.OtherPassGrade,
        }
      } else {
        if (body.QuarterId === null) throw businessRule('prep.exam.quarterRequired')
        const levels = await db
          .select({ id: prepLevels.id })
          .from(prepLevels)
          .where(eq(prepLevels.quarterId, body.QuarterId))
        if (levels.length === 0) throw businessRule('prep.noQuarterLevel')
        const ok =
          body.Bands.length > 0 &&
          body.Bands[0]?.MinScore === 0 &&
          body.Bands.every((b, i) => i === 0 || b.MinScore > (body.Bands[i - 1]?.MinScore ?? 0)) &&
          body.Bands.every((b) => levels.some((l) => l.id === b.LevelId))
        if (!ok) throw businessRule('prep.exam.bands')
        values = {
          kind: 'placement',
          name: body.Name,
          examDate: body.ExamDate,
          quarterId: body.QuarterId,
          bands: body.Bands,
        }
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(prepExams).values(values).returning()
        if (!row) throw new Error('insert failed')
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_exam',
          entityId: row.id,
          action: 'create',
          after: values,
        })
        return row.id
      })
      return one(id)
    },

    /** One page of the exam's results by student number (prep administrator; 404 unknown exam). */
    async results(
      p: Principal,
      q: { examId: number; page: number; pageSize: number },
    ): Promise<PrepExamResultPage> {
      requireAdmin(p)
      await examRow(db, q.examId)
      const where = eq(prepExamResults.examId, q.examId)
      const [total] = await db.select({ n: count() }).from(prepExamResults).where(where)
      const rows = await db
        .select({
          r: prepExamResults,
          no: students.studentNo,
          first: persons.firstName,
          last: persons.lastName,
          level: prepLevels.name,
        })
        .from(prepExamResults)
        .innerJoin(students, eq(students.id, prepExamResults.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .leftJoin(prepLevels, eq(prepLevels.id, prepExamResults.placedLevelId))
        .where(where)
        .orderBy(asc(students.studentNo))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      const n = (v: number | null) => (v === null ? null : Number(v))
      return {
        Total: Number(total?.n ?? 0),
        Items: rows.map(({ r, no, first, last, level }) => ({
          StudentId: r.studentId,
          StudentNo: no,
          FullName: `${first} ${last}`,
          Listening: n(r.listening),
          Reading: n(r.reading),
          Writing: n(r.writing),
          UseOfEnglish: n(r.useOfEnglish),
          Score: n(r.score),
          Exempt: r.exempt,
          Total: n(r.total),
          Passed: r.passed,
          PlacedLevelName: level,
        })),
      }
    },

    /** Calculates every result (see the file comment). 422 'prep.exam.frozen', 'prep.exam.noResults'. Audited. */
    async calculate(p: Principal, step: PrepExamStep): Promise<PrepExam> {
      requireAdmin(p)
      await db.transaction(async (tx) => {
        const exam = await lockStep(tx, step)
        assertChangeable(exam)
        const where = eq(prepExamResults.examId, exam.id)
        const [has] = await tx.select({ n: count() }).from(prepExamResults).where(where)
        if (!Number(has?.n)) throw businessRule('prep.exam.noResults')
        const r = prepExamResults
        if (exam.kind === 'apex') {
          const total = sql`round((${r.listening} + ${r.reading} + ${r.writing} + ${r.useOfEnglish}) / 4, 2)`
          const year = Number(exam.examDate.slice(0, 4))
          const second = sql`exists (select 1 from ${students} s where s.id = ${r.studentId} and s.entry_year < ${year})`
          await tx
            .update(r)
            .set({
              total,
              passed: sql`${r.exempt} or ${total} >= ${exam.passGrade} or (${second} and ${total} >= ${exam.otherPassGrade})`,
              placedLevelId: null,
            })
            .where(where)
        } else {
          const bands = [...(exam.bands ?? [])].sort((a, b) => b.MinScore - a.MinScore)
          const level = sql.join(
            [
              sql`case`,
              ...bands.map((b) => sql`when ${r.score} >= ${b.MinScore} then ${b.LevelId}::int`),
              sql`end`,
            ],
            sql` `,
          )
          await tx.update(r).set({ total: r.score, passed: null, placedLevelId: level }).where(where)
        }
        const [passed] = await tx
          .select({ n: count() })
          .from(r)
          .where(and(where, exam.kind === 'apex' ? eq(r.passed, true) : isNotNull(r.placedLevelId)))
        await advance(tx, p, exam, 'calculated', 'calculate', {
          state: 'calculated',
          results: Number(has?.n),
          passed: Number(passed?.n),
        })
      })
      return one(step.ExamId)
    },

    /**
     * Freezes calculated results: 422 'prep.exam.alreadyFinalised' when it is finalised (or transferred)
     * already, whatever version was shown (issue 37), 'prep.exam.notCalculated' before calculation. Audited.
     */
    async finalise(p: Principal, step: PrepExamStep): Promise<PrepExam> {
      requireAdmin(p)
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(prepExams).where(eq(prepExams.id, step.ExamId)).for('update')
        if (current?.state === 'finalised' || current?.state === 'transferred')
          throw businessRule('prep.exam.alreadyFinalised')
        const exam = await lockStep(tx, step)
        if (exam.state !== 'calculated') throw businessRule('prep.exam.notCalculated')
        await advance(tx, p, exam, 'finalised', 'finalise', { state: 'finalised' })
      })
      return one(step.ExamId)
    },

    /**
     * Transfers the students of a finalised exam (422 'prep.exam.notFinalised'); placement: 422
     * 'prep.mixing.quotaShort' when a level's sections have no room. Audited with the students moved.
     */
    async transfer(p: Principal, step: PrepExamStep): Promise<PrepExam> {
      requireAdmin(p)
      await db.transaction(async (tx) => {
        const exam = await lockStep(tx, step)
        if (exam.state !== 'finalised') throw businessRule('prep.exam.notFinalised')
        const moved =
          exam.kind === 'apex' ? await transferApex(tx, p, exam, clock()) : await placeStudents(tx, exam)
        await advance(tx, p, exam, 'transferred', 'transfer', { state: 'transferred', students: moved })
      })
      return one(step.ExamId)
    },
  }
}

/**
 * Moves the exam's passing, still-prep students out of prep (class year 1) and ends their enrolments in the
 * quarters running on or after the exam date (no section; issue 37), each ended enrolment audited; returns the
 * students' ids.
 */
async function transferApex(tx: Tx, p: Principal, exam: ExamRow, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: students.id })
    .from(prepExamResults)
    .innerJoin(students, eq(students.id, prepExamResults.studentId))
    .where(
      and(eq(prepExamResults.examId, exam.id), eq(prepExamResults.passed, true), eq(students.classYear, 0)),
    )
  const ids = rows.map((r) => r.id)
  for (let k = 0; k < ids.length; k += 500) {
    const part = ids.slice(k, k + 500)
    await tx.update(students).set({ classYear: 1 }).where(inArray(students.id, part))
    const ending = await tx
      .select({
        id: prepEnrolments.id,
        studentId: prepEnrolments.studentId,
        sectionId: prepEnrolments.sectionId,
      })
      .from(prepEnrolments)
      .innerJoin(prepQuarters, eq(prepQuarters.id, prepEnrolments.quarterId))
      .where(
        and(
          inArray(prepEnrolments.studentId, part),
          isNull(prepEnrolments.endedAt),
          gte(prepQuarters.endDate, exam.examDate),
        ),
      )
    if (ending.length === 0) continue
    await tx
      .update(prepEnrolments)
      .set({ endedAt: now, endReason: 'apex', sectionId: null, version: sql`${prepEnrolments.version} + 1` })
      .where(
        inArray(
          prepEnrolments.id,
          ending.map((e) => e.id),
        ),
      )
    for (const e of ending)
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_enrolment',
        entityId: e.id,
        action: 'end',
        before: { sectionId: e.sectionId },
        after: { sectionId: null, reason: 'apex', examId: exam.id, studentId: e.studentId },
      })
  }
  return ids
}

/** Enrols each placed student in their level of the exam's quarter, least-full section first; the ids. */
async function placeStudents(tx: Tx, exam: ExamRow): Promise<number[]> {
  const quarterId = exam.quarterId as number
  const placed = await tx
    .select({
      studentId: prepExamResults.studentId,
      levelId: prepExamResults.placedLevelId,
      score: prepExamResults.score,
    })
    .from(prepExamResults)
    .where(and(eq(prepExamResults.examId, exam.id), isNotNull(prepExamResults.placedLevelId)))
    .orderBy(asc(prepExamResults.studentId))
  const sections = await tx
    .select({ id: prepSections.id, levelId: prepSections.levelId, quota: prepSections.quota })
    .from(prepSections)
    .innerJoin(prepLevels, eq(prepLevels.id, prepSections.levelId))
    .where(eq(prepLevels.quarterId, quarterId))
    .for('update')
  const existing = await tx
    .select({
      id: prepEnrolments.id,
      studentId: prepEnrolments.studentId,
      sectionId: prepEnrolments.sectionId,
    })
    .from(prepEnrolments)
    .where(eq(prepEnrolments.quarterId, quarterId))
  const placedIds = new Set(placed.map((r) => r.studentId))
  const fill = new Map(sections.map((s) => [s.id, 0]))
  for (const e of existing)
    if (e.sectionId && !placedIds.has(e.studentId)) fill.set(e.sectionId, (fill.get(e.sectionId) ?? 0) + 1)
  const byStudent = new Map(existing.map((e) => [e.studentId, e.id]))
  for (const r of placed) {
    const options = sections.filter((s) => s.levelId === r.levelId && (fill.get(s.id) ?? 0) < s.quota)
    const best = options.sort((a, b) => (fill.get(a.id) ?? 0) / a.quota - (fill.get(b.id) ?? 0) / b.quota)[0]
    if (!best) {
      const quota = sections.filter((s) => s.levelId === r.levelId).reduce((a, s) => a + s.quota, 0)
      const n = placed.filter((x) => x.levelId === r.levelId).length
      throw businessRule('prep.mixing.quotaShort', { quota, count: n })
    }
    fill.set(best.id, (fill.get(best.id) ?? 0) + 1)
    const values = {
      levelId: r.levelId as number,
      sectionId: best.id,
      entryScore: r.score,
      score: null,
      endedAt: null,
      endReason: null,
    }
    const enrolmentId = byStudent.get(r.studentId)
    if (enrolmentId)
      await tx
        .update(prepEnrolments)
        .set({ ...values, version: sql`${prepEnrolments.version} + 1` })
        .where(eq(prepEnrolments.id, enrolmentId))
    else await tx.insert(prepEnrolments).values({ ...values, studentId: r.studentId, quarterId })
  }
  return placed.map((r) => r.studentId)
}

/** The exams service. */
export type ExamsService = ReturnType<typeof createExamsService>
