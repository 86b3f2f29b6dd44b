/** The access log's XLSX export, streamed row by row (issue 39 "Access log … viewer"; exceljs streaming writer). */
import { PassThrough } from 'node:stream'
import type { AccessRecord, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './privacy.messages.ts'

const COLUMNS = [
  ['at', 22],
  ['reader', 26],
  ['role', 24],
  ['impersonator', 24],
  ['subject', 26],
  ['kind', 30],
  ['target', 24],
  ['ip', 18],
] as const

/** Streams `batches` as one sheet (times in Istanbul) into the returned stream; a failed batch fails the stream. */
export function streamAccessLog(batches: AsyncIterable<AccessRecord[]>, lang: Language): PassThrough {
  const out = new PassThrough()
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const ws = wb.addWorksheet(t('privacy.access.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = COLUMNS.map(([key, width]) => ({ key, width, header: t(`privacy.access.col.${key}`) }))
  ws.getRow(1).font = { bold: true }
  ws.getRow(1).commit()
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })
  void (async () => {
    for await (const rows of batches) {
      for (const r of rows) {
        ws.addRow([
          when(r.At),
          r.Reader,
          r.ReaderRole,
          r.Impersonator ?? '',
          r.Subject,
          r.KindName,
          r.Target,
          r.Ip,
        ]).commit()
      }
    }
    ws.commit()
    await wb.commit()
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))))
  return out
}
