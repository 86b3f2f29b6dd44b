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
import { loadMenuTree, refusedStudentPages, withoutPages } from './menu.repo.ts'
import type { MenuGates } from './menu-gates.ts'

/**
 * Registers GET /api/Menu/GetUnacsMenuListByRoleId and GET /api/Menu/GetMenuListByRoleId (same tree), without
 * the entries a feature's menu gate hides from the caller (`menu-gates.ts`).
 */
export async function menuRoutes(app: FastifyInstance, deps: { db: Database; menuGates: MenuGates }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  for (const action of ['GetUnacsMenuListByRoleId', 'GetMenuListByRoleId']) {
    /**
     * GET: responseData is the menu tree of the caller's active role, names in Accept-Language; a studentship
     * that is not active gets none of the entries it is refused ({@link refusedStudentPages}).
     */
    api.get(
      `/api/Menu/${action}`,
      {
        config: { access: access.anyPortal },
        // The tree is built field by field from the contract (loadMenuTree), so the answer is written as it is
        // instead of re-parsing a few hundred entries with zod on every call (issue 23); the zod schema still
        // documents it in the OpenAPI document and the contract tests check the answer against it.
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          tags: ['menu'],
          summary: "The active role's menu tree",
          response: { 200: wrapped(z.array(ZMenuEntry)) },
        },
      },
      async (request) => {
        const principal = principalOf(request)
        const lang = languageFrom(request.headers['accept-language'])
        const tree = await loadMenuTree(deps.db, principal.activeRoleId, lang)
        // A graduate (or withdrawn) studentship gets no entry its pages' calls would refuse (issue 24).
        const refused = principal.activeStudentNo
          ? await refusedStudentPages(deps.db, principal.activeStudentNo)
          : new Set<string>()
        return ok(await deps.menuGates.filter(refused.size ? withoutPages(tree, refused) : tree, principal))
      },
    )
  }
}
