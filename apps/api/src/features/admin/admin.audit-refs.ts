/**
 * The audit viewer's references in human terms (issue 36): the ids inside a page of entries' before/after
 * snapshots (`roleId 4`, `unitIds [2]`, `staffMemberId 14`, `registryNo`, `studentId`, `courseId`,
 * `sectionId`, `termId`, `personId`) resolved to names in the reader's language, the entity kinds and actions
 * in words, field names as labels, and each entry's subject from the resolver its feature passed in (a grade
 * row "5:1" → student, course and exam). One query per kind of reference for the whole page (no N+1).
 */
import type { AuditRow, Language } from '@unacs/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { units } from '../../db/schema/organisation.schema.ts'
import { persons, staffMembers, students } from '../../db/schema/people.schema.ts'
import { roles } from '../../db/schema/roles.schema.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'
import { auditActionLabel, auditEntityLabel, humanise } from '../../platform/audit/audit-labels.ts'
import { fieldLabel } from '../../platform/i18n/field-labels.ts'
import './admin.audit-catalogue.ts'

/** A feature's subject resolver: entity ids of its kind → the words naming each (missing ids left out). */
export type AuditSubjectResolver = (entityIds: string[], lang: Language) => Promise<Map<string, string>>

/** The kinds of reference a snapshot field can hold. */
type RefKind = 'role' | 'unit' | 'staff' | 'registry' | 'person' | 'student' | 'course' | 'section' | 'term'

/** Snapshot field names (lower case) and the kind of reference they hold. */
const FIELD_KINDS: Record<string, RefKind> = {
  roleid: 'role',
  activeroleid: 'role',
  unitid: 'unit',
  unitids: 'unit',
  birimid: 'unit',
  programmeid: 'unit',
  staffmemberid: 'staff',
  registryno: 'registry',
  personid: 'person',
  targetpersonid: 'person',
  studentid: 'student',
  studentids: 'student',
  courseid: 'course',
  sectionid: 'section',
  sectionids: 'section',
  fromsectionid: 'section',
  tosectionid: 'section',
  termid: 'term',
}

/** What the list answer adds to each entry. */
export type AuditRowWords = Pick<AuditRow, 'EntityLabel' | 'ActionLabel' | 'Subject' | 'FieldLabels' | 'Refs'>

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The scalar reference values of a field value (a number, a digit string or a list of them). */
function refValues(v: unknown): string[] {
  const one = (x: unknown) =>
    (typeof x === 'number' && Number.isInteger(x)) || (typeof x === 'string' && x.trim() !== '')
      ? [String(x)]
      : []
  return Array.isArray(v) ? v.flatMap(one) : one(v)
}

/** The fields of a row's snapshots. */
const fieldsOf = (r: Pick<AuditRow, 'Before' | 'After'>) => [
  ...(isRecord(r.Before) ? Object.entries(r.Before) : []),
  ...(isRecord(r.After) ? Object.entries(r.After) : []),
]

/**
 * Builds the resolver over `db` and the features' subject resolvers (entity kind → resolver). Its `words`
 * takes a page of rows and the reader's language and returns, per row in order, the labels and resolved
 * references the list answer carries.
 */
export function createAuditRefs(db: Database, subjects: Record<string, AuditSubjectResolver> = {}) {
  /** Loads the names of `ids` of one kind; ids that are not numbers (or are unknown) are left out. */
  async function load(kind: RefKind, raw: Set<string>, lang: Language): Promise<Map<string, string>> {
    const ids = [...raw].filter((s) => /^\d{1,9}$/.test(s)).map(Number)
    const out = new Map<string, string>()
    const en = lang === 'en'
    const person = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`
    if (kind === 'registry') {
      const nos = [...raw]
      if (nos.length === 0) return out
      const rows = await db
        .select({ no: staffMembers.registryNo, name: person })
        .from(staffMembers)
        .innerJoin(persons, eq(persons.id, staffMembers.personId))
        .where(inArray(staffMembers.registryNo, nos))
      for (const r of rows) out.set(r.no, `${r.name} (${r.no})`)
      return out
    }
    if (ids.length === 0) return out
    const put = (rows: { id: number; label: string }[]) => {
      for (const r of rows) out.set(String(r.id), r.label)
    }
    switch (kind) {
      case 'role':
        put(
          await db
            .select({ id: roles.id, label: en ? roles.nameEn : roles.nameTr })
            .from(roles)
            .where(inArray(roles.id, ids)),
        )
        break
      case 'unit':
        put(
          await db
            .select({ id: units.id, label: en ? units.nameEn : units.nameTr })
            .from(units)
            .where(inArray(units.id, ids)),
        )
        break
      case 'term':
        put(
          await db
            .select({ id: academicTerms.id, label: en ? academicTerms.nameEn : academicTerms.nameTr })
            .from(academicTerms)
            .where(inArray(academicTerms.id, ids)),
        )
        break
      case 'person':
        put(await db.select({ id: persons.id, label: person }).from(persons).where(inArray(persons.id, ids)))
        break
      case 'staff':
        put(
          await db
            .select({
              id: staffMembers.id,
              label: sql<string>`${person} || ' (' || ${staffMembers.registryNo} || ')'`,
            })
            .from(staffMembers)
            .innerJoin(persons, eq(persons.id, staffMembers.personId))
            .where(inArray(staffMembers.id, ids)),
        )
        break
      case 'student':
        put(
          await db
            .select({
              id: students.id,
              label: sql<string>`${person} || ' (' || ${students.studentNo} || ')'`,
            })
            .from(students)
            .innerJoin(persons, eq(persons.id, students.personId))
            .where(inArray(students.id, ids)),
        )
        break
      case 'course':
        put(
          await db
            .select({
              id: courses.id,
              label: sql<string>`${courses.code} || ' ' || ${en ? courses.nameEn : courses.nameTr}`,
            })
            .from(courses)
            .where(inArray(courses.id, ids)),
        )
        break
      case 'section':
        put(
          await db
            .select({
              id: sections.id,
              label: sql<string>`${courses.code} || ' ' || ${en ? courses.nameEn : courses.nameTr} || ' (' || ${sections.name} || ')'`,
            })
            .from(sections)
            .innerJoin(courses, eq(courses.id, sections.courseId))
            .where(inArray(sections.id, ids)),
        )
        break
    }
    return out
  }

  return {
    /** The words of `rows` in `lang`: entity and action labels, the subject, field labels and references. */
    async words(rows: readonly AuditRow[], lang: Language): Promise<AuditRowWords[]> {
      const wanted = new Map<RefKind, Set<string>>()
      for (const r of rows) {
        for (const [field, value] of fieldsOf(r)) {
          const kind = FIELD_KINDS[field.toLowerCase()]
          if (!kind) continue
          const set = wanted.get(kind) ?? new Set<string>()
          for (const v of refValues(value)) set.add(v)
          wanted.set(kind, set)
        }
      }
      const byEntity = new Map<string, Set<string>>()
      for (const r of rows) {
        if (!subjects[r.Entity]) continue
        const set = byEntity.get(r.Entity) ?? new Set<string>()
        set.add(r.EntityId)
        byEntity.set(r.Entity, set)
      }
      const [names, subjectNames] = await Promise.all([
        Promise.all([...wanted].map(async ([kind, ids]) => [kind, await load(kind, ids, lang)] as const)),
        Promise.all(
          [...byEntity].map(async ([entity, ids]) => {
            const resolve = subjects[entity]
            return [entity, resolve ? await resolve([...ids], lang) : new Map<string, string>()] as const
          }),
        ),
      ])
      const nameOf = new Map(names)
      const subjectOf = new Map(subjectNames)
      return rows.map((r) => {
        const fieldLabels: Record<string, string> = {}
        const refs: Record<string, Record<string, string>> = {}
        for (const [field, value] of fieldsOf(r)) {
          fieldLabels[field] = fieldLabel([field], lang) || humanise(field)
          const kind = FIELD_KINDS[field.toLowerCase()]
          const known = kind ? nameOf.get(kind) : undefined
          if (!known) continue
          for (const v of refValues(value)) {
            const label = known.get(v)
            if (label) refs[field] = { ...refs[field], [v]: label }
          }
        }
        return {
          EntityLabel: auditEntityLabel(r.Entity, lang),
          ActionLabel: auditActionLabel(r.Action, lang),
          Subject: subjectOf.get(r.Entity)?.get(r.EntityId) ?? null,
          FieldLabels: fieldLabels,
          Refs: refs,
        }
      })
    },
  }
}

/** The resolver's type. */
export type AuditRefs = ReturnType<typeof createAuditRefs>
