/**
 * Database reads of the programmes feature (issue 19): programme units with faculty, a version's whole detail,
 * the registrar's unit scope, and the copy of a version's parts into another version (clone).
 */

import type {
  Descriptor,
  FeeRow,
  InfoSection,
  MatrixCell,
  Outcome,
  ProgrammeCourse,
  ProgrammeLevel,
  ProgrammeVersionStatus,
} from '@unacs/contracts'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { roleAssignments, staffMembers } from '../../db/schema/index.ts'
import { academicTerms, courses } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import {
  outcomeDescriptorLinks,
  programmeCurriculum,
  programmeFees,
  programmeInfoSections,
  programmeOutcomes,
  programmeVersions,
  tyycDescriptors,
} from './programmes.schema.ts'

/** A transaction or the database. */
export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** A programme unit with its faculty (the department's parent) in one language. */
export interface ProgrammeUnit {
  id: number
  code: string
  name: string
  level: ProgrammeLevel
  facultyId: number
  faculty: string
}

/** SQL: `column` names a programme under one of `unitIds` (subtree). */
export function programmeUnder(column: SQL | unknown, unitIds: number[]): SQL {
  if (unitIds.length === 0) return sql`false`
  return sql`${column} in (with recursive sub(id) as (select id from units where id in (${sql.join(
    unitIds.map((u) => sql`${u}`),
    sql`, `,
  )}) union select u.id from units u join sub on u.parent_id = sub.id) select id from sub)`
}

/** The unit ids where the caller holds their active role (active assignments, same proxy flag). */
export async function activeRoleUnits(db: Tx, principal: Principal): Promise<number[]> {
  const held = await db
    .select({ unitIds: roleAssignments.unitIds })
    .from(roleAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
    .where(
      and(
        eq(staffMembers.personId, principal.personId),
        eq(staffMembers.isActive, true),
        eq(roleAssignments.roleId, principal.activeRoleId),
        eq(roleAssignments.isActive, true),
        eq(roleAssignments.isProxy, principal.isProxy),
      ),
    )
  return [...new Set(held.flatMap((h) => h.unitIds))]
}

/** Programme units (not the preparatory school) matching `where`, with faculty, in `lang`. */
export async function programmeUnits(
  db: Tx,
  lang: Language,
  where: SQL = sql`true`,
): Promise<ProgrammeUnit[]> {
  const name = lang === 'en' ? sql.raw('name_en') : sql.raw('name_tr')
  const rows = await db.execute(sql`
    select p.id, p.code, p.${name} as name, p.level, f.id as faculty_id, f.${name} as faculty
    from units p join units d on d.id = p.parent_id join units f on f.id = d.parent_id
    where p.kind = 'programme' and p.level <> 'prep' and p.is_active and ${where}
    order by p.id`)
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    level: r.level as ProgrammeLevel,
    facultyId: Number(r.faculty_id),
    faculty: String(r.faculty),
  }))
}

/** The header of a version with its programme, or null. */
export async function versionHeader(db: Tx, id: number, lang: Language) {
  const [v] = await db.select().from(programmeVersions).where(eq(programmeVersions.id, id))
  if (!v) return null
  const [unit] = await programmeUnits(db, lang, sql`p.id = ${v.programmeId}`)
  if (!unit) return null
  const [term] = v.applicableTermId
    ? await db.select().from(academicTerms).where(eq(academicTerms.id, v.applicableTermId))
    : []
  return { v, unit, term: term ? (lang === 'en' ? term.nameEn : term.nameTr) : null }
}

/** The parts of a version: sections, outcomes, matrix, fees, curriculum (in `lang` for names). */
export async function versionParts(db: Tx, id: number, lang: Language) {
  const [sections, outcomes, matrix, feeRows, curriculum] = await Promise.all([
    db
      .select()
      .from(programmeInfoSections)
      .where(eq(programmeInfoSections.versionId, id))
      .orderBy(asc(programmeInfoSections.sortOrder)),
    db
      .select()
      .from(programmeOutcomes)
      .where(eq(programmeOutcomes.versionId, id))
      .orderBy(asc(programmeOutcomes.number)),
    db
      .select()
      .from(outcomeDescriptorLinks)
      .where(eq(outcomeDescriptorLinks.versionId, id))
      .orderBy(asc(outcomeDescriptorLinks.outcomeNumber), asc(outcomeDescriptorLinks.descriptorId)),
    db
      .select({ fee: programmeFees, term: academicTerms })
      .from(programmeFees)
      .innerJoin(academicTerms, eq(academicTerms.id, programmeFees.termId))
      .where(eq(programmeFees.versionId, id))
      .orderBy(asc(academicTerms.startsOn)),
    db
      .select({ semester: programmeCurriculum.semester, course: courses })
      .from(programmeCurriculum)
      .innerJoin(courses, eq(courses.id, programmeCurriculum.courseId))
      .where(eq(programmeCurriculum.versionId, id))
      .orderBy(asc(programmeCurriculum.semester), asc(courses.code)),
  ])
  return {
    sections: sections.map(
      (s): InfoSection => ({
        Kind: s.kind as InfoSection['Kind'],
        Order: s.sortOrder,
        HtmlTr: s.htmlTr,
        HtmlEn: s.htmlEn,
      }),
    ),
    outcomes: outcomes.map((o): Outcome => ({ Number: o.number, TextTr: o.textTr, TextEn: o.textEn })),
    matrix: matrix.map(
      (m): MatrixCell => ({ OutcomeNumber: m.outcomeNumber, DescriptorId: m.descriptorId, Level: m.level }),
    ),
    fees: feeRows.map(({ fee, term }) => feeRowOf(fee, lang === 'en' ? term.nameEn : term.nameTr)),
    curriculum: curriculum.map(
      ({ semester, course }): ProgrammeCourse => ({
        Semester: semester,
        Code: course.code,
        Name: lang === 'en' ? course.nameEn : course.nameTr,
        Category: course.category,
        Credit: course.credit,
        Ects: course.ects,
      }),
    ),
  }
}

/** A fee row with exact integer totals (minor units). */
export function feeRowOf(fee: typeof programmeFees.$inferSelect, term: string): FeeRow {
  return {
    TermId: fee.termId,
    Term: term,
    Currency: fee.currency,
    Fee1: fee.fee1,
    Fee2: fee.fee2,
    Fee3: fee.fee3,
    PrepFee1: fee.prepFee1,
    PrepFee2: fee.prepFee2,
    PrepFee3: fee.prepFee3,
    FeeTotal: fee.fee1 + fee.fee2 + fee.fee3,
    PrepFeeTotal: fee.prepFee1 + fee.prepFee2 + fee.prepFee3,
  }
}

/** The descriptors of a level (active only unless `all`), in category then sort order. */
export async function descriptorsOf(db: Tx, level: ProgrammeLevel, all = false): Promise<Descriptor[]> {
  const rows = await db
    .select()
    .from(tyycDescriptors)
    .where(and(eq(tyycDescriptors.level, level), all ? undefined : eq(tyycDescriptors.active, true)))
    .orderBy(asc(tyycDescriptors.sortOrder), asc(tyycDescriptors.id))
  return rows.map((d) => ({
    Id: d.id,
    Level: d.level,
    Category: d.category as Descriptor['Category'],
    Code: d.code,
    TextTr: d.textTr,
    TextEn: d.textEn,
    Order: d.sortOrder,
    Active: d.active,
  }))
}

/** Copies every part of version `from` into version `to` (the clone's full, independent copy). */
export async function copyParts(tx: Tx, from: number, to: number): Promise<void> {
  await tx.execute(sql`insert into programme_info_sections (version_id, kind, sort_order, html_tr, html_en)
    select ${to}, kind, sort_order, html_tr, html_en from programme_info_sections where version_id = ${from}`)
  await tx.execute(sql`insert into programme_outcomes (version_id, number, text_tr, text_en)
    select ${to}, number, text_tr, text_en from programme_outcomes where version_id = ${from}`)
  await tx.execute(sql`insert into outcome_descriptor_links (version_id, outcome_number, descriptor_id, level)
    select ${to}, outcome_number, descriptor_id, level from outcome_descriptor_links where version_id = ${from}`)
  await tx.execute(sql`insert into programme_curriculum (version_id, course_id, semester)
    select ${to}, course_id, semester from programme_curriculum where version_id = ${from}`)
  await tx.execute(sql`insert into programme_fees (version_id, term_id, currency, fee1, fee2, fee3, prep_fee1, prep_fee2, prep_fee3)
    select ${to}, term_id, currency, fee1, fee2, fee3, prep_fee1, prep_fee2, prep_fee3 from programme_fees where version_id = ${from}`)
}

/** Versions of programmes `ids`, newest first, with the applicable term's name in `lang`. */
export async function versionsOf(db: Tx, ids: number[], lang: Language) {
  if (ids.length === 0) return []
  return db
    .select({
      id: programmeVersions.id,
      programmeId: programmeVersions.programmeId,
      name: programmeVersions.name,
      status: programmeVersions.status,
      publishDate: programmeVersions.publishDate,
      effectiveDate: programmeVersions.effectiveDate,
      version: programmeVersions.version,
      term: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
    })
    .from(programmeVersions)
    .leftJoin(academicTerms, eq(academicTerms.id, programmeVersions.applicableTermId))
    .where(inArray(programmeVersions.programmeId, ids))
    .orderBy(sql`${programmeVersions.id} desc`)
}

/** The status type, re-exported for the service. */
export type VersionStatus = ProgrammeVersionStatus
