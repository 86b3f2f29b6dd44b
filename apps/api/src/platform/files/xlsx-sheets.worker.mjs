/**
 * Worker thread of `readUploadedSheets` (xlsx-guard.ts): parses the .xlsx bytes in `workerData.bytes` with
 * exceljs off the API's event loop and posts `{ ok: true, sheets: [{ name, rows }] }` (rows[r][c] = the text
 * of the cell in row r+1, column c+1) or `{ ok: false }` when exceljs cannot read it. Plain JavaScript so it
 * runs under any loader (tsx, Vitest, node).
 */
import { parentPort, workerData } from 'node:worker_threads'
import ExcelJS from 'exceljs'

const wb = new ExcelJS.Workbook()
try {
  await wb.xlsx.load(workerData.bytes)
  const sheets = wb.worksheets.map((ws) => {
    const rows = []
    for (let n = 1; n <= ws.rowCount; n++) {
      const row = ws.getRow(n)
      const cells = []
      for (let c = 1; c <= row.cellCount; c++) cells.push(String(row.getCell(c).text ?? ''))
      rows.push(cells)
    }
    return { name: ws.name, rows }
  })
  parentPort?.postMessage({ ok: true, sheets })
} catch {
  parentPort?.postMessage({ ok: false })
}
