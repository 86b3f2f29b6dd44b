/**
 * Accepting and reading stored files (spec §5 "Files"; DESIGN.md §2): the type is sniffed from the content
 * with file-type (never trusted from the name), size is limited, sha256 is recorded. Old Word .doc files are
 * OLE compound documents, which file-type reports as 'cfb'; they count as doc.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '../../db/client.ts'
import { badRequest } from '../http/errors.ts'
import './files.messages.ts'
import { storedFiles } from './files.schema.ts'

/** The upload types of spec §5, by the extension we record. */
export const DOCUMENT_TYPES = ['pdf', 'jpg', 'png', 'doc', 'docx'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** The default size limit in MB (spec §5 "size at most {max} MB"). */
export const DEFAULT_MAX_MB = 5

const mimeOf: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** What was sniffed: our extension and MIME type. */
export interface SniffedType {
  extension: DocumentType
  mimeType: string
}

/** The document type of `bytes` by content, or null when it is not one of `allowed`. */
export async function sniffDocumentType(
  bytes: Uint8Array,
  allowed: readonly DocumentType[] = DOCUMENT_TYPES,
): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes)
  if (!found) return null
  const ext: DocumentType | null =
    found.ext === 'pdf'
      ? 'pdf'
      : found.ext === 'jpg'
        ? 'jpg'
        : found.ext === 'png'
          ? 'png'
          : found.ext === 'docx'
            ? 'docx'
            : found.ext === 'cfb'
              ? 'doc'
              : null
  if (!ext || !allowed.includes(ext)) return null
  return { extension: ext, mimeType: mimeOf[ext] }
}

/** A file to store: the client's name and the bytes. */
export interface IncomingFile {
  fileName: string
  bytes: Uint8Array
}

/** Whose file it is. */
export type FileOwner = { personId: number } | { guestId: number } | null

/**
 * Checks and stores a file with `tx`; returns its id. Throws 400 'files.tooLarge' / 'files.badType' (with the
 * limit and the allowed types in the message) without storing anything.
 */
export async function storeFile(
  tx: Pick<Database, 'insert'>,
  file: IncomingFile,
  owner: FileOwner,
  opts: { allowed?: readonly DocumentType[]; maxMb?: number } = {},
): Promise<number> {
  const allowed = opts.allowed ?? DOCUMENT_TYPES
  const maxMb = opts.maxMb ?? DEFAULT_MAX_MB
  const types = allowed.join(', ')
  if (file.bytes.length === 0) throw badRequest('files.missing')
  if (file.bytes.length > maxMb * 1024 * 1024) throw badRequest('files.tooLarge', { max: maxMb })
  const sniffed = await sniffDocumentType(file.bytes, allowed)
  if (!sniffed) throw badRequest('files.badType', { types })
  const base = (file.fileName.split(/[\\/]/).pop() ?? 'file')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .slice(0, 120)
  const [row] = await tx
    .insert(storedFiles)
    .values({
      fileName: `${base.replace(/\.[^.]*$/, '')}.${sniffed.extension}`,
      mimeType: sniffed.mimeType,
      extension: sniffed.extension,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
      ownerPersonId: owner && 'personId' in owner ? owner.personId : null,
      ownerGuestId: owner && 'guestId' in owner ? owner.guestId : null,
    })
    .returning({ id: storedFiles.id })
  if (!row) throw new Error('file not stored')
  return row.id
}

/** A stored file's metadata and bytes, or null. Ownership is the caller's to check. */
export async function readStoredFile(db: Database, id: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id))
  return row ?? null
}
