/**
 * The response wrapper of every /api answer: `{ success, message, responseData }` (spec §3, §7).
 */
import type { FastifyReply } from 'fastify'
import { z } from 'zod'

/** The wrapper shape. */
export interface Wrapped<T> {
  success: boolean
  message: string
  responseData: T
}

/** A successful answer carrying `responseData`, with an optional (already translated) message. */
export function ok<T>(responseData: T, message = ''): Wrapped<T> {
  return { success: true, message, responseData }
}

/** The zod schema of a successful wrapper around `data`, for route response schemas and OpenAPI. */
export function wrapped<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), responseData: data })
}

/** The zod schema of an error answer (responseData holds details or null). */
export const errorWrapper = z.object({
  success: z.literal(false),
  message: z.string(),
  responseData: z.unknown(),
})

/**
 * Sends `file` as a PDF attachment (its name URL-encoded in Content-Disposition) that is never cached; the
 * document and certificate downloads answer this way. Returns the reply.
 */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes)
