/** The budget's XLSX export (issue 17 "Budget … exportable to XLSX"): one sheet, amounts in TL. */
import type { Budget, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { XLSX_MONEY_FORMAT } from '../../platform/format/format.ts'
import { translate } from '../../platform/i18n/messages.ts'
import './instalments.messages.ts'

/** The workbook of `budget` in `lang` (TL with two decimals from kuruş, a total line). */
export async function budgetWorkbook(budget: Budget, lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, `instalments.budget.${k}`)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 2 }] })
  ws.addRow([budget.Term]).font = { bold: true }
  const cols = ['unit', 'plans', 'expected', 'collected', 'refunded', 'outstanding'] as const
  ws.addRow(cols.map((c) => t(`col.${c}`))).font = { bold: true }
  ws.columns = cols.map((_, i) => ({ width: i === 0 ? 44 : 18 }))
  const tl = (k: number) => k / 100
  for (const r of [...budget.Rows, { ...budget.Total, Unit: t('total') }]) {
    const row = ws.addRow([
      r.Unit,
      r.Plans,
      tl(r.ExpectedKurus),
      tl(r.CollectedKurus),
      tl(r.RefundedKurus),
      tl(r.OutstandingKurus),
    ])
    for (let c = 3; c <= 6; c++) row.getCell(c).numFmt = XLSX_MONEY_FORMAT
  }
  if (ws.lastRow) ws.lastRow.font = { bold: true }
  return Buffer.from(await wb.xlsx.writeBuffer())
}
