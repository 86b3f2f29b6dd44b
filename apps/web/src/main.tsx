/**
 * Entry point: initialises i18n, then mounts the app into `#root`. When `#root` holds the build's prerendered
 * markup of this path drawn in the stored preferences (/guest-login, Turkish, light: `prerendered.ts`, issue 23),
 * the page's lazy route is loaded first and the markup is hydrated; otherwise the app is rendered afresh over it.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { i18nReady } from './app/i18n/index.ts'
import { routes } from './app/router.tsx'
import { canHydrate, resolveLazyMatches } from './prerendered.ts'
import './app/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

/**
 * Renders the app from scratch, as before issue 23's prerendering (React clears `#root` at its first commit). As a
 * transition (issue 23, sixth pass): React then renders in slices of a few milliseconds, yielding to the browser
 * between them, instead of one long task that blocks input (Lighthouse's total blocking time).
 */
const renderFresh = (): void => {
  void i18nReady.then(() => {
    const fresh = createRoot(root)
    startTransition(() => fresh.render(app))
  })
}

if (canHydrate(root, window.location.pathname)) {
  // When the page's code or texts do not load, render afresh: the router then shows its loading or error page.
  Promise.all([i18nReady, resolveLazyMatches(routes, window.location.pathname)]).then(() => {
    hydrateRoot(root, app)
  }, renderFresh)
} else {
  renderFresh()
}
