/**
 * The .xlsx inflation guard (issue 15 § Data safety): a real workbook passes and reads; an archive declaring
 * 300 MB, one lying about its size, one with too many entries and a malformed one are refused quickly, without
 * inflating more than the limit.
 */
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { manyEntries, textEntry, xlsxBomb, zipOf } from '../../../test/files/zip-bomb.ts'
import { AppError } from '../http/errors.ts'
import { assertXlsxWithinLimits, readUploadedSheets, XLSX_LIMITS } from './xlsx-guard.ts'

async function refusal(bytes: Buffer): Promise<AppError> {
  const err = await assertXlsxWithinLimits(bytes).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AppError)
  return err as AppError
}

describe('xlsx inflation guard', () => {
  it('passes a real workbook and reads it in a worker, the event loop staying free', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Notlar')
    for (let r = 0; r < 5000; r++) {
      ws.addRow([`2026${String(r).padStart(5, '0')}`, 'Ad Soyad', 55, 'G', 70.5, ...Array(17).fill(80)])
    }
    wb.addWorksheet('gizli', { state: 'veryHidden' }).addRow(['x', 1])
    const bytes = Buffer.from(await wb.xlsx.writeBuffer())
    await expect(assertXlsxWithinLimits(bytes)).resolves.toBeUndefined()
    let lag = 0
    let last = performance.now()
    const tick = setInterval(() => {
      lag = Math.max(lag, performance.now() - last)
      last = performance.now()
    }, 10)
    const sheets = await readUploadedSheets(bytes)
    clearInterval(tick)
    expect(lag).toBeLessThan(250) // exceljs on the loop: 1.5 s of parsing with stalls of about 560 ms
    expect(sheets.map((s) => s.name)).toEqual(['Notlar', 'gizli'])
    expect(sheets[0]?.rows).toHaveLength(5000)
    expect(sheets[0]?.rows[1]?.slice(0, 5)).toEqual(['202600001', 'Ad Soyad', '55', 'G', '70.5'])
    expect(sheets[1]?.rows).toEqual([['x', '1']])
    await expect(readUploadedSheets(Buffer.from('junk'), 'grades.badSpreadsheet')).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'grades.badSpreadsheet',
    })
  })

  it('refuses a 300 KB archive declaring 300 MB before inflating anything', async () => {
    const bomb = await xlsxBomb(300)
    expect(bomb.length).toBeLessThan(400 * 1024)
    const t = performance.now()
    const err = await refusal(bomb)
    expect(performance.now() - t).toBeLessThan(100)
    expect([err.statusCode, err.messageKey, err.params]).toEqual([413, 'files.xlsxTooLarge', { max: 20 }])
  })

  it('refuses an archive whose directory claims 1 KB for a part that inflates to 300 MB, stopping at the limit', async () => {
    const liar = await xlsxBomb(300, 1024)
    const before = process.memoryUsage().rss
    const t = performance.now()
    const err = await refusal(liar)
    expect(performance.now() - t).toBeLessThan(1000)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
    expect([err.statusCode, err.messageKey]).toEqual([413, 'files.xlsxTooLarge'])
  })

  it('refuses an absurd compression ratio under the size limit', async () => {
    const err = await refusal(await xlsxBomb(10))
    expect([err.statusCode, err.messageKey]).toEqual([413, 'files.xlsxTooLarge'])
  })

  it('refuses more entries than the limit, and a malformed archive', async () => {
    const err = await refusal(manyEntries(XLSX_LIMITS.maxEntries + 1))
    expect([err.statusCode, err.messageKey, err.params]).toEqual([
      413,
      'files.xlsxTooManyEntries',
      { max: 1000 },
    ])
    await expect(assertXlsxWithinLimits(manyEntries(20))).resolves.toBeUndefined()
    const junk = await refusal(Buffer.from('not a zip at all'))
    expect([junk.statusCode, junk.messageKey]).toEqual([400, 'files.xlsxUnreadable'])
    const truncated = zipOf([textEntry('a.xml', '<a/>'.repeat(1000))]).subarray(0, 40)
    expect((await refusal(truncated)).statusCode).toBe(400)
  })
})
