/**
 * Demo instalment plans (issue 17 § Seeded demo): plans of the active term for some active students in
 * every state (active and current, active and overdue, active not yet accrued, paid, cancelled with its
 * refund), with collections by card, bank transfer and cash on the instalments' due dates (the last month
 * up to the seed's today among them), recorded by the finance demo account. The demo student 2025104001
 * has an active plan with the first instalment paid; the new student 2026101901 has none ("no vinov plan").
 * Pure and deterministic with its random stream.
 */
import { SEED_TODAY } from '../../db/seed/calendar.ts'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import { cancellation, dueDates, splitKurus } from './instalments.money.ts'
import { instalmentCollections, instalmentPlans, instalments } from './instalments.schema.ts'

const tables = { instalmentPlans, instalments, instalmentCollections }
type Rows<T extends { $inferInsert: unknown }> = (T['$inferInsert'] & { id: number })[]

/** The demo student with a plan, and students kept without one. */
export const INSTALMENTS_DEMO_STUDENT_NO = '2025104001'
const WITHOUT_PLAN = new Set(['2026101901', '2024104002', '2024101001', '2025201001', '2019302001'])
const TYPES = ['card', 'bank_transfer', 'cash'] as const

/** Builds the instalment rows from the core world. */
export function buildInstalmentsSeed(core: CoreWorld, rng: Rng) {
  const finance = core.staff.find((s) => s.demo?.key === 'finance')?.person.id ?? null
  const term = core.activeTerm
  const chosen = core.students.filter(
    (s) =>
      s.status === 'active' &&
      !WITHOUT_PLAN.has(s.studentNo) &&
      (s.studentNo === INSTALMENTS_DEMO_STUDENT_NO || rng.int(0, 2) === 0),
  )
  const plans: Rows<typeof instalmentPlans> = []
  const parts: Rows<typeof instalments> = []
  const cols: Rows<typeof instalmentCollections> = []
  for (const [i, s] of chosen.slice(0, 200).entries()) {
    const demo = s.studentNo === INSTALMENTS_DEMO_STUDENT_NO
    const kind = i % 3 === 0 ? 'annual' : 'periodic'
    const n = kind === 'annual' ? 8 : 4
    const amount = rng.int(60, 250) * 10_000 + (i % 4 === 1 ? 1 : 0) // a few amounts with a kuruş remainder
    const dates = dueDates(kind === 'annual' ? '2026-09-15' : '2026-10-05', n)
    const split = splitKurus(amount, n)
    const mode = demo
      ? 'demo'
      : (
          [
            'current',
            'current',
            'overdue',
            'overdue',
            'paid',
            'paid',
            'cancelled',
            'cancelled',
            'unaccrued',
            'current',
          ] as const
        )[i % 10]
    const due = dates.filter((d) => d <= SEED_TODAY).length
    const paidCount =
      mode === 'paid'
        ? n
        : mode === 'overdue'
          ? Math.max(0, due - 1)
          : mode === 'unaccrued'
            ? 0
            : mode === 'demo'
              ? 1
              : due
    const planId = plans.length + 1
    let paid = 0
    for (let k = 0; k < n; k++) {
      const amt = split[k] ?? 0
      const isPaid = k < paidCount
      if (isPaid) paid += amt
      parts.push({
        id: parts.length + 1,
        planId,
        no: k + 1,
        dueDate: dates[k] ?? SEED_TODAY,
        amountKurus: amt,
        paidKurus: isPaid ? amt : 0,
      })
      if (isPaid) {
        const on = (dates[k] ?? SEED_TODAY) <= SEED_TODAY ? (dates[k] ?? SEED_TODAY) : SEED_TODAY
        cols.push({
          id: cols.length + 1,
          planId,
          type: rng.pick(TYPES),
          amountKurus: amt,
          collectedOn: on,
          collectedAt: new Date(`${on}T10:${String(rng.int(10, 59))}:00+03:00`),
          recordedBy: finance,
        })
      }
    }
    const accrued = mode !== 'unaccrued'
    const plan: Rows<typeof instalmentPlans>[number] = {
      id: planId,
      studentId: s.id,
      termId: term.id,
      kind,
      state: mode === 'paid' ? 'paid' : 'active',
      amountKurus: amount,
      paidKurus: paid,
      accrued,
      createdAt: new Date('2026-09-01T09:00:00+03:00'),
      createdBy: finance,
      version: 1,
    }
    if (mode === 'cancelled') {
      const on = '2026-11-02'
      const mine = parts.filter((p) => p.planId === planId)
      const c = cancellation({ accrued, paidKurus: paid }, mine, on)
      Object.assign(plan, {
        state: 'cancelled',
        cancelledOn: on,
        cancelReason: i % 20 < 10 ? 'Kayıt sildirme' : 'Burs kazandı',
        accruedAtCancelKurus: c.accruedKurus,
        refundKurus: c.refundKurus,
      })
    }
    plans.push(plan)
  }
  return { instalmentPlans: plans, instalments: parts, instalmentCollections: cols }
}

/** The instalments feature's seed (features/seeds.ts). */
export const instalmentsSeed: FeatureSeed<typeof tables> = {
  slug: 'instalments',
  tables,
  identity: ['instalmentPlans', 'instalments', 'instalmentCollections'],
  build: (core, rng) => buildInstalmentsSeed(core, rng('instalments')),
}
