/**
 * The app's providers: preferences, antd ConfigProvider (tr_TR/en_US locale, dark algorithm from
 * `themeMode`) and TanStack Query. antd's `<App>` (message/notification/modal context) is left out
 * until the shell needs toasts: it adds ~45 kB of minified JS to every page.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider, theme } from 'antd'
import enUS from 'antd/es/locale/en_US'
import trTR from 'antd/es/locale/tr_TR'
import { type ReactNode, useState } from 'react'
import { PreferencesProvider, usePreferences } from './preferences.tsx'
import { createQueryClient } from './query-client.ts'

const antdLocales = { tr: trTR, en: enUS } as const

/** ConfigProvider bound to the current language and theme mode. */
function ThemedConfig({ children }: { children: ReactNode }) {
  const { language, themeMode } = usePreferences()
  return (
    <ConfigProvider
      locale={antdLocales[language]}
      theme={{ algorithm: themeMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      {children}
    </ConfigProvider>
  )
}

/** Wraps the app in every provider it needs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <PreferencesProvider>
      <ThemedConfig>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedConfig>
    </PreferencesProvider>
  )
}
