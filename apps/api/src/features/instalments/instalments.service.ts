/**
 * Instalment (vinov) plans, cancellation, collections and the budget (issue 17 § Instalment plans; spec §1,
 * §3, §5 "cancellation reason required", §8 "no vinov plan or detail for the student").
 * - Finance (unit-scoped by its role's units) lists plans with filters and totals, creates a plan for a
 *   student's fee, previews and confirms a cancellation (reason and date; refund in kuruş, see
 *   instalments.money.ts), records collections that settle instalments oldest first, and reads the budget.
 * - The student reads own plan and pays an instalment by card through the payments feature.
 * Every write is one transaction under the plan's row lock with its version checked (a double submit: 409)
 * and an audit row.
 * The parts: instalments.reports.ts (views), instalments.plans.ts (plan writes), instalments.collections.ts
 * (collections and card payments), sharing instalments.context.ts.
 */
import { createInstalmentCollections } from './instalments.collections.ts'
import { createInstalmentsContext, type InstalmentsDeps } from './instalments.context.ts'
import { createPlanWrites } from './instalments.plans.ts'
import { createInstalmentReports } from './instalments.reports.ts'

export { MY_PLAN_PATH } from './instalments.collections.ts'
export type { FeeOf, InstalmentPayments } from './instalments.context.ts'

/**
 * Creates the instalments service. `payments` null: students cannot pay by card (503 on pay). `feeOf`
 * absent: no programme fees (plans take an entered amount only).
 */
export function createInstalmentsService(deps: InstalmentsDeps) {
  const ctx = createInstalmentsContext(deps)
  return {
    ...createInstalmentReports(ctx),
    detail: ctx.detail,
    ...createPlanWrites(ctx),
    ...createInstalmentCollections(ctx),
  }
}

/** The instalments service. */
export type InstalmentsService = ReturnType<typeof createInstalmentsService>
