/** The XLSX export of HR's application list (issue 22 "Request queues"; exceljs). */
import type { ApplicationAdminItem, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './applications.messages.ts'

const COLUMNS = [
  ['no', 12],
  ['applicant', 26],
  ['email', 30],
  ['cadre', 22],
  ['faculty', 30],
  ['department', 30],
  ['status', 16],
  ['committee', 14],
  ['positive', 10],
  ['negative', 10],
  ['finalisedAt', 20],
] as const

/** The rows as one sheet in `lang` (times in Istanbul); returns the workbook's bytes. */
export async function applicationsXlsx(rows: ApplicationAdminItem[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('applications.admin.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = COLUMNS.map(([key, width]) => ({ key, width, header: t(`applications.admin.col.${key}`) }))
  ws.getRow(1).font = { bold: true }
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })
      : ''
  for (const r of rows) {
    ws.addRow([
      r.ApplicationNo,
      r.Applicant,
      r.Email,
      t(`applications.admin.cadre.${r.Cadre}`),
      r.Faculty,
      r.Department,
      t(`applications.admin.status.${r.Status}`),
      `${r.OpinionsGiven} / ${r.CommitteeSize}`,
      r.Positive,
      r.Negative,
      when(r.FinalisedAt),
    ])
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}
