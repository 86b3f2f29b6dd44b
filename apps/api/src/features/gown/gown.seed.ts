/**
 * Demo gowns (issue 17 § Seeded demo): the current ceremony (requests 2 Nov – 11 Dec 2026 16:00, pickup on the
 * weekdays 23 Nov – 16 Dec in 10:00–12:00 and 13:00–17:00, ceremonies 17–18 Dec, returns by 21:00) and the
 * summer 2026 ceremony. Graduands: the demo student 2025104001 (eligible, no request), the double-major
 * studentship 2025201001 (refused), a final-year student with a held deposit awaiting pickup, and a summer
 * graduate who returned late (deposit captured). The two deposits are payment rows of the payments feature
 * and the development bank's ledger, so release and capture work against the development bank.
 */

import type { PgTable } from 'drizzle-orm/pg-core'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { gownCeremonies, gownGraduands, gownRequests } from './gown.schema.ts'

/** The demo student numbers the e2e and the docs name. */
export const GOWN_DEMO = { eligible: '2025104001', doubleMajor: '2025201001' } as const

const DEPOSIT = 50_000
const WINDOWS = [
  { from: '10:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
]

/** The weekdays from `from` to `to` inclusive. */
function weekdays(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t)
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10))
  }
  return out
}

/** Builds the gown rows from the core world. */
export function buildGownSeed(core: CoreWorld) {
  const byNo = new Map(core.students.map((s) => [s.studentNo, s]))
  const finalYear = core.students.filter(
    (s) =>
      s.status === 'active' &&
      s.classYear === 4 &&
      !['Çift Anadal', 'Yandal'].includes(s.admissionType) &&
      !Object.values(GOWN_DEMO).includes(s.studentNo as never),
  )
  const held = finalYear[0]
  const late = finalYear[1]
  const staffOf = (role: number) => {
    const a = core.roleAssignments.find((x) => x.roleId === role)
    return core.staffMembers.find((m) => m.id === a?.staffMemberId)?.personId ?? null
  }
  const ceremonies = [
    {
      id: 1,
      name: '2026 Yaz Mezuniyet Töreni',
      isCurrent: false,
      requestStart: '2026-06-01',
      paymentLastDay: '2026-06-26',
      paymentCloseTime: '16:00',
      pickupDays: weekdays('2026-06-29', '2026-07-02'),
      pickupWindows: WINDOWS,
      ceremonyDays: ['2026-07-03'],
      returnDeadline: '21:00',
      depositKurus: DEPOSIT,
      currency: 'TRY',
    },
    {
      id: 2,
      name: '2026 Güz Mezuniyet Töreni',
      isCurrent: true,
      requestStart: '2026-11-02',
      paymentLastDay: '2026-12-11',
      paymentCloseTime: '16:00',
      pickupDays: weekdays('2026-11-23', '2026-12-16'),
      pickupWindows: WINDOWS,
      ceremonyDays: ['2026-12-17', '2026-12-18'],
      returnDeadline: '21:00',
      depositKurus: DEPOSIT,
      currency: 'TRY',
    },
  ]
  const graduands: (typeof gownGraduands.$inferInsert)[] = []
  for (const no of Object.values(GOWN_DEMO)) {
    const s = byNo.get(no)
    if (s) graduands.push({ ceremonyId: 2, studentId: s.id })
  }
  const paymentRows: PaymentSeedRow[] = []
  const bankRows: BankSeedRow[] = []
  const requests: (typeof gownRequests.$inferInsert)[] = []
  const deposit = (id: number, studentId: number, at: string, state: 'held' | 'captured') => {
    const orderId = `UGOWNSEED${String(id).padStart(4, '0')}`
    paymentRows.push({
      id,
      orderId,
      studentId,
      purpose: 'gown_deposit',
      purposeRef: String(id),
      mode: 'preauth',
      state,
      amountKurus: DEPOSIT,
      currency: 'TRY',
      description: 'Cübbe ve kep depozitosu / Gown and cap deposit',
      returnPath: '/ogrenci/cubbe-kep',
      bankTransId: `SEED${id}`,
      createdAt: new Date(at),
      completedAt: new Date(at),
    })
    bankRows.push({
      orderId,
      tranType: 'PreAuth',
      amountKurus: DEPOSIT,
      status: state === 'held' ? 'H' : 'C',
      transId: `SEED${id}`,
      createdAt: new Date(at),
    })
  }
  if (held) {
    graduands.push({ ceremonyId: 2, studentId: held.id })
    deposit(1, held.id, '2026-11-10T09:30:00Z', 'held')
    requests.push({
      id: 1,
      ceremonyId: 2,
      studentId: held.id,
      size: 'M',
      pickupBy: 'self',
      acceptedAt: new Date('2026-11-10T09:28:00Z'),
      state: 'active',
      depositKurus: DEPOSIT,
      depositPaymentId: 1,
      depositState: 'held',
      createdAt: new Date('2026-11-10T09:28:00Z'),
      version: 2,
    })
  }
  if (late) {
    graduands.push({ ceremonyId: 1, studentId: late.id })
    deposit(2, late.id, '2026-06-15T08:00:00Z', 'captured')
    requests.push({
      id: 2,
      ceremonyId: 1,
      studentId: late.id,
      size: 'L',
      pickupBy: 'self',
      acceptedAt: new Date('2026-06-15T07:58:00Z'),
      state: 'returned',
      depositKurus: DEPOSIT,
      depositPaymentId: 2,
      depositState: 'captured',
      handedTo: 'self',
      handedOutAt: new Date('2026-06-30T08:00:00Z'),
      handedOutBy: staffOf(ROLE_IDS.inventory),
      returnedAt: new Date('2026-07-04T07:30:00Z'),
      returnedBy: staffOf(ROLE_IDS.inventory),
      returnCondition: 'intact',
      returnedLate: true,
      captureReason: 'Geç iade (2026-07-04T07:30:00.000Z)',
      createdAt: new Date('2026-06-15T07:58:00Z'),
      version: 4,
    })
  }
  return {
    payments: paymentRows,
    devBankOrders: bankRows,
    gownCeremonies: ceremonies,
    gownGraduands: graduands,
    gownRequests: requests,
  }
}

/** A deposit's payment row (the payments feature's `payments` table). */
interface PaymentSeedRow {
  id: number
  orderId: string
  studentId: number
  purpose: 'gown_deposit'
  purposeRef: string
  mode: 'preauth'
  state: 'held' | 'captured'
  amountKurus: number
  currency: string
  description: string
  returnPath: string
  bankTransId: string
  createdAt: Date
  completedAt: Date
}
/** The development bank's ledger row of a deposit (`dev_bank_orders`). */
interface BankSeedRow {
  orderId: string
  tranType: string
  amountKurus: number
  status: string
  transId: string
  createdAt: Date
}

/**
 * The gown seed (issue 17) with the payments feature's `payments` and `dev_bank_orders` tables, which
 * features/seeds.ts passes in (a feature never imports another's tables).
 */
export function gownSeedWith<P extends PgTable, D extends PgTable>(
  payments: P,
  devBankOrders: D,
): FeatureSeed<{
  payments: P
  devBankOrders: D
  gownCeremonies: typeof gownCeremonies
  gownGraduands: typeof gownGraduands
  gownRequests: typeof gownRequests
}> {
  return {
    slug: 'gown',
    tables: { payments, devBankOrders, gownCeremonies, gownGraduands, gownRequests },
    identity: ['payments', 'gownCeremonies', 'gownRequests'],
    build: (core) => {
      const rows = buildGownSeed(core)
      return {
        ...rows,
        payments: rows.payments as P['$inferInsert'][],
        devBankOrders: rows.devBankOrders as D['$inferInsert'][],
      }
    },
  }
}
