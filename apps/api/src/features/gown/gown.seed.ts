/**
 * Demo gowns (issue 17 § Seeded demo): the current ceremony and the summer ceremony, dated relative to the
 * Istanbul date the seed runs on (`today`), so the demo and the e2e server, which run on the real clock, always
 * have an open request period and pickup days around today. With today = 25 Nov 2026 (GOWN_SEED_REFERENCE_DAY)
 * they are: requests 2 Nov – 11 Dec 2026 16:00 (today − 23 … today + 16), pickup on the weekdays 23 Nov – 16 Dec
 * (today − 2 … today + 21) in 10:00–12:00 and 13:00–17:00, ceremonies 17–18 Dec (today + 22, + 23), returns by
 * 21:00; the summer ceremony 1 Jun – 3 Jul 2026 (today − 177 … today − 145). Graduands: the demo student
 * 2025104001 (eligible, no request), the double-major studentship 2025201001 (refused), a final-year student
 * with a held deposit awaiting pickup, and a summer graduate who returned late (deposit captured). The two
 * deposits are payment rows of the payments feature and the development bank's ledger, so release and capture
 * work against the development bank.
 *
 * Unlike the rest of the seed (db/seed/calendar.ts, SEED_TODAY) this one reads the clock: the gown rules run on
 * the real clock in the e2e server, which has no test clock, so fixed dates would expire. `buildGownSeed` takes
 * `today` as a parameter and is deterministic for it; gown.test.ts rewrites the ceremonies for its fixed dates.
 */

import type { PgTable } from 'drizzle-orm/pg-core'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { addDays, istanbulToday } from '../../platform/time.ts'
import type { CeremonyRow } from './gown.calendar.ts'
import { gownCeremonies, gownGraduands, gownRequests } from './gown.schema.ts'

/** The demo student numbers the e2e and the docs name. */
export const GOWN_DEMO = { eligible: '2025104001', doubleMajor: '2025201001' } as const

/** The day the seed's offsets were taken from: with it as `today` the seed writes the dates it always had. */
export const GOWN_SEED_REFERENCE_DAY = '2026-11-25'

let firstSeedDay: string | undefined
/**
 * The Istanbul date the seed runs on: today when this process first seeds, then the same date, so two seeds in
 * one process (seed.test.ts compares them byte for byte) agree even across midnight.
 */
export function gownSeedDay(): string {
  firstSeedDay ??= istanbulToday()
  return firstSeedDay
}

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

/** The two ceremonies (1: summer, past; 2: current) dated relative to `today` (ISO date, Istanbul). */
export function gownCeremonyRows(today: string): CeremonyRow[] {
  const day = (offset: number) => addDays(today, offset)
  return [
    {
      id: 1,
      name: '2026 Yaz Mezuniyet Töreni',
      isCurrent: false,
      requestStart: day(-177),
      paymentLastDay: day(-152),
      paymentCloseTime: '16:00',
      pickupDays: weekdays(day(-149), day(-146)),
      pickupWindows: WINDOWS,
      ceremonyDays: [day(-145)],
      returnDeadline: '21:00',
      depositKurus: DEPOSIT,
      currency: 'TRY',
    },
    {
      id: 2,
      name: '2026 Güz Mezuniyet Töreni',
      isCurrent: true,
      requestStart: day(-23),
      paymentLastDay: day(16),
      paymentCloseTime: '16:00',
      pickupDays: weekdays(day(-2), day(21)),
      pickupWindows: WINDOWS,
      ceremonyDays: [day(22), day(23)],
      returnDeadline: '21:00',
      depositKurus: DEPOSIT,
      currency: 'TRY',
    },
  ]
}

/** Builds the gown rows from the core world, dated relative to `today` (ISO date, Istanbul). */
export function buildGownSeed(core: CoreWorld, today: string = gownSeedDay()) {
  /** A timestamp `offset` days from today at `time` (UTC). */
  const at = (offset: number, time: string) => new Date(`${addDays(today, offset)}T${time}Z`)
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
  const ceremonies = gownCeremonyRows(today)
  const graduands: (typeof gownGraduands.$inferInsert)[] = []
  for (const no of Object.values(GOWN_DEMO)) {
    const s = byNo.get(no)
    if (s) graduands.push({ ceremonyId: 2, studentId: s.id })
  }
  const paymentRows: PaymentSeedRow[] = []
  const bankRows: BankSeedRow[] = []
  const requests: (typeof gownRequests.$inferInsert)[] = []
  const deposit = (id: number, studentId: number, when: Date, state: 'held' | 'captured') => {
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
      createdAt: when,
      completedAt: when,
    })
    bankRows.push({
      orderId,
      tranType: 'PreAuth',
      amountKurus: DEPOSIT,
      status: state === 'held' ? 'H' : 'C',
      transId: `SEED${id}`,
      createdAt: when,
    })
  }
  if (held) {
    graduands.push({ ceremonyId: 2, studentId: held.id })
    deposit(1, held.id, at(-15, '09:30:00'), 'held')
    requests.push({
      id: 1,
      ceremonyId: 2,
      studentId: held.id,
      size: 'M',
      pickupBy: 'self',
      acceptedAt: at(-15, '09:28:00'),
      state: 'active',
      depositKurus: DEPOSIT,
      depositPaymentId: 1,
      depositState: 'held',
      createdAt: at(-15, '09:28:00'),
      version: 2,
    })
  }
  if (late) {
    graduands.push({ ceremonyId: 1, studentId: late.id })
    const returnedAt = at(-144, '07:30:00')
    deposit(2, late.id, at(-163, '08:00:00'), 'captured')
    requests.push({
      id: 2,
      ceremonyId: 1,
      studentId: late.id,
      size: 'L',
      pickupBy: 'self',
      acceptedAt: at(-163, '07:58:00'),
      state: 'returned',
      depositKurus: DEPOSIT,
      depositPaymentId: 2,
      depositState: 'captured',
      handedTo: 'self',
      handedOutAt: at(-148, '08:00:00'),
      handedOutBy: staffOf(ROLE_IDS.inventory),
      returnedAt,
      returnedBy: staffOf(ROLE_IDS.inventory),
      returnCondition: 'intact',
      returnedLate: true,
      captureReason: null,
      createdAt: at(-163, '07:58:00'),
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
