/**
 * The menu calls of spec §7: the active role's menu tree from the database.
 */
import { ZMenuEntry } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import { access } from '../guard/access.ts'
import { principalOf } from '../guard/guard.ts'
import { loadMenuTree } from './menu.repo.ts'

/** Registers GET /api/Menu/GetUnacsMenuListByRoleId and GET /api/Menu/GetMenuListByRoleId (same tree). */
export async function menuRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  for (const action of ['GetUnacsMenuListByRoleId', 'GetMenuListByRoleId']) {
    /** GET: responseData is the menu tree of the caller's active role, names in Accept-Language. */
    api.get(
      `/api/Menu/${action}`,
      {
        config: { access: access.anyPortal },
        schema: {
          tags: ['menu'],
          summary: "The active role's menu tree",
          response: { 200: wrapped(z.array(ZMenuEntry)) },
        },
      },
      async (request) => {
        const principal = principalOf(request)
        const lang = languageFrom(request.headers['accept-language'])
        return ok(await loadMenuTree(deps.db, principal.activeRoleId, lang))
      },
    )
  }
}
