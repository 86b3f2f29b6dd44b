/** Where the development identity provider is mounted, without loading oidc-provider (issue 34 point 11). */

/** Where the provider is mounted. */
export const DEV_IDP_PATH = '/idp'

/** The development provider's issuer for a portal at `publicUrl` (no trailing slash). */
export function devIdpIssuer(publicUrl: string): string {
  return `${publicUrl}${DEV_IDP_PATH}`
}
