/**
 * Reads a ZIP file in end-to-end tests (the personal data export, issue 39) with Node's zlib only: the central
 * directory names each entry and where its local header is; entries are stored (0) or deflated (8).
 */
import { inflateRawSync } from 'node:zlib'

/** The entries of the ZIP `bytes`: name → content. Throws on a file that is not a ZIP. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  // The end of central directory record: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i
      break
    }
  if (end < 0) throw new Error('not a ZIP file')
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const out = new Map<string, Buffer>()
  for (let n = 0; n < count; n++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry')
    const method = bytes.readUInt16LE(at + 10)
    const size = bytes.readUInt32LE(at + 20)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    const local = bytes.readUInt32LE(at + 42)
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const data = bytes.subarray(dataAt, dataAt + size)
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + nameLength + extraLength + commentLength
  }
  return out
}

/** The `records` of a category's JSON in an unzipped export (throws when the category is missing). */
export function recordsOf(files: Map<string, Buffer>, category: string): unknown[] {
  const file = files.get(`${category}.json`)
  if (!file) throw new Error(`${category}.json missing from the export`)
  return (JSON.parse(file.toString('utf8')) as { records: unknown[] }).records
}
