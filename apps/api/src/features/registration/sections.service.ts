/**
 * Section operations of authorised staff (spec §1 "Section … transfer" and "Opened courses report"; issue 7
 * "Sections"):
 * - transfer: move a student's held or registered seat to another section of the same course in the active
 *   term, only within the target's quota, without a lesson-time clash, for students of a programme inside
 *   the caller's role units; audited with a reason;
 * - the opened-courses report of a term with filters, as a page or as an XLSX workbook (exceljs), limited to
 *   courses of units inside the caller's role units.
 */
import { PassThrough } from 'node:stream'
import type {
  Language,
  OpenedCoursesReportFilter,
  OpenedSection,
  TransferRequest,
  TransferStudent,
} from '@unacs/contracts'
import { type SQL, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, forbidden, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { Idempotency } from './idempotency.ts'
import {
  activeTerm,
  allTerms,
  basketOf,
  filterValues,
  itemsOf,
  openedSections,
  rows,
  type StudentInfo,
  studentByNo,
  type TermInfo,
} from './registration.repo.ts'
import { lessonTimesOverlap } from './registration.rules.ts'
import { sectionView } from './registration.views.ts'
import { activeRoleUnits } from './staff-scope.ts'
import { NO_ROSTERS, type RosterSync } from './standing.ts'

/** Most rows in one XLSX export. */
const EXPORT_LIMIT = 20000

/**
 * Creates the staff section service. `rosters` moves a registered student's place on the grades feature's class
 * lists with a transfer (issue 24).
 */
export function createSectionsService(db: Database, idem: Idempotency, rosters: RosterSync = NO_ROSTERS) {
  async function term(): Promise<TermInfo> {
    const t = await activeTerm(db)
    if (!t) throw businessRule('registration.noActiveTerm')
    return t
  }

  /** SQL condition "course c is owned by a unit within the caller's active role". */
  async function courseScope(principal: Principal): Promise<SQL> {
    const units = await activeRoleUnits(db, principal)
    if (units.length === 0) return sql`false`
    return sql`c.unit_id in (${sql.join(
      units.map((u) => sql`${u}`),
      sql`, `,
    )})`
  }

  /** The studentship if its programme lies within the caller's role units; 404 unknown, 403 outside. */
  async function scopedStudent(principal: Principal, studentNo: string): Promise<StudentInfo> {
    const s = await studentByNo(db, studentNo)
    if (!s) throw notFound('registration.studentNotFound')
    const units = await activeRoleUnits(db, principal)
    if (!units.includes(s.programmeId)) throw forbidden('registration.outsideYourUnits')
    return s
  }

  async function reportRows(
    principal: Principal,
    q: Omit<OpenedCoursesReportFilter, 'page' | 'pageSize'>,
    page: { page: number; pageSize: number } | null,
  ) {
    const termId = q.termId ?? (await term()).id
    return openedSections(db, termId, q, page, await courseScope(principal))
  }

  return {
    /** A page of the opened-courses report. */
    async report(principal: Principal, q: OpenedCoursesReportFilter, lang: Language) {
      const found = await reportRows(principal, q, q)
      const items: OpenedSection[] = found.map((r) => sectionView(r, lang))
      return { items, total: found[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
    },

    /** Filter values (units within the caller's scope, types, terms) of the report. */
    async filters(principal: Principal, termId: number | undefined, lang: Language) {
      const t = termId ?? (await term()).id
      const v = await filterValues(db, t, await courseScope(principal))
      return {
        Units: v.units.map((u) => ({ UnitId: u.id, UnitName: lang === 'en' ? u.en : u.tr })),
        CourseTypes: v.courseTypes.sort(),
        EducationTypes: v.educationTypes.sort(),
        Terms: (await allTerms(db)).map((x) => ({
          TermId: x.id,
          TermName: lang === 'en' ? x.nameEn : x.nameTr,
          IsActive: x.isActive,
        })),
      }
    },

    /** The report as an XLSX stream (at most EXPORT_LIMIT rows), with headers in `lang`. */
    async reportXlsx(principal: Principal, q: OpenedCoursesReportFilter, lang: Language) {
      const found = await reportRows(principal, q, { page: 1, pageSize: EXPORT_LIMIT })
      const out = new PassThrough()
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
      const ws = wb.addWorksheet(translate(lang, 'registration.xlsx.sheet'))
      const cols = [
        'code',
        'name',
        'section',
        'unit',
        'category',
        'credit',
        'ects',
        'courseType',
        'educationType',
        'quota',
        'capacity',
        'registered',
        'basket',
        'free',
        'lessonTime',
        'classroom',
        'instructors',
      ] as const
      ws.columns = cols.map((c) => ({
        header: translate(lang, `registration.xlsx.${c}`),
        key: c,
        width: c === 'name' || c === 'instructors' || c === 'unit' ? 36 : 12,
      }))
      ws.getRow(1).font = { bold: true }
      ws.getRow(1).commit()
      for (const r of found) {
        const v = sectionView(r, lang)
        ws.addRow({
          code: v.CourseCode,
          name: v.CourseName,
          section: v.SectionName,
          unit: v.UnitName,
          category: translate(lang, `registration.category.${v.Category}`),
          credit: v.Credit,
          ects: v.Ects,
          courseType: v.CourseType,
          educationType: v.EducationType,
          quota: v.Quota,
          capacity: v.Capacity,
          registered: v.RegisteredCount,
          basket: v.BasketCount,
          free: v.FreeSeats,
          lessonTime: v.LessonTime ?? '',
          classroom: v.Classroom ?? '',
          instructors: v.Instructors.join(', '),
        }).commit()
      }
      ws.commit()
      void wb.commit()
      return out
    },

    /** A student's active-term sections with the other sections of each course (registrar transfer screen). */
    async transferOptions(principal: Principal, studentNo: string, lang: Language): Promise<TransferStudent> {
      const s = await scopedStudent(principal, studentNo)
      const t = await term()
      const b = await basketOf(db, s.id, t.id)
      const items = b ? await itemsOf(db, b.id, s.id) : []
      const alts = items.length
        ? await rows<{
            courseId: number
            sectionId: number
            name: string
            lessonTime: string | null
            free: number
          }>(
            db,
            sql`select course_id as "courseId", id as "sectionId", name, lesson_time as "lessonTime",
              greatest(0, quota - registered_count - basket_count)::int as free
            from sections where term_id = ${t.id} and course_id in (${sql.join(
              items.map((i) => sql`${i.courseId}`),
              sql`, `,
            )}) order by length(name), name`,
          )
        : []
      return {
        StudentNo: s.studentNo,
        FullName: s.fullName,
        ProgrammeName: lang === 'en' ? s.programmeEn : s.programmeTr,
        Status: b?.status ?? 'none',
        Options: items.map((i) => ({
          CourseId: i.courseId,
          CourseCode: i.code,
          CourseName: lang === 'en' ? i.nameEn : i.nameTr,
          SectionId: i.sectionId,
          SectionName: i.sectionName,
          Holding: b?.status === 'approved' ? 'registered' : 'basket',
          Alternatives: alts
            .filter((a) => a.courseId === i.courseId && a.sectionId !== i.sectionId)
            .map((a) => ({
              SectionId: a.sectionId,
              SectionName: a.name,
              LessonTime: a.lessonTime,
              FreeSeats: a.free,
            })),
        })),
      }
    },

    /**
     * Moves the student from one section to another of the same course. Errors: 404 student / not held /
     * unknown target; 403 outside the caller's units; 422 other course or term, same section, time clash,
     * target full. Audited with the reason. Idempotent on `key`.
     */
    async transfer(principal: Principal, body: TransferRequest, key: string, lang: Language) {
      const s = await scopedStudent(principal, body.StudentNo)
      const t = await term()
      await idem.run(principal, key, 'registration.section.transfer', body, async (tx) => {
        const b = await basketOf(tx, s.id, t.id, true)
        if (!b) throw notFound('registration.notInBasket')
        const items = await itemsOf(tx, b.id, s.id)
        const from = items.find((i) => i.sectionId === body.FromSectionId)
        if (!from) throw notFound('registration.notInBasket')
        if (body.ToSectionId === body.FromSectionId) throw businessRule('registration.sameSection')
        // Lock both sections in id order so two opposite transfers cannot deadlock.
        const locked = await rows<{
          id: number
          courseId: number
          termId: number
          lessonTime: string | null
          name: string
        }>(
          tx,
          sql`select id, course_id as "courseId", term_id as "termId", lesson_time as "lessonTime", name
            from sections where id in (${body.FromSectionId}, ${body.ToSectionId}) order by id for update`,
        )
        const to = locked.find((x) => x.id === body.ToSectionId)
        if (!to) throw notFound('registration.sectionNotFound')
        if (to.courseId !== from.courseId || to.termId !== t.id)
          throw businessRule('registration.otherCourse')
        const clash = items.find(
          (i) => i.sectionId !== from.sectionId && lessonTimesOverlap(i.lessonTime, to.lessonTime),
        )
        if (clash)
          throw businessRule('registration.timeConflict', { code: clash.code, time: clash.lessonTime ?? '' })
        const col = b.status === 'approved' ? sql.raw('registered_count') : sql.raw('basket_count')
        const took = await rows<{ id: number }>(
          tx,
          sql`update sections set ${col} = ${col} + 1, version = version + 1
            where id = ${to.id} and registered_count + basket_count < quota returning id`,
        )
        if (took.length === 0)
          throw businessRule('registration.sectionFull', { code: from.code, section: to.name })
        await tx.execute(
          sql`update sections set ${col} = ${col} - 1, version = version + 1 where id = ${from.sectionId}`,
        )
        await tx.execute(
          sql`update registration_items set section_id = ${to.id} where basket_id = ${b.id} and section_id = ${from.sectionId}`,
        )
        // A registered student's class list moves with the seat (refused once graded in the old section).
        if (b.status === 'approved') {
          const kept = await rosters.withdraw(tx, s.id, [from.sectionId])
          if (kept.length > 0) throw businessRule('registration.transferGraded', { codes: from.code })
          await rosters.enrol(tx, s.id, [to.id])
        }
        await tx.execute(
          sql`update registration_baskets set version = version + 1, updated_at = now() where id = ${b.id}`,
        )
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'registration-section',
          entityId: b.id,
          action: 'transfer',
          before: {
            studentNo: s.studentNo,
            sectionId: from.sectionId,
            holding: b.status === 'approved' ? 'registered' : 'basket',
          },
          after: { studentNo: s.studentNo, sectionId: to.id },
          reason: body.Reason,
        })
        return null
      })
      return this.transferOptions(principal, body.StudentNo, lang)
    },
  }
}

/** The staff section service. */
export type SectionsService = ReturnType<typeof createSectionsService>
