/**
 * The root component: providers around the data router. Installs the API client's token renewer and
 * 401/403 handler (spec §8) with the router's navigation.
 */
import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { setAuthFailureHandler, setTokenRenewer } from '../shared/api/client.ts'
import { AppProviders } from './providers.tsx'
import { createAppRouter } from './router.tsx'
import { createAuthFailureHandler } from './session/auth-failure.ts'
import { createTokenRenewer } from './session/token-renewer.ts'

/** Renders the whole app. */
export function App() {
  const [router] = useState(() => {
    const created = createAppRouter()
    // Installed before the first render, so that the very first calls are covered.
    setAuthFailureHandler(createAuthFailureHandler((to, options) => created.navigate(to, options)))
    // A 401 is first met with one token renewal (issue 15 "Sessions"); only a failed one logs out.
    setTokenRenewer(createTokenRenewer())
    return created
  })
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
