/**
 * Registration freeze requests (issue 16 "Registration freeze"; spec §1, §3 term counters, §5 explanation
 * required, files pdf/jpeg/png sniffed). A student asks for one or more open terms with a reason, an
 * explanation and a document, within the counters; sees and withdraws own requests. The registrar (role 4)
 * approves or rejects with a reason: approval adds the terms to the counters and, when the current term is
 * frozen, sets the studentship's status to 'frozen'. The student centre (role 12) reads the queue only.
 * Every write is one transaction with an audit row; decisions are guarded by status and version (409).
 */

import type {
  CreateFreezeFields,
  FreezeOverview,
  FreezeQueue,
  FreezeQueueQuery,
  FreezeRequest,
  FreezeStudentDetail,
  ProcessFreezeRequest,
} from '@unacs/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { type IncomingFile, readStoredFile, storeFile } from '../../platform/files/files.ts'
import { term } from '../../platform/format/format.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { decideRequests, queueWhere } from '../../platform/request-queue/request-queue.ts'
import { programmeUnder, staffUnitsOf } from '../../platform/request-queue/student-requests.ts'
import { type Clock, istanbulToday, requestApprovalEndDate } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import {
  activeTerm,
  countersOf,
  countersView,
  freezeQueue,
  kindOf,
  listRequests,
  requestPage,
  studentOf,
  termsIn,
} from './freeze.repo.ts'
import { freezeCounters, freezeRequests, freezeRequestTerms } from './freeze.schema.ts'
import { namedTerms, openTermCodes } from './freeze.terms.ts'

/** Upload limit of the supporting document, in MB. */
export const FREEZE_MAX_MB = 5
/** The supporting document's types (issue 16: pdf/jpeg/png). */
export const FREEZE_FILE_TYPES = ['pdf', 'jpg', 'png'] as const
/** The role that decides freeze requests. */
export const REGISTRAR_ROLE = 4
/** The role that reads the queue without deciding. */
export const STUDENT_CENTRE_ROLE = 12

/**
 * Checks a request of `n` terms of `kind` against the counters and the pending terms; throws 422 with the
 * numbers when the maximum or the kind's allowance would be passed.
 */
function assertWithinCounters(
  c: Awaited<ReturnType<typeof countersOf>>,
  pending: { kind: string }[],
  kind: 'conditional' | 'unconditional',
  n: number,
  lang: Language,
): void {
  const used = c.unconditionalUsed + c.conditionalUsed
  if (used + pending.length + n > c.maximumTerms) {
    throw businessRule('freeze.overMaximum', { max: c.maximumTerms, used, pending: pending.length })
  }
  const limit = kind === 'conditional' ? c.conditionalLimit : c.unconditionalLimit
  const kindUsed = kind === 'conditional' ? c.conditionalUsed : c.unconditionalUsed
  const kindPending = pending.filter((p) => p.kind === kind).length
  if (kindUsed + kindPending + n > limit) {
    throw businessRule('freeze.overCategory', {
      kind: translate(lang, `freeze.kind.${kind}`),
      limit,
      used: kindUsed,
      pending: kindPending,
    })
  }
}

/**
 * An approval's effects in its transaction `tx`: terms `codes` of request `seen` are added to the locked
 * `counters` (re-checked, 422 when passed) and, when the active term is among them, the studentship becomes
 * 'frozen'; both audited.
 */
async function approveTerms(
  tx: Database,
  actor: ReturnType<typeof auditActorOf>,
  seen: typeof freezeRequests.$inferSelect,
  counters: Awaited<ReturnType<typeof countersOf>>,
  codes: string[],
  lang: Language,
): Promise<void> {
  const kind = kindOf(seen.reason)
  assertWithinCounters(counters, [], kind, codes.length, lang)
  const [newCounters] = await tx
    .update(freezeCounters)
    .set(
      kind === 'conditional'
        ? { conditionalUsed: counters.conditionalUsed + codes.length }
        : { unconditionalUsed: counters.unconditionalUsed + codes.length },
    )
    .where(eq(freezeCounters.studentId, seen.studentId))
    .returning()
  await recordAudit(tx, actor, {
    entity: 'freeze_counters',
    entityId: seen.studentId,
    action: 'update',
    before: counters,
    after: newCounters,
    reason: `freeze_request ${seen.id}`,
  })
  const active = await activeTerm(tx)
  if (!active || !codes.includes(active.code)) return
  const [st] = await tx
    .update(students)
    .set({ status: 'frozen' })
    .where(and(eq(students.id, seen.studentId), eq(students.status, 'active')))
    .returning({ id: students.id })
  if (st) {
    await recordAudit(tx, actor, {
      entity: 'student',
      entityId: seen.studentId,
      action: 'status',
      before: { status: 'active' },
      after: { status: 'frozen', term: active.code },
      reason: `freeze_request ${seen.id}`,
    })
  }
}

/** Creates the freeze request service. */
export function createFreezeRequestService(db: Database, clock: Clock, notify?: Notify) {
  /** The queue roles: registrar decides, student centre reads; anyone else 403. */
  function assertQueueRole(principal: Principal): { canDecide: boolean } {
    if (principal.userType !== 'staff') throw forbidden()
    if (principal.activeRoleId === REGISTRAR_ROLE) return { canDecide: true }
    if (principal.activeRoleId === STUDENT_CENTRE_ROLE) return { canDecide: false }
    throw forbidden()
  }

  return {
    /** The caller's counters, status, frozen terms and the terms still open to a request. 403 for staff. */
    async overview(principal: Principal, lang: Language): Promise<FreezeOverview> {
      const student = await studentOf(db, principal)
      const counters = await countersOf(db, student.id)
      const taken = await termsIn(db, student.id, ['pending', 'approved'])
      const takenCodes = new Set(taken.map((t) => t.code))
      const open = openTermCodes(await activeTerm(db), istanbulToday(clock())).filter(
        (c) => !takenCodes.has(c),
      )
      return {
        StudentNo: student.studentNo,
        StudentStatus: student.status,
        Counters: countersView(counters, taken.filter((t) => t.status === 'pending').length),
        FrozenTerms: namedTerms(
          taken.filter((t) => t.status === 'approved').map((t) => t.code),
          lang,
        ),
        OpenTerms: namedTerms(open, lang),
        MaxFileMb: FREEZE_MAX_MB,
      }
    },

    /**
     * Creates the caller's request with its document in one transaction (a bad file or a broken rule stores
     * nothing). 422: studentship not active/frozen, a term not open or already requested, counters passed.
     * 400: file missing, too large or not pdf/jpeg/png by content. Returns the new id.
     */
    async create(
      principal: Principal,
      fields: CreateFreezeFields,
      file: IncomingFile,
      lang: Language,
    ): Promise<number> {
      const student = await studentOf(db, principal)
      if (student.status !== 'active' && student.status !== 'frozen') throw businessRule('freeze.notActive')
      const now = clock()
      const open = new Set(openTermCodes(await activeTerm(db), istanbulToday(now)))
      for (const code of fields.Terms) {
        if (!open.has(code)) throw businessRule('freeze.termNotOpen', { term: term(code) })
      }
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        // Locking the counters row serialises this student's requests and decisions.
        const counters = await countersOf(t, student.id, true)
        const taken = await termsIn(t, student.id, ['pending', 'approved'])
        for (const code of fields.Terms) {
          if (taken.some((x) => x.code === code)) throw businessRule('freeze.termTaken', { term: term(code) })
        }
        const pending = taken.filter((x) => x.status === 'pending').map((x) => ({ kind: kindOf(x.reason) }))
        assertWithinCounters(counters, pending, kindOf(fields.Reason), fields.Terms.length, lang)
        const fileId = await storeFile(
          tx,
          file,
          { personId: principal.personId },
          { allowed: FREEZE_FILE_TYPES, maxMb: FREEZE_MAX_MB },
        )
        const [row] = await tx
          .insert(freezeRequests)
          .values({
            studentId: student.id,
            reason: fields.Reason,
            explanation: fields.Explanation,
            fileId,
            requestedAt: now,
            approvalEndDate: requestApprovalEndDate(now),
          })
          .returning()
        if (!row) throw new Error('freeze request not created')
        await tx
          .insert(freezeRequestTerms)
          .values(fields.Terms.map((termCode) => ({ requestId: row.id, termCode })))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'freeze_request',
          entityId: row.id,
          action: 'create',
          after: { ...row, terms: fields.Terms },
        })
        return row.id
      })
    },

    /** The caller's own requests (active studentship), newest first. */
    async mine(principal: Principal, lang: Language): Promise<FreezeRequest[]> {
      const student = await studentOf(db, principal)
      return listRequests(db, eq(freezeRequests.studentId, student.id), lang)
    },

    /** Withdraws the caller's own pending request. 404 another student's or unknown; 409 no longer pending. */
    async withdraw(principal: Principal, id: number): Promise<void> {
      const student = await studentOf(db, principal)
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(freezeRequests).where(eq(freezeRequests.id, id))
        if (!before || before.studentId !== student.id) throw notFound()
        const [after] = await tx
          .update(freezeRequests)
          .set({ status: 'withdrawn', version: sql`${freezeRequests.version} + 1` })
          .where(and(eq(freezeRequests.id, id), eq(freezeRequests.status, 'pending')))
          .returning()
        if (!after) throw conflict('freeze.noLongerPending')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'freeze_request',
          entityId: id,
          action: 'withdraw',
          before,
          after,
        })
      })
    },

    /**
     * The queue with filters and paging (registrar and student centre), newest first, limited to students
     * whose programme lies under the caller's units (shared request queue, issue 36). 403 without units.
     */
    async queue(principal: Principal, q: FreezeQueueQuery, lang: Language): Promise<FreezeQueue> {
      const { canDecide } = assertQueueRole(principal)
      const where = queueWhere(
        freezeQueue,
        { statuses: q.status ? [q.status] : undefined, search: q.search },
        programmeUnder(await staffUnitsOf(db, principal)),
        q.reason ? eq(freezeRequests.reason, q.reason) : undefined,
      )
      const { items, total } = await requestPage(db, where, lang, q.page, q.pageSize)
      return { items, total, page: q.page, pageSize: q.pageSize, CanDecide: canDecide }
    },

    /** One student's counters, status, frozen terms and freeze history (queue roles). 404 unknown student. */
    async studentDetail(
      principal: Principal,
      studentId: number,
      lang: Language,
    ): Promise<FreezeStudentDetail> {
      assertQueueRole(principal)
      const [s] = await db
        .select({
          id: students.id,
          no: students.studentNo,
          status: students.status,
          name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(eq(students.id, studentId))
      if (!s) throw notFound()
      const taken = await termsIn(db, s.id, ['pending', 'approved'])
      return {
        StudentId: s.id,
        StudentNo: s.no,
        StudentName: s.name,
        StudentStatus: s.status,
        Counters: countersView(
          await countersOf(db, s.id),
          taken.filter((t) => t.status === 'pending').length,
        ),
        FrozenTerms: namedTerms(
          taken.filter((t) => t.status === 'approved').map((t) => t.code),
          lang,
        ),
        History: await listRequests(db, eq(freezeRequests.studentId, s.id), lang),
      }
    },

    /**
     * Approves or rejects a pending request (registrar only; student centre 403) on or before its approval end
     * date, on the shared request queue (issue 36: guarded by status and version, audited with the answer,
     * 409 with the request's public row). Approval adds the terms to the counters (re-checked, 422 when
     * passed) and sets the studentship 'frozen' when the active term is among them. 409 when no longer
     * pending or the version is stale: the second of two simultaneous approvers changes nothing.
     */
    async process(principal: Principal, body: ProcessFreezeRequest, lang: Language): Promise<void> {
      const { canDecide } = assertQueueRole(principal)
      if (!canDecide) throw forbidden('freeze.readOnly')
      const [seen] = await db.select().from(freezeRequests).where(eq(freezeRequests.id, body.Id))
      if (!seen) throw notFound()
      const now = clock()
      const actor = auditActorOf(principal)
      let counters: Awaited<ReturnType<typeof countersOf>> | undefined
      await decideRequests(db, freezeQueue, {
        actor,
        rows: [{ ...seen, version: body.Version }],
        from: ['pending'],
        action: body.Approve ? 'approve' : 'reject',
        reason: body.Answer,
        set: async (_, tx) => {
          // Locking the counters row first serialises this student's requests and decisions.
          counters = await countersOf(tx, seen.studentId, true)
          return {
            status: body.Approve ? 'approved' : 'rejected',
            answer: body.Answer,
            processedAt: now,
            processedByPersonId: principal.personId,
          }
        },
        before: () => seen,
        after: (updated) => updated,
        alongside: async (_, tx) => {
          if (istanbulToday(now) > seen.approvalEndDate) throw businessRule('freeze.expired')
          const codes = (
            await tx
              .select({ code: freezeRequestTerms.termCode })
              .from(freezeRequestTerms)
              .where(eq(freezeRequestTerms.requestId, seen.id))
          ).map((m) => m.code)
          if (body.Approve && counters) await approveTerms(tx, actor, seen, counters, codes, lang)
          await notify?.(tx, {
            studentId: seen.studentId,
            kind: 'freeze.decided',
            eventKey: `freeze.decided:${seen.id}`,
            params: {
              variant: body.Approve ? 'approved' : 'rejected',
              terms: codes.join(', '),
              answer: body.Answer,
            },
            link: 'ogrenci/kayit-dondurma-taleplerim',
          })
        },
        // The public shape of the request as it is now (issue 36: a 409 never carries a database row).
        current: async (ids) => (await listRequests(db, inArray(freezeRequests.id, ids), lang))[0] ?? null,
        conflictMessage: (current) => {
          const status = (current as FreezeRequest | null)?.Status
          return {
            key: status === 'pending' ? 'freeze.stale' : 'freeze.notPending',
            params: { status: translate(lang, `freeze.status.${status ?? 'withdrawn'}`) },
          }
        },
      })
    },

    /**
     * The request's document (and whose: `studentId`) for the requesting student or a queue role. 404 none; 403
     * another student.
     */
    async file(principal: Principal, id: number) {
      const [req] = await db.select().from(freezeRequests).where(eq(freezeRequests.id, id))
      if (!req) throw notFound()
      if (principal.userType === 'student') {
        const student = await studentOf(db, principal)
        if (student.id !== req.studentId) throw forbidden()
      } else {
        assertQueueRole(principal)
      }
      const file = req.fileId ? await readStoredFile(db, req.fileId) : null
      if (!file) throw notFound()
      return { ...file, studentId: req.studentId }
    },
  }
}

/** The freeze request service's type. */
export type FreezeRequestService = ReturnType<typeof createFreezeRequestService>
