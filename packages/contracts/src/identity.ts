/**
 * Identity contracts: token claims (spec §3), menus (spec §3, §7), role and studentship switching,
 * impersonation and guest one-time codes (spec §7). Field names are the live system's, verbatim.
 */
import { z } from 'zod'
import { ID_MAX, ZId } from './common.ts'

/** One role of a staff member inside the `Personel` claim. */
export const ZStaffRoleClaim = z.object({
  RoleId: z.number().int(),
  RoleName: z.string(),
  IsActive: z.boolean(),
  IsProxy: z.boolean(),
  /** The staff member's own registry number, or the delegation giver's for a proxy role. */
  SicilNo: z.string(),
  BirimIds: z.array(z.number().int()),
  /** The units' names in Turkish and English, in `BirimIds` order (issue 37: the role switch shows them). */
  Birimler: z.array(z.object({ Id: z.number().int(), Ad: z.string(), AdEn: z.string() })).optional(),
})
export type StaffRoleClaim = z.infer<typeof ZStaffRoleClaim>

/** The `Personel` claim once parsed from its JSON text. */
export const ZStaffClaim = z.object({ SicilNo: z.string(), Roles: z.array(ZStaffRoleClaim) })
export type StaffClaim = z.infer<typeof ZStaffClaim>

/** One studentship inside the `Ogrenci` claim. */
export const ZStudentshipClaim = z.object({
  OgrNo: z.string(),
  BirimId: z.number().int(),
  IsActive: z.boolean(),
  OgrencilikAdi: z.string(),
  /**
   * The studentship's status (issue 37, additive to spec §3's `IsActive`, which cannot tell a frozen studentship,
   * still running, from an ended one): the greeting says which.
   */
  Durum: z.enum(['active', 'frozen', 'graduated', 'withdrawn']).optional(),
})
export type StudentshipClaim = z.infer<typeof ZStudentshipClaim>

/** The `Ogrenci` claim once parsed from its JSON text. */
export const ZStudentClaim = z.object({ RolId: z.number().int(), Ogrencis: z.array(ZStudentshipClaim) })
export type StudentClaim = z.infer<typeof ZStudentClaim>

/**
 * The portal token's payload (decoded JWT). `Ogrenci` and `Personel` are JSON texts, or the text "null".
 * Beyond the spec's claims: the active role, the active student number, the kind of user and the session id.
 */
export const ZPortalClaims = z.object({
  FullName: z.string(),
  FirstName: z.string(),
  /** Person id of the impersonator; 0 when not impersonating. */
  ImpID: z.number().int(),
  Ogrenci: z.string(),
  Personel: z.string(),
  Email: z.string(),
  UserType: z.enum(['staff', 'student']),
  ActiveRoleId: z.number().int(),
  ActiveRoleName: z.string(),
  IsProxy: z.boolean(),
  /** Registry number of the delegation giver when acting under a proxy role, else "". */
  ProxySicilNo: z.string(),
  /** The active student number for students, else "". */
  ActiveOgrNo: z.string(),
  sid: z.string(),
  sub: z.string(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  nbf: z.number(),
})
export type PortalClaims = z.infer<typeof ZPortalClaims>

/** The guest token's payload. */
export const ZGuestClaims = z.object({
  Email: z.string(),
  GuestId: z.number().int(),
  sid: z.string(),
  sub: z.string(),
  exp: z.number(),
})
export type GuestClaims = z.infer<typeof ZGuestClaims>

/** A menu entry from the server (spec §3): nested through `children`. */
export interface MenuEntry {
  name: string
  path: string | null
  component: string | null
  icon: string | null
  isShown: boolean
  children: MenuEntry[]
}
export const ZMenuEntry: z.ZodType<MenuEntry> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      path: z.string().nullable(),
      component: z.string().nullable(),
      icon: z.string().nullable(),
      isShown: z.boolean(),
      children: z.array(ZMenuEntry),
    }),
  )
  .meta({ id: 'MenuEntry' })

/** POST /api/Identity/Account/RolDegistir body. */
export const ZRoleSwitchRequest = z.object({
  IsProxy: z.boolean(),
  RolId: ZId,
  /** Giver's registry number for a proxy role; "" or null otherwise. */
  ProxySicilNo: z.string().nullable().optional(),
  ImpId: z.number().int().min(0).max(ID_MAX).optional(),
})
export type RoleSwitchRequest = z.infer<typeof ZRoleSwitchRequest>

/** POST /api/Identity/Account/OgrencilikDegistir body. */
export const ZStudentshipSwitchRequest = z.object({
  OgrNo: z.string().min(1),
  ImpId: z.number().int().min(0).max(ID_MAX).optional(),
})
export type StudentshipSwitchRequest = z.infer<typeof ZStudentshipSwitchRequest>

/** Impersonation target kinds: staff, student, graduate. */
export const ZImpersonationType = z.enum(['Personel', 'Ogrenci', 'Mezun'])

/** POST /api/Identity/Impersonate/Login body. ImpersonateId is a registry number or a student number. */
export const ZImpersonateLoginRequest = z.object({
  ImpersonateId: z.string().min(1),
  Type: ZImpersonationType,
  /** Why the impersonation is needed; recorded in the audit trail. */
  Reason: z.string().min(5).max(500),
})
export type ImpersonateLoginRequest = z.infer<typeof ZImpersonateLoginRequest>

/** A person in the impersonation lists. */
export const ZImpersonationCandidate = z.object({
  Id: z.string(),
  FullName: z.string(),
  Unit: z.string(),
  Type: ZImpersonationType,
})
export type ImpersonationCandidate = z.infer<typeof ZImpersonationCandidate>

/** POST /api/IdentityGuest/auth/request-otp body. */
export const ZOtpRequest = z.object({ email: z.email().max(254) })
/** POST /api/IdentityGuest/auth/verify-otp body. */
export const ZOtpVerifyRequest = z.object({ email: z.email().max(254), code: z.string().regex(/^\d{6}$/) })
