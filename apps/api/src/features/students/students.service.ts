/**
 * The students service (issue 22 "Students and reports"; spec §3 Student): the unit-scoped search, a
 * student's record and the report rows behind the XLSX export. Staff see the students of the units where
 * their active role applies (with every unit below); a student outside that scope is "not found".
 */
import type {
  Language,
  StudentFilter,
  StudentPage,
  StudentRecord,
  StudentRow,
  StudentSearchQuery,
  StudentUnitOption,
} from '@unacs/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { GradesService } from '../grades/index.ts'
import { createDepartmentService } from './students.department.ts'
import { createDormitoryService } from './students.dormitory.ts'
import {
  createRecordService,
  historyWhere,
  type RecordSources,
  registrationReasonOf,
} from './students.record.ts'
import {
  programmeUnder,
  recordExtras,
  type StudentDbRow,
  studentCount,
  studentRows,
  unitsUnder,
  whereOf,
} from './students.repo.ts'
import { EXPORT_BATCH, scopeOf } from './students.scope.ts'

export { EXPORT_BATCH, scopeOf } from './students.scope.ts'

/** What the service reads from other features (passed in by features/index.ts). */
export interface StudentsDeps {
  grades: Pick<GradesService, 'cgpaOf' | 'passRatesOf'>
  /** The record's tabs' data from the other features (students.record.ts; issue 37). */
  record: RecordSources
}

/** A database row with its CGPA as the contract's row. */
function toRow(r: StudentDbRow, cgpa: number | null): StudentRow {
  return {
    Id: r.id,
    StudentNo: r.studentNo,
    FullName: `${r.firstName} ${r.lastName}`,
    NationalId: r.nationalId,
    Programme: r.programme ?? '',
    Faculty: r.faculty ?? '',
    ClassYear: r.classYear,
    Status: r.status,
    EntryYear: r.entryYear,
    AdmissionType: r.admissionType,
    Cgpa: cgpa,
  }
}

/** Builds the students service. */
export function createStudentsService(db: Database, deps: StudentsDeps) {
  const tabs = createRecordService(db, deps.record)
  const withCgpa = async (rows: StudentDbRow[]) => {
    const cgpa = await deps.grades.cgpaOf(rows.map((r) => r.id))
    return rows.map((r) => toRow(r, cgpa.get(r.id) ?? null))
  }

  return {
    /** The record's tabs: terms, registrations, absences, requests, documents, history (issue 37). */
    tabs,
    /** The dormitory report (students.dormitory.ts). */
    dormitory: createDormitoryService(db),
    /** The department report (students.department.ts), reading CGPA and pass counts from grades. */
    department: createDepartmentService(db, deps.grades),

    /**
     * One page of the caller's students matching `q` (number prefix, exact national id, or every name word
     * Turkish- and accent-insensitively), ordered by student number. 403 for a role without units.
     */
    async search(principal: Principal, q: StudentSearchQuery, lang: Language): Promise<StudentPage> {
      const scope = await scopeOf(db, principal)
      const where = whereOf(q, scope)
      const [rows, total] = await Promise.all([
        studentRows(db, where, lang, (q.page - 1) * q.pageSize, q.pageSize),
        studentCount(db, where),
      ])
      return { items: await withCgpa(rows), page: q.page, pageSize: q.pageSize, total }
    },

    /** The units the caller may filter by (their scope and everything below). */
    async units(principal: Principal, lang: Language): Promise<StudentUnitOption[]> {
      const scope = await scopeOf(db, principal)
      return (await unitsUnder(db, scope, lang)).map((u) => ({ Id: u.id, Name: u.name, Kind: u.kind }))
    },

    /** How many rows an export of `filter` holds (for the progress bar), within the caller's scope. */
    async count(principal: Principal, filter: StudentFilter): Promise<number> {
      return studentCount(db, whereOf(filter, await scopeOf(db, principal)))
    },

    /**
     * The rows of `filter` in the caller's scope, in batches of {@link EXPORT_BATCH} (keyset-free paging by
     * student number; the export streams each batch as it arrives). The scope is checked before the first.
     */
    async *exportRows(
      principal: Principal,
      filter: StudentFilter,
      lang: Language,
    ): AsyncGenerator<StudentRow[]> {
      const where = whereOf(filter, await scopeOf(db, principal))
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await studentRows(db, where, lang, offset, EXPORT_BATCH)
        if (rows.length === 0) return
        yield await withCgpa(rows)
        if (rows.length < EXPORT_BATCH) return
      }
    },

    /**
     * The record of studentship `id` (spec §3): the row's fields, dates, registration reason, student-right
     * end date and term counters (issue 37), advisor, the person's other studentships in scope and the
     * newest 20 audit entries about the studentship (the history tab pages through all). 404 outside scope.
     */
    async record(principal: Principal, id: number, lang: Language): Promise<StudentRecord> {
      const scope = await scopeOf(db, principal)
      const [row] = await studentRows(db, and(eq(students.id, id), programmeUnder(scope)), lang, 0, 1)
      const extras = row ? await recordExtras(db, id) : null
      if (!row || !extras) throw notFound()
      const others = await studentRows(
        db,
        and(eq(students.personId, extras.personId), programmeUnder(scope)),
        lang,
        0,
        20,
      )
      const history = await db
        .select({
          at: auditLog.at,
          entity: auditLog.entity,
          action: auditLog.action,
          reason: auditLog.reason,
          actor: sql<
            string | null
          >`(select p.first_name || ' ' || p.last_name from persons p where p.id = ${auditLog.actorPersonId})`,
        })
        .from(auditLog)
        .where(historyWhere(id))
        .orderBy(desc(auditLog.id))
        .limit(20)
      const extra = await tabs.extras(id)
      const [full] = await withCgpa([row])
      if (!full) throw notFound()
      return {
        ...full,
        Email: extras.email,
        RegistrationDate: extras.registrationDate,
        RegistrationReason: registrationReasonOf(row.admissionType, lang),
        DepartureDate: extras.departureDate,
        DepartureReason: extras.departureReason,
        StudentRightEndsOn: extra.rightEndsOn,
        TermCounters: extra.counters,
        Advisor: extras.advisorFirst
          ? `${extras.advisorTitle ?? ''} ${extras.advisorFirst} ${extras.advisorLast}`.trim()
          : null,
        Studentships: others.map((o) => ({
          Id: o.id,
          StudentNo: o.studentNo,
          Programme: o.programme ?? '',
          Status: o.status,
        })),
        History: history.map((h) => ({
          At: new Date(h.at).toISOString(),
          Entity: h.entity,
          Action: h.action,
          Actor: h.actor,
          Reason: h.reason,
        })),
      }
    },
  }
}

/** The students service's type. */
export type StudentsService = ReturnType<typeof createStudentsService>
