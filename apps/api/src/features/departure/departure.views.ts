/**
 * The departure request as the API shows it (contract ZDepartureRequestView) and the offices' state of a
 * student (what blocks a departure: open debts in kuruş and unreturned items with dates).
 */
import type {
  DepartureHeldItem,
  DepartureOffice,
  DepartureOfficeState,
  DepartureRequestView,
  Language,
  LeaveCalculation,
} from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { FixturesService } from '../fixtures/index.ts'
import './departure.messages.ts'
import {
  type ClearanceRow,
  clearancesOf,
  type DebtRow,
  openDebtsOf,
  type RequestRow,
  type StudentInfo,
} from './departure.repo.ts'

/** The clearing offices in display order. */
export const OFFICES: readonly DepartureOffice[] = ['accounting', 'library', 'fixtures', 'sports']

/** Role id of each office's staff (seed ROLE_IDS: finance 6, library 14, inventory 7, sports 15). */
export const OFFICE_ROLES: Record<DepartureOffice, number> = {
  accounting: 6,
  library: 14,
  fixtures: 7,
  sports: 15,
}
/** The student centre dean's office role (pre-approval). */
export const DEAN_ROLE = 12
/** The registrar role (final approval). */
export const REGISTRAR_ROLE = 4

/**
 * What a studentship holds from the fixtures and sports offices (the fixtures feature's service, passed in
 * by features/index.ts): `heldItems(studentId)` for one, `heldItemsOf(studentIds)` for a page of students.
 */
export type HeldItemsSource = Pick<FixturesService, 'heldItems' | 'heldItemsOf'>
/** One held item as the fixtures feature reports it. */
export type HeldItem = Awaited<ReturnType<HeldItemsSource['heldItems']>>[number]

/** The offices whose debts are the items the student holds (fixtures feature), not `departure_debts` rows. */
export const ITEM_OFFICES: readonly DepartureOffice[] = ['fixtures', 'sports']

/** A held item as the contract shows it (an undated take-over from the old system: null date). */
export const heldItemView = (h: HeldItem): DepartureHeldItem => ({
  Office: h.office,
  RegistryNo: h.registryNo,
  Name: h.name,
  DeliveredOn: h.deliveredOn || null,
})

/** The leave calculation of a studentship, or null when it cannot be calculated (§8). */
export type LeaveCalculator = (studentId: number) => Promise<LeaveCalculation | null>

/** "+90 5** *** ** 67" for "+905321234567". */
export function maskPhone(e164: string | null): string | null {
  if (!e164) return null
  return `${e164.slice(0, 3)} ${e164.slice(3, 4)}** *** ** ${e164.slice(-2)}`
}

/** "a***@ogr.example.edu" for "ayse@ogr.example.edu". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null)

export const debtItem = (d: DebtRow) => ({
  Id: d.id,
  Office: d.office,
  Title: d.title,
  AmountKurus: d.amountKurus,
  ItemDate: d.itemDate,
  DueOn: d.dueOn,
  SettledAt: iso(d.settledAt),
})

/**
 * Per office: cleared or not, waiver, open debt sum and items. Accounting and library owe `debts` (their
 * `departure_debts` rows); fixtures and sports owe the `held` items.
 */
export function officeStates(
  clearances: ClearanceRow[],
  debts: DebtRow[],
  held: HeldItem[],
): DepartureOfficeState[] {
  return OFFICES.map((office) => {
    const c = clearances.find((x) => x.office === office)
    const items = ITEM_OFFICES.includes(office)
    const open = items ? [] : debts.filter((d) => d.office === office)
    return {
      Office: office,
      Cleared: Boolean(c?.clearedAt),
      ClearedAt: iso(c?.clearedAt ?? null),
      WaiverReason: c?.waiverReason ?? null,
      DebtKurus: open.reduce((sum, d) => sum + d.amountKurus, 0),
      OpenItems: open.map(debtItem),
      HeldItems: items ? held.filter((h) => h.office === office).map(heldItemView) : [],
    }
  })
}

/** Builds the view of `row` for `student` in `lang`. */
export async function requestView(
  db: Database,
  row: RequestRow,
  student: StudentInfo,
  lang: Language,
  extra: { codeExpiresAt: Date | null; leave: LeaveCalculator; held: HeldItemsSource; phone: string | null },
): Promise<DepartureRequestView> {
  const [clearances, debts, held, leave] = await Promise.all([
    clearancesOf(db, row.id),
    openDebtsOf(db, student.id),
    extra.held.heldItems(student.id),
    extra.leave(student.id).catch(() => null),
  ])
  return {
    Id: row.id,
    StudentNo: student.studentNo,
    StudentName: `${student.firstName} ${student.lastName}`,
    Programme: lang === 'en' ? student.programmeEn : student.programmeTr,
    Status: row.status,
    Reason: row.reason,
    Description: row.description,
    TargetProgramme: row.targetProgramme,
    Survey: row.survey,
    CreatedAt: row.createdAt.toISOString(),
    ConfirmedAt: iso(row.confirmedAt),
    CodeSentTo: { Phone: maskPhone(extra.phone), Email: maskEmail(student.email) },
    CodeExpiresAt: row.status === 'awaiting_confirmation' ? iso(extra.codeExpiresAt) : null,
    Offices: officeStates(clearances, debts, held),
    DeanApprovedAt: iso(row.deanApprovedAt),
    RegistrarApprovedAt: iso(row.registrarApprovedAt),
    RejectedAt: iso(row.rejectedAt),
    RejectionReason: row.rejectionReason,
    RejectedAtStep: row.rejectedAtStep,
    CompletedAt: iso(row.completedAt),
    DepartureDate: row.departureDate,
    StudentRightEndsOn: row.studentRightEndsOn,
    Leave: leave,
    LeaveError: leave ? null : translate(lang, 'departure.leaveCalculationFailed'),
  }
}
