/** The dark-mode toggle (spec §4 "Theme: dark or light toggle, stored" as `themeMode`). */
import { MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Switch, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { usePreferences } from '../preferences.tsx'

/** A switch labelled "Dark mode"; on = dark. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { themeMode, setThemeMode } = usePreferences()
  const dark = themeMode === 'dark'
  return (
    <Tooltip title={dark ? t('header.lightMode') : t('header.darkMode')}>
      <Switch
        aria-label={t('header.darkMode')}
        checked={dark}
        onChange={(checked) => setThemeMode(checked ? 'dark' : 'light')}
        checkedChildren={<MoonOutlined aria-hidden />}
        unCheckedChildren={<SunOutlined aria-hidden />}
      />
    </Tooltip>
  )
}
