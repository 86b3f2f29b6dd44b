/**
 * The language switch and the dark-mode switch without antd (issue 23, light.css), for the full layout
 * (/guest-login, the public guide), which paints before antd's code loads. Same names, roles and
 * behaviour as `PreferenceControls` (antd Segmented and Switch): a radio group "Dil" / "Language" with TR
 * and EN, and a switch "Karanlık mod" / "Dark mode" (on = dark), both stored by the preferences provider.
 */
import { useTranslation } from 'react-i18next'
import { languages } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'
import '../../shared/ui/light.css'

/** TR/EN radio group and the dark-mode switch (the shell's light ThemeToggle), side by side. */
export function LightPreferenceControls() {
  const { t } = useTranslation()
  const { language, setLanguage } = usePreferences()
  return (
    <div className="light-root" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <div role="radiogroup" aria-label={t('header.language')} className="light-segmented">
        {languages.map((lng) => (
          <label key={lng} title={t(`header.languageNames.${lng}`)}>
            <input
              type="radio"
              name="light-language"
              value={lng}
              checked={language === lng}
              onChange={() => setLanguage(lng)}
            />
            <span lang={lng}>{t(`header.languages.${lng}`)}</span>
          </label>
        ))}
      </div>
      <ThemeToggle />
    </div>
  )
}
