/**
 * The XLSX export of HR's payroll request list (issue 36: the page's columns with their own labels and
 * formatted values; exceljs): registry number, name, unit, period, request time in Istanbul, IP address,
 * e-mail address and whether the mail went out, in the reader's language.
 */
import type { Language, PayrollAdminItem } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './payroll.messages.ts'

const COLUMNS = [
  ['registryNo', 12],
  ['fullName', 26],
  ['unit', 34],
  ['period', 10],
  ['sentAt', 20],
  ['ip', 16],
  ['email', 32],
  ['state', 14],
] as const

/** The rows as one sheet in `lang` (times in Istanbul, the state in words); returns the workbook's bytes. */
export async function payrollRequestsXlsx(rows: PayrollAdminItem[], lang: Language): Promise<Buffer> {
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('payroll.admin.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = COLUMNS.map(([key, width]) => ({ key, width, header: t(`payroll.admin.col.${key}`) }))
  ws.getRow(1).font = { bold: true }
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })
  for (const r of rows) {
    ws.addRow([
      r.RegistryNo,
      r.FullName,
      r.Unit,
      `${String(r.Month).padStart(2, '0')}/${r.Year}`,
      when(r.SendDate),
      r.IpAddress,
      r.Email,
      t(`payroll.admin.state.${r.MailSent ? 'sent' : 'failed'}`),
    ])
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}
