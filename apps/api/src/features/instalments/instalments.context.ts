/**
 * What the parts of the instalments service share (issue 17 § Instalment plans): the service's dependencies,
 * the finance caller's scope, a plan read in scope or locked for a write, the full plan view and the audit
 * snapshot. Kuruş throughout.
 */

import type { FeeKey, PlanDetail } from '@unacs/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { money } from '../../platform/format/format.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { PaymentsService, Tx } from '../payments/index.ts'
import {
  collectionsOfPlan,
  instalmentsOf,
  instalmentView,
  type JoinedPlan,
  joinedPlan,
  planRowView,
  scopeUnits,
} from './instalments.repo.ts'
import { instalmentPlans } from './instalments.schema.ts'

export type Lang = 'tr' | 'en'
export type PlanRowDb = typeof instalmentPlans.$inferSelect

/** A programme's fee for a term (the programmes feature's `createFeeReader`): minor units of `currency`. */
export type FeeOf = (
  programmeUnitId: number,
  termId: number,
) => Promise<
  | ({ currency: 'TRY' | 'USD' | 'EUR' } & Record<'fee1' | 'fee2' | 'fee3', number> &
      Record<'prepFee1' | 'prepFee2' | 'prepFee3', number>)
  | null
>

/** The fee columns of a programme fee by the contract's fee key. */
export const FEE_FIELDS = {
  Fee1: 'fee1',
  Fee2: 'fee2',
  Fee3: 'fee3',
  PrepFee1: 'prepFee1',
  PrepFee2: 'prepFee2',
  PrepFee3: 'prepFee3',
} as const satisfies Record<FeeKey, string>

/** What the instalments feature uses of the payments feature. */
export type InstalmentPayments = Pick<PaymentsService, 'create' | 'registerPurpose' | 'detail'>

/**
 * The instalments service's dependencies. `payments` null: students cannot pay by card (503 on pay).
 * `feeOf` absent: no programme fees (plans take an entered amount only).
 */
export type InstalmentsDeps = {
  db: Database
  clock: Clock
  payments: InstalmentPayments | null
  feeOf?: FeeOf
}

/** The audit snapshot of a plan row (state, kuruş figures, version). */
export const snapshot = (p: PlanRowDb) => ({
  state: p.state,
  amountKurus: p.amountKurus,
  paidKurus: p.paidKurus,
  refundKurus: p.refundKurus,
  cancelledOn: p.cancelledOn,
  accruedAtCancelKurus: p.accruedAtCancelKurus,
  version: p.version,
})

/** Kuruş `k` as money in the reader's language (for messages; platform/format, issue 36). */
export const lira = (k: number) => money(k)

/**
 * The condition "every word of `q` occurs in the student number or the full name", by the platform's Turkish
 * fold (`cagla` finds "ÇAĞLA"; `%`, `_` and `\` in `q` taken literally), for queries joining students and persons.
 */
export function studentMatches(q: string): SQL | undefined {
  return foldedContains([students.studentNo, sql`${persons.firstName} || ' ' || ${persons.lastName}`], q)
}

/** Creates what the parts of the instalments service share, from the service's `deps`. */
export function createInstalmentsContext(deps: InstalmentsDeps) {
  const { db, clock } = deps
  /** Today in Istanbul (ISO date). */
  const today = () => istanbulToday(clock())

  /** The finance caller's scope, or 403 (staff of another role never gets here: the route checks the role). */
  async function scopeOf(p: Principal): Promise<number[]> {
    if (p.userType !== 'staff') throw forbidden()
    return scopeUnits(db, p)
  }

  /** Plan `id` joined when in the caller's scope; 404 otherwise. */
  async function scopedPlan(p: Principal, id: number, lang: Lang): Promise<JoinedPlan> {
    const scope = await scopeOf(p)
    const j = await joinedPlan(db, lang, id)
    if (!j || !scope.includes(j.programmeId)) throw notFound('instalments.planNotFound')
    return j
  }

  /** Locks plan `id` in `tx`, checks its version (409 stale) and that it is active (422). */
  async function lockActive(tx: Tx, id: number, version: number | null): Promise<PlanRowDb> {
    const [row] = await tx.select().from(instalmentPlans).where(eq(instalmentPlans.id, id)).for('update')
    if (!row) throw notFound('instalments.planNotFound')
    if (version !== null && row.version !== version) throw conflict('instalments.stale')
    if (row.state !== 'active') throw businessRule('instalments.notActive')
    return row
  }

  /** The full view of a joined plan. */
  async function detailOf(j: JoinedPlan): Promise<PlanDetail> {
    const parts = (await instalmentsOf(db, [j.plan.id])).get(j.plan.id) ?? []
    const t = today()
    const p = j.plan
    const remaining =
      p.state === 'cancelled'
        ? Math.max(0, (p.accruedAtCancelKurus ?? 0) - p.paidKurus)
        : p.amountKurus - p.paidKurus
    return {
      ...planRowView(j, parts, t),
      Instalments: parts.map((x) => instalmentView(x, t)),
      Collections: await collectionsOfPlan(db, p.id, j),
      CancelledOn: p.cancelledOn,
      CancelReason: p.cancelReason,
      RemainingDebtKurus: remaining,
      PendingPaymentId: p.pendingPaymentId,
    }
  }

  /** Finance: plan `id` in scope with instalments and collections. 404 unknown or out of scope. */
  async function detail(p: Principal, id: number, lang: Lang): Promise<PlanDetail> {
    return detailOf(await scopedPlan(p, id, lang))
  }

  return { ...deps, today, scopeOf, scopedPlan, lockActive, detailOf, detail }
}

/** What the parts of the instalments service share. */
export type InstalmentsContext = ReturnType<typeof createInstalmentsContext>
