/**
 * The app's providers: preferences, antd ConfigProvider (tr_TR/en_US locale, the theme of
 * `themeMode`: see theme.ts), antd's `<App>` (the message and notification context: toasts bottom right for 3 s,
 * spec §8, §9) and TanStack Query.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/es/locale/en_US'
import trTR from 'antd/es/locale/tr_TR'
import { type ReactNode, useMemo, useState } from 'react'
import { useMediaQuery } from '../shared/hooks/use-media-query.ts'
import { TOAST_MS } from '../shared/session/timing.ts'
import { PreferencesProvider, usePreferences } from './preferences.tsx'
import { createQueryClient } from './query-client.ts'
import { antdTheme } from './theme.ts'

const antdLocales = { tr: trTR, en: enUS } as const

/**
 * ConfigProvider bound to the current language and theme mode; antd's animations are off for people whose
 * system asks for reduced motion (WCAG 2.3.3, `prefers-reduced-motion: reduce`).
 */
function ThemedConfig({ children }: { children: ReactNode }) {
  const { language, themeMode } = usePreferences()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const theme = useMemo(() => {
    const base = antdTheme(themeMode)
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base
  }, [themeMode, reducedMotion])
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme}>
      <AntApp
        notification={{ placement: 'bottomRight', duration: TOAST_MS / 1000 }}
        message={{ duration: TOAST_MS / 1000 }}
      >
        {children}
      </AntApp>
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
