/**
 * The sports scholarship report and the athletes' records (issue 21 "Sports scholarship report: athletes
 * with their sport, team, scholarship rate and academic standing (CGPA, absences), filters, XLSX export").
 * Standing comes from the grades and absences services (StandingReaders), never from their tables.
 */
import {
  type AthleteRow,
  type DeactivateAthleteRequest,
  type SaveAthleteRequest,
  SPORTS_CGPA_WARNING,
  type SportsReport,
  type SportsReportFilter,
  type SportsReportQuery,
} from '@unacs/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { StandingReaders } from './sports.deps.ts'
import { athletesMatching, sportsAndTeams } from './sports.repo.ts'
import { athletes } from './sports.schema.ts'
import { reportWorkbook } from './sports.spreadsheet.ts'

/** Creates the sports service over `db` with the standing readers of grades and absences. */
export function createSportsService(db: Database, clock: Clock, readers: StandingReaders) {
  /** Every athlete matching `f` with CGPA and absence standing, the standing filters applied. */
  async function rowsOf(f: SportsReportFilter, lang: Language): Promise<AthleteRow[]> {
    const records = await athletesMatching(db, f, lang)
    const ids = [...new Set(records.map((r) => r.studentId))]
    const [cgpa, absence] = await Promise.all([
      readers.grades.cgpaOf(ids),
      readers.absences.absenceSummaryOf(ids),
    ])
    const rows = records.map((r): AthleteRow => {
      const c = cgpa.get(r.studentId) ?? null
      const a = absence.get(r.studentId) ?? { coursesOverLimit: 0, worstPercent: 0 }
      return {
        Id: r.id,
        StudentId: r.studentId,
        StudentNo: r.studentNo,
        FullName: r.fullName,
        Programme: r.programme,
        Sport: r.sport,
        Team: r.team,
        ScholarshipRate: r.scholarshipRate,
        Since: r.since,
        Active: r.active,
        Cgpa: c,
        CoursesOverLimit: a.coursesOverLimit,
        WorstAbsencePercent: a.worstPercent,
        LowCgpa: c !== null && c < SPORTS_CGPA_WARNING,
        OverLimit: a.coursesOverLimit > 0,
      }
    })
    return rows.filter(
      (r) =>
        (f.cgpaBelow === undefined || (r.Cgpa !== null && r.Cgpa < f.cgpaBelow)) &&
        (f.overLimit !== 'true' || r.OverLimit),
    )
  }

  return {
    /** A page of the report (sports office, registrar) with the sports and teams for the filters. */
    async report(query: SportsReportQuery, lang: Language): Promise<SportsReport> {
      const { page, pageSize, ...filter } = query
      const [rows, facets] = await Promise.all([rowsOf(filter, lang), sportsAndTeams(db)])
      return {
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: rows.length,
        Sports: facets.sports,
        Teams: facets.teams,
        CgpaWarning: SPORTS_CGPA_WARNING,
      }
    },

    /** Every filtered row as xlsx bytes with headers in `lang`, and the file name (dated, Istanbul). */
    async exportReport(filter: SportsReportFilter, lang: Language) {
      const rows = await rowsOf(filter, lang)
      const day = istanbulToday(clock())
      return {
        bytes: await reportWorkbook(rows, lang),
        fileName: `${lang === 'en' ? 'sports-scholarships' : 'spor-burslari'}-${day}.xlsx`,
      }
    },

    /**
     * Adds (no Id) or edits an athlete (sports office), audited in the same transaction → the athlete id.
     * 422 when no active studentship has the number; 404 for an unknown or inactive Id; 409 when the
     * studentship already has an active record of the sport.
     */
    async save(principal: Principal, body: SaveAthleteRequest): Promise<number> {
      return db.transaction(async (tx) => {
        const [student] = await tx
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.studentNo, body.OgrNo), eq(students.status, 'active')))
        if (!student) throw businessRule('sports.studentNotFound')
        const [clash] = await tx
          .select({ id: athletes.id })
          .from(athletes)
          .where(
            and(
              eq(athletes.studentId, student.id),
              eq(athletes.sport, body.Sport),
              eq(athletes.active, true),
              body.Id === undefined ? undefined : ne(athletes.id, body.Id),
            ),
          )
        if (clash) throw conflict('sports.duplicate')
        const values = {
          studentId: student.id,
          sport: body.Sport,
          team: body.Team,
          scholarshipRate: body.ScholarshipRate,
          since: body.Since,
        }
        if (body.Id === undefined) {
          const [row] = await tx.insert(athletes).values(values).returning()
          if (!row) throw new Error('insert returned no row')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'athlete',
            entityId: row.id,
            action: 'create',
            after: row,
          })
          return row.id
        }
        const [before] = await tx
          .select()
          .from(athletes)
          .where(and(eq(athletes.id, body.Id), eq(athletes.active, true)))
          .for('update')
        if (!before) throw notFound('sports.notFound')
        const [after] = await tx.update(athletes).set(values).where(eq(athletes.id, body.Id)).returning()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'athlete',
          entityId: body.Id,
          action: 'update',
          before,
          after,
        })
        return body.Id
      })
    },

    /** Ends an athlete's record with a reason (sports office), audited. 404 unknown; 409 already inactive. */
    async deactivate(principal: Principal, body: DeactivateAthleteRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(athletes).where(eq(athletes.id, body.Id)).for('update')
        if (!before) throw notFound('sports.notFound')
        if (!before.active) throw conflict('sports.alreadyInactive')
        const [after] = await tx
          .update(athletes)
          .set({ active: false })
          .where(eq(athletes.id, body.Id))
          .returning()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'athlete',
          entityId: body.Id,
          action: 'deactivate',
          before,
          after,
          reason: body.Reason,
        })
      })
    },
  }
}

/** The sports service's type. */
export type SportsService = ReturnType<typeof createSportsService>
