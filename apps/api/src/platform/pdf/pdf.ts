/**
 * PDF documents with an embedded Unicode font (DESIGN.md standards: pdfkit with an embedded font; ç ğ ı İ ö ş ü
 * must come out right). Every generated PDF (payroll, student documents, applications, grade documents) opens
 * here: the font files are checked, registered as `regular` and `bold`, and the bytes are collected.
 */
import { existsSync } from 'node:fs'
import PDFDocument from 'pdfkit'

/** Paths of the TrueType fonts embedded in generated PDFs (config PDF_FONT, PDF_FONT_BOLD). */
export interface PdfFonts {
  regular: string
  bold: string
}

/** An open PDF: draw on `doc` (fonts `regular` and `bold`), then `finish()` ends it and gives its bytes. */
export interface OpenPdf {
  doc: PDFKit.PDFDocument
  finish: () => Promise<Buffer>
}

/**
 * Opens a PDFKit document with `options` (size, margins, info …) whose default and registered fonts are
 * `fonts`. Throws when a font file is missing, naming the setting to fix.
 */
export function openPdf(fonts: PdfFonts, options: PDFKit.PDFDocumentOptions): OpenPdf {
  for (const path of [fonts.regular, fonts.bold]) {
    if (!existsSync(path)) throw new Error(`PDF font not found: ${path} (set PDF_FONT / PDF_FONT_BOLD)`)
  }
  const doc = new PDFDocument({ ...options, font: fonts.regular })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return {
    doc,
    finish: () => {
      doc.end()
      return done
    },
  }
}
