/**
 * The data router: one shell layout, the home page at `/`, the registered feature pages (lazy, with
 * their namespaces preloaded), and a catch-all 404 (lazy too: antd's Result carries large SVGs). Errors thrown while rendering a page are shown
 * inside the shell; errors in the shell itself fall back to a bare error page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router'
import { loadNamespaces } from './i18n/index.ts'
import { AppLoading } from './layouts/AppLoading.tsx'
import { BasicLayout } from './layouts/BasicLayout.tsx'
import { type PageEntry, pageRegistry } from './page-registry.ts'
import { HomePage } from './pages/HomePage.tsx'
import { RouteErrorPage } from './pages/RouteErrorPage.tsx'

/** Turns a registry entry into a lazy route that also loads the page's translations. */
function toRoute(entry: PageEntry): RouteObject {
  return {
    path: entry.path,
    lazy: async () => {
      const [Component] = await Promise.all([entry.load(), loadNamespaces(...entry.namespaces)])
      return { Component }
    },
  }
}

/** The app's routes (exported for tests and for later layouts). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: BasicLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          ...pageRegistry.map(toRoute),
          {
            path: '*',
            lazy: () => import('./pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
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
