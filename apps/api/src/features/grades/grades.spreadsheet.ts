/**
 * Spreadsheet round trip of a section's grades (issue 6 § Grade entry; DESIGN.md §2 exceljs): a template
 * with one row per student and one column per exam (header "<exam> [#<id>]"), and an upload that checks every
 * row first and stores nothing unless all rows are valid. Cells: a number, "G" (not taken) or empty (no change).
 */
import type { UploadResult } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { AppError, badRequest } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { checkEntryOpen, checkScore, lockForWriting, writeCell } from './grades.entry.ts'
import { cellOf, gradesOfItems, itemsOf, rosterOf } from './grades.repo.ts'

/** The not-taken mark in spreadsheets (Girmedi). */
export const NOT_TAKEN_MARK = 'G'
const ID_IN_HEADER = /\[#(\d+)\]\s*$/

/** Creates the spreadsheet service. */
export function createGradeSpreadsheetService(db: Database, clock: Clock, access: SectionAccess) {
  return {
    /** The section's template as xlsx bytes, filled with the current grades. */
    async template(
      principal: Principal,
      sectionId: number,
      lang: Language,
    ): Promise<{ bytes: Buffer; fileName: string }> {
      const ref = await access.assertSection(principal, sectionId, lang)
      const items = await itemsOf(db, sectionId)
      const roster = await rosterOf(db, sectionId)
      const cells = await gradesOfItems(
        db,
        items.map((i) => i.id),
      )
      const wb = new ExcelJS.Workbook()
      const ws = wb.addWorksheet(ref.courseCode)
      ws.addRow([
        lang === 'en' ? 'Student No' : 'Öğrenci No',
        lang === 'en' ? 'Full Name' : 'Ad Soyad',
        ...items.map((i) => `${i.examName} (${Number(i.maxPoint)}) [#${i.id}]`),
      ])
      ws.getRow(1).font = { bold: true }
      for (const r of roster) {
        ws.addRow([
          r.studentNo,
          r.fullName,
          ...items.map((i) => {
            const c = cellOf(cells.find((x) => x.itemId === i.id && x.studentId === r.studentId))
            return c.NotTaken ? NOT_TAKEN_MARK : c.Score
          }),
        ])
      }
      ws.columns.forEach((c, k) => {
        c.width = k === 1 ? 28 : 16
      })
      const bytes = Buffer.from(await wb.xlsx.writeBuffer())
      return { bytes, fileName: `${ref.courseCode}-${ref.name}.xlsx` }
    },

    /**
     * Checks an uploaded sheet; with `commit` and no row errors, stores every changed cell in one
     * transaction (audited as 'import'). Row errors are in the caller's language.
     */
    async upload(
      principal: Principal,
      sectionId: number,
      bytes: Buffer,
      commit: boolean,
      lang: Language,
    ): Promise<UploadResult> {
      await access.assertSection(principal, sectionId)
      const wb = new ExcelJS.Workbook()
      try {
        await wb.xlsx.load(bytes as unknown as ArrayBuffer)
      } catch {
        throw badRequest('grades.badSpreadsheet')
      }
      const ws = wb.worksheets[0]
      if (!ws) throw badRequest('grades.badSpreadsheet')
      const items = await itemsOf(db, sectionId)
      const roster = new Map((await rosterOf(db, sectionId)).map((r) => [r.studentNo, r]))
      const header = ws.getRow(1)
      const columns: { col: number; item: (typeof items)[number] }[] = []
      header.eachCell((cell, col) => {
        const m = ID_IN_HEADER.exec(String(cell.value ?? ''))
        const item = m ? items.find((i) => i.id === Number(m[1])) : undefined
        if (item) columns.push({ col, item })
      })
      if (columns.length === 0) throw badRequest('grades.badSpreadsheet')
      const today = istanbulToday(clock())
      const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params)
      const seen = new Set<string>()
      const rows: UploadResult['Rows'] = []
      const writes: {
        item: (typeof items)[number]
        studentId: number
        score: number | null
        notTaken: boolean
      }[] = []
      for (let n = 2; n <= ws.rowCount; n++) {
        const row = ws.getRow(n)
        const studentNo = String(row.getCell(1).text ?? '').trim()
        if (!studentNo && columns.every(({ col }) => !String(row.getCell(col).text ?? '').trim())) continue
        const errors: string[] = []
        const student = roster.get(studentNo)
        if (!student) errors.push(t('grades.row.unknownStudent'))
        if (seen.has(studentNo)) errors.push(t('grades.row.duplicate'))
        seen.add(studentNo)
        for (const { col, item } of columns) {
          const text = String(row.getCell(col).text ?? '')
            .trim()
            .replace(',', '.')
          if (text === '') continue
          const notTaken = text.toUpperCase() === NOT_TAKEN_MARK
          const score = notTaken ? null : Number(text)
          try {
            if (!notTaken && (!/^\d+(\.\d+)?$/.test(text) || Number.isNaN(score)))
              throw new AppError(400, 'grades.invalid')
            checkScore(item, score, notTaken)
            checkEntryOpen(item, today, true)
          } catch (err) {
            const locked = err instanceof AppError && err.statusCode === 422
            errors.push(
              locked
                ? t('grades.row.locked', { exam: item.examName })
                : t('grades.row.invalid', { exam: item.examName, value: text, max: Number(item.maxPoint) }),
            )
            continue
          }
          if (student) writes.push({ item, studentId: student.studentId, score, notTaken })
        }
        rows.push({ Row: n, StudentNo: studentNo, Errors: errors })
      }
      const errorCount = rows.reduce((a, r) => a + r.Errors.length, 0)
      if (!commit || errorCount > 0) return { Rows: rows, ErrorCount: errorCount, Stored: false, Changed: 0 }
      const changed = await db.transaction(async (tx) => {
        await lockForWriting(tx, sectionId)
        const current = await gradesOfItems(
          tx,
          items.map((i) => i.id),
        )
        let count = 0
        for (const w of writes) {
          const before = cellOf(current.find((c) => c.itemId === w.item.id && c.studentId === w.studentId))
          if (before.Version > 0 && before.Score === w.score && before.NotTaken === w.notTaken) continue
          await writeCell(
            tx,
            principal,
            w.item,
            w.studentId,
            { score: w.score, notTaken: w.notTaken },
            'any',
            clock(),
            'import',
          )
          count++
        }
        return count
      })
      return { Rows: rows, ErrorCount: 0, Stored: true, Changed: changed }
    },
  }
}
