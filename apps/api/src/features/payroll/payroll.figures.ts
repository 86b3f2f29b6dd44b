/**
 * Payroll month rules and the demo payroll figures (spec §3 "Payroll request": start and payroll month
 * and year, last-payroll availability day). Money is integer kuruş (DESIGN.md §4). The figures are a
 * deterministic function of the staff member and the month — plausible for a Turkish state university,
 * not a payroll engine: the real payroll comes from the finance system, outside this portal.
 */

import { createHash } from 'node:crypto'
import type { PayrollMonth } from '@unacs/contracts'
import { formatMoney } from '../../platform/format/format.ts'

/** A month as a sortable number (year × 12 + month − 1). */
export const monthIndex = (m: PayrollMonth): number => m.Year * 12 + m.Month - 1

/** The month of an ISO date 'YYYY-MM-DD'. */
export function monthOf(isoDate: string): PayrollMonth {
  return { Year: Number(isoDate.slice(0, 4)), Month: Number(isoDate.slice(5, 7)) }
}

/**
 * The latest month whose payroll is available on Istanbul date `today`: the current month from
 * `availableDay` on, else the previous month.
 */
export function lastAvailableMonth(today: string, availableDay: number): PayrollMonth {
  const current = monthOf(today)
  if (Number(today.slice(8, 10)) >= availableDay) return current
  return current.Month === 1
    ? { Year: current.Year - 1, Month: 12 }
    : { Year: current.Year, Month: current.Month - 1 }
}

/** One line of a payroll: a catalogue key of its label and the amount in kuruş. */
export interface PayrollLine {
  key: string
  kurus: number
}

/** A month's payroll: earnings, deductions and totals in kuruş. */
export interface PayrollFigures {
  earnings: PayrollLine[]
  deductions: PayrollLine[]
  grossKurus: number
  deductionsKurus: number
  netKurus: number
}

/** What the figures depend on. */
export interface PayrollSubject {
  registryNo: string
  kind: 'academic' | 'administrative'
  title: string
  dutyStart: string
}

/** Monthly base salaries of 2026 (second half) in TL by title; others by kind. */
const BASE_2026_TL: Record<string, number> = {
  'Prof. Dr.': 128_000,
  'Doç. Dr.': 104_000,
  'Dr. Öğr. Üyesi': 88_000,
  'Öğr. Gör.': 72_000,
  'Arş. Gör.': 66_000,
  'Daire Başkanı': 86_000,
  Müdür: 74_000,
  'Şube Müdürü': 70_000,
  'Fakülte Sekreteri': 74_000,
  'Yüksekokul Sekreteri': 70_000,
  'Enstitü Sekreteri': 70_000,
  'Okul Sekreteri': 68_000,
  Şef: 58_000,
}
const DEFAULT_BASE_TL = { academic: 72_000, administrative: 52_000 } as const

/** A number in [0, 1) from the staff member and month (stable across runs and machines). */
function unit(subject: PayrollSubject, month: PayrollMonth, salt: string): number {
  const digest = createHash('sha256')
    .update(`${subject.registryNo}:${month.Year}-${month.Month}:${salt}`)
    .digest()
  return digest.readUInt32BE(0) / 2 ** 32
}

/** Rounds to whole kuruş. */
const kurus = (x: number): number => Math.round(x)

/**
 * The payroll of `subject` for `month`: base salary by title, +1% per full year of service (at most 30%),
 * scaled back about 30% a year before 2026 and 12% for the first half of a year (the July raise); an extra
 * payment of 8–14%, and for academics a teaching (ek ders) payment of 0–12%. Deductions: social security
 * 14%, unemployment insurance 1%, income tax 15% (20% above 150,000 TL taxable) on the rest, stamp duty 0.759%.
 */
export function payrollFigures(subject: PayrollSubject, month: PayrollMonth): PayrollFigures {
  const baseTl = BASE_2026_TL[subject.title] ?? DEFAULT_BASE_TL[subject.kind]
  const start = monthOf(subject.dutyStart)
  const years = Math.max(0, Math.floor((monthIndex(month) - monthIndex(start)) / 12))
  const seniority = 1 + Math.min(years, 30) / 100
  const yearFactor = 0.7 ** Math.max(0, 2026 - month.Year) * 1.3 ** Math.max(0, month.Year - 2026)
  const halfFactor = month.Month >= 7 ? 1 : 0.88
  const base = kurus(baseTl * 100 * seniority * yearFactor * halfFactor)
  const extra = kurus(base * (0.08 + 0.06 * unit(subject, month, 'extra')))
  const earnings: PayrollLine[] = [
    { key: 'payroll.line.baseSalary', kurus: base },
    { key: 'payroll.line.extraPayment', kurus: extra },
  ]
  if (subject.kind === 'academic') {
    earnings.push({
      key: 'payroll.line.teaching',
      kurus: kurus(base * 0.12 * unit(subject, month, 'teaching')),
    })
  }
  const grossKurus = earnings.reduce((s, l) => s + l.kurus, 0)
  const social = kurus(grossKurus * 0.14)
  const unemployment = kurus(grossKurus * 0.01)
  const taxable = grossKurus - social - unemployment
  const incomeTax = kurus(taxable * (taxable > 150_000_00 ? 0.2 : 0.15))
  const stamp = kurus(grossKurus * 0.00759)
  const deductions: PayrollLine[] = [
    { key: 'payroll.line.socialSecurity', kurus: social },
    { key: 'payroll.line.unemployment', kurus: unemployment },
    { key: 'payroll.line.incomeTax', kurus: incomeTax },
    { key: 'payroll.line.stampDuty', kurus: stamp },
  ]
  const deductionsKurus = deductions.reduce((s, l) => s + l.kurus, 0)
  return { earnings, deductions, grossKurus, deductionsKurus, netKurus: grossKurus - deductionsKurus }
}

/** Kuruş as money in `lang` with the shared format (platform/format, issue 36): "₺123.456,78" / "₺123,456.78". */
export function formatTl(amountKurus: number, lang: 'tr' | 'en'): string {
  return formatMoney(amountKurus, lang)
}
