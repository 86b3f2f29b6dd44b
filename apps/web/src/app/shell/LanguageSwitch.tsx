/**
 * The tr/en language switch (spec §1, §9: languages en and tr, default tr; stored as `language`). Light: native
 * radio buttons drawn like antd's small Segmented (issue 23, shared/ui/light.css), same name and options.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { languages } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'
import '../../shared/ui/light.css'

/** A two-option radio group, TR and EN. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const { language, setLanguage } = usePreferences()
  const name = useId()
  return (
    <div role="radiogroup" aria-label={t('header.language')} className="light-segmented">
      {languages.map((lng) => (
        <label key={lng} title={t(`header.languageNames.${lng}`)}>
          <input
            type="radio"
            name={name}
            value={lng}
            checked={language === lng}
            onChange={() => setLanguage(lng)}
            // The label takes the pointer (a click on "EN" picks English); the input keeps the keyboard.
            style={{ pointerEvents: 'none' }}
          />
          <span lang={lng}>{t(`header.languages.${lng}`)}</span>
        </label>
      ))}
    </div>
  )
}
