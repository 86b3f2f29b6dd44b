/**
 * Database access shared by the position, application and evaluation services: positions with their
 * committees, unit names, staff look-ups, application rows (locked for writes) and their files.
 */
import type { ApplicationFile, CommitteeMember, Position } from '@unacs/contracts'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, units } from '../../db/schema/index.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { applicationFiles, applications, positionCommittee, positions } from './applications.schema.ts'

export type PositionRow = typeof positions.$inferSelect
export type ApplicationRow = typeof applications.$inferSelect

/** Unit names by id in `lang`. */
export async function unitNames(db: Database, ids: number[], lang: Language): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: units.id, nameTr: units.nameTr, nameEn: units.nameEn })
    .from(units)
    .where(inArray(units.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, lang === 'en' ? r.nameEn : r.nameTr]))
}

/** The committees of `positionIds` with names, chair first. */
export async function committeesOf(
  db: Database,
  positionIds: number[],
): Promise<Map<number, (CommitteeMember & { staffMemberId: number })[]>> {
  const out = new Map<number, (CommitteeMember & { staffMemberId: number })[]>()
  if (positionIds.length === 0) return out
  const rows = await db
    .select({
      positionId: positionCommittee.positionId,
      staffMemberId: positionCommittee.staffMemberId,
      role: positionCommittee.role,
      registryNo: staffMembers.registryNo,
      title: staffMembers.title,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(positionCommittee)
    .innerJoin(staffMembers, eq(staffMembers.id, positionCommittee.staffMemberId))
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .where(inArray(positionCommittee.positionId, positionIds))
    .orderBy(asc(positionCommittee.role), asc(staffMembers.registryNo))
  for (const r of rows) {
    const list = out.get(r.positionId) ?? []
    list.push({
      staffMemberId: r.staffMemberId,
      registryNo: r.registryNo,
      title: r.title,
      fullName: `${r.firstName} ${r.lastName}`,
      role: r.role === 'chair' ? 'chair' : 'member',
    })
    out.set(r.positionId, list)
  }
  return out
}

/** Positions as listed: names in `lang`, committee, application count, open flag for `today`. */
export async function toPositions(
  db: Database,
  rows: PositionRow[],
  lang: Language,
  today: string,
): Promise<Position[]> {
  const ids = rows.map((r) => r.id)
  const names = await unitNames(
    db,
    rows.flatMap((r) => [r.facultyId, r.departmentId]),
    lang,
  )
  const committees = await committeesOf(db, ids)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ positionId: applications.positionId, n: count() })
          .from(applications)
          .where(and(inArray(applications.positionId, ids), eq(applications.status, 'finalised')))
          .groupBy(applications.positionId)
  const countOf = new Map(counts.map((c) => [c.positionId, Number(c.n)]))
  return rows.map((r) => ({
    id: r.id,
    cadre: r.cadre as Position['cadre'],
    facultyId: r.facultyId,
    facultyName: names.get(r.facultyId) ?? '',
    departmentId: r.departmentId,
    departmentName: names.get(r.departmentId) ?? '',
    startDate: r.startDate,
    endDate: r.endDate,
    description: r.description,
    isOpen: r.startDate <= today && today <= r.endDate,
    committee: (committees.get(r.id) ?? []).map(({ staffMemberId: _, ...m }) => m),
    applicationCount: countOf.get(r.id) ?? 0,
    version: r.version,
  }))
}

/** The position `id`, or null. */
export async function positionById(db: Database, id: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id))
  return row ?? null
}

/** The active staff member of `personId` (id, registry number), or null. */
export async function staffOfPerson(db: Database, personId: number) {
  const [row] = await db
    .select({ id: staffMembers.id, registryNo: staffMembers.registryNo })
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, personId), eq(staffMembers.isActive, true)))
    .orderBy(asc(staffMembers.id))
    .limit(1)
  return row ?? null
}

/** The application `id` locked for this transaction, or null. */
export async function lockApplication(tx: Database, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update')
  return row ?? null
}

/** The application `id`, or null. */
export async function applicationById(db: Database, id: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id))
  return row ?? null
}

/** The files uploaded to application `applicationId`, oldest first. */
export async function filesOf(db: Database, applicationId: number): Promise<ApplicationFile[]> {
  const rows = await db
    .select({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      extension: storedFiles.extension,
      sizeBytes: storedFiles.sizeBytes,
      purpose: applicationFiles.purpose,
    })
    .from(applicationFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, applicationFiles.fileId))
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(storedFiles.id))
  return rows.map((r) => ({ ...r, purpose: r.purpose as ApplicationFile['purpose'] }))
}

/** A file of application `applicationId` with its bytes, or null when the file is not attached to it. */
export async function fileOfApplication(db: Database, applicationId: number, fileId: number) {
  const [row] = await db
    .select({
      fileName: storedFiles.fileName,
      mimeType: storedFiles.mimeType,
      content: storedFiles.content,
    })
    .from(applicationFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, applicationFiles.fileId))
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.fileId, fileId)))
  return row ?? null
}
