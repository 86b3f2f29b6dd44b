/**
 * Declarations of the bodies that are not JSON (issue 33 §4 "An honest API contract"), kept next to each route
 * in its `schema` and turned into OpenAPI by the transform (openapi.ts):
 * - `fileAnswer(kinds, description)`: a response whose body is a file (xlsx, pdf, ics, …), for
 *   `schema.response[200]`. Fastify never runs a serializer on it: a Buffer, a string with its own content
 *   type or a stream is sent as it is (the zod serializer only sees objects);
 * - `multipartBody(files, fields)`: a `multipart/form-data` upload, for `schema.multipart`. Documentation only:
 *   Fastify does not validate it (the handler reads the parts itself, as before), the transform turns it into
 *   the operation's `requestBody`.
 */
import { z } from 'zod'

/** The media type of each kind of file the API sends or reads. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  ics: 'text/calendar',
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  octet: 'application/octet-stream',
} as const

/** A kind of file by its short name (`xlsx`, `pdf`, …). */
export type FileKind = keyof typeof FILE_TYPES

/** The document kinds of spec §5 uploads (platform/files DOCUMENT_TYPES): pdf, jpeg, png, doc, docx. */
export const DOCUMENT_KINDS = ['pdf', 'jpeg', 'png', 'doc', 'docx'] as const satisfies readonly FileKind[]

/** The kinds of a signed scan (freeze evidence, fixture protocols): pdf, jpeg, png. */
export const SCAN_KINDS = ['pdf', 'jpeg', 'png'] as const satisfies readonly FileKind[]

/** What a handler sends as a file: bytes, text (a calendar) or a stream. */
export type FileBody = Buffer | Uint8Array | string | NodeJS.ReadableStream

/**
 * The body of a file: bytes (OpenAPI 3.0 `type: string, format: binary`). Typed as `FileBody` so a handler may
 * send a Buffer or a stream; Fastify never serializes these (only objects reach a serializer).
 */
const ZBinary = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<FileBody>

/**
 * A response schema for a file answer: `{ description, content: { <media type>: { schema: binary } } }` with one
 * media type per kind in `kinds` (one kind, or the several a route may send, e.g. an uploaded scan's pdf, jpeg
 * or png). Use as `response: { 200: fileAnswer('xlsx', 'The report as a workbook') }`.
 */
export function fileAnswer(kinds: FileKind | readonly FileKind[], description: string) {
  const list = typeof kinds === 'string' ? [kinds] : kinds
  return {
    description,
    content: Object.fromEntries(list.map((kind) => [FILE_TYPES[kind], { schema: ZBinary }])),
  }
}

/** A file part of a multipart upload: whether it is required, what it holds, the kinds accepted. */
export interface MultipartFile {
  required: boolean
  description: string
  kinds?: readonly FileKind[]
}

/** A `multipart/form-data` request body: its file parts by field name and the schema of its text fields. */
export interface MultipartDeclaration {
  files: Record<string, MultipartFile>
  fields?: z.ZodObject
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route reads a `multipart/form-data` body (documented only; see `multipartBody`). */
    multipart?: MultipartDeclaration
  }
}

/**
 * Declares a multipart upload for `schema.multipart`: `files` by field name (e.g.
 * `{ file: { required: true, description: 'The filled template', kinds: ['xlsx'] } }`) and the zod object of
 * its text fields, if any (documented with their input schema).
 */
export function multipartBody(
  files: Record<string, MultipartFile>,
  fields?: z.ZodObject,
): MultipartDeclaration {
  return fields ? { files, fields } : { files }
}

/**
 * The OpenAPI 3.0 schema of a multipart declaration: an object with the text fields (their JSON Schema) and
 * each file part as `type: string, format: binary` (its accepted media types in the description).
 */
export function multipartSchemaOf(declaration: MultipartDeclaration): Record<string, unknown> {
  const fields = declaration.fields
    ? (z.toJSONSchema(declaration.fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>
        required?: string[]
      })
    : {}
  const properties: Record<string, unknown> = { ...fields.properties }
  const required = [...(fields.required ?? [])]
  for (const [name, file] of Object.entries(declaration.files)) {
    const types = file.kinds?.map((k) => FILE_TYPES[k]).join(', ')
    properties[name] = {
      type: 'string',
      format: 'binary',
      description: types ? `${file.description} (${types})` : file.description,
    }
    if (file.required) required.push(name)
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }
}
