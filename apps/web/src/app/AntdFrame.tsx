/**
 * The antd frame (issue 23, third pass): antd's ConfigProvider bound to the current language (tr_TR/en_US)
 * and theme mode (theme.ts, with animations off under `prefers-reduced-motion: reduce`, WCAG 2.3.3) around
 * antd's `<App>` (the message, notification and modal context: toasts bottom right for 3 s, spec §8, §9).
 * Loaded lazily and rendered by the root layout around every route but the guest sign-in (so every page
 * calling `App.useApp()` sits under it), and by the idle dialog, which is rendered outside the routes; the
 * entry chunk and the guest sign-in carry no antd code.
 */
// Deep imports: the build groups these two and antd's modules they import into one chunk (vite.config.ts).
import AntApp from 'antd/es/app'
import ConfigProvider from 'antd/es/config-provider'
import enUS from 'antd/es/locale/en_US'
import trTR from 'antd/es/locale/tr_TR'
import { type ReactNode, useMemo } from 'react'
import { useMediaQuery } from '../shared/hooks/use-media-query.ts'
import { TOAST_MS } from '../shared/session/timing.ts'
import { usePreferences } from './preferences.tsx'
import { antdTheme } from './theme.ts'

const antdLocales = { tr: trTR, en: enUS } as const

/** ConfigProvider and antd's App around `children`. */
export function AntdFrame({ children }: { children: ReactNode }) {
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
