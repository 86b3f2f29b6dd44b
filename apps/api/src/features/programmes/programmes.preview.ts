/**
 * Signed preview links of a draft version (issue 19 "/public/preview/{programId}: the preview of a draft version
 * for the registrar (a signed link that expires, never guessable)"). The token is an HS256 JWT naming the
 * programme and version, signed with the version's own random 256-bit key (`programme_versions.preview_key`), so
 * no new production secret exists and a token of one version never opens another. It lives one hour.
 */
import { decodeJwt, jwtVerify, SignJWT } from 'jose'

const AUDIENCE = 'unacs:programme-preview'
/** Lifetime of a preview link, seconds. */
export const PREVIEW_TTL_SECONDS = 3600

/** Signs a preview token of version `versionId` of programme `programmeId` at `now` → the token and its expiry. */
export async function signPreview(
  version: { id: number; programmeId: number; previewKey: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000)
  const expiresAt = new Date((iat + PREVIEW_TTL_SECONDS) * 1000)
  const token = await new SignJWT({ v: version.id, p: version.programmeId })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PREVIEW_TTL_SECONDS)
    .sign(new TextEncoder().encode(version.previewKey))
  return { token, expiresAt }
}

/** The version id a token names, unverified (to find its key); null when it is not such a token. */
export function previewVersionIdOf(token: string): number | null {
  try {
    const v = decodeJwt(token).v
    return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : null
  } catch {
    return null
  }
}

/** Whether `token` is a valid, unexpired preview token of the version (and programme) at `now`. */
export async function verifyPreview(
  token: string,
  version: { id: number; programmeId: number; previewKey: string },
  now: Date,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(version.previewKey), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
    })
    return payload.v === version.id && payload.p === version.programmeId
  } catch {
    return false
  }
}
