/**
 * Which active roles the declarative unit scope limits (issue 33 §2; docs/decisions.md "Unit scope is declared
 * per route"). Decided once, applied by the platform check (`scope-check.ts`) on every route that declares
 * targets:
 * - unit-scoped: the registrar (4), the head of department (11) and authorised personnel (16) reach only
 *   targets whose unit lies in the subtree of the units of their active role's assignments;
 * - ownership: the student (1), instructor (2), advisor (3), committee chair and member (8, 9) and the staff
 *   self-service role (388) reach only their own records, which each feature checks (own sections, own
 *   advisees, own committees, own studentship); the platform does not add a unit check to theirs;
 * - university-wide offices: preparatory school administration (5: the prep school teaches every faculty's
 *   students), finance (6), inventory (7), human resources (10), the student centre (12), the system
 *   administrator (13), library (14) and sports (15) serve the whole university.
 * Health-related records (freeze documents, medical excuses) are stricter still: a kind marks itself `health`
 * and lists the roles that may read it at all (`readers`); every other role is refused with 404, university-wide
 * or not, and the unit-scoped readers only within their units.
 */

/** Roles the platform limits to the units of their assignments. */
export const UNIT_SCOPED_ROLES: ReadonlySet<number> = new Set([4, 11, 16])

/** Roles whose reach is their own records, checked by the feature (ownership). */
export const OWNERSHIP_ROLES: ReadonlySet<number> = new Set([1, 2, 3, 8, 9, 388])

/** University-wide offices. */
export const UNIVERSITY_WIDE_ROLES: ReadonlySet<number> = new Set([5, 6, 7, 10, 12, 13, 14, 15])
