/** The root component: providers around the data router. */
import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers.tsx'
import { createAppRouter } from './router.tsx'

/** Renders the whole app. */
export function App() {
  const [router] = useState(createAppRouter)
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
