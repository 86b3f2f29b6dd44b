/**
 * The student document PDF (issue 5 § Documents; DESIGN.md §2 "documents": pdfkit with an embedded Unicode
 * font so ç ğ ı İ ö ş ü come out right): one A4 document in its language with the snapshot's data, for a
 * transcript the finalised courses, and at the foot the verification code and a QR code linking to the
 * public viewer.
 */
import type { Language } from '@unacs/contracts'
import QRCode from 'qrcode'
import { translate } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'
import './documents.messages.ts'
import type { DocumentSnapshot } from './documents.schema.ts'

/** Everything printed on a document. */
export interface DocumentPdfInput {
  universityName: string
  snapshot: DocumentSnapshot
  language: Language
  code: string
  /** The public viewer's address for this code (also in the QR code). */
  verifyUrl: string
  createdAt: Date
  displayUntil: Date
}

const dateTime = (at: Date, lang: Language, withTime: boolean) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Istanbul',
  } as Intl.DateTimeFormatOptions).format(at)

/** Renders the document; resolves to the PDF bytes. Throws when a font file is missing. */
export async function renderDocumentPdf(input: DocumentPdfInput, fonts: PdfFonts): Promise<Buffer> {
  const lang = input.language
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const qr = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  })
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    margin: 56,
    info: {
      Title: input.snapshot.title,
      Author: input.universityName,
      Subject: `${input.snapshot.title} ${input.code}`,
      CreationDate: input.createdAt,
    },
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font('bold').fontSize(15).text(input.universityName, { align: 'center' })
  doc.moveDown(0.3)
  doc.fontSize(13).text(input.snapshot.title.toLocaleUpperCase(lang), { align: 'center' })
  doc.moveDown(0.2)
  doc
    .font('regular')
    .fontSize(9)
    .text(`${t('documents.pdf.issued')}: ${dateTime(input.createdAt, lang, true)}`, { align: 'center' })
  doc.moveDown(1.2)

  for (const f of input.snapshot.fields) {
    const y = doc.y
    doc.font('bold').fontSize(10).text(f.Label, left, y, { width: 170 })
    const labelBottom = doc.y
    doc.font('regular').text(f.Value, left + 180, y, { width: width - 180 })
    doc.y = Math.max(doc.y, labelBottom)
    doc.moveDown(0.25)
  }
  doc.moveDown(0.8)
  doc.font('regular').fontSize(10.5).text(input.snapshot.statement, left, doc.y, { width, align: 'justify' })
  doc.moveDown(0.8)

  for (const term of input.snapshot.terms ?? []) {
    if (doc.y > doc.page.height - 220) doc.addPage()
    doc.font('bold').fontSize(10.5).text(term.name, left)
    doc.moveDown(0.2)
    const cols = [left, left + 80, left + width - 150, left + width - 100, left + width - 50]
    const row = (cells: string[], bold = false) => {
      const y = doc.y
      doc.font(bold ? 'bold' : 'regular').fontSize(9)
      doc.text(cells[0] ?? '', cols[0], y, { width: 76 })
      doc.text(cells[1] ?? '', cols[1], y, { width: width - 240 })
      const bottom = doc.y
      doc.text(cells[2] ?? '', cols[2], y, { width: 45, align: 'right' })
      doc.text(cells[3] ?? '', cols[3], y, { width: 45, align: 'right' })
      doc.text(cells[4] ?? '', cols[4], y, { width: 45, align: 'right' })
      doc.y = Math.max(doc.y, bottom)
      doc.moveDown(0.15)
    }
    row(
      [
        '',
        t('documents.pdf.course'),
        t('documents.pdf.credit'),
        t('documents.pdf.ects'),
        t('documents.pdf.letter'),
      ],
      true,
    )
    for (const c of term.courses) row([c.code, c.name, String(c.credit), String(c.ects), c.letter])
    doc
      .font('regular')
      .fontSize(9)
      .text(t('documents.pdf.termGpa', { gpa: term.gpa }), left, doc.y, { width, align: 'right' })
    doc.moveDown(0.6)
  }

  // Foot: QR code and the verification text.
  if (doc.y > doc.page.height - 190) doc.addPage()
  const footY = Math.max(doc.y + 10, doc.page.height - doc.page.margins.bottom - 110)
  doc.image(qr, left, footY, { width: 96, height: 96 })
  doc
    .font('bold')
    .fontSize(10)
    .text(`${t('documents.pdf.code')}: ${input.code}`, left + 110, footY + 4, { width: width - 110 })
  doc.moveDown(0.3)
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#444444')
    .text(
      t('documents.pdf.verify', {
        until: dateTime(input.displayUntil, lang, false),
        url: input.verifyUrl.replace(/\?.*$/, ''),
        code: input.code,
      }),
      left + 110,
      doc.y,
      { width: width - 110 },
    )
  doc.moveDown(0.3)
  doc.text(t('documents.pdf.electronic'), left + 110, doc.y, { width: width - 110 })
  return finish()
}
