/**
 * The antd frame (issue 23, third pass): antd's ConfigProvider bound to the current language (tr_TR/en_US)
 * and theme mode (theme.ts, with animations off under `prefers-reduced-motion: reduce`, WCAG 2.3.3) around
 * antd's `<App>` (the message, notification and modal context: toasts bottom right for 3 s, spec §8, §9).
 * Loaded lazily (layouts/LazyAntdFrame.tsx) and rendered around the antd parts only (issue 23, fourth pass): by
 * the root layout around the routes outside the signed-in shell but the guest sign-in, by the shell's content
 * column around the page (so every page calling `App.useApp()` sits under it), around the top bar's antd
 * controls, the menu search and the mobile drawer, and by the idle dialog; the entry chunk, the guest sign-in
 * and the shell's chrome carry no antd code.
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

/**
 * Every antd form: a failed submit scrolls to and focuses its first invalid field (issue 36, keyboard and screen
 * readers; shared/ui/use-invalid-field-focus.ts has the rest of the rule).
 */
const formConfig = { scrollToFirstError: { focus: true, block: 'center' as const } }

/** Props of {@link AntdFrame}. */
export interface AntdFrameProps {
  children: ReactNode
  /** No element of its own (antd's App with `component={false}`): for controls inside a light flex row. */
  inline?: boolean
}

/** ConfigProvider and antd's App around `children`. */
export function AntdFrame({ children, inline = false }: AntdFrameProps) {
  const { language, themeMode } = usePreferences()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const theme = useMemo(() => {
    const base = antdTheme(themeMode)
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base
  }, [themeMode, reducedMotion])
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme} form={formConfig}>
      <AntApp
        component={inline ? false : undefined}
        notification={{ placement: 'bottomRight', duration: TOAST_MS / 1000 }}
        message={{ duration: TOAST_MS / 1000 }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  )
}
