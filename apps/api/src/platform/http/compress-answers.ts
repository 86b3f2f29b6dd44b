/**
 * Compression of ordinary API answers in one synchronous step (issue 23 "the request path"). @fastify/compress
 * turns every answer into a stream piped through a zlib stream (peek-stream, pump, readable-stream): for a
 * JSON text of a few kilobytes that machinery cost more than the compression. This onSend hook compresses
 * a JSON or text answer of COMPRESS_MIN to COMPRESS_SYNC_MAX bytes at once with the same settings (brotli
 * quality 1, gzip level 5, by Accept-Encoding with brotli preferred), and remembers the compressed form of
 * the last few small answers, so an answer given again (the menu of a role) is not compressed again. It sets
 * Content-Encoding and Vary as the plugin does, which then leaves the answer alone; files, streams and
 * larger answers still go through the plugin.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Answers below this many bytes are sent as they are (as the plugin's threshold). */
export const COMPRESS_MIN = 1024
/** Answers above this many bytes are left to the plugin's streams (a long synchronous step would block). */
export const COMPRESS_SYNC_MAX = 256 * 1024
/** Answers up to this many bytes have their compressed form remembered. */
const REMEMBER_MAX = 64 * 1024
/** How many compressed answers are remembered (oldest out first): at most 64 × 64 KB of keys. */
const REMEMBERED = 64

/** The encodings the API compresses answers with. */
export type Encoding = 'br' | 'gzip'

/**
 * The encoding `header` (Accept-Encoding) accepts best among brotli and gzip (`x-gzip` and `*` count, q=0
 * refuses, brotli wins a tie), or null when it accepts neither.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const known = chosen.get(header)
  if (known !== undefined) return known
  const choice = parseChoice(header)
  if (chosen.size >= 256) chosen.clear()
  chosen.set(header, choice)
  return choice
}

/** Choices by Accept-Encoding text: browsers send a handful of distinct values (at most 256 kept). */
const chosen = new Map<string, Encoding | null>()

function parseChoice(header: string): Encoding | null {
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0)
  }
  const of = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0
  const br = of('br')
  const gzip = of('gzip')
  if (br <= 0 && gzip <= 0) return null
  return br >= gzip ? 'br' : 'gzip'
}

const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/)/i

/**
 * `text` compressed with `encoding` at the API's settings (brotli quality 1, gzip level 5); synchronous, for
 * answers up to COMPRESS_SYNC_MAX bytes.
 */
export function compressAnswer(text: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text, { level: 5 })
}

/** Adds accept-encoding to the answer's Vary header (once). */
export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  if (vary === undefined) reply.header('vary', 'accept-encoding')
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`)
}

/** Installs the hook on `app` (register before the routes; @fastify/compress stays for everything else). */
export function compressAnswers(app: FastifyInstance): void {
  const remembered = new Map<string, Buffer>()
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload)
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length
    if (size < COMPRESS_MIN || size > COMPRESS_SYNC_MAX) return done(null, payload)
    if (reply.getHeader('content-encoding') !== undefined) return done(null, payload)
    if (request.headers['x-no-compression'] !== undefined) return done(null, payload)
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json')))
      return done(null, payload)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return done(null, payload)
    const key = typeof payload === 'string' && size <= REMEMBER_MAX ? `${encoding}:${payload}` : null
    let body = key === null ? undefined : remembered.get(key)
    if (!body) {
      body = compressAnswer(payload, encoding)
      if (key !== null) {
        if (remembered.size >= REMEMBERED) {
          const oldest = remembered.keys().next().value
          if (oldest !== undefined) remembered.delete(oldest)
        }
        remembered.set(key, body)
      }
    }
    addVary(reply)
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    done(null, body)
  })
}
