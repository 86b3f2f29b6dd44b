/**
 * The Apex and placement (STS) exam spreadsheets (issue 18 § Exams and grades): the template (one row per
 * active prep student, the exam's columns, filled with the stored results) and the upload, checked row by
 * row (unknown student, empty cell — spec §5 "an uploaded Apex file with empty cells is rejected" —, a score
 * out of 0–100, a student twice); nothing is stored unless every row is valid, and then the exam's results
 * are replaced in one transaction (audited). The upload is read through the platform's zip-bomb guard.
 */
import type { PrepExamKind, PrepUploadResult } from '@unacs/contracts'
import { and, asc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { readUploadedSheets } from '../../platform/files/xlsx-guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { requireAdmin } from './prep.access.ts'
import { prepExamResults, prepExams } from './prep.exams.schema.ts'
import { assertChangeable, examRow } from './prep.exams.ts'

const APEX_PARTS = ['listening', 'reading', 'writing', 'useOfEnglish'] as const
const YES = new Set(['1', 'E', 'EVET', 'Y', 'YES'])
const NO = new Set(['0', 'H', 'HAYIR', 'N', 'NO'])

/** The header of an exam kind's template in `lang`. */
export function headerOf(kind: PrepExamKind, lang: Language): string[] {
  const en = lang === 'en'
  const id = [en ? 'Student No' : 'Öğrenci No', en ? 'Full Name' : 'Ad Soyad']
  if (kind === 'placement') return [...id, en ? 'Score' : 'Puan']
  return [
    ...id,
    en ? 'Listening' : 'Dinleme',
    en ? 'Reading' : 'Okuma',
    en ? 'Writing' : 'Yazma',
    en ? 'Use of English' : 'Dil Kullanımı',
    en ? 'Apex exemption (Y/N)' : 'Apex muafiyeti (E/H)',
  ]
}

/** The active preparatory-class students (class year 0), by number. */
async function candidates(db: Database) {
  return db
    .select({ id: students.id, no: students.studentNo, first: persons.firstName, last: persons.lastName })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(and(eq(students.classYear, 0), eq(students.status, 'active')))
    .orderBy(asc(students.studentNo))
}

/** Creates the spreadsheet service of the prep exams. */
export function createExamSheetService(db: Database) {
  return {
    /** The exam's template as xlsx bytes (prep administrator; 404 unknown exam). */
    async template(
      p: Principal,
      examId: number,
      lang: Language,
    ): Promise<{ bytes: Buffer; fileName: string }> {
      requireAdmin(p)
      const exam = await examRow(db, examId)
      const stored = new Map(
        (await db.select().from(prepExamResults).where(eq(prepExamResults.examId, examId))).map((r) => [
          r.studentId,
          r,
        ]),
      )
      const wb = new ExcelJS.Workbook()
      const ws = wb.addWorksheet(exam.kind === 'apex' ? 'Apex' : 'STS')
      ws.addRow(headerOf(exam.kind, lang))
      ws.getRow(1).font = { bold: true }
      for (const s of await candidates(db)) {
        const r = stored.get(s.id)
        const name = `${s.first} ${s.last}`
        if (exam.kind === 'placement') ws.addRow([s.no, name, r?.score ?? null])
        else
          ws.addRow([
            s.no,
            name,
            ...APEX_PARTS.map((k) => r?.[k] ?? null),
            r ? (r.exempt ? (lang === 'en' ? 'Y' : 'E') : lang === 'en' ? 'N' : 'H') : null,
          ])
      }
      ws.columns.forEach((c, k) => {
        c.width = k === 1 ? 28 : 16
      })
      const bytes = Buffer.from(await wb.xlsx.writeBuffer())
      return { bytes, fileName: `${exam.kind === 'apex' ? 'apex' : 'sts'}-${exam.id}.xlsx` }
    },

    /**
     * Checks an uploaded sheet; with `commit` and no rejected row, replaces the exam's results (the exam goes
     * back to 'open'). 400 unreadable or wrong columns; 422 'prep.exam.frozen' once finalised; 404 unknown.
     */
    async upload(
      p: Principal,
      examId: number,
      bytes: Buffer,
      commit: boolean,
      lang: Language,
    ): Promise<PrepUploadResult> {
      requireAdmin(p)
      const exam = await examRow(db, examId)
      assertChangeable(exam)
      const ws = (await readUploadedSheets(bytes, 'prep.exam.badSheet'))[0]
      const header = headerOf(exam.kind, lang)
      if (!ws || (ws.rows[0]?.length ?? 0) < header.length) throw badRequest('prep.exam.badSheet')
      const known = new Map((await candidates(db)).map((s) => [s.no, s.id]))
      const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params)
      const errors: PrepUploadResult['Errors'] = []
      const seen = new Set<string>()
      const values: (typeof prepExamResults.$inferInsert)[] = []
      const cols = exam.kind === 'apex' ? 5 : 1
      let rows = 0
      for (let i = 1; i < ws.rows.length; i++) {
        const raw = ws.rows[i] ?? []
        const cells = Array.from({ length: 2 + cols }, (_, k) => (raw[k] ?? '').trim())
        if (cells.every((c) => c === '')) continue
        rows++
        const row = i + 1
        const no = cells[0] ?? ''
        const fail = (key: string, params: Record<string, string | number> = {}) => {
          errors.push({ Row: row, StudentNo: no, Message: t(key, params) })
        }
        const empty = cells.findIndex((c, k) => k !== 1 && c === '')
        if (empty >= 0) {
          fail('prep.exam.emptyCell', { column: header[empty] ?? '' })
          continue
        }
        const studentId = known.get(no)
        if (!studentId) {
          fail('prep.exam.unknownStudent')
          continue
        }
        if (seen.has(no)) {
          fail('prep.exam.duplicate')
          continue
        }
        seen.add(no)
        const scoreCols = Array.from({ length: exam.kind === 'apex' ? 4 : 1 }, (_, k) => k + 2)
        const texts = scoreCols.map((k) => (cells[k] ?? '').replace(',', '.'))
        const bad = texts.findIndex((x) => !/^\d+(\.\d{1,2})?$/.test(x) || Number(x) > 100)
        if (bad >= 0) {
          fail('prep.exam.outOfRange', { column: header[bad + 2] ?? '' })
          continue
        }
        const nums = texts.map(Number)
        if (exam.kind === 'placement') {
          values.push({ examId, studentId, score: nums[0] })
          continue
        }
        const ex = (cells[6] ?? '').toLocaleUpperCase('tr')
        if (!YES.has(ex) && !NO.has(ex)) {
          fail('prep.exam.badExemption', { column: header[6] ?? '' })
          continue
        }
        values.push({
          examId,
          studentId,
          listening: nums[0],
          reading: nums[1],
          writing: nums[2],
          useOfEnglish: nums[3],
          exempt: YES.has(ex),
        })
      }
      if (rows === 0) errors.push({ Row: 0, StudentNo: '', Message: t('prep.exam.noRows') })
      if (!commit || errors.length > 0) return { Rows: rows, Errors: errors, Stored: false }
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(prepExams).where(eq(prepExams.id, examId)).for('update')
        if (!locked) throw new Error('exam vanished')
        assertChangeable(locked)
        await tx.delete(prepExamResults).where(eq(prepExamResults.examId, examId))
        for (let k = 0; k < values.length; k += 500)
          await tx.insert(prepExamResults).values(values.slice(k, k + 500))
        await tx
          .update(prepExams)
          .set({ state: 'open', version: locked.version + 1 })
          .where(eq(prepExams.id, examId))
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_exam',
          entityId: examId,
          action: 'import',
          after: { rows: values.length },
        })
      })
      return { Rows: rows, Errors: [], Stored: true }
    },
  }
}

/** The exam spreadsheet service. */
export type ExamSheetService = ReturnType<typeof createExamSheetService>
