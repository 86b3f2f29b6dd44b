/**
 * The public guide's pages served as HTML by the API (issue 19 "Public side"; spec §2 /public/rehber and
 * /public/rehber-detail): GET /public/rehber (?search&level&facultyId&scoreType&sort&page&lang), GET
 * /public/rehber-detail (?programId&lang) and their script GET /public/rehber.js. No sign-in; published data
 * only (the guide service); cacheable: a weak ETag over the page (304 on If-None-Match), `Cache-Control:
 * public, max-age=300` and `Vary: Accept-Language` (the language is `?lang=`, else Accept-Language). These
 * routes take precedence over the SPA's fallback; the SPA's own pages of the registry stay for in-app links and
 * the draft preview (/public/preview/{programId}, which is never cached). Bad filters answer 400 and an
 * unknown or unpublished programme 404, both as pages with a link to the guide. Hidden from the API document.
 */
import { createHash } from 'node:crypto'
import { type GuideQuery, ZGuideQuery, ZIdParam } from '@unacs/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { access } from '../../identity/guard/access.ts'
import { AppError } from '../../platform/http/errors.ts'
import { type Language, languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { GuideService } from './programmes.guide.ts'
import {
  detailPage,
  guidePage,
  messagePage,
  PUBLIC_SCRIPT,
  PUBLIC_SCRIPT_PATH,
  publicTexts,
} from './programmes.public-html.ts'

/** The page's language: `?lang=tr|en`, else the Accept-Language header. */
function langOf(r: FastifyRequest): Language {
  const q = (r.query as Record<string, unknown>).lang
  return q === 'en' || q === 'tr' ? q : languageFrom(r.headers['accept-language'])
}

/** The query without empty values (an unset filter of the GET form is sent as `name=`) and without `lang`. */
function present(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([k, v]) => k !== 'lang' && v !== ''),
  )
}

/** Sends `body` of `type` with a weak ETag and `cacheControl`; 304 without a body when If-None-Match names it. */
function send(
  r: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
  cacheControl: string,
  status = 200,
) {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  reply
    .header('content-type', type)
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Language')
  if (status === 200 && r.headers['if-none-match']?.split(',').some((m) => m.trim() === etag)) {
    return reply.code(304).send()
  }
  return reply.code(status).send(body)
}

const HTML = 'text/html; charset=utf-8'
const CACHE = 'public, max-age=300'

/** Registers the public guide pages over the guide service. */
export async function publicPagesRoutes(app: FastifyInstance, deps: { guide: GuideService }) {
  const config = { access: access.public }
  const schema = { hide: true }

  /** GET /public/rehber: the guide page (filters, programmes, pager). 400 page for bad filters. */
  app.get('/public/rehber', { config, schema }, async (r, reply) => {
    const lang = langOf(r)
    const parsed = ZGuideQuery.safeParse(present(r.query))
    if (!parsed.success) {
      const t = publicTexts(lang)
      return send(r, reply, messagePage(lang, t.title, t.badQuery), HTML, 'no-store', 400)
    }
    const q: GuideQuery = parsed.data
    return send(r, reply, guidePage(await deps.guide.guide(q, lang), q, lang), HTML, CACHE)
  })

  /** GET /public/rehber-detail ?programId: a programme's published detail. 404 page when unknown/unpublished. */
  app.get('/public/rehber-detail', { config, schema }, async (r, reply) => {
    const lang = langOf(r)
    const id = ZIdParam.safeParse((r.query as Record<string, unknown>).programId)
    const notFound = () => {
      const t = publicTexts(lang)
      return send(
        r,
        reply,
        messagePage(lang, t.title, translate(lang, 'error.notFound')),
        HTML,
        'no-store',
        404,
      )
    }
    if (!id.success) return notFound()
    try {
      const d = await deps.guide.detail(id.data, undefined, lang)
      return send(r, reply, detailPage(d, lang, `/public/rehber-detail?programId=${id.data}`), HTML, CACHE)
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return notFound()
      throw err
    }
  })

  /** GET /public/rehber.js: the pages' theme and language script. */
  app.get(PUBLIC_SCRIPT_PATH, { config, schema }, async (r, reply) =>
    send(r, reply, PUBLIC_SCRIPT, 'text/javascript; charset=utf-8', 'public, max-age=3600'),
  )
}
