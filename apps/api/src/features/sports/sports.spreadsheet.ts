/** XLSX export of the sports scholarship report (issue 21; DESIGN.md §2 exceljs). */
import type { AthleteRow, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { XLSX_DATE_FORMAT, xlsxDay } from '../../platform/format/format.ts'
import { translate } from '../../platform/i18n/messages.ts'
import './sports.messages.ts'

const COLUMNS = [
  ['studentNo', 14],
  ['fullName', 28],
  ['programme', 36],
  ['sport', 16],
  ['team', 20],
  ['rate', 12],
  ['since', 12],
  ['cgpa', 10],
  ['overLimit', 14],
  ['worstPercent', 14],
  ['active', 10],
] as const

/** The rows as one sheet, headers in `lang`: rate and absence in percent, CGPA on the 4.00 scale. */
export async function reportWorkbook(rows: readonly AthleteRow[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('sports.sheet'))
  ws.addRow(COLUMNS.map(([c]) => t(`sports.col.${c}`)))
  ws.getRow(1).font = { bold: true }
  for (const r of rows) {
    ws.addRow([
      r.StudentNo,
      r.FullName,
      r.Programme,
      r.Sport,
      r.Team,
      r.ScholarshipRate,
      xlsxDay(r.Since),
      r.Cgpa,
      r.CoursesOverLimit,
      r.WorstAbsencePercent,
      t(r.Active ? 'sports.yes' : 'sports.no'),
    ])
  }
  for (const [i, [, w]] of COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.getColumn(7).numFmt = XLSX_DATE_FORMAT
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
