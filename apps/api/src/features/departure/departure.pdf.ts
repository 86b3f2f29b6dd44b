/**
 * The departure clearance certificate (issue 16 "a departure certificate (PDF, Turkish letters)"): one A4
 * page in the request's language through platform/pdf (embedded Unicode font, so ç ğ ı İ ö ş ü print).
 */

import type { Language } from '@unacs/contracts'
import { formatDateTime, formatLongDate } from '../../platform/format/format.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'
import './departure.messages.ts'
import type { RequestRow, StudentInfo } from './departure.repo.ts'
import { OFFICES } from './departure.views.ts'

const longDate = (iso: string, lang: Language) => formatLongDate(iso, lang)

/** Renders the certificate of completed request `row`; resolves to the PDF bytes. */
export async function renderDepartureCertificate(
  row: RequestRow,
  student: StudentInfo,
  lang: Language,
  universityName: string,
  issuedAt: Date,
  fonts: PdfFonts,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const date = row.departureDate ?? ''
  const rightEnd = row.studentRightEndsOn ?? date
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    margin: 56,
    info: { Title: t('departure.pdf.title'), Author: universityName, CreationDate: issuedAt },
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font('bold').fontSize(15).text(universityName, { align: 'center' })
  doc.moveDown(0.3)
  doc.fontSize(13).text(t('departure.pdf.title').toLocaleUpperCase(lang), { align: 'center' })
  doc.moveDown(1.2)
  const fields: [string, string][] = [
    [t('departure.pdf.requestNo'), String(row.id)],
    [t('departure.pdf.fullName'), `${student.firstName} ${student.lastName}`],
    [t('departure.pdf.studentNo'), student.studentNo],
    [t('departure.pdf.nationalId'), student.nationalId],
    [t('departure.pdf.programme'), lang === 'en' ? student.programmeEn : student.programmeTr],
    [t('departure.pdf.reason'), t(`departure.reason.${row.reason}`)],
    ...(row.targetProgramme ? [[t('departure.pdf.target'), row.targetProgramme] as [string, string]] : []),
    [t('departure.pdf.departureDate'), date ? longDate(date, lang) : ''],
    [t('departure.pdf.rightEnd'), rightEnd ? longDate(rightEnd, lang) : ''],
  ]
  for (const [label, value] of fields) {
    const y = doc.y
    doc.font('bold').fontSize(10).text(label, left, y, { width: 170 })
    const bottom = doc.y
    doc.font('regular').text(value, left + 180, y, { width: width - 180 })
    doc.y = Math.max(doc.y, bottom)
    doc.moveDown(0.25)
  }
  doc.moveDown(0.8)
  doc
    .font('regular')
    .fontSize(10.5)
    .text(
      t('departure.pdf.statement', {
        date: date ? longDate(date, lang) : '',
        rightEnd: rightEnd ? longDate(rightEnd, lang) : '',
      }),
      left,
      doc.y,
      { width, align: 'justify' },
    )
  doc.moveDown(0.8)
  doc.font('bold').fontSize(10).text(t('departure.pdf.offices'), left)
  doc
    .font('regular')
    .fontSize(9.5)
    .text(OFFICES.map((o) => `✓ ${t(`departure.office.${o}`)}`).join('   '))
  doc.moveDown(1.5)
  doc
    .fontSize(8.5)
    .fillColor('#444444')
    .text(`${t('departure.pdf.issued')}: ${formatDateTime(issuedAt, lang)}`)
  doc.text(t('departure.pdf.electronic'))
  return finish()
}
