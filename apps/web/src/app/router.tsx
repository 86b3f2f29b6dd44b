/**
 * The data router (spec §2): the static routes with their names, access rules and layouts, and the
 * runtime routes of the role menu behind a catch-all inside the signed-in shell.
 *
 * - no layout: /tokenreader; /redirector (auth)
 * - auth layout (bare): error pages, the public status page, public document viewer and preview
 * - full layout: /guest-login (GuestLogin), /public/rehber, /public/rehber-detail
 *
 * antd (ConfigProvider and antd's App: `AntdFrame`) is not in the entry (issue 23, third pass): the root
 * layout puts every route but the guest sign-in in the lazily loaded frame, which each lazy route here starts
 * loading beside its own code (`preloadAntdFrame`). The root's error element, the loading screen, the full
 * layout and the guest sign-in are drawn without antd; the auth layout is lazy. The signed-in shell and the
 * home page are drawn without antd too (fourth pass): the shell puts its other pages in the frame.
 * - guest layout (guest token): /guest-landing, /applications, /application, /application-summary,
 *   /guest-personal-data (issue 39)
 * - signed-in shell (portal token; vertical, horizontal, two-column or semibox): /, /ana-sayfa and
 *   every menu route; any other path → /error-403?redirectFrom=…
 */
import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { loadChunk } from '../shared/routing/load-chunk.ts'
import { loadAntdFrame, preloadAntdFrame } from './antd-frame-loader.ts'
import { AppLoading } from './layouts/AppLoading.tsx'
import { FullLayout } from './layouts/FullLayout.tsx'
import { RootLayout } from './layouts/RootLayout.tsx'
import { RouteErrorPage } from './pages/RouteErrorPage.tsx'
import { publicPages } from './public-pages.ts'
import { AuthGuard } from './routes/AuthGuard.tsx'
import { GuestGuard } from './routes/GuestGuard.tsx'
import { lazyRoute } from './routes/lazy-page.ts'
import { isLightMenuPath } from './routes/light-paths.ts'
import { RouteName } from './routes/paths.ts'
import type { MenuRouteHandle, RouteHandle, RouteTitleKey } from './routes/route-handle.ts'

/** A static route rendering a page-registry key (lazily: the "not available yet" page is large). */
function registryRoute(
  path: string,
  name: RouteHandle['name'],
  componentKey: string,
  titleKey: RouteTitleKey,
) {
  const handle: RouteHandle = { name, titleKey }
  return {
    path,
    handle,
    lazy: () =>
      preloadAntdFrame(() => import('./routes/StaticRegistryRoute.tsx')).then(({ StaticRegistryRoute }) => ({
        Component: () => <StaticRegistryRoute componentKey={componentKey} titleKey={titleKey} />,
      })),
  }
}

/** A route `lazy` for an app module, within the 120 s chunk timeout (spec §7), with the antd frame. */
function lazyModule<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return () => preloadAntdFrame(load).then((module) => ({ Component: pick(module) }))
}

/**
 * A route `lazy` for an app module drawn without antd (the signed-in shell and the home page, issue 23, fourth
 * pass), within the chunk timeout: the antd frame is not waited for; the shell loads it for its framed pages.
 */
function lightModule<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return () => loadChunk(load).then((module) => ({ Component: pick(module) }))
}

/** {@link lazyRoute} for a page in the antd frame: the frame's code loads beside the page's. */
function framedRoute(entry: Parameters<typeof lazyRoute>[0]) {
  const route = lazyRoute(entry)
  return () => preloadAntdFrame(route)
}

/** Lazy modules of the app shell: pages and the heavier layouts, each its own chunk (spec §7 on-demand chunks). */
const lazyPages = {
  tokenReader: lazyModule(
    () => import('./pages/TokenReaderPage.tsx'),
    (m) => m.TokenReaderPage,
  ),
  forbidden: lazyModule(
    () => import('./pages/ForbiddenPage.tsx'),
    (m) => m.ForbiddenPage,
  ),
  redirector: lazyModule(
    () => import('./pages/RedirectorPage.tsx'),
    (m) => m.RedirectorPage,
  ),
  home: lightModule(
    () => import('./pages/HomePage.tsx'),
    (m) => m.HomePage,
  ),
  shellLayout: lightModule(
    () => import('./layouts/ShellLayout.tsx'),
    (m) => m.ShellLayout,
  ),
  authLayout: lazyModule(
    () => import('./layouts/AuthLayout.tsx'),
    (m) => m.AuthLayout,
  ),
  guestLayout: lazyModule(
    () => import('./layouts/GuestLayout.tsx'),
    (m) => m.GuestLayout,
  ),
  // The menu pages' resolver does not wait for the antd frame (the shell frames the pages that need it); the
  // frame's code starts loading beside it unless the path is a light menu page's (issue 23, sixth pass).
  menuRoute: () => {
    if (!isLightMenuPath(window.location.pathname)) loadAntdFrame().catch(() => undefined)
    return lightModule(
      () => import('./routes/MenuRoutePage.tsx'),
      (m) => m.MenuRoutePage,
    )()
  },
  notFound: lazyModule(
    () => import('./pages/ErrorPages.tsx'),
    (m) => m.NotFoundErrorPage,
  ),
  generic: lazyModule(
    () => import('./pages/ErrorPages.tsx'),
    (m) => m.GenericErrorPage,
  ),
  unreachable: lazyModule(
    () => import('./pages/ErrorPages.tsx'),
    (m) => m.UnreachableErrorPage,
  ),
}

/** The app's routes. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      { path: 'tokenreader', handle: { name: RouteName.tokenReader }, lazy: lazyPages.tokenReader },
      {
        lazy: lazyPages.authLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { path: 'error-403', handle: { name: RouteName.forbidden }, lazy: lazyPages.forbidden },
              {
                path: 'error-404',
                handle: { name: RouteName.notFound },
                lazy: lazyPages.notFound,
              },
              {
                path: 'error',
                handle: { name: RouteName.error },
                lazy: lazyPages.generic,
              },
              {
                path: 'unreachable',
                handle: { name: RouteName.unreachable },
                lazy: lazyPages.unreachable,
              },
              {
                path: 'durum',
                handle: { name: RouteName.systemStatus },
                lazy: framedRoute(publicPages.systemStatus),
              },
              registryRoute(
                'public/belge-viewer',
                RouteName.belgeViewer,
                'BelgeViewer',
                'routes.belgeViewer',
              ),
              registryRoute('public/preview', RouteName.preview, 'ProgramPreview', 'routes.preview'),
              registryRoute(
                'public/preview/:programId',
                RouteName.previewWithParams,
                'ProgramPreview',
                'routes.preview',
              ),
            ],
          },
        ],
      },
      {
        Component: FullLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                path: 'guest-login',
                handle: { name: RouteName.guestLogin },
                lazy: lazyRoute(publicPages.guestLogin),
              },
              registryRoute('public/rehber', RouteName.rehber, 'Rehber', 'routes.rehber'),
              registryRoute(
                'public/rehber-detail',
                RouteName.rehberDetail,
                'RehberDetail',
                'routes.rehberDetail',
              ),
            ],
          },
        ],
      },
      {
        Component: GuestGuard,
        children: [
          {
            lazy: lazyPages.guestLayout,
            children: [
              {
                ErrorBoundary: RouteErrorPage,
                children: [
                  {
                    path: 'guest-landing',
                    handle: { name: RouteName.guestLanding },
                    lazy: framedRoute(publicPages.guestLanding),
                  },
                  registryRoute(
                    'applications',
                    RouteName.applications,
                    'Applications',
                    'routes.applications',
                  ),
                  registryRoute(
                    'application',
                    RouteName.application,
                    'ApplicationForm',
                    'routes.application',
                  ),
                  registryRoute(
                    'application-summary',
                    RouteName.applicationSummary,
                    'ApplicationSummary',
                    'routes.applicationSummary',
                  ),
                  registryRoute(
                    'guest-personal-data',
                    RouteName.guestPersonalData,
                    'GuestPersonalData',
                    'routes.guestPersonalData',
                  ),
                ],
              },
            ],
          },
        ],
      },
      {
        Component: AuthGuard,
        children: [
          { path: 'redirector', handle: { name: RouteName.redirector }, lazy: lazyPages.redirector },
          {
            lazy: lazyPages.shellLayout,
            children: [
              {
                ErrorBoundary: RouteErrorPage,
                children: [
                  {
                    index: true,
                    handle: { name: RouteName.default },
                    element: <Navigate to="/ana-sayfa" replace />,
                  },
                  {
                    path: 'ana-sayfa',
                    // Drawn without antd (issue 23): the shell renders it outside the page frame.
                    handle: {
                      name: RouteName.home,
                      titleKey: 'home.title',
                      light: true,
                    } satisfies RouteHandle,
                    lazy: lazyPages.home,
                  },
                  {
                    path: '*',
                    handle: { menuPages: true } satisfies MenuRouteHandle,
                    lazy: lazyPages.menuRoute,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]

/** Creates the browser router over {@link routes}. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
