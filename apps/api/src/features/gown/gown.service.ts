/**
 * Graduation gown and cap (issue 17 § Graduation gown and cap; spec §1, §4, §5, §9).
 * - Students: eligibility (graduand of the current ceremony, not double-major/minor, within the request
 *   dates), the request (size, self or proxy pickup with T.C. kimlik checksum, the accepted statement) and its
 *   deposit, a provision (pre-authorisation) through the payments service; active only once held.
 * - Inventory (role 7): search by student number, hand out within the pickup windows, take back: intact and on
 *   time → release, damaged or late → capture with the reason.
 * - Finance (role 6): deposits by state with totals, bulk release of those due, XLSX export (gown.finance.ts).
 * Every change is audited in its transaction; a stale version or a repeated action is 409.
 */
import {
  type GownCeremony,
  type GownRequestInput,
  type GownStatus,
  isTcKimlikNo,
  type Language,
} from '@unacs/contracts'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import {
  AppError,
  badRequest,
  businessRule,
  conflict,
  forbidden,
  notFound,
} from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import type { PaymentsService } from '../payments/index.ts'
import { type CeremonyRow, pickupOpen, requestOpen, returnLate, windowsText } from './gown.calendar.ts'
import { createGownFinance } from './gown.finance.ts'
import {
  captureReasonText,
  currentCeremony,
  flat,
  type RequestRow,
  requestSnapshot,
  requestView,
  selectRequests,
  studentshipOf,
} from './gown.repo.ts'
import { gownCeremonies, gownGraduands, gownRequests } from './gown.schema.ts'

/** The states of the payments `ids` (id → state); absent ids are unknown. */
export type PaymentStates = (ids: number[]) => Promise<Map<number, string>>

/** What the gown feature uses of the payments service. */
export type GownPayments = Pick<
  PaymentsService,
  'create' | 'registerPurpose' | 'release' | 'capture' | 'refund'
>

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type PaymentLike = { id: number; state: string }

const SECOND_STUDENTSHIP = ['Çift Anadal', 'Yandal']
const isUniqueViolation = (e: unknown) =>
  /duplicate key|unique/i.test(String((e as { cause?: unknown })?.cause ?? e))

/** The contract view of a ceremony. */
function ceremonyView(c: CeremonyRow): GownCeremony {
  return {
    Id: c.id,
    Name: c.name,
    RequestStart: c.requestStart,
    PaymentLastDay: c.paymentLastDay,
    PaymentCloseTime: c.paymentCloseTime,
    PickupDays: c.pickupDays,
    PickupWindows: c.pickupWindows.map((w) => ({ From: w.from, To: w.to })),
    CeremonyDays: c.ceremonyDays,
    ReturnDeadline: c.returnDeadline,
    DepositKurus: c.depositKurus,
    Currency: c.currency,
  }
}

/** Creates the gown service; registers the deposit purpose with `payments`. */
export function createGownService(deps: {
  db: Database
  clock: Clock
  payments: GownPayments
  /** The states of payments by id (read from the payments feature), to follow callbacks it settled. */
  paymentStates: PaymentStates
}) {
  const { db, clock, payments } = deps

  /** Brings request rows in line with their deposit payment's state (in `tx`), with an audit row. */
  async function applyPayment(tx: Tx, payment: PaymentLike, actor: AuditActor | null = null) {
    const [row] = await tx
      .select()
      .from(gownRequests)
      .where(eq(gownRequests.depositPaymentId, payment.id))
      .for('update')
    if (!row || row.depositState === payment.state) return
    const state = payment.state === 'held' && row.state === 'awaiting_deposit' ? 'active' : row.state
    const [after] = await tx
      .update(gownRequests)
      .set({ depositState: payment.state, state, version: row.version + 1 })
      .where(eq(gownRequests.id, row.id))
      .returning()
    if (!after) return
    await recordAudit(
      tx,
      actor ?? { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null },
      {
        entity: 'gown_request',
        entityId: row.id,
        action: `gown.deposit-${payment.state}`,
        before: requestSnapshot(row),
        after: requestSnapshot(after),
      },
    )
  }

  payments.registerPurpose('gown_deposit', { onSettled: (tx, p) => applyPayment(tx, p) })

  /**
   * Follows deposits the bank settled through the payments callback (another service instance): every
   * request of `rows` whose deposit is pending is brought in line with its payment. Returns fresh rows.
   */
  async function sync<T extends RequestRow>(rows: T[]): Promise<T[]> {
    const pending = rows.filter((r) => r.depositState === 'pending' && r.depositPaymentId !== null)
    if (pending.length === 0) return rows
    const states = await deps.paymentStates(pending.map((r) => r.depositPaymentId as number))
    const changed = pending.filter((r) => {
      const s = states.get(r.depositPaymentId as number)
      return s !== undefined && s !== 'pending'
    })
    if (changed.length === 0) return rows
    await db.transaction(async (tx) => {
      for (const r of changed) {
        const id = r.depositPaymentId as number
        await applyPayment(tx, { id, state: states.get(id) ?? 'pending' })
      }
    })
    const fresh = await db
      .select()
      .from(gownRequests)
      .where(
        inArray(
          gownRequests.id,
          changed.map((r) => r.id),
        ),
      )
    const byId = new Map(fresh.map((f) => [f.id, f]))
    return rows.map((r) => ({ ...r, ...(byId.get(r.id) ?? {}) }))
  }

  /** Why the studentship may not request now (a message key and its values), or null. */
  async function refusal(
    c: CeremonyRow | null,
    s: { id: number; admissionType: string },
  ): Promise<{ key: string; params?: Record<string, string> } | null> {
    if (!c) return { key: 'gown.noCeremony' }
    if (SECOND_STUDENTSHIP.includes(s.admissionType)) return { key: 'gown.doubleMajor' }
    const [g] = await db
      .select({ n: count() })
      .from(gownGraduands)
      .where(and(eq(gownGraduands.ceremonyId, c.id), eq(gownGraduands.studentId, s.id)))
    if (!g?.n) return { key: 'gown.notGraduating' }
    if (!requestOpen(c, clock()))
      return {
        key: 'gown.outsideDates',
        params: { start: c.requestStart, end: c.paymentLastDay, time: c.paymentCloseTime },
      }
    return null
  }

  /** 422 with the refusal's reason when the studentship may not request now. */
  async function assertEligible(c: CeremonyRow, s: { id: number; admissionType: string }) {
    const no = await refusal(c, s)
    if (no) throw businessRule(no.key, no.params)
  }

  async function ownRequest(ceremonyId: number, studentId: number) {
    const rows = (
      await selectRequests(db).where(
        and(eq(gownRequests.ceremonyId, ceremonyId), eq(gownRequests.studentId, studentId)),
      )
    ).map(flat)
    return (await sync(rows))[0] ?? null
  }

  /** Starts a deposit provision for request `r` in `tx`; returns the payment id. */
  async function startDeposit(tx: Tx, r: RequestRow, actor: AuditActor): Promise<number> {
    const payment = await payments.create(
      tx,
      {
        studentId: r.studentId,
        purpose: 'gown_deposit',
        purposeRef: String(r.id),
        mode: 'preauth',
        amountKurus: r.depositKurus,
        description: 'Cübbe ve kep depozitosu / Gown and cap deposit',
        returnPath: '/ogrenci/cubbe-kep',
      },
      actor,
    )
    const [after] = await tx
      .update(gownRequests)
      .set({ depositPaymentId: payment.id, depositState: 'pending', version: r.version + 1 })
      .where(and(eq(gownRequests.id, r.id), eq(gownRequests.version, r.version)))
      .returning()
    if (!after) throw conflict()
    await recordAudit(tx, actor, {
      entity: 'gown_request',
      entityId: r.id,
      action: 'gown.deposit-started',
      before: requestSnapshot(r),
      after: requestSnapshot(after),
    })
    return payment.id
  }

  const requireRole = (p: Principal, role: number) => {
    if (p.userType !== 'staff' || p.activeRoleId !== role) throw forbidden()
  }

  /** The ids of ceremonies whose return deadline has passed. */
  async function ceremoniesOver(): Promise<number[]> {
    const all = await db.select().from(gownCeremonies)
    return all.filter((c) => returnLate(c, clock())).map((c) => c.id)
  }

  /** The current ceremony or 422. */
  async function ceremonyOrFail() {
    const c = await currentCeremony(db)
    if (!c) throw businessRule('gown.noCeremony')
    return c
  }

  return {
    /** The student's page: ceremony, eligibility with the reason, open window and own request. */
    async status(principal: Principal, lang: Language): Promise<GownStatus> {
      const s = await studentshipOf(db, principal)
      const c = await currentCeremony(db)
      const request = c ? await ownRequest(c.id, s.id) : null
      const no = await refusal(c, s)
      const reason = no ? translate(lang, no.key, no.params) : null
      return {
        Ceremony: c ? ceremonyView(c) : null,
        Eligible: reason === null,
        Reason: reason,
        RequestOpen: c ? requestOpen(c, clock()) : false,
        Request: request ? requestView(request, true, lang) : null,
      }
    },

    /**
     * Records the caller's request and starts its deposit provision (one transaction). 400 proxy/statement
     * rules, 422 not eligible or outside the dates (the reason), 409 already requested. Returns the payment.
     */
    async request(principal: Principal, input: GownRequestInput) {
      const s = await studentshipOf(db, principal)
      if (!input.Accepted) throw badRequest('gown.mustAccept')
      const proxy = input.PickupBy === 'proxy'
      if (proxy && (!input.ProxyName || !input.ProxyTcNo)) throw badRequest('gown.proxyRequired')
      if (proxy && !isTcKimlikNo(input.ProxyTcNo ?? '')) throw badRequest('gown.proxyTcInvalid')
      const c = await ceremonyOrFail()
      await assertEligible(c, s)
      const actor = auditActorOf(principal)
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(gownRequests)
            .values({
              ceremonyId: c.id,
              studentId: s.id,
              size: input.Size,
              pickupBy: input.PickupBy,
              proxyName: proxy ? (input.ProxyName ?? null) : null,
              proxyTcNo: proxy ? (input.ProxyTcNo ?? null) : null,
              acceptedAt: clock(),
              depositKurus: c.depositKurus,
              createdAt: clock(),
            })
            .returning()
          if (!row) throw new Error('gown request insert returned nothing')
          await recordAudit(tx, actor, {
            entity: 'gown_request',
            entityId: row.id,
            action: 'gown.requested',
            after: requestSnapshot(row),
          })
          return { PaymentId: await startDeposit(tx, row, actor) }
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('gown.alreadyRequested')
        throw e
      }
    },

    /** A new deposit attempt after a declined one, within the dates. 409 otherwise. */
    async payAgain(principal: Principal) {
      const s = await studentshipOf(db, principal)
      const c = await ceremonyOrFail()
      const r = await ownRequest(c.id, s.id)
      if (!r) throw notFound('gown.notFound')
      await assertEligible(c, s)
      if (r.state !== 'awaiting_deposit' || r.depositState !== 'declined') throw conflict('gown.cannotPay')
      return db.transaction(async (tx) => ({ PaymentId: await startDeposit(tx, r, auditActorOf(principal)) }))
    },

    /** Inventory: the current ceremony's request of student number `studentNo` (or none). */
    async search(principal: Principal, studentNo: string) {
      requireRole(principal, ROLE_IDS.inventory)
      const c = await ceremonyOrFail()
      const rows = (
        await selectRequests(db).where(
          and(
            eq(gownRequests.ceremonyId, c.id),
            sql`${gownRequests.studentId} in (select id from students where student_no = ${studentNo})`,
          ),
        )
      ).map(flat)
      return {
        Ceremony: ceremonyView(c),
        PickupOpen: pickupOpen(c, clock()),
        Requests: (await sync(rows)).map((r) => requestView(r)),
      }
    },

    /** Inventory: hands request `id` to the student or the named proxy within the pickup windows. */
    async handOut(principal: Principal, input: { RequestId: number; Version: number; To: 'self' | 'proxy' }) {
      requireRole(principal, ROLE_IDS.inventory)
      const c = await ceremonyOrFail()
      if (!pickupOpen(c, clock())) throw businessRule('gown.outsidePickup', { windows: windowsText(c) })
      const actor = auditActorOf(principal)
      return db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(gownRequests)
          .where(eq(gownRequests.id, input.RequestId))
          .for('update')
        if (!r || r.ceremonyId !== c.id) throw notFound('gown.notFound')
        if (r.state !== 'active' || r.depositState !== 'held') throw conflict('gown.notActive')
        if (r.version !== input.Version) throw conflict()
        if (input.To === 'proxy' && r.pickupBy !== 'proxy') throw businessRule('gown.noProxy')
        const [after] = await tx
          .update(gownRequests)
          .set({
            state: 'handed_out',
            handedTo: input.To,
            handedOutAt: clock(),
            handedOutBy: principal.personId,
            version: r.version + 1,
          })
          .where(and(eq(gownRequests.id, r.id), eq(gownRequests.version, r.version)))
          .returning()
        if (!after) throw conflict()
        await recordAudit(tx, actor, {
          entity: 'gown_request',
          entityId: r.id,
          action: 'gown.handed-out',
          before: requestSnapshot(r),
          after: requestSnapshot(after),
        })
        return after
      })
    },

    /**
     * Inventory: takes request `id` back. Intact and on time → the provision is released; damaged (reason
     * required) or late → captured with the reason. The return is recorded first; a bank failure leaves the
     * deposit held and due (finance's bulk refund). Returns the outcome's message key.
     */
    async takeBack(
      principal: Principal,
      input: { RequestId: number; Version: number; Condition: 'intact' | 'damaged'; Reason?: string | null },
      lang: Language,
    ): Promise<string> {
      requireRole(principal, ROLE_IDS.inventory)
      const reasonGiven = input.Reason?.trim() || null
      if (input.Condition === 'damaged' && !reasonGiven) throw badRequest('gown.reasonRequired')
      const c = await ceremonyOrFail()
      const now = clock()
      const late = returnLate(c, now)
      const actor = auditActorOf(principal)
      const captureReason =
        input.Condition === 'damaged' || late
          ? captureReasonText({ captureReason: reasonGiven, returnedLate: late, returnedAt: now }, lang)
          : null
      const after = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(gownRequests)
          .where(eq(gownRequests.id, input.RequestId))
          .for('update')
        if (!r || r.ceremonyId !== c.id) throw notFound('gown.notFound')
        if (r.state !== 'handed_out') throw conflict('gown.notHandedOut')
        if (r.version !== input.Version) throw conflict()
        const [updated] = await tx
          .update(gownRequests)
          .set({
            state: 'returned',
            returnedAt: now,
            returnedBy: principal.personId,
            returnCondition: input.Condition,
            returnedLate: late,
            captureReason: reasonGiven,
            version: r.version + 1,
          })
          .where(and(eq(gownRequests.id, r.id), eq(gownRequests.version, r.version)))
          .returning()
        if (!updated) throw conflict()
        await recordAudit(tx, actor, {
          entity: 'gown_request',
          entityId: r.id,
          action: 'gown.returned',
          before: requestSnapshot(r),
          after: requestSnapshot(updated),
          reason: captureReason,
        })
        return updated
      })
      if (after.depositPaymentId === null || after.depositState !== 'held') return 'gown.returnedBankPending'
      try {
        if (captureReason) {
          await payments.capture(after.depositPaymentId, actor, captureReason)
          return 'gown.returnedCaptured'
        }
        await payments.release(after.depositPaymentId, actor, null)
        return 'gown.returnedReleased'
      } catch (e) {
        if (e instanceof AppError && (e.statusCode === 503 || e.statusCode === 422))
          return 'gown.returnedBankPending'
        throw e
      }
    },

    ...createGownFinance({ db, payments, requireRole, sync, ceremoniesOver }),
  }
}

/** The gown service. */
export type GownService = ReturnType<typeof createGownService>
