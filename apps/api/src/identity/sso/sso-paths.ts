/** Paths of the single sign-on endpoints (spec §7; issue 34: Single Logout and the signed-out page). */
export const SSO_PATHS = {
  login: '/api/Identity/Auth/Login',
  callback: '/api/Identity/Auth/Callback',
  samlCallback: '/api/Identity/Auth/SamlCallback',
  samlMetadata: '/api/Identity/Auth/SamlMetadata',
  logout: '/api/Identity/Auth/Logout',
  /** The SAML single logout service (LogoutResponse and IdP-initiated LogoutRequest, HTTP-Redirect). */
  samlLogout: '/api/Identity/Auth/SamlLogout',
  /** The signed-out page: where every sign-out ends (OIDC post_logout_redirect_uri). */
  signedOut: '/api/Identity/Auth/SignedOut',
} as const
