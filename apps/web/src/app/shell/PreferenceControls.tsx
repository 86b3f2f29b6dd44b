/** Top-bar controls for the user's preferences: the language switch and the dark-mode toggle. */
import { MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Flex, Segmented, Switch, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Language, languages } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'

/** Language switch (tr/en) and dark-mode switch, both persisted by the preferences provider. */
export function PreferenceControls() {
  const { t } = useTranslation()
  const { language, setLanguage, themeMode, setThemeMode } = usePreferences()
  const dark = themeMode === 'dark'
  const themeLabel = dark ? t('header.lightMode') : t('header.darkMode')

  return (
    <Flex align="center" gap="middle">
      <Segmented<Language>
        aria-label={t('header.language')}
        size="small"
        value={language}
        onChange={setLanguage}
        options={languages.map((lng) => ({
          value: lng,
          label: <span lang={lng}>{t(`header.languages.${lng}`)}</span>,
          title: t(`header.languageNames.${lng}`),
        }))}
      />
      <Tooltip title={themeLabel}>
        <Switch
          aria-label={t('header.darkMode')}
          checked={dark}
          onChange={(checked) => setThemeMode(checked ? 'dark' : 'light')}
          checkedChildren={<MoonOutlined aria-hidden />}
          unCheckedChildren={<SunOutlined aria-hidden />}
        />
      </Tooltip>
    </Flex>
  )
}
