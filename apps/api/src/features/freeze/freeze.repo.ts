/**
 * Queries of the freeze feature: the caller's studentship, the counters (locked for a write), the terms in
 * open requests, and the request list rows with their names (the freeze queue's table on the shared request
 * queue, platform/request-queue). Drizzle only; no rules here.
 */
import type { FreezeCounters, FreezeRequest } from '@unacs/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias, type PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { forbidden } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import {
  type QueueRowOf,
  queuePage,
  queueRows,
  type RequestQueueTable,
} from '../../platform/request-queue/request-queue.ts'
import { joinStudent, studentColumns, studentSearch } from '../../platform/request-queue/student-requests.ts'
import { freezeCounters, freezeRequests, freezeRequestTerms } from './freeze.schema.ts'
import { namedTerms } from './freeze.terms.ts'

/** Counters of a studentship without a row (docs/decisions.md "Registration freeze"). */
export const DEFAULT_COUNTERS = { unconditionalLimit: 2, conditionalLimit: 4, maximumTerms: 4 } as const

/** Reasons counted as conditional terms (documented conditions); the others are unconditional. */
export const CONDITIONAL_REASONS: readonly string[] = ['health', 'military']

/** The kind of term a reason uses. */
export const kindOf = (reason: string): 'conditional' | 'unconditional' =>
  CONDITIONAL_REASONS.includes(reason) ? 'conditional' : 'unconditional'

/** The caller's active studentship. */
export interface FreezeStudent {
  id: number
  personId: number
  studentNo: string
  status: 'active' | 'frozen' | 'graduated' | 'withdrawn'
}

/** The caller's active studentship; 403 for staff or a studentship that is not the caller's. */
export async function studentOf(db: Database, principal: Principal): Promise<FreezeStudent> {
  if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
  const [row] = await db
    .select({
      id: students.id,
      personId: students.personId,
      studentNo: students.studentNo,
      status: students.status,
    })
    .from(students)
    .where(and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)))
  if (!row) throw forbidden()
  return row
}

/** The active term's code and end, or null. */
export async function activeTerm(db: Database): Promise<{ code: string; endsOn: string } | null> {
  const [row] = await db
    .select({ code: academicTerms.code, endsOn: academicTerms.endsOn })
    .from(academicTerms)
    .where(eq(academicTerms.isActive, true))
  return row ?? null
}

/** The counters row; with `lock` it is created when missing and locked until the transaction ends. */
export async function countersOf(db: Database, studentId: number, lock = false) {
  if (lock) {
    await db
      .insert(freezeCounters)
      .values({ studentId, ...DEFAULT_COUNTERS })
      .onConflictDoNothing()
  }
  const q = db.select().from(freezeCounters).where(eq(freezeCounters.studentId, studentId))
  const [row] = lock ? await q.for('update') : await q
  return row ?? { studentId, ...DEFAULT_COUNTERS, unconditionalUsed: 0, conditionalUsed: 0 }
}

/** Term codes of the student's requests in `statuses`, with the request's reason. */
export async function termsIn(db: Database, studentId: number, statuses: ('pending' | 'approved')[]) {
  return db
    .select({
      code: freezeRequestTerms.termCode,
      reason: freezeRequests.reason,
      status: freezeRequests.status,
    })
    .from(freezeRequestTerms)
    .innerJoin(freezeRequests, eq(freezeRequests.id, freezeRequestTerms.requestId))
    .where(and(eq(freezeRequests.studentId, studentId), inArray(freezeRequests.status, statuses)))
}

/** The counters as the contract shows them, with the pending terms. */
export function countersView(
  row: Awaited<ReturnType<typeof countersOf>>,
  pendingTerms: number,
): FreezeCounters {
  return {
    UnconditionalLimit: row.unconditionalLimit,
    UnconditionalUsed: row.unconditionalUsed,
    ConditionalLimit: row.conditionalLimit,
    ConditionalUsed: row.conditionalUsed,
    MaximumTerms: row.maximumTerms,
    PendingTerms: pendingTerms,
  }
}

const processor = alias(persons, 'freeze_processor')

/**
 * The freeze queue's table and rules for the shared request queue (platform/request-queue; issue 36): the
 * student, person and programme, the processor and the document; searched by number or name; versioned
 * (a decision names the version it saw).
 */
export const freezeQueue: RequestQueueTable = {
  table: freezeRequests,
  id: freezeRequests.id,
  status: freezeRequests.status,
  requestedAt: freezeRequests.requestedAt,
  version: freezeRequests.version,
  join: (q) =>
    joinStudent(freezeRequests.studentId)(q)
      .leftJoin(processor, eq(processor.id, freezeRequests.processedByPersonId))
      .leftJoin(storedFiles, eq(storedFiles.id, freezeRequests.fileId)) as unknown as PgSelect,
  search: studentSearch,
  entity: 'freeze_request',
  conflictKey: 'freeze.notPending',
}

/** The columns of a request row in `lang`: the request, student, programme, processor, file and terms. */
const freezeColumns = (lang: Language) => ({
  r: freezeRequests,
  ...studentColumns(lang),
  processor: sql<string | null>`${processor.firstName} || ' ' || ${processor.lastName}`,
  fileName: storedFiles.fileName,
  terms: sql<
    string | null
  >`(select string_agg(t.term_code, ',' order by t.term_code) from freeze_request_terms t where t.request_id = ${freezeRequests.id})`,
})

/** A request row in the contract's shape, term names in `lang`. */
const toFreezeRequest =
  (lang: Language) =>
  (x: QueueRowOf<ReturnType<typeof freezeColumns>>): FreezeRequest => ({
    Id: x.r.id,
    StudentId: x.r.studentId,
    StudentNo: x.studentNo,
    StudentName: x.fullName,
    ProgrammeName: x.programme,
    Reason: x.r.reason,
    Explanation: x.r.explanation,
    Terms: namedTerms(x.terms ? x.terms.split(',') : [], lang),
    Status: x.r.status,
    RequestDate: x.r.requestedAt.toISOString(),
    ApprovalEndDate: x.r.approvalEndDate,
    ProcessorName: x.processor,
    ProcessedAt: x.r.processedAt ? x.r.processedAt.toISOString() : null,
    Answer: x.r.answer,
    FileName: x.fileName,
    Version: x.r.version,
  })

/** Request rows matching `where`, newest first (at most 500), as the contract shows them. */
export async function listRequests(
  db: Database,
  where: SQL | undefined,
  lang: Language,
): Promise<FreezeRequest[]> {
  const rows = await queueRows(db, freezeQueue, freezeColumns(lang), where, { limit: 500, newest: true })
  return rows.map(toFreezeRequest(lang))
}

/** One page of the queue where `where` holds, newest first as the queue always listed, and the total. */
export async function requestPage(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  page: number,
  pageSize: number,
): Promise<{ items: FreezeRequest[]; total: number }> {
  const { rows, total } = await queuePage(db, freezeQueue, freezeColumns(lang), where, page, pageSize, true)
  return { items: rows.map(toFreezeRequest(lang)), total }
}
