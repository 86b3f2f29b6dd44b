/**
 * Role ids the identity layer itself relies on (the full list is the seed's ROLE_IDS; these are part of
 * the live contract, spec §3 and §6).
 */

/** The role id every studentship acts under (Ogrenci.RolId). */
export const STUDENT_ROLE_ID = 1
/** The system administrator role, allowed to impersonate. */
export const SYSADMIN_ROLE_ID = 13
/** The base staff role (spec §6 "role id 388"). */
export const BASE_STAFF_ROLE_ID = 388
/** The guest applicant role. */
export const GUEST_ROLE_ID = 100
