/**
 * XLSX exports of the YÖKSİS feature (issues 20, 35; DESIGN.md §2 exceljs): a comparison's differences, and the
 * correction worklist with YÖKSİS's own field names (the element names of its services, yoksis.compare.ts
 * YOKSIS_FIELD) to enter in YÖKSİS's screens.
 */
import type { Difference, Language, WorklistItem } from '@unacs/contracts'
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
  ['worklist', 14],
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
      t(`yoksis.worklist.${r.Worklist}`),
    ])
  }
  for (const [i, [, w]] of COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** The worklist's columns: YÖKSİS's names (its services' elements) with their width. */
export const WORKLIST_COLUMNS = [
  ['TC_KIMLIK_NO', 14],
  ['OGRENCI_NO', 14],
  ['ADI_SOYADI', 28],
  ['BIRIM_ID', 10],
  ['PROGRAM_KODU', 14],
  ['ALAN', 36],
  ['YOKSIS_DEGERI', 24],
  ['GIRILECEK_DEGER', 24],
  ['FARK_TURU', 18],
  ['DURUM', 14],
] as const

/**
 * The worklist as one sheet: headers in YÖKSİS's field names, the field as YÖKSİS names it (e.g.
 * KISISEL_BILGILER/SOYADI), YÖKSİS's and our (to be entered) values; kind and state in `lang`.
 */
export async function worklistWorkbook(rows: readonly WorklistItem[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('yoksis.worklistSheet'))
  ws.addRow(WORKLIST_COLUMNS.map(([c]) => c))
  ws.getRow(1).font = { bold: true }
  for (const r of rows) {
    ws.addRow([
      r.NationalId,
      r.StudentNo ?? '',
      r.FullName,
      r.BirimId ?? '',
      r.ProgrammeCode,
      r.YoksisField ?? t(`yoksis.kind.${r.Kind}`),
      r.Theirs ?? '',
      r.Ours ?? '',
      t(`yoksis.kind.${r.Kind}`),
      t(`yoksis.worklist.${r.State}`),
    ])
  }
  for (const [i, [, w]] of WORKLIST_COLUMNS.entries()) ws.getColumn(i + 1).width = w
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
