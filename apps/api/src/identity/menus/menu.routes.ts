/**
 * The menu calls of spec §7: the active role's menu tree from the database.
 */
import { ZMenuEntry } from '@unacs/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { addVary, COMPRESS_MIN, chooseEncoding } from '../../platform/http/compress-answers.ts'
import { wrapped } from '../../platform/http/response.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import { access } from '../guard/access.ts'
import { principalOf } from '../guard/guard.ts'
import { type MenuAnswers, matchesEtag } from './menu-answer.ts'

/**
 * Registers GET /api/Menu/GetUnacsMenuListByRoleId and GET /api/Menu/GetMenuListByRoleId (same tree), without
 * the entries a feature's menu gate hides from the caller (`menu-gates.ts`), from the answers prepared by
 * `answers` (`menu-answer.ts`).
 */
export async function menuRoutes(app: FastifyInstance, deps: { answers: MenuAnswers }) {
  for (const action of ['GetUnacsMenuListByRoleId', 'GetMenuListByRoleId']) {
    /**
     * GET: responseData is the menu tree of the caller's active role, names in Accept-Language; a studentship
     * that is not active gets none of the entries it is refused ({@link refusedStudentPages}). The answer has
     * a weak ETag and `Cache-Control: private, no-cache`; If-None-Match with it gives 304 without a body.
     */
    // Without the zod type provider: the handler sends prepared bytes, not the object the schema describes.
    app.get(
      `/api/Menu/${action}`,
      {
        config: { access: access.anyPortal },
        // The answer is prepared JSON (menu-answer.ts: built field by field from the contract; the contract
        // tests check it at every depth); the zod schema documents it in the OpenAPI document.
        schema: {
          tags: ['menu'],
          summary: "The active role's menu tree",
          response: { 200: wrapped(z.array(ZMenuEntry)) },
        },
      },
      async (request, typed) => {
        // The schema lists the 200 answer only; the 304 (no body) is sent through the untyped reply.
        const reply: FastifyReply = typed
        const answer = await deps.answers.answerFor(
          principalOf(request),
          languageFrom(request.headers['accept-language']),
        )
        reply.header('etag', answer.etag).header('cache-control', 'private, no-cache')
        if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
        reply.header('content-type', 'application/json; charset=utf-8')
        // Compressed here from the remembered form, as compress-answers.ts would (same encodings and rules).
        const encoding =
          answer.body.length >= COMPRESS_MIN && request.headers['x-no-compression'] === undefined
            ? chooseEncoding(request.headers['accept-encoding'])
            : null
        if (!encoding) return reply.send(answer.body)
        addVary(reply)
        return reply.header('content-encoding', encoding).send(answer.encoded(encoding))
      },
    )
  }
}
