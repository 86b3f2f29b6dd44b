/**
 * Spreadsheet round trip of a section's grades (issue 6 § Grade entry; DESIGN.md §2 exceljs): a template
 * with one row per student and one column per exam (header "<exam> [#<id>]"), and an upload that checks every
 * row first and stores nothing unless all rows are valid. Cells: a number, "G" (not taken) or empty (no change).
 *
 * Stale templates (issue 15 § Data safety): the template carries the version of every cell in a very hidden
 * second sheet (same layout: student number, then one "[#<id>]" column per exam). On upload, a cell whose
 * value differs from the current grade while its carried version is not the current version is stale (the
 * grade changed after the download); stale cells are listed (student number, exam, the file's value, the
 * current value) and, when any is stale, nothing of the file is stored (409 with the list on commit). A sheet
 * without the hidden versions counts every cell as version 0: it may fill empty cells only. The upload is read
 * through the platform's zip-bomb guard, parsed in a worker (`readUploadedSheets`).
 */
import type { GradeCell, UploadResult, UploadStaleCell } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { readUploadedSheets, type UploadedSheet } from '../../platform/files/xlsx-guard.ts'
import { AppError, badRequest, conflict } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { checkEntryOpen, checkScore, lockForWriting, writeCell } from './grades.entry.ts'
import { cellOf, gradesOfItems, itemsOf, rosterOf } from './grades.repo.ts'

/** The not-taken mark in spreadsheets (Girmedi). */
export const NOT_TAKEN_MARK = 'G'
const ID_IN_HEADER = /\[#(\d+)\]\s*$/
/** Name of the very hidden sheet with each cell's version. */
export const VERSIONS_SHEET = 'unacs-versions'

/** A cell as written in the sheet: the score, "G" or "". */
function sheetValue(cell: { Score: number | null; NotTaken: boolean }): string {
  return cell.NotTaken ? NOT_TAKEN_MARK : cell.Score === null ? '' : String(cell.Score)
}

/** The text of the cell at row `n`, column `col` (1-based) of `sheet`, trimmed. */
function textAt(sheet: UploadedSheet, n: number, col: number): string {
  return (sheet.rows[n - 1]?.[col - 1] ?? '').trim()
}

/** Columns (1-based) of `sheet`'s first row naming an exam id as "[#<id>]", with that id. */
function idColumns(sheet: UploadedSheet): Map<number, number> {
  const out = new Map<number, number>()
  ;(sheet.rows[0] ?? []).forEach((text, k) => {
    const m = ID_IN_HEADER.exec(text)
    if (m) out.set(k + 1, Number(m[1]))
  })
  return out
}

/** The versions carried by the template: student number → exam id → version (empty without the sheet). */
function carriedVersions(sheets: UploadedSheet[]): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>()
  const ws = sheets.find((s) => s.name === VERSIONS_SHEET)
  if (!ws) return out
  const ids = idColumns(ws)
  for (let n = 2; n <= ws.rows.length; n++) {
    const versions = new Map<number, number>()
    for (const [col, id] of ids) {
      const text = textAt(ws, n, col)
      const v = Number(text)
      if (text !== '' && Number.isInteger(v) && v >= 0) versions.set(id, v)
    }
    out.set(textAt(ws, n, 1), versions)
  }
  return out
}

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
      const versions = wb.addWorksheet(VERSIONS_SHEET, { state: 'veryHidden' })
      versions.addRow(['StudentNo', ...items.map((i) => `[#${i.id}]`)])
      for (const r of roster) {
        versions.addRow([
          r.studentNo,
          ...items.map(
            (i) => cellOf(cells.find((x) => x.itemId === i.id && x.studentId === r.studentId)).Version,
          ),
        ])
      }
      const bytes = Buffer.from(await wb.xlsx.writeBuffer())
      return { bytes, fileName: `${ref.courseCode}-${ref.name}.xlsx` }
    },

    /**
     * Checks an uploaded sheet (row errors in the caller's language; stale cells listed, see the file
     * comment); with `commit`, no row errors and no stale cell, stores every changed cell in one transaction
     * (audited as 'import'). 400/413 from the zip-bomb guard or an unreadable sheet; 409 'grades.uploadStale'
     * with the whole result in responseData when `commit` finds stale cells (nothing stored).
     */
    async upload(
      principal: Principal,
      sectionId: number,
      bytes: Buffer,
      commit: boolean,
      lang: Language,
    ): Promise<UploadResult> {
      await access.assertSection(principal, sectionId)
      const sheets = await readUploadedSheets(bytes, 'grades.badSpreadsheet')
      const ws = sheets[0]
      if (!ws) throw badRequest('grades.badSpreadsheet')
      const items = await itemsOf(db, sectionId)
      const roster = new Map((await rosterOf(db, sectionId)).map((r) => [r.studentNo, r]))
      const columns: { col: number; item: (typeof items)[number] }[] = []
      for (const [col, id] of idColumns(ws)) {
        const item = items.find((i) => i.id === id)
        if (item) columns.push({ col, item })
      }
      if (columns.length === 0) throw badRequest('grades.badSpreadsheet')
      const today = istanbulToday(clock())
      const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params)
      const seen = new Set<string>()
      const rows: UploadResult['Rows'] = []
      const carried = carriedVersions(sheets)
      const writes: {
        row: number
        studentNo: string
        item: (typeof items)[number]
        studentId: number
        score: number | null
        notTaken: boolean
        version: number
      }[] = []
      for (let n = 2; n <= ws.rows.length; n++) {
        const studentNo = textAt(ws, n, 1)
        if (!studentNo && columns.every(({ col }) => !textAt(ws, n, col))) continue
        const errors: string[] = []
        const student = roster.get(studentNo)
        if (!student) errors.push(t('grades.row.unknownStudent'))
        if (seen.has(studentNo)) errors.push(t('grades.row.duplicate'))
        seen.add(studentNo)
        for (const { col, item } of columns) {
          const text = textAt(ws, n, col).replace(',', '.')
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
          if (student) {
            const version = carried.get(studentNo)?.get(item.id) ?? 0
            writes.push({ row: n, studentNo, item, studentId: student.studentId, score, notTaken, version })
          }
        }
        rows.push({ Row: n, StudentNo: studentNo, Errors: errors })
      }
      const errorCount = rows.reduce((a, r) => a + r.Errors.length, 0)
      /** The stale cell of `w` against `cell`, or null when `w` may be written (or needs no write). */
      const staleOf = (w: (typeof writes)[number], cell: GradeCell): UploadStaleCell | null =>
        (cell.Version > 0 && cell.Score === w.score && cell.NotTaken === w.notTaken) ||
        cell.Version === w.version
          ? null
          : {
              Row: w.row,
              StudentNo: w.studentNo,
              Exam: w.item.examName,
              Yours: sheetValue({ Score: w.score, NotTaken: w.notTaken }),
              Current: sheetValue(cell),
            }
      const staleIn = (current: Awaited<ReturnType<typeof gradesOfItems>>) =>
        writes
          .map((w) =>
            staleOf(w, cellOf(current.find((c) => c.itemId === w.item.id && c.studentId === w.studentId))),
          )
          .filter((x): x is UploadStaleCell => x !== null)
      if (!commit || errorCount > 0) {
        const stale = staleIn(
          await gradesOfItems(
            db,
            items.map((i) => i.id),
          ),
        )
        return { Rows: rows, ErrorCount: errorCount, Stale: stale, Stored: false, Changed: 0 }
      }
      const refuse = (stale: UploadStaleCell[]) =>
        conflict('grades.uploadStale', { count: stale.length }, {
          Rows: rows,
          ErrorCount: 0,
          Stale: stale,
          Stored: false,
          Changed: 0,
        } satisfies UploadResult)
      const changed = await db.transaction(async (tx) => {
        await lockForWriting(tx, sectionId)
        const current = await gradesOfItems(
          tx,
          items.map((i) => i.id),
        )
        const stale = staleIn(current)
        if (stale.length > 0) throw refuse(stale)
        let count = 0
        for (const w of writes) {
          const before = cellOf(current.find((c) => c.itemId === w.item.id && c.studentId === w.studentId))
          if (before.Version > 0 && before.Score === w.score && before.NotTaken === w.notTaken) continue
          const stored = await writeCell(
            tx,
            principal,
            w.item,
            w.studentId,
            { score: w.score, notTaken: w.notTaken },
            w.version,
            clock(),
            'import',
          )
          // changed between the read above and this write (a single-cell save holds the same shared lock)
          if (!stored) {
            const now = cellOf(
              (await gradesOfItems(tx, [w.item.id])).find((c) => c.studentId === w.studentId),
            )
            throw refuse([staleOf({ ...w, version: -1 }, now) as UploadStaleCell])
          }
          count++
        }
        return count
      })
      return { Rows: rows, ErrorCount: 0, Stale: [], Stored: true, Changed: changed }
    },
  }
}
