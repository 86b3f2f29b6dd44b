/**
 * Stored files (spec §5 "Files"): the type comes from the content, not the name; size and type limits
 * refuse with a localised message and store nothing; sha256 and size are recorded.
 */
import { createHash } from 'node:crypto'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../src/platform/files/files.schema.ts'
import { readStoredFile, sniffDocumentType, storeFile } from '../../src/platform/files/files.ts'
import { AppError } from '../../src/platform/http/errors.ts'
import { translate } from '../../src/platform/i18n/messages.ts'
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb?.dispose()
})

describe(`stored files on ${testEngine}`, () => {
  it('sniffs the type from the content', async () => {
    expect(await sniffDocumentType(PDF)).toEqual({ extension: 'pdf', mimeType: 'application/pdf' })
    expect(await sniffDocumentType(PNG)).toEqual({ extension: 'png', mimeType: 'image/png' })
    expect(await sniffDocumentType(Buffer.from('MZ\x90\x00 not a document'))).toBeNull()
    expect(await sniffDocumentType(PNG, ['pdf'])).toBeNull()
  })

  it('stores a file under the sniffed extension with its sha256, whatever its name says', async () => {
    const id = await storeFile(
      testDb.handle.db,
      { fileName: '../../dilekçe.exe', bytes: PDF },
      { personId: 1 },
    )
    const row = await readStoredFile(testDb.handle.db, id)
    expect(row).toMatchObject({
      fileName: 'dilekçe.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      ownerPersonId: 1,
    })
    expect(row?.sha256).toBe(createHash('sha256').update(PDF).digest('hex'))
    expect(Buffer.from(row?.content ?? [])).toEqual(PDF)
  })

  it('refuses a wrong type or an oversize file with the limit in the message, storing nothing', async () => {
    const before = (await testDb.handle.db.select({ n: count() }).from(storedFiles))[0]?.n
    const exe = storeFile(
      testDb.handle.db,
      { fileName: 'a.pdf', bytes: Buffer.from('hello world, not a pdf') },
      null,
    )
    await expect(exe).rejects.toMatchObject({ statusCode: 400, messageKey: 'files.badType' })
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)])
    const err = await storeFile(testDb.handle.db, { fileName: 'b.pdf', bytes: big }, null, {
      maxMb: 1,
    }).catch((e) => e)
    expect(err).toBeInstanceOf(AppError)
    expect(translate('en', err.messageKey, err.params)).toBe('The file may be at most 1 MB.')
    const after = (await testDb.handle.db.select({ n: count() }).from(storedFiles))[0]?.n
    expect(after).toBe(before)
  })
})
