/**
 * Zip-bomb guard for uploaded spreadsheets (issue 15 "Hardening" § Data safety: "spreadsheet uploads inflate
 * without limit"). An .xlsx is a zip archive; exceljs inflates every part into memory, so a 300 KB upload that
 * inflates to 300 MB stalls the API and takes hundreds of MB. Before exceljs sees the bytes, the zip's central
 * directory is read with yauzl and refused when it has too many entries, declares too many inflated bytes in
 * all, or an entry with an absurd compression ratio; then every entry is inflated as a stream and discarded,
 * counting bytes, so a directory that lies about sizes is caught after at most the limit (yauzl checks each
 * entry's actual size against its declared one). Every .xlsx upload reads its sheets through
 * `readUploadedSheets`, which parses with exceljs in a worker thread (a 20 MB sheet takes seconds of CPU; on
 * the event loop it stalled every other request) with a bounded heap and a time limit; the sheets' content
 * (rows, columns, merged ranges, shared strings) is bounded while inflating, before exceljs builds a cell, and
 * the workers of the instance form one capped pool (issue 33 §1).
 */
import { Worker } from 'node:worker_threads'
import yauzl from 'yauzl'
import { AppError, badRequest } from '../http/errors.ts'
import './files.messages.ts'
import { withSpreadsheetWorker } from './spreadsheet-pool.ts'
import {
  XLSX_CONTENT_LIMITS,
  type XlsxContentLimits,
  XlsxPartScanner,
  xlsxPartKind,
} from './xlsx-content-bounds.ts'

/**
 * Limits of an uploaded .xlsx: bytes, entries, inflated/compressed ratio of one entry, and its content
 * (rows, columns, merged cells, shared strings; `xlsx-content-bounds.ts`).
 */
export interface XlsxLimits extends XlsxContentLimits {
  /** Total inflated size of all entries, in bytes. */
  maxInflatedBytes: number
  /** Number of zip entries (parts). */
  maxEntries: number
  /** Largest inflated/compressed ratio of an entry bigger than `ratioFloorBytes`. */
  maxRatio: number
  /** Entries inflating to at most this many bytes are not ratio-checked (tiny parts compress oddly). */
  ratioFloorBytes: number
}

/**
 * Default limits: 20 MB inflated (a grade template of 5,000 students × 20 exams is about 5 MB), 1,000 entries
 * (a workbook has a few dozen parts), ratio 200 (spreadsheet XML compresses about 10–50×; zeros about 1,000×).
 */
export const XLSX_LIMITS: XlsxLimits = {
  maxInflatedBytes: 20 * 1024 * 1024,
  maxEntries: 1000,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  ...XLSX_CONTENT_LIMITS,
}

const MB = 1024 * 1024
const tooBig = (limits: XlsxLimits) =>
  new AppError(413, 'files.xlsxTooLarge', { max: Math.round(limits.maxInflatedBytes / MB) })
const beyondBounds = (limits: XlsxLimits) =>
  new AppError(413, 'files.xlsxBeyondBounds', {
    rows: limits.maxRows,
    columns: limits.maxColumns,
    merged: limits.maxMergedCells,
    strings: limits.maxSharedStrings,
  })

/**
 * Checks that `bytes` is a zip archive within `limits` without inflating more than `limits.maxInflatedBytes`.
 * Throws 400 'files.xlsxUnreadable' for a malformed archive; 413 'files.xlsxTooManyEntries' or
 * 'files.xlsxTooLarge' (with {max} in MB) when over a limit or when an entry inflates beyond what it declares;
 * 413 'files.xlsxBeyondBounds' when a sheet references cells beyond the rows/columns, merges too many cells,
 * or the shared-string table is too long (issue 33 §1).
 */
export async function assertXlsxWithinLimits(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true })
  } catch {
    throw badRequest('files.xlsxUnreadable')
  }
  if (zip.entryCount > limits.maxEntries) {
    throw new AppError(413, 'files.xlsxTooManyEntries', { max: limits.maxEntries })
  }
  const entries: yauzl.Entry[] = []
  let declared = 0
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize
      if (declared > limits.maxInflatedBytes) throw tooBig(limits)
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize / Math.max(entry.compressedSize, 1) > limits.maxRatio
      ) {
        throw tooBig(limits)
      }
      entries.push(entry)
    }
  } catch (err) {
    if (err instanceof AppError) throw err
    throw badRequest('files.xlsxUnreadable')
  }
  let inflated = 0
  for (const entry of entries) {
    if (entry.isEncrypted()) throw badRequest('files.xlsxUnreadable')
    const scanner = new XlsxPartScanner(xlsxPartKind(entry.fileName), limits)
    try {
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length
        if (inflated > limits.maxInflatedBytes) {
          stream.destroy()
          throw tooBig(limits)
        }
        if (!scanner.push(chunk as Buffer)) {
          stream.destroy()
          throw beyondBounds(limits)
        }
      }
      if (!scanner.end()) throw beyondBounds(limits)
    } catch (err) {
      if (err instanceof AppError) throw err
      // yauzl: "too many bytes in the stream" (an entry inflating beyond its declared size) or bad data
      throw /too many bytes/i.test(String((err as Error)?.message))
        ? tooBig(limits)
        : badRequest('files.xlsxUnreadable')
    }
  }
}

/** One sheet of an uploaded workbook: its name and cell texts, rows[r][c] = row r+1, column c+1 ("" if empty). */
export interface UploadedSheet {
  name: string
  rows: string[][]
}

/** Heap limit of a parsing worker, in MB, and how long it may take, in ms (issue 33 §1). */
const WORKER_HEAP_MB = 512
const WORKER_TIME_MS = 30_000

/**
 * The sheets of an uploaded .xlsx in workbook order, parsed by exceljs in a worker thread of the instance's
 * one pool (`withSpreadsheetWorker`, SPREADSHEET_WORKERS at once) only after `assertXlsxWithinLimits` passed.
 * Throws as that does; 400 `unreadableKey` when exceljs cannot read it; 413 'files.xlsxTooLarge' when the
 * parse exceeds the worker's heap; 422 `unreadableKey` when it exceeds the time limit (the worker is
 * terminated); 503 'files.busy' when no worker frees in time.
 */
export async function readUploadedSheets(
  bytes: Buffer,
  unreadableKey = 'files.xlsxUnreadable',
  limits: XlsxLimits = XLSX_LIMITS,
  timeMs = WORKER_TIME_MS,
): Promise<UploadedSheet[]> {
  try {
    await assertXlsxWithinLimits(bytes, limits)
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'files.xlsxUnreadable') throw badRequest(unreadableKey)
    throw err
  }
  return withSpreadsheetWorker(() => parseInWorker(bytes, unreadableKey, limits, timeMs))
}

/** One parse in a fresh worker with a bounded heap, terminated after `timeMs` (422) or when done. */
async function parseInWorker(
  bytes: Buffer,
  unreadableKey: string,
  limits: XlsxLimits,
  timeMs: number,
): Promise<UploadedSheet[]> {
  const worker = new Worker(new URL('./xlsx-sheets.worker.mjs', import.meta.url), {
    workerData: { bytes },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  })
  try {
    return await new Promise<UploadedSheet[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new AppError(422, unreadableKey)), timeMs)
      worker.once('message', (m: { ok: boolean; sheets?: UploadedSheet[] }) => {
        clearTimeout(timer)
        if (m.ok && m.sheets) resolve(m.sheets)
        else reject(badRequest(unreadableKey))
      })
      worker.once('error', (err: Error & { code?: string }) => {
        clearTimeout(timer)
        reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig(limits) : badRequest(unreadableKey))
      })
      worker.once('exit', () => {
        clearTimeout(timer)
        reject(badRequest(unreadableKey))
      })
    })
  } finally {
    await worker.terminate()
  }
}
