/**
 * The unit scope of the students feature's readers (issue 22): the units where the caller's active role is
 * held, and the export batch size shared by the reports.
 */
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { forbidden } from '../../platform/http/errors.ts'

/** Rows read per batch when streaming an export. */
export const EXPORT_BATCH = 2000

/**
 * The unit ids where the caller's active role is held (own assignments, or the delegated ones when acting
 * under a proxy role, within their dates). Throws 403 when none: a role without units sees nothing.
 */
export async function scopeOf(db: Database, principal: Principal): Promise<number[]> {
  if (principal.userType !== 'staff') throw forbidden()
  const ids = await roleUnitsOf(db, principal)
  if (ids.length === 0) throw forbidden()
  return ids
}
