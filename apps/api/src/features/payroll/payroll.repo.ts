/**
 * Database access of payroll requests (spec §3 "Payroll request"): the caller's staff record with what the
 * document shows, the history page and the request rows.
 */
import type { PayrollRequestItem } from '@unacs/contracts'
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, units } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { payrollRequests } from './payroll.schema.ts'

/** The staff member asking, with the person and unit facts the payroll document shows. */
export interface PayrollStaff {
  id: number
  registryNo: string
  kind: 'academic' | 'administrative'
  title: string
  dutyStart: string
  dutyEnd: string | null
  firstName: string
  lastName: string
  nationalId: string
  email: string
  unitName: string
}

/** The active staff record of `personId` (else the latest one) with person and unit, or null. */
export async function payrollStaffOf(
  db: Database,
  personId: number,
  lang: Language,
): Promise<PayrollStaff | null> {
  return staffWhere(db, eq(staffMembers.personId, personId), lang)
}

/** Staff record `staffMemberId` with person and unit, or null (HR's resend). */
export async function payrollStaffById(
  db: Database,
  staffMemberId: number,
  lang: Language,
): Promise<PayrollStaff | null> {
  return staffWhere(db, eq(staffMembers.id, staffMemberId), lang)
}

async function staffWhere(db: Database, where: SQL, lang: Language): Promise<PayrollStaff | null> {
  const [row] = await db
    .select({ s: staffMembers, p: persons, unitTr: units.nameTr, unitEn: units.nameEn })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .innerJoin(units, eq(units.id, staffMembers.unitId))
    .where(where)
    .orderBy(desc(staffMembers.isActive), desc(staffMembers.id))
    .limit(1)
  if (!row) return null
  return {
    id: row.s.id,
    registryNo: row.s.registryNo,
    kind: row.s.kind,
    title: row.s.title,
    dutyStart: row.s.dutyStart,
    dutyEnd: row.s.dutyEnd,
    firstName: row.p.firstName,
    lastName: row.p.lastName,
    nationalId: row.p.nationalId,
    email: row.p.email,
    unitName: lang === 'en' ? row.unitEn : row.unitTr,
  }
}

/** The university's name (the root of the unit tree) in `lang`. */
export async function universityName(db: Database, lang: Language): Promise<string> {
  const [root] = await db
    .select({ tr: units.nameTr, en: units.nameEn })
    .from(units)
    .where(isNull(units.parentId))
    .limit(1)
  return root ? (lang === 'en' ? root.en : root.tr) : ''
}

const toItem = (r: typeof payrollRequests.$inferSelect): PayrollRequestItem => ({
  Id: r.id,
  SendDate: r.sentAt.toISOString(),
  Month: r.month,
  Year: r.year,
  IpAddress: r.ipAddress,
  MailSent: r.mailSent,
})

/** A page of `staffId`'s requests, newest first. */
export async function listRequests(db: Database, staffId: number, page: number, pageSize: number) {
  const where = eq(payrollRequests.staffMemberId, staffId)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payrollRequests).where(where)
  const rows = await db
    .select()
    .from(payrollRequests)
    .where(where)
    .orderBy(desc(payrollRequests.sentAt), desc(payrollRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { items: rows.map(toItem), total }
}

/** Inserts a request (mail not yet sent) and returns it. */
export async function insertRequest(
  tx: Database,
  values: { staffMemberId: number; month: number; year: number; sentAt: Date; ipAddress: string },
): Promise<PayrollRequestItem> {
  const [row] = await tx
    .insert(payrollRequests)
    .values({ ...values, mailSent: false })
    .returning()
  if (!row) throw new Error('payroll request not created')
  return toItem(row)
}

/** Marks request `id` of `staffId` as mailed. */
export async function markMailSent(db: Database, id: number, staffId: number): Promise<void> {
  await db
    .update(payrollRequests)
    .set({ mailSent: true })
    .where(and(eq(payrollRequests.id, id), eq(payrollRequests.staffMemberId, staffId)))
}
