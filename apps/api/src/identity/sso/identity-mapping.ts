/**
 * Maps what the identity provider says about a user to a person of the university (issue "Identity and
 * session API" § Sign-in; spec §1 "staff and students sign in through the university's single sign-on"):
 * the e-mail claim first, then — when configured — a staff registry number or student number claim.
 * Staff when the person has an active staff record, else student (graduates sign in as students).
 */
import type { SsoConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { findPersonIdByEmail, findPersonIdByNumber, loadIdentity } from '../claims/identity.repo.ts'

/** A person found for a sign-in, with the kind of session to start. */
export interface MappedPerson {
  personId: number
  kind: 'staff' | 'student'
}

/** The answer of `mapIdentity`: the person, or null with the identity shown on the error page. */
export interface MappingResult {
  person: MappedPerson | null
  /** The identity as the user knows it (e-mail, number or subject), for the error page. */
  shownAs: string
}

/** The first string value of a claim or SAML attribute (attributes may be lists). */
export function claimText(claims: Record<string, unknown>, name: string | null): string | null {
  if (!name) return null
  const raw = claims[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * Finds the person for `claims` (an ID token / UserInfo claim set or a SAML profile). An e-mail the
 * provider marks as unverified (`email_verified: false`) is not used. A person with neither an active
 * staff record nor a studentship is not signed in (null).
 */
export async function mapIdentity(
  db: Database,
  settings: Pick<SsoConfig, 'emailClaim' | 'registryNoClaim' | 'studentNoClaim'>,
  claims: Record<string, unknown>,
): Promise<MappingResult> {
  const email = claims.email_verified === false ? null : claimText(claims, settings.emailClaim)
  const registryNo = claimText(claims, settings.registryNoClaim)
  const studentNo = claimText(claims, settings.studentNoClaim)
  const shownAs = email ?? registryNo ?? studentNo ?? claimText(claims, 'sub') ?? '—'

  let personId = email ? await findPersonIdByEmail(db, email) : null
  if (personId === null && registryNo) personId = await findPersonIdByNumber(db, 'staff', registryNo)
  if (personId === null && studentNo) personId = await findPersonIdByNumber(db, 'student', studentNo)
  if (personId === null) return { person: null, shownAs }

  const identity = await loadIdentity(db, personId)
  if (!identity) return { person: null, shownAs }
  if (identity.staff) return { person: { personId, kind: 'staff' }, shownAs }
  if (identity.studentships.length > 0) return { person: { personId, kind: 'student' }, shownAs }
  return { person: null, shownAs }
}
