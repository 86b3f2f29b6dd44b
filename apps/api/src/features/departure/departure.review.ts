/**
 * The reviewers' side of departure clearance (issue 16; spec §4, §6): the four offices (accounting, library,
 * fixtures, sports) clear a request at step 'requested' — only with no open debt or an explicit waiver
 * reason — and settle debts; when the last office clears, the request moves to the student centre dean's
 * office; the dean's office pre-approves (→ registrar), the registrar approves (→ completed: the studentship
 * becomes 'withdrawn' with departure date and reason, the student-right end date is set, other features
 * close open baskets and requests). Any step's reviewer may reject with a reason. Each caller sees only its
 * step and the students of its units; every decision is a conditional update in one transaction with its
 * audit row, so of two approvers at once the second gets 409 and nothing changes twice.
 */
import type {
  BulkApproveResult,
  DepartureOffice,
  DepartureQueuePage,
  DepartureQueueQuery,
  DepartureStatus,
  DepartureUnitOption,
  Language,
} from '@unacs/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { type AuditActor, recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { toE164 } from '../../platform/sms/sms-sender.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import {
  clearancesOf,
  openDebtsOf,
  programmeUnder,
  type QueueStep,
  queuePage,
  requestById,
  requestInUnits,
  studentById,
  unitsUnder,
} from './departure.repo.ts'
import { departureClearances, departureDebts, departureRequests } from './departure.schema.ts'
import {
  DEAN_ROLE,
  type HeldItemsSource,
  ITEM_OFFICES,
  type LeaveCalculator,
  OFFICE_ROLES,
  OFFICES,
  REGISTRAR_ROLE,
  requestView,
} from './departure.views.ts'

/** Called after a departure completes, outside its transaction (other features close baskets, requests). */
/**
 * A follow-up of a completed departure (run after its commit): another feature closes what the departed
 * studentship still has open. `actor` is the approver, for that feature's audit rows.
 */
export type DepartedHook = (studentId: number, at: Date, actor: AuditActor) => Promise<void>

/** What the reviewer side needs. */
export interface ReviewSideDeps {
  db: Database
  clock: Clock
  leave: LeaveCalculator
  /** What a studentship holds from the fixtures and sports offices (fixtures feature). */
  held: HeldItemsSource
  onDeparted: DepartedHook[]
  /** Tells the student a step was passed or refused (notifications feature, issue 39), in the move's transaction. */
  notify?: Notify
}

/** The caller's step from the active role: an office, the dean's office or the registrar; 403 otherwise. */
export function stepOf(principal: Principal): QueueStep {
  if (principal.userType !== 'staff') throw forbidden()
  const role = principal.activeRoleId
  const office = OFFICES.find((o) => OFFICE_ROLES[o] === role)
  if (office) return { kind: 'office', office }
  if (role === DEAN_ROLE) return { kind: 'dean' }
  if (role === REGISTRAR_ROLE) return { kind: 'registrar' }
  throw forbidden()
}

/** The status a request has while waiting for `step`. */
const statusAt = (step: QueueStep): DepartureStatus =>
  step.kind === 'office' ? 'requested' : step.kind === 'dean' ? 'awaiting_dean' : 'awaiting_registrar'

/** Creates the reviewer side. */
export function createReviewSide(deps: ReviewSideDeps) {
  const { db, clock } = deps

  /** The caller's step and units (403 without the role in any unit). */
  async function scopeOf(principal: Principal) {
    const step = stepOf(principal)
    const unitIds = await roleUnitsOf(db, principal, principal.activeRoleId)
    if (unitIds.length === 0) throw forbidden()
    return { step, unitIds }
  }

  /** Request `id` within the caller's units; 404 otherwise (existence is not revealed). */
  async function scopedRequest(principal: Principal, id: number) {
    const scope = await scopeOf(principal)
    if (!(await requestInUnits(db, id, scope.unitIds))) throw notFound()
    const row = await requestById(db, id)
    if (!row || row.status === 'awaiting_confirmation') throw notFound()
    return { ...scope, row }
  }

  /** The office step of the caller; 403 for the dean's office and the registrar. */
  function officeOf(step: QueueStep): DepartureOffice {
    if (step.kind !== 'office') throw forbidden()
    return step.office
  }

  /** Moves a request from `from` to `to` with `set`, audited; 409 when it is no longer at `from`. */
  async function move(
    tx: Database,
    principal: Principal,
    id: number,
    from: DepartureStatus,
    to: DepartureStatus,
    set: Partial<typeof departureRequests.$inferInsert>,
    action: string,
    reason?: string,
  ) {
    const [moved] = await tx
      .update(departureRequests)
      .set({ ...set, status: to })
      .where(and(eq(departureRequests.id, id), eq(departureRequests.status, from)))
      .returning()
    if (!moved) throw conflict('departure.notAtStep')
    await recordAudit(tx, auditActorOf(principal), {
      entity: 'departure_request',
      entityId: id,
      action,
      before: { status: from },
      after: { status: to, ...set },
      reason: reason ?? null,
    })
    const variant = to === 'rejected' ? 'rejected' : to === 'completed' ? 'completed' : 'approved'
    await deps.notify?.(tx, {
      studentId: moved.studentId,
      kind: 'departure.step',
      eventKey: `departure.step:${id}:${to}`,
      params: {
        variant,
        stepKey: `notifications.step.departure.${from}`,
        ...(reason && variant === 'rejected' ? { note: reason } : {}),
      },
      link: 'ogrenci/ilisik-kesme',
    })
    return moved
  }

  /** Registrar approval in `tx`: completes the request and writes the student's departure. */
  async function complete(tx: Database, principal: Principal, id: number, at: Date) {
    const today = istanbulToday(at)
    const moved = await move(
      tx,
      principal,
      id,
      'awaiting_registrar',
      'completed',
      {
        registrarApprovedAt: at,
        registrarApprovedBy: principal.personId,
        completedAt: at,
        departureDate: today,
        studentRightEndsOn: today,
      },
      'registrar_approve',
    )
    const [before] = await tx
      .select({
        status: students.status,
        departureDate: students.departureDate,
        departureReason: students.departureReason,
      })
      .from(students)
      .where(eq(students.id, moved.studentId))
    const reason = translate('tr', `departure.reason.${moved.reason}`)
    await tx
      .update(students)
      .set({ status: 'withdrawn', departureDate: today, departureReason: reason })
      .where(eq(students.id, moved.studentId))
    await recordAudit(tx, auditActorOf(principal), {
      entity: 'student',
      entityId: moved.studentId,
      action: 'depart',
      before: before ?? null,
      after: {
        status: 'withdrawn',
        departureDate: today,
        departureReason: reason,
        studentRightEndsOn: today,
      },
    })
    return moved.studentId
  }

  /** Approves `id` at the caller's step (dean or registrar) in one transaction; returns the departed student. */
  async function approveOne(principal: Principal, step: QueueStep, id: number): Promise<number | null> {
    const at = clock()
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database
      if (step.kind === 'dean') {
        await move(
          t,
          principal,
          id,
          'awaiting_dean',
          'awaiting_registrar',
          { deanApprovedAt: at, deanApprovedBy: principal.personId },
          'dean_approve',
        )
        return null
      }
      return complete(t, principal, id, at)
    })
  }

  async function afterDeparture(principal: Principal, studentId: number | null, log?: FastifyBaseLogger) {
    if (studentId === null) return
    for (const hook of deps.onDeparted) {
      await hook(studentId, clock(), auditActorOf(principal)).catch((err: unknown) =>
        log?.error({ err }, 'departure follow-up failed'),
      )
    }
  }

  return {
    /** One page of the caller's queue (its step, its units, the filters). 403 for other roles. */
    async queue(principal: Principal, q: DepartureQueueQuery, lang: Language): Promise<DepartureQueuePage> {
      const { step, unitIds } = await scopeOf(principal)
      const page = await queuePage(db, step, unitIds, q)
      // Fixtures and sports owe the items the student holds: one fixtures call for the whole page.
      const countsHeld = step.kind !== 'office' || ITEM_OFFICES.includes(step.office)
      const held = countsHeld
        ? await deps.held.heldItemsOf(page.items.map((r) => r.studentId))
        : new Map<number, { office: string }[]>()
      const heldCount = (studentId: number) =>
        (held.get(studentId) ?? []).filter((h) => step.kind !== 'office' || h.office === step.office).length
      return {
        items: page.items.map((r) => {
          const [facTr = '', facEn = ''] = (r.faculty ?? '|').split('|')
          return {
            Id: r.id,
            StudentNo: r.studentNo,
            StudentName: `${r.firstName} ${r.lastName}`,
            Programme: lang === 'en' ? r.programmeEn : r.programmeTr,
            Unit: lang === 'en' ? facEn : facTr,
            Reason: r.reason,
            Status: r.status,
            RequestedAt: (r.confirmedAt ?? r.createdAt).toISOString(),
            DebtKurus: Number(r.debtKurus),
            OpenItemCount: Number(r.openItems) + heldCount(r.studentId),
            Cleared: Boolean(r.cleared),
          }
        }),
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
      }
    },

    /** The units the caller's queue may be filtered on: its role's units and all under them (403 for others). */
    async units(principal: Principal, lang: Language): Promise<DepartureUnitOption[]> {
      const { unitIds } = await scopeOf(principal)
      return (await unitsUnder(db, unitIds, lang)).map((u) => ({
        Id: u.id,
        ParentId: u.parentId,
        Name: u.name,
      }))
    },

    /** A confirmed request within the caller's units (any reviewer role). 404 otherwise. */
    async detail(principal: Principal, id: number, lang: Language) {
      const { row } = await scopedRequest(principal, id)
      const student = await studentById(db, row.studentId)
      if (!student) throw notFound()
      return requestView(db, row, student, lang, {
        codeExpiresAt: null,
        leave: deps.leave,
        held: deps.held,
        phone: toE164(student.mobilePhone),
      })
    },

    /**
     * The caller's office clears request `id` (step 'requested'): 422 `departure.debtOpen` while the
     * student owes the office (accounting, library: open debts; fixtures, sports: items the fixtures
     * feature says the student holds) and no waiver reason is given; 409 when already cleared or not at the step.
     * The last office's clearance moves the request to the dean's office. Audited.
     */
    async clear(principal: Principal, id: number, waiverReason: string | undefined) {
      const { step, row } = await scopedRequest(principal, id)
      const office = officeOf(step)
      const at = clock()
      const items = ITEM_OFFICES.includes(office)
      // The fixtures feature answers on its own connection, so it is asked before the transaction (inside it,
      // an embedded single-connection database would wait for itself).
      const held = items ? (await deps.held.heldItems(row.studentId)).filter((h) => h.office === office) : []
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        // Serialise the offices of one request so the last clearance always sees the others.
        const locked = await requestById(t, row.id, true)
        if (locked?.status !== 'requested') throw conflict('departure.notAtStep')
        const debts = items ? [] : await openDebtsOf(t, row.studentId, office)
        const owed = debts.length + held.length
        if (owed > 0 && !waiverReason)
          throw businessRule(items ? 'departure.itemsHeld' : 'departure.debtOpen', { count: held.length })
        const waiver = owed > 0 ? (waiverReason ?? null) : null
        const [cleared] = await t
          .update(departureClearances)
          .set({ clearedAt: at, clearedBy: principal.personId, waiverReason: waiver })
          .where(
            and(
              eq(departureClearances.requestId, id),
              eq(departureClearances.office, office),
              isNull(departureClearances.clearedAt),
            ),
          )
          .returning({ id: departureClearances.id })
        if (!cleared) throw conflict('departure.alreadyCleared')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'departure_clearance',
          entityId: cleared.id,
          action: waiver ? 'clear_with_waiver' : 'clear',
          before: { office, cleared: false, openDebtKurus: debts.reduce((s, d) => s + d.amountKurus, 0) },
          after: {
            office,
            cleared: true,
            clearedAt: at,
            openItems: debts.map((d) => d.id),
            heldItems: held.map((h) => h.registryNo),
          },
          reason: waiver,
        })
        const all = await clearancesOf(t, id)
        if (all.length === OFFICES.length && all.every((c) => c.clearedAt))
          await move(t, principal, id, 'requested', 'awaiting_dean', {}, 'offices_cleared')
      })
    },

    /**
     * The caller's office (accounting, library) marks its debt `debtId` settled (paid or returned). 404 for
     * another office's; 409 if settled; 422 `departure.returnThroughFixtures` for the fixtures and sports
     * offices, whose items are taken back through the fixtures refund.
     */
    async settle(principal: Principal, debtId: number, note: string | undefined) {
      const { step, unitIds } = await scopeOf(principal)
      const office = officeOf(step)
      if (ITEM_OFFICES.includes(office)) throw businessRule('departure.returnThroughFixtures')
      const at = clock()
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const [debt] = await t
          .select()
          .from(departureDebts)
          .where(eq(departureDebts.id, debtId))
          .for('update')
        if (!debt || debt.office !== office) throw notFound()
        if (!(await roleScoped(t, debt.studentId, unitIds))) throw notFound()
        if (debt.settledAt) throw conflict('departure.alreadySettled')
        await t
          .update(departureDebts)
          .set({ settledAt: at, settledBy: principal.personId, settleNote: note ?? null })
          .where(and(eq(departureDebts.id, debtId), isNull(departureDebts.settledAt)))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'departure_debt',
          entityId: debtId,
          action: 'settle',
          before: { settledAt: null, amountKurus: debt.amountKurus, title: debt.title },
          after: { settledAt: at },
          reason: note ?? null,
        })
      })
    },

    /** Approves `id` at the caller's step (dean's office or registrar). 409 when it is not there (anymore). */
    async approve(principal: Principal, id: number, log?: FastifyBaseLogger) {
      const { step } = await scopedRequest(principal, id)
      if (step.kind === 'office') throw forbidden()
      await afterDeparture(principal, await approveOne(principal, step, id), log)
    },

    /** Approves each of `ids` at the caller's step; those not at the step or out of scope are skipped. */
    async bulkApprove(
      principal: Principal,
      ids: number[],
      log?: FastifyBaseLogger,
    ): Promise<BulkApproveResult> {
      const { step, unitIds } = await scopeOf(principal)
      if (step.kind === 'office') throw forbidden()
      const result: BulkApproveResult = { Approved: [], Skipped: [] }
      for (const id of [...new Set(ids)]) {
        if (!(await requestInUnits(db, id, unitIds))) {
          result.Skipped.push(id)
          continue
        }
        try {
          await afterDeparture(principal, await approveOne(principal, step, id), log)
          result.Approved.push(id)
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode !== 409) throw err
          result.Skipped.push(id)
        }
      }
      return result
    },

    /** Rejects `id` at the caller's step with `reason` (offices, dean's office, registrar). 409 elsewhere. */
    async reject(principal: Principal, id: number, reason: string) {
      const { step } = await scopedRequest(principal, id)
      const from = statusAt(step)
      const at = clock()
      await db.transaction(async (tx) => {
        await move(
          tx as unknown as Database,
          principal,
          id,
          from,
          'rejected',
          { rejectedAt: at, rejectedBy: principal.personId, rejectedAtStep: from, rejectionReason: reason },
          'reject',
          reason,
        )
      })
    },

    /** The completed request `id` within the registrar's units, for the certificate. */
    async completedFor(principal: Principal, id: number) {
      const { step, row } = await scopedRequest(principal, id)
      if (step.kind !== 'registrar') throw forbidden()
      if (row.status !== 'completed') throw conflict('departure.notCompleted')
      const student = await studentById(db, row.studentId)
      if (!student) throw notFound()
      return { row, student }
    },

    /** The caller's office (403 for other roles) and its units. */
    officeScope: async (principal: Principal) => {
      const { step, unitIds } = await scopeOf(principal)
      return { office: officeOf(step), unitIds }
    },
  }
}

/** Whether studentship `studentId` lies within `unitIds`. */
async function roleScoped(db: Database, studentId: number, unitIds: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), programmeUnder(unitIds)))
  return Boolean(row)
}
