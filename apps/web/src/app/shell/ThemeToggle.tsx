/**
 * The dark-mode toggle (spec §4 "Theme: dark or light toggle, stored" as `themeMode`). Light: a native switch
 * drawn like antd's Switch with the sun and moon (issue 23, shared/ui/light.css); the tooltip is its title.
 */
import { useTranslation } from 'react-i18next'
import { LightIcon } from '../../shared/ui/light-icons.tsx'
import { usePreferences } from '../preferences.tsx'
import '../../shared/ui/light.css'

/** A switch labelled "Dark mode"; on = dark. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { themeMode, setThemeMode } = usePreferences()
  const dark = themeMode === 'dark'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('header.darkMode')}
      title={dark ? t('header.lightMode') : t('header.darkMode')}
      className="light-button light-switch"
      style={{ flex: 'none' }}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
    >
      <LightIcon name={dark ? 'moon' : 'sun'} size={12} />
      <span className="light-switch-handle" />
    </button>
  )
}
