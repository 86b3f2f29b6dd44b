/**
 * Database access of personnel information (spec §3 "Personnel"): the staff member, their person, their
 * personnel record and the units above their unit; the HR search; the contact update rows.
 */
import type { PersonnelRecord, PersonnelSummary } from '@unacs/contracts'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, units } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { personnelRecords } from './personnel.schema.ts'

/** A staff member row. */
export type StaffRow = typeof staffMembers.$inferSelect
/** A personnel record row. */
export type RecordRow = typeof personnelRecords.$inferSelect

/** The staff record of `personId`: the active one first, else the most recent. Null for non-staff. */
export async function staffOfPerson(db: Database, personId: number): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.personId, personId))
    .orderBy(desc(staffMembers.isActive), desc(staffMembers.id))
    .limit(1)
  return row ?? null
}

/** The staff member with registry number `registryNo`, or null. */
export async function staffByRegistryNo(db: Database, registryNo: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.registryNo, registryNo))
  return row ?? null
}

/** The personnel record of `staffId`, locked for the transaction, or null when none exists yet. */
export async function lockRecord(tx: Database, staffId: number): Promise<RecordRow | null> {
  const [row] = await tx
    .select()
    .from(personnelRecords)
    .where(eq(personnelRecords.staffMemberId, staffId))
    .for('update')
  return row ?? null
}

const FACULTY_KINDS = new Set(['faculty', 'vocational_school', 'graduate_school', 'prep_school'])

/** The unit `unitId` and its ancestors, nearest first (the tree is a few levels deep). */
async function unitChain(db: Database, unitId: number) {
  const chain: (typeof units.$inferSelect)[] = []
  let next: number | null = unitId
  while (next !== null && chain.length < 10) {
    const [unit] = await db.select().from(units).where(eq(units.id, next))
    if (!unit) break
    chain.push(unit)
    next = unit.parentId
  }
  return chain
}

/** The full record of staff member `staff` in `lang`: identity, contact and duty groups. */
export async function loadRecord(db: Database, staff: StaffRow, lang: Language): Promise<PersonnelRecord> {
  const [person] = await db.select().from(persons).where(eq(persons.id, staff.personId))
  if (!person) throw new Error(`person ${staff.personId} of staff member ${staff.id} missing`)
  const [rec] = await db.select().from(personnelRecords).where(eq(personnelRecords.staffMemberId, staff.id))
  const chain = await unitChain(db, staff.unitId)
  const en = lang === 'en'
  const name = (u: (typeof chain)[number] | undefined) => (u ? (en ? u.nameEn : u.nameTr) : null)
  const unit = chain[0]
  return {
    Version: rec?.version ?? 0,
    Identity: {
      SicilNo: staff.registryNo,
      Nationality: rec?.nationality ?? 'TR',
      NationalId: person.nationalId,
      FirstName: person.firstName,
      LastName: person.lastName,
      PreferredFirstName: rec?.preferredFirstName ?? null,
      PreferredLastName: rec?.preferredLastName ?? null,
      FirstNameEn: rec?.firstNameEn ?? null,
      LastNameEn: rec?.lastNameEn ?? null,
      MotherName: rec?.motherName ?? null,
      FatherName: rec?.fatherName ?? null,
      BirthDate: person.birthDate,
      BirthPlace: person.birthPlace,
      Gender: person.gender,
      MaritalStatus: rec?.maritalStatus ?? null,
      Country: rec?.registryCountry ?? null,
      Province: rec?.registryProvince ?? null,
      District: rec?.registryDistrict ?? null,
      Neighbourhood: rec?.registryNeighbourhood ?? null,
      Volume: rec?.registryVolume ?? null,
      FamilyOrderNo: rec?.registryFamilyOrderNo ?? null,
      OrderNo: rec?.registryOrderNo ?? null,
    },
    Contact: {
      Address: rec?.address ?? null,
      PostalCode: rec?.postalCode ?? null,
      HomePhone: rec?.homePhone ?? null,
      MobilePhone: person.mobilePhone,
      AlternativeMobile: rec?.alternativeMobile ?? null,
      PersonalEmail: rec?.personalEmail ?? null,
      CorporateEmail: person.email,
      CorporateExtension: rec?.corporateExtension ?? null,
      CorporateMobile: rec?.corporateMobile ?? null,
    },
    Duty: {
      PersonnelType: staff.kind,
      Title: staff.title,
      SicilNo: staff.registryNo,
      DutyStart: staff.dutyStart,
      DutyEnd: staff.dutyEnd,
      Faculty: name(chain.find((u) => FACULTY_KINDS.has(u.kind))),
      Department: name(chain.find((u) => u.kind === 'department')),
      UnitType: unit?.kind ?? 'office',
      Unit: name(unit) ?? String(staff.unitId),
      Position: (en ? rec?.positionEn : rec?.positionTr) ?? null,
      PostType: rec?.postType ?? null,
      CadreType: rec?.cadreType ?? null,
    },
  }
}

/** A page of staff members matching `search` (name, registry number or national id), by surname. */
export async function searchStaff(
  db: Database,
  q: { search: string; page: number; pageSize: number; lang: Language },
): Promise<{ items: PersonnelSummary[]; total: number }> {
  const fullName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`
  const where = foldedContains([fullName, staffMembers.registryNo, persons.nationalId], q.search)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .where(where)
  const rows = await db
    .select({
      registryNo: staffMembers.registryNo,
      fullName,
      title: staffMembers.title,
      kind: staffMembers.kind,
      isActive: staffMembers.isActive,
      email: persons.email,
      unitTr: units.nameTr,
      unitEn: units.nameEn,
    })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .innerJoin(units, eq(units.id, staffMembers.unitId))
    .where(where)
    .orderBy(
      orderByTurkish(persons.lastName),
      orderByTurkish(persons.firstName),
      asc(staffMembers.registryNo),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
  return {
    total,
    items: rows.map((r) => ({
      SicilNo: r.registryNo,
      FullName: r.fullName,
      Title: r.title,
      PersonnelType: r.kind,
      Unit: q.lang === 'en' ? r.unitEn : r.unitTr,
      CorporateEmail: r.email,
      IsActive: r.isActive,
    })),
  }
}

/** The editable contact fields as stored. */
export interface ContactFields {
  address: string | null
  postalCode: string | null
  homePhone: string | null
  mobilePhone: string
  alternativeMobile: string | null
  personalEmail: string | null
}

/**
 * Writes the contact fields of staff member `staff` at `version + 1` (inserting the record when none
 * exists, version 1), and the mobile phone on the person. Call inside the transaction that locked it.
 */
export async function writeContact(
  tx: Database,
  staff: StaffRow,
  existing: RecordRow | null,
  fields: ContactFields,
  by: { personId: number; at: Date },
): Promise<void> {
  const { mobilePhone, ...own } = fields
  const stamp = { updatedAt: by.at, updatedByPersonId: by.personId }
  if (existing) {
    await tx
      .update(personnelRecords)
      .set({ ...own, ...stamp, version: existing.version + 1 })
      .where(
        and(eq(personnelRecords.staffMemberId, staff.id), eq(personnelRecords.version, existing.version)),
      )
  } else {
    await tx.insert(personnelRecords).values({ staffMemberId: staff.id, ...own, ...stamp, version: 1 })
  }
  await tx.update(persons).set({ mobilePhone }).where(eq(persons.id, staff.personId))
}
