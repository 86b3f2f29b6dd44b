/**
 * Reads a JWT's payload without verifying it (spec §3 "Login claims (decoded from the session
 * token)"). The server verifies every token it receives; the client only needs the claims to draw the
 * shell, so a base64url JSON decode is enough.
 */

/** Decodes base64url text to a UTF-8 string (Turkish names survive: ç ğ ı İ ö ş ü). */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/**
 * The payload object of `token`, or null when it is not a three-part JWT with a JSON object payload.
 * @param token A compact JWT (`header.payload.signature`).
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]))
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * True when the token's `exp` (seconds since the epoch) has passed at `now` (ms). A token without a
 * readable `exp` counts as expired.
 */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp
  return typeof exp !== 'number' || exp * 1000 <= now
}
