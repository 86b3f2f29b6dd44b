/**
 * The signed-in person as the shell sees it (spec §3 "Login claims"; contracts `PortalClaims`,
 * `GuestClaims`). The `Ogrenci` and `Personel` claims are JSON texts (or the text "null"); they are
 * parsed here once. Hand-written guards keep zod out of the browser bundle.
 */
import type {
  GuestClaims,
  PortalClaims,
  StaffClaim,
  StaffRoleClaim,
  StudentClaim,
  StudentshipClaim,
} from '@unacs/contracts'
import { decodeJwtPayload } from './jwt.ts'

/** The portal token's claims with the staff and student data already parsed. */
export interface SessionUser {
  claims: PortalClaims
  /** Staff data, or null for a student. */
  staff: StaffClaim | null
  /** Student data, or null for staff. */
  student: StudentClaim | null
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback)
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** Parses a claim that holds JSON text; null for "null", empty or malformed text. */
function parseJsonClaim(value: unknown): unknown {
  if (typeof value !== 'string' || value === '' || value === 'null') return null
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

/** The `Personel` claim as a {@link StaffClaim}, or null. */
export function parseStaffClaim(value: unknown): StaffClaim | null {
  const data = parseJsonClaim(value)
  if (!isRecord(data) || !Array.isArray(data.Roles)) return null
  const roles: StaffRoleClaim[] = data.Roles.filter(isRecord).map((r) => ({
    RoleId: num(r.RoleId),
    RoleName: str(r.RoleName),
    IsActive: r.IsActive === true,
    IsProxy: r.IsProxy === true,
    SicilNo: str(r.SicilNo),
    BirimIds: Array.isArray(r.BirimIds) ? r.BirimIds.filter((b): b is number => typeof b === 'number') : [],
    Birimler: Array.isArray(r.Birimler)
      ? r.Birimler.filter(isRecord).map((b) => ({ Id: num(b.Id), Ad: str(b.Ad), AdEn: str(b.AdEn) }))
      : [],
  }))
  return { SicilNo: str(data.SicilNo), Roles: roles }
}

type StudentshipState = NonNullable<StudentshipClaim['Durum']>
const STUDENTSHIP_STATES: readonly StudentshipState[] = ['active', 'frozen', 'graduated', 'withdrawn']

/** The `Ogrenci` claim as a {@link StudentClaim}, or null. */
export function parseStudentClaim(value: unknown): StudentClaim | null {
  const data = parseJsonClaim(value)
  if (!isRecord(data) || !Array.isArray(data.Ogrencis)) return null
  const studentships: StudentshipClaim[] = data.Ogrencis.filter(isRecord).map((o) => ({
    OgrNo: str(o.OgrNo),
    BirimId: num(o.BirimId),
    IsActive: o.IsActive === true,
    OgrencilikAdi: str(o.OgrencilikAdi),
    ...(STUDENTSHIP_STATES.includes(o.Durum as StudentshipState)
      ? { Durum: o.Durum as StudentshipState }
      : {}),
  }))
  return { RolId: num(data.RolId), Ogrencis: studentships }
}

/**
 * Reads the portal token's claims (spec §3). Returns null when the token cannot be decoded or lacks
 * the person's name. Missing optional claims get neutral values (ImpID 0, empty strings).
 */
export function readSessionUser(token: string | null | undefined): SessionUser | null {
  const p = decodeJwtPayload(token)
  if (!p || typeof p.FullName !== 'string') return null
  const staff = parseStaffClaim(p.Personel)
  const student = parseStudentClaim(p.Ogrenci)
  const claims: PortalClaims = {
    FullName: str(p.FullName),
    FirstName: str(p.FirstName),
    ImpID: num(p.ImpID),
    Ogrenci: str(p.Ogrenci, 'null'),
    Personel: str(p.Personel, 'null'),
    Email: str(p.Email),
    UserType: p.UserType === 'student' || (!staff && student) ? 'student' : 'staff',
    ActiveRoleId: num(p.ActiveRoleId),
    ActiveRoleName: str(p.ActiveRoleName),
    IsProxy: p.IsProxy === true,
    ProxySicilNo: str(p.ProxySicilNo),
    ActiveOgrNo: str(p.ActiveOgrNo),
    sid: str(p.sid),
    sub: str(p.sub),
    iss: str(p.iss),
    aud: typeof p.aud === 'string' || Array.isArray(p.aud) ? (p.aud as string | string[]) : '',
    exp: num(p.exp),
    iat: num(p.iat),
    nbf: num(p.nbf),
  }
  return { claims, staff, student }
}

/** Reads the guest token's claims (spec §3 "Guest token claims include Email"); null when unreadable. */
export function readGuestClaims(token: string | null | undefined): GuestClaims | null {
  const p = decodeJwtPayload(token)
  if (!p || typeof p.Email !== 'string') return null
  return { Email: p.Email, GuestId: num(p.GuestId), sid: str(p.sid), sub: str(p.sub), exp: num(p.exp) }
}
