/**
 * Reading generated PDFs in tests: pdfkit writes text as glyph ids of the embedded font plus a ToUnicode map
 * per font (`<glyph> <unicode>` pairs in a deflated stream). The maps tell which characters a PDF really
 * draws with the embedded font, e.g. that ç ğ ı İ ö ş ü come out as themselves.
 */
import { inflateSync } from 'node:zlib'

/** The text of every ToUnicode map in `pdf` (deflated streams), lower case. */
export function toUnicodeMaps(pdf: Buffer): string {
  const text = pdf.toString('latin1')
  const maps: string[] = []
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length
    const end = text.indexOf('endstream', start)
    try {
      const inflated = inflateSync(pdf.subarray(start, end)).toString('latin1')
      if (inflated.includes('begincmap')) maps.push(inflated)
    } catch {
      // not a deflated stream (e.g. the embedded font program is compressed differently)
    }
  }
  return maps.join('\n').toLowerCase()
}

/** The characters of `text` that the ToUnicode maps of `pdf` do not contain (empty when all are drawn). */
export function missingCharacters(pdf: Buffer, text: string): string[] {
  const maps = toUnicodeMaps(pdf)
  return [...new Set(text)].filter(
    (ch) => !maps.includes(`<${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}>`),
  )
}
