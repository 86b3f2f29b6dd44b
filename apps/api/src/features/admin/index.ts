/** The admin feature: the audit log viewer, menu management and role assignments (issue 22). */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { SessionService } from '../../identity/sessions/session.service.ts'
import type { Clock } from '../../platform/time.ts'
import { createAuditViewer } from './admin.audit.ts'
import { type AuditSubjectResolver, createAuditRefs } from './admin.audit-refs.ts'
import { createMenuAdmin } from './admin.menus.ts'
import { createRoleAdmin } from './admin.roles.ts'
import { adminRoutes } from './admin.routes.ts'

/**
 * What the feature needs: the database, the clock, the identity layer's session revoke and, per audited entity
 * kind, the owning feature's resolver of entity ids to words (issue 36; e.g. `grade` → student, course, exam).
 */
export interface AdminDeps {
  db: Database
  clock: Clock
  sessions: Pick<SessionService, 'revoke'>
  auditSubjects?: Record<string, AuditSubjectResolver>
}

export type { AuditSubjectResolver } from './admin.audit-refs.ts'

/** Registers the admin routes over services built from `deps`. */
export async function adminFeature(app: FastifyInstance, deps: AdminDeps) {
  await app.register(adminRoutes, {
    audit: createAuditViewer(deps.db, deps.clock, createAuditRefs(deps.db, deps.auditSubjects)),
    menus: createMenuAdmin(deps.db),
    roles: createRoleAdmin(deps.db, (id, tx) => deps.sessions.revoke(id, tx)),
  })
}
