/**
 * Static route paths and names of spec §2, and the route names on which the idle countdown is
 * skipped (spec §4).
 */

/** Static route names (spec §2, §4). */
export const RouteName = {
  default: 'default',
  home: 'AnaSayfa',
  tokenReader: 'tokenreader',
  redirector: 'redirector',
  forbidden: 'error-403',
  notFound: 'error-404',
  error: 'error',
  unreachable: 'unreachable',
  rehber: 'rehber',
  rehberDetail: 'rehber-detail',
  belgeViewer: 'belge-viewer',
  preview: 'preview',
  previewWithParams: 'previewWithParams',
  guestLogin: 'GuestLogin',
  guestLanding: 'GuestLanding',
  applications: 'Basvurular',
  application: 'BasvuruMain',
  applicationSummary: 'BasvuruOzetForGuest',
  guestPersonalData: 'GuestKisiselVerilerim',
  systemStatus: 'durum',
} as const

/** A static route name. */
export type RouteNameValue = (typeof RouteName)[keyof typeof RouteName]

/** Routes where the idle countdown does not run (spec §4, verbatim). */
export const IDLE_EXEMPT_ROUTES: readonly string[] = [
  RouteName.guestLogin,
  RouteName.guestLanding,
  RouteName.applications,
  RouteName.rehber,
  RouteName.rehberDetail,
  RouteName.previewWithParams,
  RouteName.applicationSummary,
  RouteName.application,
]

/** The guest sign-in page (spec §2 GuestLogin). */
export const GUEST_LOGIN_PATH = '/guest-login'
/** The guest landing page (spec §2 GuestLanding). */
export const GUEST_LANDING_PATH = '/guest-landing'
/** A guest applicant's "My personal data" (issue 39). */
export const GUEST_PERSONAL_DATA_PATH = '/guest-personal-data'
/** The forbidden page (spec §2). */
export const FORBIDDEN_PATH = '/error-403'

/** `/error-403?redirectFrom=<path>` (spec §2: "query redirectFrom holding the full path"). */
export function forbiddenPath(fromFullPath: string): string {
  return `${FORBIDDEN_PATH}?redirectFrom=${encodeURIComponent(fromFullPath)}`
}
