/**
 * The payroll document (spec §3 "Payroll request"): one A4 page made with pdfkit, with an embedded Unicode
 * TrueType font (DESIGN.md §2 "documents": Turkish letters ç ğ ı İ ö ş ü), in the caller's language.
 */

import type { PayrollMonth } from '@unacs/contracts'
import { formatDateTime } from '../../platform/format/format.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'
import { formatTl, type PayrollFigures } from './payroll.figures.ts'

/** What the document shows besides the figures. */
export interface PayrollDocument {
  universityName: string
  fullName: string
  registryNo: string
  nationalId: string
  title: string
  unit: string
  month: PayrollMonth
  figures: PayrollFigures
  createdAt: Date
}

/** "Kasım 2026" / "November 2026". */
export function monthName(month: PayrollMonth, lang: Language): string {
  const date = new Date(Date.UTC(month.Year, month.Month - 1, 15))
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** A national id with its middle hidden ("123******46"): the document travels by e-mail. */
export function maskNationalId(id: string): string {
  return id.length > 5 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 5)}${id.slice(-2)}` : id
}

/** Renders the payroll PDF in `lang`. Throws when a font file is missing. */
export async function renderPayrollPdf(
  input: PayrollDocument,
  fonts: PdfFonts,
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const period = monthName(input.month, lang)
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    margin: 56,
    info: {
      Title: `${t('payroll.pdf.title')} ${period}`,
      Author: input.universityName,
      Subject: `${input.registryNo} ${period}`,
      CreationDate: input.createdAt,
    },
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font('bold').fontSize(15).text(input.universityName, { align: 'center' })
  doc.moveDown(0.3)
  doc
    .fontSize(13)
    .text(t('payroll.pdf.title').toLocaleUpperCase(lang === 'en' ? 'en' : 'tr'), { align: 'center' })
  doc.font('regular').fontSize(11).text(period, { align: 'center' })
  doc.moveDown(1.2)

  const field = (label: string, value: string) => {
    const y = doc.y
    doc.font('bold').fontSize(10).text(label, left, y, { width: 150 })
    doc.font('regular').text(value, left + 160, y, { width: width - 160 })
    doc.moveDown(0.2)
  }
  field(t('payroll.pdf.fullName'), input.fullName)
  field(t('payroll.pdf.registryNo'), input.registryNo)
  field(t('payroll.pdf.nationalId'), maskNationalId(input.nationalId))
  field(t('payroll.pdf.title2'), input.title)
  field(t('payroll.pdf.unit'), input.unit)
  doc.moveDown(1)

  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke()
    doc.moveDown(0.3)
  }
  const line = (label: string, amountKurus: number, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'bold' : 'regular').fontSize(10.5)
    doc.text(label, left, y, { width: width - 160 })
    doc.text(formatTl(amountKurus, lang), left + width - 160, y, { width: 160, align: 'right' })
    doc.moveDown(0.25)
  }
  const section = (heading: string) => {
    doc.font('bold').fontSize(11.5).text(heading, left)
    doc.moveDown(0.2)
    rule()
  }

  section(t('payroll.pdf.earnings'))
  for (const l of input.figures.earnings) line(t(l.key), l.kurus)
  rule()
  line(t('payroll.pdf.totalGross'), input.figures.grossKurus, true)
  doc.moveDown(0.8)
  section(t('payroll.pdf.deductions'))
  for (const l of input.figures.deductions) line(t(l.key), l.kurus)
  rule()
  line(t('payroll.pdf.totalDeductions'), input.figures.deductionsKurus, true)
  doc.moveDown(0.8)
  rule()
  line(t('payroll.pdf.net'), input.figures.netKurus, true)
  doc.moveDown(2)
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(
      t('payroll.pdf.footer', {
        date: formatDateTime(input.createdAt, lang),
      }),
      left,
      doc.y,
      { width },
    )
  return finish()
}
