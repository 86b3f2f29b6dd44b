/**
 * The app's root providers: preferences and TanStack Query — what every route needs. antd's ConfigProvider
 * and `<App>` are not here but in `AntdFrame`, rendered by the antd layouts, so that the entry chunk carries
 * no antd code and /guest-login paints without it (issue 23, third pass).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { PreferencesProvider } from './preferences.tsx'
import { createQueryClient } from './query-client.ts'

/** Wraps the app in every provider it needs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <PreferencesProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PreferencesProvider>
  )
}
