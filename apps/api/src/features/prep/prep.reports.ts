/**
 * Prep school reports (issue 18 § Reports; spec §1 "academic quarter and level lists", "prep-school success
 * report"): students, sections and quota per quarter and level; pass rates of a quarter by level, section and
 * instructor (a student passes with a quarter score at or above the level's pass grade; students without a
 * score are not counted). Enrolments ended by an Apex transfer are left out (issue 37). Both as lists and as
 * XLSX downloads.
 */
import type { Language, PrepQuarterLevelRow, PrepSuccessReport, PrepSuccessRow } from '@unacs/contracts'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { notFound } from '../../platform/http/errors.ts'
import { orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { requireAdmin } from './prep.access.ts'
import {
  prepEnrolments,
  prepLevels,
  prepQuarters,
  prepSectionInstructors,
  prepSections,
} from './prep.schema.ts'

/** Adds one graded score to the group `key`. */
function tally(
  groups: Map<string, { label: string; scores: number[]; passed: number }>,
  key: string,
  label: string,
  score: number,
  passed: boolean,
) {
  const g = groups.get(key) ?? { label, scores: [], passed: 0 }
  g.scores.push(score)
  if (passed) g.passed++
  groups.set(key, g)
}

/** The rows of grouped tallies in insertion order. */
function rowsOf(groups: Map<string, { label: string; scores: number[]; passed: number }>): PrepSuccessRow[] {
  return [...groups].map(([key, g]) => ({
    Key: key,
    Label: g.label,
    Graded: g.scores.length,
    Passed: g.passed,
    PassRate: g.scores.length ? Math.round((1000 * g.passed) / g.scores.length) / 10 : 0,
    Average: g.scores.length
      ? Math.round((100 * g.scores.reduce((a, b) => a + b, 0)) / g.scores.length) / 100
      : null,
  }))
}

/** Creates the reports service. */
export function createReportsService(db: Database) {
  /** Every quarter's levels with section count, total quota and enrolled students (prep administrator). */
  async function quarterLevels(p: Principal): Promise<PrepQuarterLevelRow[]> {
    requireAdmin(p)
    const rows = await db
      .select({
        q: prepQuarters,
        level: prepLevels.name,
        pass: prepLevels.passGrade,
        sections: sql<number>`(select count(*)::int from prep_sections s where s.level_id = prep_levels.id)`,
        quota: sql<number>`(select coalesce(sum(s.quota), 0)::int from prep_sections s where s.level_id = prep_levels.id)`,
        students: sql<number>`(select count(*)::int from prep_enrolments e where e.level_id = prep_levels.id and e.ended_at is null)`,
      })
      .from(prepLevels)
      .innerJoin(prepQuarters, eq(prepQuarters.id, prepLevels.quarterId))
      .orderBy(desc(prepQuarters.startDate), asc(prepLevels.sortOrder), asc(prepLevels.name))
    return rows.map((r) => ({
      QuarterId: r.q.id,
      QuarterName: r.q.name,
      Year: r.q.year,
      IsActive: r.q.isActive,
      LevelName: r.level,
      PassGrade: Number(r.pass),
      SectionCount: Number(r.sections),
      Quota: Number(r.quota),
      StudentCount: Number(r.students),
    }))
  }

  /** The same report as an .xlsx workbook (column titles in `lang`). */
  async function quarterLevelsXlsx(p: Principal, lang: Language): Promise<Buffer> {
    const rows = await quarterLevels(p)
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet(lang === 'en' ? 'Quarters and levels' : 'Çeyrek ve kurlar')
    const titles =
      lang === 'en'
        ? ['Quarter', 'Year', 'Active', 'Level', 'Pass grade', 'Sections', 'Quota', 'Students']
        : ['Çeyrek', 'Yıl', 'Aktif', 'Kur', 'Geçme notu', 'Şube', 'Kontenjan', 'Öğrenci']
    ws.addRow(titles).font = { bold: true }
    const yes = lang === 'en' ? 'Yes' : 'Evet'
    const no = lang === 'en' ? 'No' : 'Hayır'
    for (const r of rows)
      ws.addRow([
        r.QuarterName,
        r.Year,
        r.IsActive ? yes : no,
        r.LevelName,
        r.PassGrade,
        r.SectionCount,
        r.Quota,
        r.StudentCount,
      ])
    ws.columns.forEach((c) => {
      c.width = 16
    })
    return Buffer.from(await wb.xlsx.writeBuffer())
  }

  /** Pass rates of quarter `quarterId` by level, section and instructor (404 unknown quarter). */
  async function success(p: Principal, quarterId: number): Promise<PrepSuccessReport> {
    requireAdmin(p)
    const [q] = await db
      .select({ id: prepQuarters.id })
      .from(prepQuarters)
      .where(eq(prepQuarters.id, quarterId))
    if (!q) throw notFound('prep.quarterNotFound')
    const rows = await db
      .select({
        score: prepEnrolments.score,
        pass: prepLevels.passGrade,
        levelId: prepLevels.id,
        level: prepLevels.name,
        sectionId: prepSections.id,
        section: prepSections.name,
      })
      .from(prepEnrolments)
      .innerJoin(prepLevels, eq(prepLevels.id, prepEnrolments.levelId))
      .leftJoin(prepSections, eq(prepSections.id, prepEnrolments.sectionId))
      .where(and(eq(prepEnrolments.quarterId, quarterId), isNull(prepEnrolments.endedAt)))
      .orderBy(asc(prepLevels.sortOrder), asc(prepLevels.name), asc(prepSections.name))
    const teachers = await db
      .select({
        sectionId: prepSectionInstructors.sectionId,
        id: staffMembers.id,
        title: staffMembers.title,
        first: persons.firstName,
        last: persons.lastName,
      })
      .from(prepSectionInstructors)
      .innerJoin(prepSections, eq(prepSections.id, prepSectionInstructors.sectionId))
      .innerJoin(prepLevels, eq(prepLevels.id, prepSections.levelId))
      .innerJoin(staffMembers, eq(staffMembers.id, prepSectionInstructors.staffMemberId))
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .where(eq(prepLevels.quarterId, quarterId))
      .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(persons.id))
    const bySectionTeachers = new Map<number, typeof teachers>()
    for (const t of teachers)
      bySectionTeachers.set(t.sectionId, [...(bySectionTeachers.get(t.sectionId) ?? []), t])
    const levels = new Map<string, { label: string; scores: number[]; passed: number }>()
    const sections = new Map<string, { label: string; scores: number[]; passed: number }>()
    const instructors = new Map<string, { label: string; scores: number[]; passed: number }>()
    for (const r of rows) {
      if (r.score === null) continue
      const score = Number(r.score)
      const passed = score >= Number(r.pass)
      tally(levels, String(r.levelId), r.level, score, passed)
      if (r.sectionId !== null) {
        tally(sections, String(r.sectionId), `${r.section}`, score, passed)
        for (const t of bySectionTeachers.get(r.sectionId) ?? [])
          tally(instructors, String(t.id), `${t.title} ${t.first} ${t.last}`, score, passed)
      }
    }
    return {
      QuarterId: quarterId,
      ByLevel: rowsOf(levels),
      BySection: rowsOf(sections),
      ByInstructor: rowsOf(instructors),
    }
  }

  /** The success report as an .xlsx workbook with one sheet per grouping. */
  async function successXlsx(p: Principal, quarterId: number, lang: Language): Promise<Buffer> {
    const r = await success(p, quarterId)
    const wb = new ExcelJS.Workbook()
    const en = lang === 'en'
    const sheets: [string, string, PrepSuccessRow[]][] = [
      [en ? 'By level' : 'Kura göre', en ? 'Level' : 'Kur', r.ByLevel],
      [en ? 'By section' : 'Şubeye göre', en ? 'Section' : 'Şube', r.BySection],
      [
        en ? 'By instructor' : 'Öğretim elemanına göre',
        en ? 'Instructor' : 'Öğretim elemanı',
        r.ByInstructor,
      ],
    ]
    for (const [name, first, rows] of sheets) {
      const ws = wb.addWorksheet(name)
      ws.addRow([
        first,
        en ? 'Graded' : 'Notlanan',
        en ? 'Passed' : 'Geçen',
        en ? 'Pass rate %' : 'Başarı %',
        en ? 'Average' : 'Ortalama',
      ]).font = { bold: true }
      for (const x of rows) ws.addRow([x.Label, x.Graded, x.Passed, x.PassRate, x.Average])
      ws.columns.forEach((c) => {
        c.width = 18
      })
    }
    return Buffer.from(await wb.xlsx.writeBuffer())
  }

  return { quarterLevels, quarterLevelsXlsx, success, successXlsx }
}

/** The reports service. */
export type ReportsService = ReturnType<typeof createReportsService>
