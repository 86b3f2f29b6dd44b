/**
 * Route metadata (react-router `handle`) of the static routes: the route name (spec §2) and the
 * page title key used by the page header and the document title.
 */
import type { RouteNameValue } from './paths.ts'

/** Title keys of the `common` namespace that static routes use. */
export type RouteTitleKey =
  | 'home.title'
  | 'routes.redirector'
  | 'routes.tokenreader'
  | 'routes.rehber'
  | 'routes.rehberDetail'
  | 'routes.belgeViewer'
  | 'routes.preview'
  | 'routes.applications'
  | 'routes.application'
  | 'routes.applicationSummary'

/** The `handle` of a static route. */
export interface RouteHandle {
  name: RouteNameValue
  /** Title for the page header and `<title>`; pages without one set their own. */
  titleKey?: RouteTitleKey
}
