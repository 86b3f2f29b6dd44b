/**
 * The section side of the shared request queue (issue 36 "one shared request queue"; spec §3 "Absence request
 * and grade request: request date, status, approval end date, processor, requester, reason"): a student's
 * request about a section (absence excuses, grade changes) that staff with access to the section approve or
 * reject with an answer on or before the approval end date. The features pass their table, their extra columns,
 * their section access and their effects in; the listing (the student's own, the staff's list, the paged
 * queue with counts), the decision (one or many, all or nothing, audited, 409 with the current rows in the
 * public shape) and the student's notification live here once.
 */
import type {
  ProcessManyRequest,
  ProcessRequest,
  SectionRequest,
  SectionRequestCounts,
  SectionRequestFilter,
  SectionRequestQueueQuery,
} from '@unacs/contracts'
import { and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias, type PgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { businessRule, notFound } from '../http/errors.ts'
import type { Language } from '../i18n/messages.ts'
import { likeEscape } from '../text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../time.ts'
import {
  decideRequests,
  type QueueRowOf,
  queueCounts,
  queuePage,
  queueRows,
  queueWhere,
} from './request-queue.ts'
import { studentFullName, studentSearch } from './student-requests.ts'

/** The person who processed a request (a second join of `persons`). */
const processor = alias(persons, 'section_request_processor')

/** A section request table (absence_requests, grade_requests): the columns every one has, by these names. */
export type SectionRequestTable = PgTable & {
  id: PgColumn
  sectionId: PgColumn
  studentId: PgColumn
  status: PgColumn
  requestedAt: PgColumn
  approvalEndDate: PgColumn
  reason: PgColumn
  answer: PgColumn
  processedByPersonId: PgColumn
}

/** The stored fields of a request a decision reads (its table's row). */
export interface SectionRequestRecord {
  id: number
  sectionId: number
  studentId: number
  status: string
  approvalEndDate: string
}

/** The common public fields of a section request (contracts' ZSectionRequest). */
export type SectionRequestItem = SectionRequest

/** What the feature passes in: its table, columns, access, messages and effects. */
export interface SectionRequestRules<S, E extends SelectedFields, Item extends SectionRequestItem> {
  db: Database
  clock: Clock
  table: SectionRequestTable
  /** Audit entity ('absence_request'). */
  entity: string
  /** 409 message key: the request was processed already. */
  processedKey: string
  /** 422 message key: the approval end date has passed. */
  expiredKey: string
  /** Extra joins of the feature's own columns (e.g. the file); identity when none. */
  join?: (q: PgSelect) => PgSelect
  /**
   * The feature's own columns of a row in `lang` (e.g. the days and the file name), named apart from the
   * common ones (id, sectionId, status, requestedAt, approvalEndDate, reason, answer, code, name, studentNo,
   * requester, processor).
   */
  fields: (lang: Language) => E
  /** The row in the feature's public shape from the common fields and its own columns. */
  toItem: (common: SectionRequestItem, own: QueueRowOf<E>) => Item
  /** The section access shared with grades: the caller's scope (403 when none), its SQL, one section's check. */
  access: {
    scopeOf: (principal: Principal) => Promise<S>
    inScope: (scope: S) => SQL
    assertSection: (principal: Principal, sectionId: number) => Promise<unknown>
    /** The caller's active studentship (403 for staff). */
    studentOf: (principal: Principal) => Promise<{ id: number }>
  }
  /**
   * The feature's effect of approving `row` in the decision's transaction, before the guarded update (which
   * undoes it with the rest when the request moved meanwhile); returns what the audit's after adds.
   */
  onApprove?: (row: SectionRequestRecord, tx: Database) => Promise<Record<string, unknown>>
  /** The student's notice of a decided request (notifications feature): kind and link; none: no notice. */
  notice?: {
    kind: string
    link: string
    send?: (tx: unknown, input: NoticeInput) => Promise<unknown>
  }
}

/** What the notifications feature is given for a decided request. */
export interface NoticeInput {
  studentId: number
  kind: string
  eventKey: string
  params: Record<string, string>
  link: string
}

/** SQL: the requests `filter` shows on Istanbul day `today` ('all': none). */
function filterWhere(c: SectionRequestTable, filter: SectionRequestFilter, today: string): SQL | undefined {
  if (filter === 'all') return undefined
  if (filter === 'pending') return and(eq(c.status, 'pending'), gte(c.approvalEndDate, today))
  if (filter === 'expired') return and(eq(c.status, 'pending'), lt(c.approvalEndDate, today))
  return eq(c.status, filter)
}

/** SQL: the filter a request falls under on `today` (its status, or 'expired'). */
const filterKey = (c: SectionRequestTable, today: string) =>
  sql<string>`case when ${c.status} = 'pending' and ${c.approvalEndDate} < ${today} then 'expired' else ${c.status}::text end`

/**
 * Creates the section request queue of one feature. `access.assertSection` is called with the caller (404 no
 * section, 403 outside the caller's reach); the route's declared scope has already refused requests outside
 * the caller's units.
 */
export function createSectionRequestQueue<S, E extends SelectedFields, Item extends SectionRequestItem>(
  rules: SectionRequestRules<S, E, Item>,
) {
  const { db, clock, table: c } = rules
  const queue = {
    table: c,
    id: c.id,
    status: c.status,
    requestedAt: c.requestedAt,
    join: (q: PgSelect) => {
      const joined = q
        .innerJoin(sections, eq(sections.id, c.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(students, eq(students.id, c.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .leftJoin(processor, eq(processor.id, c.processedByPersonId)) as unknown as PgSelect
      return rules.join ? rules.join(joined) : joined
    },
    /** Student number or course code prefix, or the words of the student's name. */
    search: (text: string) => or(studentSearch(text), ilike(courses.code, `${likeEscape(text.trim())}%`)),
    entity: rules.entity,
    conflictKey: rules.processedKey,
  }
  // The feature's own columns sit beside the common ones (their names must differ from these).
  const fieldsOf = (lang: Language) => ({
    ...rules.fields(lang),
    id: c.id,
    sectionId: c.sectionId,
    status: c.status,
    requestedAt: c.requestedAt,
    approvalEndDate: c.approvalEndDate,
    reason: c.reason,
    answer: c.answer,
    code: courses.code,
    name: lang === 'en' ? courses.nameEn : courses.nameTr,
    studentNo: students.studentNo,
    requester: studentFullName,
    processor: sql<string | null>`${processor.firstName} || ' ' || ${processor.lastName}`,
  })
  type Row = {
    id: number
    sectionId: number
    status: SectionRequestItem['Status']
    requestedAt: Date
    approvalEndDate: string
    reason: string
    answer: string | null
    code: string
    name: string
    studentNo: string
    requester: string
    processor: string | null
  }
  const toItem = (x: Row): Item =>
    rules.toItem(
      {
        Id: x.id,
        SectionId: x.sectionId,
        CourseCode: x.code,
        CourseName: x.name,
        StudentNo: x.studentNo,
        RequesterName: x.requester,
        RequestDate: x.requestedAt.toISOString(),
        Status: x.status,
        ApprovalEndDate: x.approvalEndDate,
        ProcessorName: x.processor,
        Reason: x.reason,
        Answer: x.answer,
      },
      x as unknown as QueueRowOf<E>,
    )

  /** Requests where `where` holds, newest first, at most 500, in the public shape. */
  async function list(where: SQL | undefined, lang: Language): Promise<Item[]> {
    const rows = await queueRows(db, queue, fieldsOf(lang), where, { limit: 500, newest: true })
    return (rows as unknown as Row[]).map(toItem)
  }

  /** Requests `ids` in the caller's scope in the public shape (the 409's current rows). */
  async function current(principal: Principal, ids: number[], lang: Language): Promise<Item[]> {
    const scope = await rules.access.scopeOf(principal)
    return list(and(inArray(c.id, ids), rules.access.inScope(scope)), lang)
  }

  /**
   * Approves or rejects requests `ids` with one answer, all or nothing: 404 one unknown, 403 a section outside
   * the caller's reach, 422 one past its approval end date, 409 (with the current rows) one no longer pending.
   * Each is audited with the answer and its student told. Returns how many were decided.
   */
  async function decide(
    principal: Principal,
    ids: readonly number[],
    body: Omit<ProcessRequest, 'Id'>,
    lang: Language,
  ): Promise<number> {
    const unique = [...new Set(ids)]
    const found = (await db
      .select()
      .from(c)
      .where(inArray(c.id, unique))) as unknown as SectionRequestRecord[]
    if (found.length !== unique.length) throw notFound()
    for (const sectionId of new Set(found.map((r) => r.sectionId)))
      await rules.access.assertSection(principal, sectionId)
    const today = istanbulToday(clock())
    if (found.some((r) => r.status === 'pending' && today > r.approvalEndDate))
      throw businessRule(rules.expiredKey)
    const rows = unique.map((id) => found.find((r) => r.id === id) as SectionRequestRecord)
    const added = new Map<number, Record<string, unknown>>()
    return decideRequests(db, queue, {
      actor: auditActorOf(principal),
      rows,
      from: ['pending'],
      action: body.Approve ? 'approve' : 'reject',
      reason: body.Answer,
      set: async (row, tx) => {
        if (body.Approve && rules.onApprove) added.set(row.id, await rules.onApprove(row, tx))
        return {
          status: body.Approve ? 'approved' : 'rejected',
          answer: body.Answer,
          processedAt: clock(),
          processedByPersonId: principal.personId,
        }
      },
      before: (row) => row,
      after: (updated) => ({ ...updated, ...added.get(updated.id as number) }),
      alongside: async (row, tx) => {
        const notice = rules.notice
        if (!notice?.send) return
        const [course] = await tx
          .select({ code: courses.code })
          .from(sections)
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(eq(sections.id, row.sectionId))
        // The student is told in their language, with a link to the page (issue 39 Notifications).
        await notice.send(tx, {
          studentId: row.studentId,
          kind: notice.kind,
          eventKey: `${notice.kind}:${row.id}`,
          params: { variant: body.Approve ? 'approved' : 'rejected', course: course?.code ?? '' },
          link: notice.link,
        })
      },
      current: (stale) => current(principal, stale, lang),
    })
  }

  return {
    /** The caller's own requests (active studentship; 403 for staff), newest first (at most 500). */
    async mine(principal: Principal, lang: Language): Promise<Item[]> {
      const student = await rules.access.studentOf(principal)
      return list(eq(c.studentId, student.id), lang)
    },

    /** The requests of the sections in the caller's scope, newest first (at most 500). 403 outside the roles. */
    async forStaff(principal: Principal, lang: Language): Promise<Item[]> {
      return list(rules.access.inScope(await rules.access.scopeOf(principal)), lang)
    },

    /**
     * A page of the requests of the sections in the caller's scope under `q`'s filter, search and requested
     * days, oldest first (first come, first served), with how many each filter holds.
     */
    async queue(principal: Principal, q: SectionRequestQueueQuery, lang: Language) {
      const today = istanbulToday(clock())
      const scoped = queueWhere(
        queue,
        { search: q.Search, from: q.From, to: q.To },
        rules.access.inScope(await rules.access.scopeOf(principal)),
      )
      const [page, counted] = await Promise.all([
        queuePage(
          db,
          queue,
          fieldsOf(lang),
          and(scoped, filterWhere(c, q.Status, today)),
          q.page,
          q.pageSize,
        ),
        queueCounts(db, queue, filterKey(c, today), scoped),
      ])
      const n = (k: string) => counted[k] ?? 0
      const Counts: SectionRequestCounts = {
        pending: n('pending'),
        expired: n('expired'),
        approved: n('approved'),
        rejected: n('rejected'),
        all: Object.values(counted).reduce((a, b) => a + b, 0),
      }
      return {
        items: (page.rows as unknown as Row[]).map(toItem),
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
        Counts,
      }
    },

    /**
     * Approves or rejects one pending request on or before its approval end date (the feature's effects of an
     * approval included). 404 unknown; 403 outside the caller's sections; 422 expired; 409 already processed,
     * with the request as it is now.
     */
    async process(principal: Principal, body: ProcessRequest, lang: Language = 'tr'): Promise<void> {
      await decide(principal, [body.Id], body, lang)
    },

    /** The same decision and answer for several requests at once, all or none. Returns how many. */
    processMany: (principal: Principal, body: ProcessManyRequest, lang: Language = 'tr') =>
      decide(principal, body.Ids, body, lang),
  }
}
