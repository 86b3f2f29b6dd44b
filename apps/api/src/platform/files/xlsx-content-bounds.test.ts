/**
 * Spreadsheet content bounds and the worker pool (issue 33 §1 "Spreadsheets"): the 1.5 KB merged-range bomb is
 * refused in milliseconds before any parser runs; rows, columns, merged cells and shared strings pass exactly
 * at their limits and are refused one beyond; a tag split between inflated chunks is seen once; a parse past
 * its time limit is 422 with its worker ended; the pool runs at most SPREADSHEET_WORKERS parses, keeps a
 * short line and answers 503 beyond it or after the wait.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mergeCellBomb, minimalXlsx } from '../../../test/files/zip-bomb.ts'
import { AppError } from '../http/errors.ts'
import {
  QUEUE_PER_WORKER,
  QUEUE_WAIT_MS,
  setSpreadsheetWorkers,
  spreadsheetPoolState,
  withSpreadsheetWorker,
} from './spreadsheet-pool.ts'
import { columnNumber, XlsxPartScanner } from './xlsx-content-bounds.ts'
import { assertXlsxWithinLimits, readUploadedSheets, XLSX_LIMITS, type XlsxLimits } from './xlsx-guard.ts'

const small: XlsxLimits = {
  ...XLSX_LIMITS,
  maxRows: 10,
  maxColumns: 5,
  maxMergedCells: 6,
  maxSharedStrings: 3,
}

/** The guard's verdict on `bytes` under `limits`: 'ok' or the refusal's status and key. */
async function verdict(bytes: Buffer, limits: XlsxLimits = small): Promise<string> {
  try {
    await assertXlsxWithinLimits(bytes, limits)
    return 'ok'
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return `${err.statusCode} ${err.messageKey}`
  }
}

const cell = (ref: string) => `<c r="${ref}"><v>1</v></c>`
const row = (r: number, ...refs: string[]) => `<row r="${r}">${refs.map(cell).join('')}</row>`
const merges = (...refs: string[]) =>
  `<mergeCells count="${refs.length}">${refs.map((r) => `<mergeCell ref="${r}"/>`).join('')}</mergeCells>`
const strings = (n: number) => '<si><t>a</t></si>'.repeat(n)
const BEYOND = '413 files.xlsxBeyondBounds'

describe('spreadsheet content bounds', () => {
  it('refuses the 1.5 KB merged-range bomb (A1:XFD1048576) within milliseconds', async () => {
    const bomb = mergeCellBomb()
    expect(bomb.length).toBeLessThan(2048)
    expect(await verdict(bomb, XLSX_LIMITS)).toBe(BEYOND) // once to load the zip reader's code
    const started = performance.now()
    expect(await verdict(bomb, XLSX_LIMITS)).toBe(BEYOND)
    expect(performance.now() - started).toBeLessThan(100)
    await expect(readUploadedSheets(bomb, 'fixtures.badSpreadsheet')).rejects.toMatchObject({
      statusCode: 413,
      messageKey: 'files.xlsxBeyondBounds',
      params: { rows: 100_000, columns: 1_000, merged: 100_000, strings: 200_000 },
    })
  })

  it('passes rows and columns exactly at the limits and refuses one beyond', async () => {
    expect(columnNumber('E')).toBe(5)
    expect(columnNumber('XFD')).toBe(16_384)
    expect(await verdict(minimalXlsx(row(10, 'E10')))).toBe('ok')
    expect(await verdict(minimalXlsx(row(11, 'A11')))).toBe(BEYOND)
    expect(await verdict(minimalXlsx(row(1, 'F1')))).toBe(BEYOND)
    // A row element alone (no cell) counts too.
    expect(await verdict(minimalXlsx('<row r="11"/>'))).toBe(BEYOND)
  })

  it('bounds the declared dimension and every merged range, in area too', async () => {
    const dimension = (ref: string) => {
      const scanner = new XlsxPartScanner('sheet', small)
      return scanner.push(Buffer.from(`<dimension ref="${ref}"/>`)) && scanner.end()
    }
    expect(dimension('A1:E10')).toBe(true)
    expect(dimension('A1:F1')).toBe(false)
    expect(dimension('A1:XFD1048576')).toBe(false)
    // 6 merged cells in all (A1:B2 = 4, C1:D1 = 2) pass; one more cell is refused.
    expect(await verdict(minimalXlsx(row(1, 'A1'), merges('A1:B2', 'C1:D1')))).toBe('ok')
    expect(await verdict(minimalXlsx(row(1, 'A1'), merges('A1:B2', 'C1:E1')))).toBe(BEYOND)
    // A range reaching beyond the sheet bounds is refused whatever its area, written either way round.
    expect(await verdict(minimalXlsx(row(1, 'A1'), merges('A11:A11')))).toBe(BEYOND)
    expect(await verdict(minimalXlsx(row(1, 'A1'), merges('$F$1:$A$1')))).toBe(BEYOND)
  })

  it('bounds the shared-string table exactly at its limit', async () => {
    expect(await verdict(minimalXlsx(row(1, 'A1'), '', strings(3)))).toBe('ok')
    expect(await verdict(minimalXlsx(row(1, 'A1'), '', strings(4)))).toBe(BEYOND)
  })

  it('sees a tag split between two inflated chunks once, and leaves column widths alone', () => {
    const scanner = new XlsxPartScanner('sheet', small)
    expect(scanner.push(Buffer.from('<sheetData><row r="1"><c r="A1"/></row><row r="1'))).toBe(true)
    // Only the joined tag is beyond the bounds: row 11.
    expect(scanner.push(Buffer.from('1"/></sheetData>')) && scanner.end()).toBe(false)
    const merged = new XlsxPartScanner('sheet', small)
    expect(merged.push(Buffer.from('<mergeCell ref="A1:B'))).toBe(true)
    expect(merged.push(Buffer.from('3"/>'))).toBe(true) // 6 cells, seen once: at the limit
    expect(merged.end()).toBe(true)
    const widths = new XlsxPartScanner('sheet', small)
    expect(widths.push(Buffer.from('<cols><col min="6" max="16384" width="9"/></cols>'))).toBe(true)
    expect(widths.end()).toBe(true)
    const other = new XlsxPartScanner('other', small)
    expect(other.push(Buffer.from('<row r="99999999"/>')) && other.end()).toBe(true)
  })

  it('reads a workbook within the bounds, merged cells included', async () => {
    const bytes = minimalXlsx(
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>${row(2, 'A2')}`,
      merges('A2:B2'),
      '<si><t>Ad</t></si><si><t>Soyad</t></si>',
    )
    const sheets = await readUploadedSheets(bytes)
    expect(sheets[0]?.rows).toEqual([
      ['Ad', 'Soyad'],
      ['1', '1'],
    ])
  })

  it('answers 422 when a parse passes its time limit, the worker being ended', async () => {
    const bytes = minimalXlsx(row(1, 'A1'))
    await expect(readUploadedSheets(bytes, 'fixtures.badSpreadsheet', XLSX_LIMITS, 1)).rejects.toMatchObject({
      statusCode: 422,
      messageKey: 'fixtures.badSpreadsheet',
    })
    expect(spreadsheetPoolState().running).toBe(0)
  })
})

describe('spreadsheet worker pool', () => {
  afterEach(() => {
    vi.useRealTimers()
    setSpreadsheetWorkers(1)
  })

  it('runs at most SPREADSHEET_WORKERS parses, queues a few in order and answers 503 beyond the line', async () => {
    setSpreadsheetWorkers(2)
    let peak = 0
    const order: number[] = []
    const releases: (() => void)[] = []
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        peak = Math.max(peak, spreadsheetPoolState().running)
        releases.push(() => {
          order.push(n)
          resolve(n)
        })
      })
    const capacity = 2 + QUEUE_PER_WORKER * 2
    const accepted = Array.from({ length: capacity }, (_, n) => withSpreadsheetWorker(task(n)))
    await expect(withSpreadsheetWorker(task(99))).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'files.busy',
    })
    expect(spreadsheetPoolState()).toEqual({ running: 2, waiting: QUEUE_PER_WORKER * 2, capacity: 2 })
    while (order.length < capacity) {
      await new Promise((r) => setTimeout(r, 0))
      releases.shift()?.()
    }
    expect(await Promise.all(accepted)).toEqual(Array.from({ length: capacity }, (_, n) => n))
    expect(order).toEqual(Array.from({ length: capacity }, (_, n) => n))
    expect(peak).toBe(2)
    expect(spreadsheetPoolState()).toEqual({ running: 0, waiting: 0, capacity: 2 })
  })

  it('answers 503 to an upload that waited QUEUE_WAIT_MS, and frees the slot of a failed parse', async () => {
    vi.useFakeTimers()
    setSpreadsheetWorkers(1)
    let release = () => {}
    const first = withSpreadsheetWorker(() => new Promise<void>((r) => (release = r)))
    const waiting = withSpreadsheetWorker(async () => 'late')
    const outcome = waiting.catch((e: AppError) => e.statusCode)
    await vi.advanceTimersByTimeAsync(QUEUE_WAIT_MS + 1)
    expect(await outcome).toBe(503)
    expect(spreadsheetPoolState()).toEqual({ running: 1, waiting: 0, capacity: 1 })
    release()
    await first
    await expect(
      withSpreadsheetWorker(async () => {
        throw new Error('parse failed')
      }),
    ).rejects.toThrow('parse failed')
    expect(spreadsheetPoolState().running).toBe(0)
  })
})
