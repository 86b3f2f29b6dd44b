/** The audit log's XLSX export, streamed row by row (exceljs streaming writer; issue 22 "Audit log … export"). */
import { PassThrough } from 'node:stream'
import type { AuditRow, Language } from '@unacs/contracts'
import ExcelJS from 'exceljs'
import { translate } from '../../platform/i18n/messages.ts'
import './admin.messages.ts'

const COLUMNS = [
  ['id', 10],
  ['at', 22],
  ['actor', 24],
  ['impersonator', 24],
  ['onBehalfOf', 14],
  ['entity', 22],
  ['entityId', 12],
  ['action', 14],
  ['before', 50],
  ['after', 50],
  ['reason', 30],
] as const

/**
 * Streams `batches` as one sheet into the returned stream: times in Istanbul, entity kind and action in words,
 * the subject (or the entity id when its feature does not resolve one), before/after as JSON text.
 */
export function streamAudit(batches: AsyncIterable<AuditRow[]>, lang: Language): PassThrough {
  const out = new PassThrough()
  const t = (k: string) => translate(lang, k)
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const ws = wb.addWorksheet(t('admin.audit.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = COLUMNS.map(([key, width]) => ({ key, width, header: t(`admin.audit.col.${key}`) }))
  ws.getRow(1).font = { bold: true }
  ws.getRow(1).commit()
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v).slice(0, 32_000))
  void (async () => {
    for await (const rows of batches) {
      for (const r of rows) {
        ws.addRow([
          r.Id,
          when(r.At),
          r.Actor ?? '',
          r.Impersonator ?? '',
          r.OnBehalfOf ?? '',
          r.EntityLabel,
          r.Subject ?? r.EntityId,
          r.ActionLabel,
          json(r.Before),
          json(r.After),
          r.Reason ?? '',
        ]).commit()
      }
    }
    ws.commit()
    await wb.commit()
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))))
  return out
}
