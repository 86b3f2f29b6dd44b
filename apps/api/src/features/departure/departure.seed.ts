/**
 * Departure clearance demo data (issue 16 "Seeded demo": students in every state): a pure builder over the
 * core world, deterministic with the seed's random stream. Dates are relative to the seed's "today"
 * (2026-11-21, Istanbul).
 * - the demo account 'student-departure' (2024104002): no request yet, a library fine (the e2e starts here);
 * - generated students: a clear one (requested, no debts), one with a library fine, one with unreturned
 *   fixtures items (both requested; the items are the fixtures seed's hand-outs, passed in by
 *   features/seeds.ts: that student is picked among the holders, the others among students holding nothing), one awaiting the dean's office, one awaiting the registrar,
 *   one completed: a studentship the core world already planned as withdrawn (its departure date is the
 *   request's completion), so this seed writes only its own tables;
 * - leave-calculation inputs for all of them but the one awaiting the registrar (it shows the §8 message).
 */
import { addDays } from '../../db/seed/calendar.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import {
  departureClearances,
  departureDebts,
  departureFeeAccounts,
  departureRequests,
} from './departure.schema.ts'

type RequestRow = typeof departureRequests.$inferInsert & { id: number }
type ClearanceRow = typeof departureClearances.$inferInsert & { id: number }
type DebtRow = typeof departureDebts.$inferInsert & { id: number }
type FeeRow = typeof departureFeeAccounts.$inferInsert

/** The demo student who starts a clearance in the end-to-end test. */
export const DEPARTURE_DEMO_STUDENT_NO = '2024104002'

const OFFICES = ['accounting', 'library', 'fixtures', 'sports'] as const
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}+03:00`)

/** What the builder reads of the core world. */
export interface DepartureSeedCore {
  students: readonly {
    id: number
    studentNo: string
    status: string | null
    personId: number
    departureDate?: string | null
  }[]
  persons: readonly { id: number; mobilePhone?: string | null }[]
}

/** What this seed reads of the fixtures seed (features/seeds.ts): the items and who holds them. */
export interface DepartureSeedInput {
  fixtureItems: readonly { office: string; state?: string | null; holderStudentId?: number | null }[]
}

/** The rows of the departure tables. */
export interface DepartureSeed {
  departureRequests: RequestRow[]
  departureClearances: ClearanceRow[]
  departureDebts: DebtRow[]
  departureFeeAccounts: FeeRow[]
}

/** Builds the departure demo rows. */
export function buildDepartureSeed(
  core: DepartureSeedCore,
  rng: Rng,
  input: DepartureSeedInput,
): DepartureSeed {
  const out: DepartureSeed = {
    departureRequests: [],
    departureClearances: [],
    departureDebts: [],
    departureFeeAccounts: [],
  }
  const phone = new Map(core.persons.map((p) => [p.id, p.mobilePhone ?? null]))
  const demo = core.students.find((s) => s.studentNo === DEPARTURE_DEMO_STUDENT_NO)
  const candidates = core.students.filter(
    (s) =>
      s.status === 'active' &&
      s.id !== demo?.id &&
      phone.get(s.personId) &&
      !s.studentNo.startsWith('2024101'),
  )
  // Who holds fixtures items (and which offices'): the "unreturned items" request goes to such a student,
  // preferably one holding both offices' items; the other requests to students holding nothing.
  const heldOffices = new Map<number, Set<string>>()
  for (const item of input.fixtureItems) {
    if (item.state !== 'handed_out' || item.holderStudentId == null) continue
    const set = heldOffices.get(item.holderStudentId) ?? new Set<string>()
    set.add(item.office)
    heldOffices.set(item.holderStudentId, set)
  }
  const shuffled = rng.shuffle([...candidates])
  const weight = (id: number) => {
    const offices = heldOffices.get(id)
    return (offices?.has('fixtures') ? 2 : 0) + (offices?.has('sports') ? 1 : 0)
  }
  const holders = shuffled.filter((s) => heldOffices.has(s.id)).sort((a, b) => weight(b.id) - weight(a.id))
  const free = [...shuffled.filter((s) => !heldOffices.has(s.id)), ...holders.slice(1)]
  const itemHolder = holders[0]
  const picked = [free[0], free[1], itemHolder, free[2], free[3], free[4]]
  // The completed request belongs to a studentship the core world planned as withdrawn (latest departure).
  const withdrawn = core.students
    .filter((s) => s.status === 'withdrawn' && s.departureDate && phone.get(s.personId))
    .sort((a, b) => (a.departureDate as string).localeCompare(b.departureDate as string))
    .at(-1)
  const debt = (
    studentId: number,
    office: DebtRow['office'],
    title: string,
    kurus: number,
    itemDate: string,
    dueOn: string | null,
  ) =>
    out.departureDebts.push({
      id: out.departureDebts.length + 1,
      studentId,
      office,
      title,
      amountKurus: kurus,
      itemDate,
      dueOn,
      createdAt: at(itemDate),
    })
  const fee = (studentId: number, paid: number, refundable: number, outstanding: number) =>
    out.departureFeeAccounts.push({
      studentId,
      feesPaidKurus: paid,
      refundableKurus: refundable,
      outstandingKurus: outstanding,
    })

  if (demo) {
    debt(
      demo.id,
      'library',
      'Sefiller — Victor Hugo (İş Bankası Yayınları)',
      4500,
      '2026-09-28',
      '2026-10-28',
    )
    fee(demo.id, 1_750_000, 437_500, 0)
  }

  type Plan = {
    status: RequestRow['status']
    reason: RequestRow['reason']
    description: string
    cleared: readonly (typeof OFFICES)[number][]
    day: string
  }
  const plans: Plan[] = [
    {
      status: 'requested',
      reason: 'another_university',
      description: 'ÖSYM ile başka bir üniversiteye yerleştim.',
      cleared: [],
      day: '2026-11-17',
    },
    {
      status: 'requested',
      reason: 'financial',
      description: 'Maddi nedenlerle öğrenimime devam edemiyorum.',
      cleared: ['accounting', 'sports'],
      day: '2026-11-18',
    },
    {
      status: 'requested',
      reason: 'work',
      description: 'Tam zamanlı bir işe başladım.',
      cleared: ['accounting', 'library'],
      day: '2026-11-18',
    },
    {
      status: 'awaiting_dean',
      reason: 'horizontal_transfer',
      description: 'Yatay geçiş başvurum kabul edildi.',
      cleared: OFFICES,
      day: '2026-11-12',
    },
    {
      status: 'awaiting_registrar',
      reason: 'family',
      description: 'Ailemin yanına taşınıyorum.',
      cleared: OFFICES,
      day: '2026-11-09',
    },
    {
      status: 'completed',
      reason: 'own_request',
      description: 'Kendi isteğimle kaydımı sildiriyorum.',
      cleared: OFFICES,
      day: '2026-10-20',
    },
  ]
  plans.forEach((plan, i) => {
    const done = plan.status === 'completed'
    const s = done ? withdrawn : picked[i]
    if (!s) return
    const id = out.departureRequests.length + 1
    const departureDate = done ? (s.departureDate as string) : null
    const confirmed = at(departureDate ? addDays(departureDate, -6) : plan.day, '10:05:00')
    const past = ['awaiting_registrar', 'completed'].includes(plan.status)
    const dayAfter = (n: number) => new Date(confirmed.getTime() + n * 86_400_000)
    out.departureRequests.push({
      id,
      studentId: s.id,
      status: plan.status,
      reason: plan.reason,
      description: plan.description,
      targetProgramme:
        plan.reason === 'horizontal_transfer' ? 'Ege Üniversitesi — Bilgisayar Mühendisliği' : null,
      survey: { Q1: rng.int(2, 5), Q2: rng.pick(['yes', 'no', 'unsure'] as const), Q3: rng.int(1, 5) },
      language: 'tr',
      createdAt: departureDate ? at(addDays(departureDate, -6), '09:40:00') : at(plan.day),
      confirmedAt: confirmed,
      deanApprovedAt: past ? dayAfter(4) : null,
      registrarApprovedAt: done ? dayAfter(6) : null,
      completedAt: done ? dayAfter(6) : null,
      departureDate,
      studentRightEndsOn: departureDate,
    })
    for (const office of OFFICES) {
      const cleared = plan.cleared.includes(office)
      out.departureClearances.push({
        id: out.departureClearances.length + 1,
        requestId: id,
        office,
        clearedAt: cleared ? dayAfter(1 + OFFICES.indexOf(office) * 0.25) : null,
      })
    }
    if (i === 1)
      debt(s.id, 'library', 'Kürk Mantolu Madonna — Sabahattin Ali', 2750, '2026-09-15', '2026-10-15')
    if (i === 4) return // no leave-calculation input: the §8 message
    fee(s.id, 1_750_000, i === 5 ? 0 : 350_000, i === 1 ? 875_000 : 0)
  })
  return out
}

/**
 * The departure feature's seed (features/seeds.ts, after the fixtures seed, whose items it takes as input):
 * requests in every state, clearances, accounting/library debts, fee inputs.
 */
export const departureSeed: FeatureSeed<
  {
    departureRequests: typeof departureRequests
    departureClearances: typeof departureClearances
    departureDebts: typeof departureDebts
    departureFeeAccounts: typeof departureFeeAccounts
  },
  DepartureSeedInput
> = {
  slug: 'departure',
  tables: { departureRequests, departureClearances, departureDebts, departureFeeAccounts },
  identity: ['departureRequests', 'departureClearances', 'departureDebts'],
  build: (core, rng, input) => buildDepartureSeed(core, rng('departure'), input),
}
