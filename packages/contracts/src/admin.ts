/**
 * System administration (issue 22 "System administration"): the audit log viewer with its filters, export
 * and the chain verification; menu management and role assignments.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'

/** Filters of the audit log: actor (person id or text), impersonated only, entity, entity id, action, dates. */
const ZAuditFilterFields = z.object({
  actorPersonId: ZIdParam.optional(),
  /** A text matched against the actor's name or registry number (Turkish-aware). */
  actor: z.string().trim().max(100).optional(),
  impersonated: z.enum(['true', 'false']).optional(),
  entity: z.string().trim().max(60).optional(),
  entityKey: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
})
const dateOrder = {
  check: (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to,
  rule: { path: ['to'], error: 'admin.dateRange' },
}

/** The export's filters. */
export const ZAuditFilter = ZAuditFilterFields.refine(dateOrder.check, dateOrder.rule)
export type AuditFilter = z.infer<typeof ZAuditFilter>

/** The audit list's query: filters and paging. */
export const ZAuditQuery = ZAuditFilterFields.extend(ZPageQuery.shape).refine(dateOrder.check, dateOrder.rule)
export type AuditQuery = z.infer<typeof ZAuditQuery>

/** One audit entry: who (and impersonated by / on behalf of whom), when, what, before, after, why. */
export const ZAuditRow = z.object({
  Id: z.number().int(),
  At: z.string(),
  ActorPersonId: z.number().int().nullable(),
  Actor: z.string().nullable(),
  Impersonator: z.string().nullable(),
  OnBehalfOf: z.string().nullable(),
  Entity: z.string(),
  EntityId: z.string(),
  Action: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
  Reason: z.string().nullable(),
  /** Issue 36: the entity kind and action in the reader's language ("Rol ataması", "Yetki verme"). */
  EntityLabel: z.string(),
  ActionLabel: z.string(),
  /** What the entry is about in words (a grade: student, course and exam), when its feature resolves it. */
  Subject: z.string().nullable(),
  /** Snapshot field → its label ("roleId" → "Rol"). */
  FieldLabels: z.record(z.string(), z.string()),
  /** Snapshot field → referenced id → its name ("roleId" → { "4": "Bölüm Başkanı" }). */
  Refs: z.record(z.string(), z.record(z.string(), z.string())),
})
export type AuditRow = z.infer<typeof ZAuditRow>

/** A page of audit entries. */
export const ZAuditPage = ZPage(ZAuditRow)
export type AuditPage = z.infer<typeof ZAuditPage>

/** The chain verification shown on top of the log: intact with the count, or the first broken row. */
export const ZAuditChainStatus = z.object({
  Ok: z.boolean(),
  Count: z.number().int(),
  BrokenId: z.number().int().nullable(),
  Problem: z.string().nullable(),
  CheckedAt: z.string(),
})
export type AuditChainStatus = z.infer<typeof ZAuditChainStatus>

/** The entity and action names on record, for the filter lists. */
export const ZAuditFacets = z.object({
  Entities: z.array(z.string()),
  Actions: z.array(z.string()),
  /** Each entity code's name in the reader's language (issue 36: labels, not codes). */
  EntityLabels: z.record(z.string(), z.string()),
  /** Each action code's name in the reader's language. */
  ActionLabels: z.record(z.string(), z.string()),
})
export type AuditFacets = z.infer<typeof ZAuditFacets>

/** Menu management: the roles whose menus can be edited. */
export const ZMenuRole = z.object({ Id: z.number().int(), Name: z.string() })
export type MenuRole = z.infer<typeof ZMenuRole>

/** One editable menu entry (flat; `ParentId` nests). */
export const ZAdminMenuEntry = z.object({
  Id: ZId,
  ParentId: ZId.nullable(),
  NameTr: z.string(),
  NameEn: z.string(),
  Path: z.string().nullable(),
  Component: z.string().nullable(),
  Icon: z.string().nullable(),
  IsShown: z.boolean(),
  SortOrder: z.number().int(),
  /** The entry's version for optimistic concurrency (a checksum of its editable fields). */
  Version: z.number().int(),
})
export type AdminMenuEntry = z.infer<typeof ZAdminMenuEntry>

/** A menu entry's name in one language: 2..80 characters, trimmed. */
const ZMenuName = z.string().trim().min(2).max(80)

/**
 * Edits one entry: names, shown flag, position among its siblings (sort order) and, when `ParentId` is given,
 * the group it sits in (null: the top level; issue 37 "move it to another group"), with the version read.
 */
export const ZUpdateMenuEntry = z.object({
  Id: ZId,
  NameTr: ZMenuName,
  NameEn: ZMenuName,
  IsShown: z.boolean(),
  SortOrder: z.number().int().min(0).max(10_000),
  ParentId: ZId.nullable().optional(),
  /** The `Version` read with the menu; a changed entry answers 409. */
  Version: ZVersion,
})
export type UpdateMenuEntry = z.infer<typeof ZUpdateMenuEntry>

/** A page one may put in a menu (issue 37): its page-registry component key, route path and usual names. */
export const ZMenuPage = z.object({
  Component: z.string(),
  Path: z.string(),
  NameTr: z.string(),
  NameEn: z.string(),
})
export type MenuPage = z.infer<typeof ZMenuPage>

/**
 * Adds an entry to a role's menu (issue 37): a page (`Component` one of the known pages; its path is the
 * page's) or, with `Component` null, a group; under group `ParentId` of the same role or at the top level.
 */
export const ZCreateMenuEntry = z.object({
  RoleId: ZId,
  ParentId: ZId.nullable(),
  NameTr: ZMenuName,
  NameEn: ZMenuName,
  Component: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/)
    .nullable(),
  IsShown: z.boolean(),
  SortOrder: z.number().int().min(0).max(10_000),
})
export type CreateMenuEntry = z.infer<typeof ZCreateMenuEntry>

/** The menu query of one role. */
export const ZMenuRoleQuery = z.object({ roleId: ZIdParam })

/** Restores a role's seeded menu. */
export const ZResetMenu = z.object({ RoleId: ZId })

/** One role assignment of a staff member (issue 22 "Role assignments"). Dates are Istanbul days. */
export const ZRoleAssignmentRow = z.object({
  Id: ZId,
  RoleId: z.number().int(),
  RoleName: z.string(),
  Units: z.array(z.object({ Id: ZId, Name: z.string() })),
  IsActive: z.boolean(),
  IsProxy: z.boolean(),
  ProxyGiverRegistryNo: z.string().nullable(),
  ValidFrom: ZDate.nullable(),
  ValidTo: ZDate.nullable(),
})
export type RoleAssignmentRow = z.infer<typeof ZRoleAssignmentRow>

/** A staff member with their role assignments. */
export const ZPersonRoles = z.object({
  RegistryNo: z.string(),
  FullName: z.string(),
  Title: z.string(),
  Assignments: z.array(ZRoleAssignmentRow),
})
export type PersonRoles = z.infer<typeof ZPersonRoles>

/** The person query: a staff registry number. */
export const ZRegistryNoQuery = z.object({ registryNo: z.string().trim().min(1).max(20) })

/** A people search of role assignments (issue 37): words of a name (Turkish-folded) or a registry number. */
export const ZStaffSearchQuery = z.object({ search: z.string().trim().min(2).max(60) })

/** A staff member found by name or registry number. */
export const ZStaffHit = z.object({ RegistryNo: z.string(), FullName: z.string(), Title: z.string() })
export type StaffHit = z.infer<typeof ZStaffHit>

/** What can be granted: staff roles and units, names in the caller's language. */
export const ZRoleOptions = z.object({
  Roles: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  Units: z.array(z.object({ Id: ZId, Name: z.string(), Kind: z.string() })),
})
export type RoleOptions = z.infer<typeof ZRoleOptions>

/** Grants a staff role in units for an optional date range. */
export const ZGrantRole = z
  .object({
    RegistryNo: z.string().trim().min(1).max(20),
    RoleId: z.number().int().positive().max(100_000),
    UnitIds: z.array(ZId).min(1).max(50),
    ValidFrom: ZDate.nullable().optional(),
    ValidTo: ZDate.nullable().optional(),
  })
  .refine((g) => !g.ValidFrom || !g.ValidTo || g.ValidFrom <= g.ValidTo, {
    path: ['ValidTo'],
    error: 'admin.dateRange',
  })
export type GrantRole = z.infer<typeof ZGrantRole>

/** Revokes an assignment with a reason (5..500 characters). */
export const ZRevokeRole = z.object({ Id: ZId, Reason: z.string().trim().min(5).max(500) })
export type RevokeRole = z.infer<typeof ZRevokeRole>
