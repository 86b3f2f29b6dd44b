/** XLSX export of the deferrals ending soon (issue 20, issue 35; DESIGN.md §2 exceljs). */
import type { Language, MilitaryStudent } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './military.messages.ts'

const COLUMNS = [
  ['studentNo', 14],
  ['fullName', 28],
  ['programme', 32],
  ['requestId', 16],
  ['offerType', 18],
  ['offerReason', 24],
  ['resultCode', 12],
  ['endsOn', 14],
] as const

/** The rows as one sheet with headers in `lang`; the end date as a YYYY-MM-DD text. */
export async function endingWorkbook(rows: readonly MilitaryStudent[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('military.sheet'))
  ws.addRow(COLUMNS.map(([c]) => t(`military.col.${c}`)))
  ws.getRow(1).font = { bold: true }
  for (const r of rows)
    ws.addRow([
      r.StudentNo,
      r.FullName,
      r.Programme,
      r.RequestId ?? '',
      r.OfferType ? t(`military.offer.${r.OfferType}`) : '',
      r.OfferReasonNo === null ? '' : `${r.OfferReasonNo} – ${r.OfferReason ?? ''}`,
      r.ResultCode ?? '',
      r.DeferralEndsOn ?? '',
    ])
  for (const [i, [, w]] of COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
