/**
 * Route metadata (react-router `handle`) of the static routes: the route name (spec §2), the
 * page title key used by the page header and the document title, and whether the page is light.
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
  | 'routes.guestPersonalData'

/** The `handle` of a static route. */
export interface RouteHandle {
  name: RouteNameValue
  /** Title for the page header and `<title>`; pages without one set their own. */
  titleKey?: RouteTitleKey
  /**
   * The page is drawn without antd (issue 23): the signed-in shell renders it without the antd frame around
   * the page, so that neither the frame's code nor antd's loads for it. Only for pages (and everything they
   * render) that use no antd component and no `App.useApp()`.
   */
  light?: boolean
}

/**
 * The `handle` of the menu pages' route (`*`, MenuRoutePage): the page is the role menu's entry for the path,
 * drawn light when its component key is in LIGHT_MENU_PAGES (light-menu-pages.ts).
 */
export interface MenuRouteHandle {
  menuPages: true
}
