/**
 * Bounds of an uploaded workbook's content, read from its XML while the zip guard inflates it and before any
 * parser builds cells (issue 33 §1 "Spreadsheets": a 1.5 KB .xlsx holding `<mergeCell ref="A1:XFD1048576"/>`
 * made exceljs visit 17 billion cells). A worksheet's `<dimension ref>`, every `<mergeCell ref>`, `<row r>`,
 * and `<c r>` must lie within `maxRows` × `maxColumns`, its merged ranges may cover at most
 * `maxMergedCells` cells in all, and the shared-string table may hold at most `maxSharedStrings` entries.
 */

/** Content limits of an uploaded workbook. */
export interface XlsxContentLimits {
  /** Highest row number a sheet may reference. */
  maxRows: number
  /** Highest column number a sheet may reference (XFD = 16,384 is Excel's own). */
  maxColumns: number
  /** Cells covered by all merged ranges of one sheet together. */
  maxMergedCells: number
  /** Entries (`<si>`) of the shared-string table. */
  maxSharedStrings: number
}

/**
 * Defaults: 100,000 rows (the largest import, a grade or admission list of 5,000 rows, has 20× margin), 1,000
 * columns (templates use under 50), 100,000 merged cells, 200,000 shared strings. Column widths (`<col
 * max>`) are not bounded: LibreOffice writes them up to column 1,025 or 16,384, and exceljs keeps at most
 * 16,384 small objects for them.
 */
export const XLSX_CONTENT_LIMITS: XlsxContentLimits = {
  maxRows: 100_000,
  maxColumns: 1_000,
  maxMergedCells: 100_000,
  maxSharedStrings: 200_000,
}

/** Which part of the workbook a scanner reads. */
export type XlsxPartKind = 'sheet' | 'sharedStrings' | 'other'

/** The kind of the zip entry `name`: a worksheet, the shared-string table, or a part not scanned. */
export function xlsxPartKind(name: string): XlsxPartKind {
  if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) return 'sheet'
  if (/^xl\/sharedStrings\.xml$/i.test(name)) return 'sharedStrings'
  return 'other'
}

/** Column letters (A … XFD) as a number (1 …); letters beyond 7 read as Infinity. */
export function columnNumber(letters: string): number {
  if (letters.length > 7) return Number.POSITIVE_INFINITY
  let n = 0
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n
}

const PREFIX = '(?:[A-Za-z_][\\w.-]*:)?'
const RANGE_TAG = new RegExp(
  `<${PREFIX}(dimension|mergeCell)\\b[^>]*?\\bref="\\$?([A-Za-z]+)\\$?(\\d+)(?::\\$?([A-Za-z]+)\\$?(\\d+))?"`,
  'g',
)
const ROW_TAG = new RegExp(`<${PREFIX}row\\b[^>]*?\\br="(\\d+)"`, 'g')
const CELL_TAG = new RegExp(`<${PREFIX}c\\b[^>]*?\\br="([A-Za-z]+)(\\d+)"`, 'g')
const SHARED_STRING_TAG = new RegExp(`<${PREFIX}si[\\s>/]`, 'g')

/** Longest unfinished tag kept between chunks; a longer one is scanned as it is. */
const CARRY_MAX = 64 * 1024

/**
 * Scans one inflated part chunk by chunk (`push`); returns false from `push` once the part breaks a bound.
 * A tag split across chunks is kept until its chunk ends, so each tag is seen exactly once.
 */
export class XlsxPartScanner {
  private carry = ''
  private merged = 0
  private strings = 0
  constructor(
    private readonly kind: XlsxPartKind,
    private readonly limits: XlsxContentLimits,
  ) {}

  /** Scans `chunk` (UTF-8 bytes of the part); false when a bound is broken. */
  push(chunk: Buffer): boolean {
    if (this.kind === 'other') return true
    const text = this.carry + chunk.toString('latin1')
    const cut = text.lastIndexOf('<')
    const complete = cut < 0 || text.length - cut > CARRY_MAX ? text : text.slice(0, cut)
    this.carry = text.slice(complete.length)
    return this.scan(complete)
  }

  /** Scans what is left at the end of the part; false when a bound is broken. */
  end(): boolean {
    const rest = this.carry
    this.carry = ''
    return this.kind === 'other' || this.scan(rest)
  }

  private within(row: string, col: string): boolean {
    return Number(row) <= this.limits.maxRows && columnNumber(col) <= this.limits.maxColumns
  }

  private scan(text: string): boolean {
    if (this.kind === 'sharedStrings') {
      for (const _ of text.matchAll(SHARED_STRING_TAG))
        if (++this.strings > this.limits.maxSharedStrings) return false
      return true
    }
    for (const [, tag, c1 = '', r1 = '', c2, r2] of text.matchAll(RANGE_TAG)) {
      if (!this.within(r1, c1)) return false
      if (c2 === undefined || r2 === undefined) continue
      if (!this.within(r2, c2)) return false
      if (tag === 'mergeCell') {
        const rows = Math.abs(Number(r2) - Number(r1)) + 1
        const cols = Math.abs(columnNumber(c2) - columnNumber(c1)) + 1
        this.merged += rows * cols
        if (this.merged > this.limits.maxMergedCells) return false
      }
    }
    for (const [, r = ''] of text.matchAll(ROW_TAG)) if (Number(r) > this.limits.maxRows) return false
    for (const [, c = '', r = ''] of text.matchAll(CELL_TAG)) if (!this.within(r, c)) return false
    return true
  }
}
