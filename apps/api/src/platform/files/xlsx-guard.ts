/**
 * Zip-bomb guard for uploaded spreadsheets (issue 15 "Hardening" § Data safety: "spreadsheet uploads inflate
 * without limit"). An .xlsx is a zip archive; exceljs inflates every part into memory, so a 300 KB upload that
 * inflates to 300 MB stalls the API and takes hundreds of MB. Before exceljs sees the bytes, the zip's central
 * directory is read with yauzl and refused when it has too many entries, declares too many inflated bytes in
 * all, or an entry with an absurd compression ratio; then every entry is inflated as a stream and discarded,
 * counting bytes, so a directory that lies about sizes is caught after at most the limit (yauzl checks each
 * entry's actual size against its declared one). Every .xlsx upload reads its workbook through
 * `readUploadedWorkbook`.
 */
import ExcelJS from 'exceljs'
import yauzl from 'yauzl'
import { AppError, badRequest } from '../http/errors.ts'
import './files.messages.ts'

/** Limits of an uploaded .xlsx (bytes, entries, inflated/compressed ratio of one entry). */
export interface XlsxLimits {
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
}

const MB = 1024 * 1024
const tooBig = (limits: XlsxLimits) =>
  new AppError(413, 'files.xlsxTooLarge', { max: Math.round(limits.maxInflatedBytes / MB) })

/**
 * Checks that `bytes` is a zip archive within `limits` without inflating more than `limits.maxInflatedBytes`.
 * Throws 400 'files.xlsxUnreadable' for a malformed archive; 413 'files.xlsxTooManyEntries' or
 * 'files.xlsxTooLarge' (with {max} in MB) when over a limit or when an entry inflates beyond what it declares.
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
    try {
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length
        if (inflated > limits.maxInflatedBytes) {
          stream.destroy()
          throw tooBig(limits)
        }
      }
    } catch (err) {
      if (err instanceof AppError) throw err
      // yauzl: "too many bytes in the stream" (an entry inflating beyond its declared size) or bad data
      throw /too many bytes/i.test(String((err as Error)?.message))
        ? tooBig(limits)
        : badRequest('files.xlsxUnreadable')
    }
  }
}

/**
 * The workbook of an uploaded .xlsx, read by exceljs only after `assertXlsxWithinLimits` passed.
 * Throws as that does, and 400 `unreadableKey` when exceljs cannot read it.
 */
export async function readUploadedWorkbook(
  bytes: Buffer,
  unreadableKey = 'files.xlsxUnreadable',
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<ExcelJS.Workbook> {
  try {
    await assertXlsxWithinLimits(bytes, limits)
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'files.xlsxUnreadable') throw badRequest(unreadableKey)
    throw err
  }
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw badRequest(unreadableKey)
  }
  return wb
}
