/**
 * The build's server entry (issue 23, LCP from the HTML), loaded by the prerender plugin (`plugin.ts`) through
 * Vite's `ssrLoadModule`: draws one route of the app (layout and page) to static markup as a first visit sees it
 * (Turkish, light, signed out), with the same providers and router component as the client (`App.tsx`), so
 * that the client's `hydrateRoot` finds the same tree (and the same `useId` ids).
 */
import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { i18nReady } from '../src/app/i18n/index.ts'
import { AppProviders } from '../src/app/providers.tsx'
import { routes } from '../src/app/router.tsx'
import { HomeSkeleton } from '../src/app/shell-skeleton/HomeSkeleton.tsx'
import { resolveLazyMatches } from '../src/prerendered.ts'

/** Takes a path (e.g. `/guest-login`); returns the markup of `#root` for it once its code and texts are loaded. */
export async function renderRoute(pathname: string): Promise<string> {
  await Promise.all([i18nReady, resolveLazyMatches(routes, pathname)])
  const router = createMemoryRouter(routes, { initialEntries: [pathname] })
  try {
    return renderToString(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  } finally {
    router.dispose()
  }
}

/**
 * Takes the frame's content (`home`: the home page's header and banner; `loading`: the page spinner); returns the
 * markup of the signed-in shell's frame (Turkish, light) once the texts are loaded.
 */
export async function renderShellSkeleton(page: 'home' | 'loading'): Promise<string> {
  await i18nReady
  return renderToStaticMarkup(<HomeSkeleton page={page} />)
}
