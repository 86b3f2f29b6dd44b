/**
 * Zip archives built by hand for the spreadsheet-upload guard's tests (issue 15 § Data safety): a small
 * .xlsx-looking archive whose one part inflates to `inflatedMb` MB of zeros, optionally declaring a smaller
 * size than it really inflates to (a directory that lies), and an archive with many tiny entries.
 */
import { Readable } from 'node:stream'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

/** One entry to store: its name, raw-deflated data, CRC-32 and inflated size (or the size it claims). */
interface ZipEntry {
  name: string
  deflated: Buffer
  crc: number
  size: number
}

/** A zip archive of `entries` (deflate, no data descriptors, no zip64): local headers, central directory, end. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(e.crc >>> 0, 14)
    local.writeUInt32LE(e.deflated.length, 18)
    local.writeUInt32LE(e.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(e.crc >>> 0, 16)
    central.writeUInt32LE(e.deflated.length, 20)
    central.writeUInt32LE(e.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, e.deflated)
    centrals.push(central, name)
    offset += local.length + name.length + e.deflated.length
  }
  const dir = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, dir, end])
}

/** A plain entry of `text`. */
export function textEntry(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text, 'utf8')
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length }
}

/**
 * An .xlsx-shaped archive ([Content_Types].xml, workbook, one sheet) whose sheet part is `inflatedMb` MB of
 * zeros (deflated to about 1/1000 of that); with `claimedBytes`, the directory claims that size instead.
 */
export async function xlsxBomb(inflatedMb: number, claimedBytes?: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024)
  let crc = 0
  for (let i = 0; i < inflatedMb; i++) crc = crc32(chunk, crc)
  const parts: Buffer[] = []
  const deflate = Readable.from(
    (function* () {
      for (let i = 0; i < inflatedMb; i++) yield chunk
    })(),
  ).pipe(createDeflateRaw({ level: 9 }))
  for await (const part of deflate) parts.push(part as Buffer)
  return zipOf([
    textEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    textEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated: Buffer.concat(parts),
      crc,
      size: claimedBytes ?? inflatedMb * chunk.length,
    },
  ])
}

/** An archive of `count` tiny entries. */
export function manyEntries(count: number): Buffer {
  return zipOf(Array.from({ length: count }, (_, i) => textEntry(`xl/part${i}.xml`, '<a/>')))
}

/**
 * A minimal, valid .xlsx (content types, package and workbook relations, workbook, one sheet) whose sheet XML
 * holds `cells` (`<row>…</row>` text) and then `tail` (e.g. `<mergeCells>…</mergeCells>`), and optionally a
 * shared-string table `sharedStrings` (issue 33 §1: the 1.5 KB merged-range bomb is this with
 * `<mergeCell ref="A1:XFD1048576"/>`).
 */
export function minimalXlsx(cells: string, tail = '', sharedStrings?: string): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships'
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
  return zipOf([
    textEntry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/>${sharedStrings ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/>` : ''}</Types>`,
    ),
    textEntry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    textEntry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    textEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
    textEntry(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${cells}</sheetData>${tail}</worksheet>`,
    ),
    ...(sharedStrings
      ? [
          textEntry(
            'xl/sharedStrings.xml',
            `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${sharedStrings}</sst>`,
          ),
        ]
      : []),
  ])
}

/** The merged-range bomb of issue 33 §1: about 1.5 KB, one merge over every cell Excel allows. */
export const mergeCellBomb = () =>
  minimalXlsx(
    '<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>',
    '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>',
  )
