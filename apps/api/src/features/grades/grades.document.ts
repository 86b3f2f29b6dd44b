/**
 * The grade document of a section (issue 6 "a grade document PDF per section"; spec §1 "grade document
 * download"): the section, course, term and instructors, the exams with weights, and per student the
 * number, name, points per exam, total, letter and pass status. Same access and content as the grade sheet
 * (instructor of the section, head of department, registrar). Rendered with pdfkit and an embedded Unicode
 * TrueType font (DESIGN.md §2 "documents": ç ğ ı İ ö ş ü), in the requested language.
 */
import type { GradeSheet, PassStatus, SubmissionState } from '@unacs/contracts'
import { asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, units } from '../../db/schema/index.ts'
import { courses, sectionInstructors, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'
import { orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import './grades.messages.ts'

/** Everything printed on a section's grade document. */
export interface GradeDocumentData {
  universityName: string
  termName: string
  courseCode: string
  courseName: string
  sectionName: string
  credit: number
  ects: number
  instructors: string[]
  state: SubmissionState
  items: { categoryName: string; examName: string; weight: number; maxPoint: number }[]
  rows: {
    studentNo: string
    fullName: string
    /** Per exam, in `items` order: the points, null when empty, 'notTaken' for the not-taken mark. */
    scores: (number | null | 'notTaken')[]
    total: number | null
    letter: string | null
    status: PassStatus
  }[]
  createdAt: Date
}

/** What the document needs of the grade entry service: the sheet, with its access check. */
export interface SheetReader {
  sheet(principal: Principal, sectionId: number, lang: Language): Promise<GradeSheet>
}

/** Creates the grade document service (data gathering; {@link renderGradeDocumentPdf} draws it). */
export function createGradeDocumentService(db: Database, clock: Clock, entry: SheetReader) {
  return {
    /**
     * The document's data for `sectionId` in `lang`, read through the grade sheet so that access (403
     * another instructor's section or department, 404 unknown section) and content are the sheet's.
     */
    async data(principal: Principal, sectionId: number, lang: Language): Promise<GradeDocumentData> {
      const sheet = await entry.sheet(principal, sectionId, lang)
      const [course] = await db
        .select({ credit: courses.credit, ects: courses.ects })
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .where(eq(sections.id, sectionId))
      const teachers = await db
        .select({
          name: sql<string>`${staffMembers.title} || ' ' || ${persons.firstName} || ' ' || ${persons.lastName}`,
        })
        .from(sectionInstructors)
        .innerJoin(staffMembers, eq(staffMembers.id, sectionInstructors.staffMemberId))
        .innerJoin(persons, eq(persons.id, staffMembers.personId))
        .where(eq(sectionInstructors.sectionId, sectionId))
        .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(persons.id))
      const [root] = await db
        .select({ tr: units.nameTr, en: units.nameEn })
        .from(units)
        .where(isNull(units.parentId))
        .limit(1)
      return {
        universityName: root ? (lang === 'en' ? root.en : root.tr) : '',
        termName: sheet.Section.TermName,
        courseCode: sheet.Section.CourseCode,
        courseName: sheet.Section.CourseName,
        sectionName: sheet.Section.SectionName,
        credit: course?.credit ?? 0,
        ects: course?.ects ?? 0,
        instructors: teachers.map((t) => t.name),
        state: sheet.Section.State,
        items: sheet.Items.map((i) => ({
          categoryName: i.CategoryName,
          examName: i.ExamName,
          weight: i.Weight,
          maxPoint: i.MaxPoint,
        })),
        rows: sheet.Rows.map((r) => ({
          studentNo: r.StudentNo,
          fullName: r.FullName,
          scores: sheet.Items.map((i) => {
            const c = r.Grades[String(i.Id)]
            return c?.NotTaken ? 'notTaken' : (c?.Score ?? null)
          }),
          total: r.Total,
          letter: r.LetterGrade,
          status: r.PassStatus,
        })),
        createdAt: clock(),
      }
    },
  }
}

/** The download name of a section's document, e.g. "not-belgesi-BIL353-1.pdf". */
export function gradeDocumentFileName(data: GradeDocumentData, lang: Language): string {
  const base = lang === 'en' ? 'grade-sheet' : 'not-belgesi'
  return `${base}-${data.courseCode}-${data.sectionName}.pdf`.replace(/[^\w.-]+/g, '_')
}

const numberText = (n: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 }).format(n)

/**
 * Renders the grade document; resolves to the PDF bytes. A4, landscape when more than three exams; the
 * table header repeats on every page; each page carries "page n / m". Throws when a font file is missing.
 */
export async function renderGradeDocumentPdf(
  data: GradeDocumentData,
  fonts: PdfFonts,
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const title = t('grades.pdf.title')
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    layout: data.items.length > 3 ? 'landscape' : 'portrait',
    margin: 40,
    bufferPages: true,
    info: {
      Title: `${title} ${data.courseCode}-${data.sectionName}`,
      Author: data.universityName,
      Subject: `${data.termName} ${data.courseCode} ${data.courseName}`,
      CreationDate: data.createdAt,
    },
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24
  const upper = (s: string) => s.toLocaleUpperCase(lang === 'en' ? 'en' : 'tr')

  doc.font('bold').fontSize(14).text(data.universityName, { align: 'center' })
  doc.moveDown(0.2)
  doc.fontSize(12).text(upper(title), { align: 'center' })
  doc.moveDown(0.8)

  const field = (label: string, value: string) => {
    const y = doc.y
    doc.font('bold').fontSize(9.5).text(label, left, y, { width: 120 })
    doc.font('regular').text(value, left + 125, y, { width: width - 125 })
    doc.moveDown(0.15)
  }
  field(t('grades.pdf.term'), data.termName)
  field(t('grades.pdf.course'), `${data.courseCode} ${data.courseName}`)
  field(t('grades.pdf.section'), data.sectionName)
  field(t('grades.pdf.credits'), t('grades.pdf.creditsValue', { credit: data.credit, ects: data.ects }))
  field(t('grades.pdf.instructors'), data.instructors.join(', ') || '—')
  field(t('grades.pdf.state'), t(`grades.pdf.state.${data.state}`))
  field(
    t('grades.pdf.exams'),
    data.items.length
      ? data.items
          .map(
            (i) =>
              `${i.examName} (${i.categoryName}) %${numberText(i.weight, lang)} · ${t('grades.pdf.max', {
                max: numberText(i.maxPoint, lang),
              })}`,
          )
          .join('; ')
      : '—',
  )
  doc.moveDown(0.6)

  // Table columns: row number, student number, name (takes what is left), one per exam, total, letter, status.
  const examWidth = data.items.length ? Math.max(40, Math.min(50, (width - 440) / data.items.length)) : 0
  const fixed = { index: 22, no: 70, total: 44, letter: 38, status: 104 }
  const nameWidth =
    width - fixed.index - fixed.no - fixed.total - fixed.letter - fixed.status - examWidth * data.items.length
  const columns: { label: string; width: number; align: 'left' | 'right' | 'center' }[] = [
    { label: '#', width: fixed.index, align: 'right' },
    { label: t('grades.pdf.studentNo'), width: fixed.no, align: 'left' },
    { label: t('grades.pdf.fullName'), width: nameWidth, align: 'left' },
    ...data.items.map((i) => ({
      label: `${i.examName} %${numberText(i.weight, lang)}`,
      width: examWidth,
      align: 'right' as const,
    })),
    { label: t('grades.pdf.total'), width: fixed.total, align: 'right' },
    { label: t('grades.pdf.letter'), width: fixed.letter, align: 'center' },
    { label: t('grades.pdf.status'), width: fixed.status, align: 'left' },
  ]
  const pad = 3
  const drawRow = (cells: string[], bold: boolean, shade: string | null) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5)
    const height =
      Math.max(
        ...cells.map((c, k) => doc.heightOfString(c, { width: (columns[k]?.width ?? 10) - 2 * pad })),
      ) +
      2 * pad
    if (doc.y + height > bottom()) {
      doc.addPage()
      drawHeader()
      doc.font(bold ? 'bold' : 'regular').fontSize(8.5)
    }
    const y = doc.y
    if (shade) doc.save().rect(left, y, width, height).fillColor(shade).fill().restore()
    let x = left
    cells.forEach((c, k) => {
      const col = columns[k]
      if (!col) return
      doc.text(c, x + pad, y + pad, { width: col.width - 2 * pad, align: col.align })
      x += col.width
    })
    doc
      .save()
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke()
      .restore()
    doc.x = left
    doc.y = y + height
  }
  const drawHeader = () =>
    drawRow(
      columns.map((c) => c.label),
      true,
      '#e6e6e6',
    )

  if (data.rows.length === 0) {
    doc.font('regular').fontSize(10).text(t('grades.pdf.noStudents'), left, doc.y, { width })
  } else {
    drawHeader()
    data.rows.forEach((r, n) => {
      drawRow(
        [
          String(n + 1),
          r.studentNo,
          r.fullName,
          ...r.scores.map((s) =>
            s === 'notTaken' ? t('grades.pdf.notTaken') : s === null ? '—' : numberText(s, lang),
          ),
          r.total === null ? '—' : numberText(r.total, lang),
          r.letter ?? '—',
          t(`grades.pdf.pass.${r.status}`),
        ],
        false,
        n % 2 ? '#f5f5f5' : null,
      )
    })
    const passed = data.rows.filter((r) => ['passed', 'passedConditionally', 'exempt'].includes(r.status))
    const failed = data.rows.filter((r) => r.status === 'failed' || r.status === 'failedAbsenteeism')
    doc.moveDown(0.6)
    doc
      .font('regular')
      .fontSize(9)
      .text(
        data.state === 'finalized'
          ? t('grades.pdf.summary', { count: data.rows.length, passed: passed.length, failed: failed.length })
          : t('grades.pdf.summaryOpen', { count: data.rows.length }),
        left,
        doc.y,
        { width },
      )
  }
  if (data.state !== 'finalized') {
    doc.moveDown(0.4)
    doc.font('bold').fontSize(9).text(t('grades.pdf.notFinal'), left, doc.y, { width })
  }

  // Footer on every page: when it was made and "page n / m".
  const created = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(data.createdAt)
  const range = doc.bufferedPageRange()
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p)
    const y = doc.page.height - doc.page.margins.bottom - 12
    doc.page.margins.bottom = 0
    doc.font('regular').fontSize(7.5).fillColor('#555555')
    doc.text(t('grades.pdf.footer', { date: created }), left, y, { width: width - 80, lineBreak: false })
    doc.text(t('grades.pdf.page', { page: p + 1, pages: range.count }), left + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    })
  }
  return finish()
}
