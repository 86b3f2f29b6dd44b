/** XLSX exports: the deferrals ending soon (issue 20, issue 35) and the programmes' YÖKSİS unit ids (issue 35); DESIGN.md §2 exceljs. */
import type { Language, MilitaryStudent, MilitaryUnit } from '@unacs/contracts'
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

const UNIT_COLUMNS = [
  ['programmeCode', 14],
  ['programme', 40],
  ['parent', 36],
  ['birimId', 14],
  ['yoksisName', 40],
  ['checkedAt', 22],
] as const

/**
 * The programmes' YÖKSİS unit ids (issue 35) as one sheet with headers in `lang`: code, programme, the unit above
 * it, BIRIM_ID (an empty cell when missing), YÖKSİS's name for it and when it was confirmed (ISO instant, empty when not).
 */
export async function unitsWorkbook(rows: readonly MilitaryUnit[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('military.units.sheet'))
  ws.addRow(UNIT_COLUMNS.map(([c]) => t(`military.units.col.${c}`)))
  ws.getRow(1).font = { bold: true }
  for (const r of rows)
    ws.addRow([r.ProgrammeCode, r.Programme, r.Parent, r.BirimId, r.YoksisName, r.CheckedAt])
  for (const [i, [, w]] of UNIT_COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
