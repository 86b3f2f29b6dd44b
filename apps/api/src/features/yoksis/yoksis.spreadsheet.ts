/** XLSX export of a comparison's differences (issue 20; DESIGN.md §2 exceljs). */
import type { Difference, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './yoksis.messages.ts'

const COLUMNS = [
  ['kind', 18],
  ['field', 18],
  ['studentNo', 14],
  ['nationalId', 14],
  ['fullName', 28],
  ['programme', 14],
  ['ours', 24],
  ['theirs', 24],
  ['correction', 14],
] as const

/** The differences as one sheet, headers and kinds in `lang`. */
export async function differencesWorkbook(rows: readonly Difference[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('yoksis.sheet'))
  ws.addRow(COLUMNS.map(([c]) => t(`yoksis.col.${c}`)))
  ws.getRow(1).font = { bold: true }
  for (const r of rows) {
    ws.addRow([
      t(`yoksis.kind.${r.Kind}`),
      r.Field ? t(`yoksis.field.${r.Field}`) : '',
      r.StudentNo ?? '',
      r.NationalId,
      r.FullName,
      r.ProgrammeCode,
      r.Ours ?? '',
      r.Theirs ?? '',
      t(`yoksis.correction.${r.Correction}`),
    ])
  }
  for (const [i, [, w]] of COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
