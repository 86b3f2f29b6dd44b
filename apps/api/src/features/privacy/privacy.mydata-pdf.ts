/**
 * The readable summary of a personal data export (issue 39 "My personal data"): the person, the date, each
 * category with its purpose, legal basis, record count and JSON file, and the transfers to outside systems,
 * in the person's language (platform/pdf: embedded Unicode font).
 */
import type { DataTransfer, Language } from '@unacs/contracts'
import { translate } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'
import './privacy.messages.ts'

/** What the summary shows. */
export interface SummaryContent {
  name: string
  at: Date
  categories: { name: string; purpose: string; legalBasis: string; records: number; file: string }[]
  transfers: DataTransfer[]
}

const when = (at: Date | string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at))

/** Builds the summary PDF's bytes in `lang`. Throws when a font file is missing. */
export async function buildSummaryPdf(fonts: PdfFonts, lang: Language, c: SummaryContent): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `privacy.mydata.pdf.${key}`, params)
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    margin: 50,
    info: { Title: t('title'), Author: 'UNACS' },
  })
  doc.font('bold').fontSize(16).text(t('title'))
  doc.moveDown(0.5)
  doc
    .font('regular')
    .fontSize(10)
    .text(t('person', { name: c.name }))
  doc.text(t('date', { date: when(c.at, lang) }))
  doc.moveDown()
  doc.font('bold').fontSize(12).text(t('categories'))
  doc.moveDown(0.3)
  for (const cat of c.categories) {
    doc
      .font('bold')
      .fontSize(10)
      .text(`${cat.name} (${t('records', { n: cat.records })})`)
    doc.font('regular').fontSize(9)
    doc.text(t('purpose', { text: cat.purpose }))
    doc.text(t('basis', { text: cat.legalBasis }))
    doc.text(t('file', { file: cat.file }))
    doc.moveDown(0.4)
  }
  doc.moveDown()
  doc.font('bold').fontSize(12).text(t('transfers'))
  doc.moveDown(0.3)
  doc.font('regular').fontSize(9)
  if (c.transfers.length === 0) doc.text(t('noTransfers'))
  for (const tr of c.transfers) doc.text(`${when(tr.At, lang)} — ${tr.SystemName}: ${tr.What}`)
  doc.moveDown()
  doc.fontSize(8).text(t('footer'))
  return finish()
}
