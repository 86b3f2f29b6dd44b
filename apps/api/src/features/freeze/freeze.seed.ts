/**
 * Demo data of the freeze feature (issue 16 "Seeded demo"): term counters for every studentship that has not
 * left, freeze requests pending / approved / rejected / withdrawn of generated students (never of the demo
 * accounts, so the walk-throughs start clean), and registration completion rows: the new demo student must
 * still complete, a few other new entrants already did. Pure and deterministic with the seed's rng.
 */
import { addDays, SEED_TODAY } from '../../db/seed/calendar.ts'
import { DEMO_PEOPLE } from '../../db/seed/demo-accounts.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import {
  freezeCounters,
  freezeRequests,
  freezeRequestTerms,
  registrationCompletions,
} from './freeze.schema.ts'

export type FreezeCounterRow = typeof freezeCounters.$inferInsert
export type FreezeRequestRow = typeof freezeRequests.$inferInsert & { id: number }
export type FreezeRequestTermRow = typeof freezeRequestTerms.$inferInsert
export type RegistrationCompletionRow = typeof registrationCompletions.$inferInsert

/** The part of the core world the freeze seed reads. */
export interface FreezeSeedCore {
  students: readonly { id: number; studentNo: string; status: string; entryYear: number }[]
}

/** The student number of the demo account that has not completed registration. */
export const NEW_STUDENT_NO = '2026101901'
/** Student numbers of demo accounts: they get counters but no seeded requests. */
const DEMO_STUDENT_NOS = new Set(['2024101001', '2025201001', '2025104001', '2019302001', NEW_STUDENT_NO])
/** Every demo studentship (demo-accounts.ts), the ones added since the list above included. */
const ALL_DEMO_STUDENT_NOS: ReadonlySet<string> = new Set(
  DEMO_PEOPLE.flatMap((p) => (p.kind === 'student' ? p.studentships.map((s) => s.studentNo) : [])),
)

const EXPLANATIONS: Record<string, string> = {
  health:
    'Ameliyat sonrası uzun süreli tedavi sürecim nedeniyle derslere devam edemeyeceğim; sağlık raporu ektedir.',
  military: 'Askerlik hizmetimi yerine getirmek üzere sevk belgemi aldım; belge ektedir.',
  financial: 'Ailemin maddi durumundaki değişiklik nedeniyle bu dönem çalışmam gerekiyor.',
  family: 'Birinci derece yakınımın bakımını üstlenmem gerektiği için öğrenimime ara vermem gerekiyor.',
  other: 'Yurt dışındaki bir staj programına kabul edildim; program süresince derslere katılamayacağım.',
}

/** Reasons counted as conditional terms. */
const CONDITIONAL: readonly string[] = ['health', 'military']

/** One seeded request's plan: status, reason, terms and how many days before the seed's today it was made. */
const PLANS = [
  { status: 'pending', reason: 'health', terms: ['2026-2027-B'], daysAgo: 2 },
  { status: 'pending', reason: 'financial', terms: ['2026-2027-B', '2027-2028-G'], daysAgo: 4 },
  { status: 'pending', reason: 'military', terms: ['2027-2028-G'], daysAgo: 6 },
  { status: 'approved', reason: 'family', terms: ['2025-2026-B'], daysAgo: 300 },
  { status: 'approved', reason: 'health', terms: ['2025-2026-G', '2025-2026-B'], daysAgo: 430 },
  { status: 'rejected', reason: 'other', terms: ['2026-2027-B'], daysAgo: 10 },
  { status: 'rejected', reason: 'financial', terms: ['2026-2027-G'], daysAgo: 70 },
  { status: 'withdrawn', reason: 'family', terms: ['2026-2027-B'], daysAgo: 12 },
] as const

/**
 * Builds the freeze tables' rows from the core world. `registrarPersonId` is the person recorded as having
 * decided the seeded approved and rejected requests.
 */
export function buildFreezeSeed(
  core: FreezeSeedCore,
  registrarPersonId: number,
  rng: Rng,
): {
  freezeCounters: FreezeCounterRow[]
  freezeRequests: FreezeRequestRow[]
  freezeRequestTerms: FreezeRequestTermRow[]
  registrationCompletions: RegistrationCompletionRow[]
} {
  const staying = core.students.filter((s) => s.status === 'active' || s.status === 'frozen')
  const counters = new Map<number, FreezeCounterRow>()
  for (const s of staying) {
    const frozen = s.status === 'frozen'
    counters.set(s.id, {
      studentId: s.id,
      unconditionalLimit: 2,
      unconditionalUsed: frozen ? 1 : 0,
      conditionalLimit: 4,
      conditionalUsed: frozen ? rng.int(0, 1) : 0,
      maximumTerms: 4,
    })
  }
  // Every demo studentship is left out (the departing demo student 2024104002 too, whose walk-through starts
  // clean); she is dropped after the shuffle, so the draws and the other students' requests stay as they were.
  const candidates = rng
    .shuffle(staying.filter((s) => !DEMO_STUDENT_NOS.has(s.studentNo) && s.status === 'active'))
    .filter((s) => !ALL_DEMO_STUDENT_NOS.has(s.studentNo))
  const requests: FreezeRequestRow[] = []
  const terms: FreezeRequestTermRow[] = []
  PLANS.forEach((plan, i) => {
    const student = candidates[i]
    if (!student) return
    const day = addDays(SEED_TODAY, -plan.daysAgo)
    const decided = plan.status === 'approved' || plan.status === 'rejected'
    const id = requests.length + 1
    requests.push({
      id,
      studentId: student.id,
      reason: plan.reason,
      explanation: EXPLANATIONS[plan.reason] ?? '',
      fileId: null,
      status: plan.status,
      requestedAt: new Date(`${day}T10:${String(10 + i).padStart(2, '0')}:00+03:00`),
      approvalEndDate: addDays(day, 15),
      processedByPersonId: decided ? registrarPersonId : null,
      processedAt: decided ? new Date(`${addDays(day, rng.int(1, 10))}T14:00:00+03:00`) : null,
      answer:
        plan.status === 'approved'
          ? 'Belgeler uygun bulundu.'
          : decided
            ? 'Gerekçe yeterli görülmedi.'
            : null,
      version: plan.status === 'pending' ? 1 : 2,
    })
    for (const termCode of plan.terms) terms.push({ requestId: id, termCode })
    const c = counters.get(student.id)
    if (c && plan.status === 'approved') {
      if (CONDITIONAL.includes(plan.reason)) c.conditionalUsed = (c.conditionalUsed ?? 0) + plan.terms.length
      else c.unconditionalUsed = (c.unconditionalUsed ?? 0) + plan.terms.length
    }
  })
  const completions: RegistrationCompletionRow[] = []
  const newStudent = core.students.find((s) => s.studentNo === NEW_STUDENT_NO)
  if (newStudent) completions.push({ studentId: newStudent.id, requiredSince: '2026-08-25' })
  for (const s of staying.filter((x) => x.entryYear === 2026 && x.studentNo !== NEW_STUDENT_NO).slice(0, 5)) {
    completions.push({
      studentId: s.id,
      requiredSince: '2026-08-25',
      completedAt: new Date(`${addDays('2026-08-26', rng.int(0, 20))}T11:00:00+03:00`),
      declarationAccepted: true,
    })
  }
  return {
    freezeCounters: [...counters.values()],
    freezeRequests: requests,
    freezeRequestTerms: terms,
    registrationCompletions: completions,
  }
}

/**
 * The freeze feature's seed (features/seeds.ts): counters, requests with their terms, and completion rows,
 * built from the core world's students; the seeded decisions are recorded as the demo registrar's.
 */
export const freezeSeed: FeatureSeed<{
  freezeCounters: typeof freezeCounters
  freezeRequests: typeof freezeRequests
  freezeRequestTerms: typeof freezeRequestTerms
  registrationCompletions: typeof registrationCompletions
}> = {
  slug: 'freeze',
  tables: { freezeCounters, freezeRequests, freezeRequestTerms, registrationCompletions },
  identity: ['freezeRequests'],
  build: (core, rng) =>
    buildFreezeSeed(core, core.staff.find((s) => s.demo?.key === 'registrar')?.person.id ?? 1, rng('freeze')),
}
