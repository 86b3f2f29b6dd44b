/**
 * The language switch and the dark-mode switch without antd (issue 23, light.css), for the full layout
 * (/guest-login, the public guide), which paints before antd's code loads. Same names, roles and
 * behaviour as `PreferenceControls` (antd Segmented and Switch): a radio group "Dil" / "Language" with TR
 * and EN, and a switch "Karanlık mod" / "Dark mode" (on = dark), both stored by the preferences provider.
 */
import { useTranslation } from 'react-i18next'
import { languages } from '../../shared/storage.ts'
import { LightIcon } from '../../shared/ui/light-icons.tsx'
import { usePreferences } from '../preferences.tsx'
import '../../shared/ui/light.css'

/** TR/EN radio group and the dark-mode switch, side by side. */
export function LightPreferenceControls() {
  const { t } = useTranslation()
  const { language, setLanguage, themeMode, setThemeMode } = usePreferences()
  const dark = themeMode === 'dark'
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
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label={t('header.darkMode')}
        title={dark ? t('header.lightMode') : t('header.darkMode')}
        className="light-button light-switch"
        onClick={() => setThemeMode(dark ? 'light' : 'dark')}
      >
        <LightIcon name={dark ? 'moon' : 'sun'} size={12} />
        <span className="light-switch-handle" />
      </button>
    </div>
  )
}
