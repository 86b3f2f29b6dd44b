/**
 * System administration endpoints (issue 22), /api/Admin/{Controller}/{Action}, for the system
 * administrator (role 13) only: the audit log (list, facets, export, chain verification) and menu
 * management (roles, entries, update, reset).
 */
import {
  ZAdminMenuEntry,
  ZAuditChainStatus,
  ZAuditFacets,
  ZAuditFilter,
  ZAuditPage,
  ZAuditQuery,
  ZCreateMenuEntry,
  ZGrantRole,
  ZMenuPage,
  ZMenuRole,
  ZMenuRoleQuery,
  ZPersonRoles,
  ZRegistryNoQuery,
  ZResetMenu,
  ZRevokeRole,
  ZRoleOptions,
  ZStaffHit,
  ZStaffSearchQuery,
  ZUpdateMenuEntry,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './admin.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { AuditViewer } from './admin.audit.ts'
import type { MenuAdmin } from './admin.menus.ts'
import type { RoleAdmin } from './admin.roles.ts'
import { streamAudit } from './admin.spreadsheet.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** What the routes need. */
export interface AdminRouteDeps {
  audit: AuditViewer
  menus: MenuAdmin
  roles: RoleAdmin
}

/** Registers the admin calls. */
export async function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']
  const admin = {
    config: {
      access: access.staff([ROLE_IDS.sysadmin]),
      scope: { none: 'the system administrator is university-wide' },
    },
  }
  const { audit, menus, roles } = deps

  /** GET /api/Admin/Audit/List ?actor&actorPersonId&impersonated&entity&entityKey&action&from&to&page&pageSize. */
  api.get(
    '/api/Admin/Audit/List',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZAuditQuery,
        response: { 200: wrapped(ZAuditPage), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await audit.list(r.query, lang(r))),
  )
  /** GET /api/Admin/Audit/Facets: entity and action codes on record, with their names in the reader's language. */
  api.get(
    '/api/Admin/Audit/Facets',
    { ...admin, schema: { tags, response: { 200: wrapped(ZAuditFacets), 403: errorWrapper } } },
    async (r) => ok(await audit.facets(lang(r))),
  )
  /** GET /api/Admin/Audit/Verify: walks the hash chain now and answers intact or the first broken row. */
  api.get(
    '/api/Admin/Audit/Verify',
    { ...admin, schema: { tags, response: { 200: wrapped(ZAuditChainStatus), 403: errorWrapper } } },
    async () => ok(await audit.verify()),
  )
  /** GET /api/Admin/Audit/Export ?filters: the filtered entries as a streamed xlsx (newest first). */
  api.get(
    '/api/Admin/Audit/Export',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZAuditFilter,
        response: { 200: fileAnswer('xlsx', 'The filtered entries as a streamed workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const name = `${translate(lang(r), 'admin.audit.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(streamAudit(audit.exportRows(r.query, lang(r)), lang(r)))
    },
  )

  /** GET /api/Admin/Menu/Roles: the roles with a menu. */
  api.get(
    '/api/Admin/Menu/Roles',
    { ...admin, schema: { tags, response: { 200: wrapped(z.array(ZMenuRole)), 403: errorWrapper } } },
    async (r) => ok(await menus.roles(lang(r))),
  )
  /** GET /api/Admin/Menu/Entries ?roleId: the role's menu entries, flat, in display order. 404 no menu. */
  api.get(
    '/api/Admin/Menu/Entries',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZMenuRoleQuery,
        response: { 200: wrapped(z.array(ZAdminMenuEntry)), 400: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await menus.entries(r.query.roleId)),
  )
  /**
   * POST /api/Admin/Menu/Update: renames, hides/shows, orders or moves an entry into another group (audited).
   * 404, 409 stale, 422 a parent that is not a group of the same menu.
   */
  api.post(
    '/api/Admin/Menu/Update',
    {
      ...admin,
      schema: {
        tags,
        body: ZUpdateMenuEntry,
        response: {
          200: wrapped(ZAdminMenuEntry),
          400: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await menus.update(principalOf(r), r.body), translate(lang(r), 'admin.menuSaved')),
  )
  /** GET /api/Admin/Menu/Pages: the known pages one may add to a menu (component, path, names; issue 37). */
  api.get(
    '/api/Admin/Menu/Pages',
    { ...admin, schema: { tags, response: { 200: wrapped(z.array(ZMenuPage)), 403: errorWrapper } } },
    async () => ok(menus.pages()),
  )
  /**
   * POST /api/Admin/Menu/Create: adds a page (a known component) or a group to a role's menu (audited; issue
   * 37). 404 a role without a menu, 409 the page is already in it, 422 unknown page or parent not a group.
   */
  api.post(
    '/api/Admin/Menu/Create',
    {
      ...admin,
      schema: {
        tags,
        body: ZCreateMenuEntry,
        response: {
          200: wrapped(ZAdminMenuEntry),
          400: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await menus.create(principalOf(r), r.body), translate(lang(r), 'admin.menuCreated')),
  )
  /** POST /api/Admin/Menu/Reset {RoleId}: reverts the role's menu to the seeded one (audited). 404. */
  api.post(
    '/api/Admin/Menu/Reset',
    {
      ...admin,
      schema: {
        tags,
        body: ZResetMenu,
        response: { 200: wrapped(z.null()), 400: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => {
      await menus.reset(principalOf(r), r.body.RoleId)
      return ok(null, translate(lang(r), 'admin.menuReset'))
    },
  )

  /** GET /api/Admin/Roles/Options: staff roles and units that can be granted. */
  api.get(
    '/api/Admin/Roles/Options',
    { ...admin, schema: { tags, response: { 200: wrapped(ZRoleOptions), 403: errorWrapper } } },
    async (r) => ok(await roles.options(lang(r))),
  )
  /** GET /api/Admin/Roles/People ?search: staff found by name (Turkish-folded) or registry number (issue 37). */
  api.get(
    '/api/Admin/Roles/People',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZStaffSearchQuery,
        response: { 200: wrapped(z.array(ZStaffHit)), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await roles.search(r.query.search)),
  )
  /** GET /api/Admin/Roles/Person ?registryNo: a staff member's role assignments. 404 unknown number. */
  api.get(
    '/api/Admin/Roles/Person',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZRegistryNoQuery,
        response: { 200: wrapped(ZPersonRoles), 400: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await roles.person(r.query.registryNo, lang(r))),
  )
  /** POST /api/Admin/Roles/Grant: grants a staff role in units (audited) → the assignment id. 404, 409, 422. */
  api.post(
    '/api/Admin/Roles/Grant',
    {
      ...admin,
      schema: {
        tags,
        body: ZGrantRole,
        response: {
          200: wrapped(z.number().int()),
          400: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await roles.grant(principalOf(r), r.body), translate(lang(r), 'admin.roleGranted')),
  )
  /** POST /api/Admin/Roles/Revoke {Id, Reason}: revokes (audited) and ends the holder's sessions in it. */
  api.post(
    '/api/Admin/Roles/Revoke',
    {
      ...admin,
      schema: {
        tags,
        body: ZRevokeRole,
        response: { 200: wrapped(z.number().int()), 400: errorWrapper, 404: errorWrapper, 409: errorWrapper },
      },
    },
    async (r) => ok(await roles.revoke(principalOf(r), r.body), translate(lang(r), 'admin.roleRevokedDone')),
  )
}
