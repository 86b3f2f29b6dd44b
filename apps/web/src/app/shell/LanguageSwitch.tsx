/** The tr/en language switch (spec §1, §9: languages en and tr, default tr; stored as `language`). */
import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Language, languages } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'

/** A two-option radio group, TR and EN. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const { language, setLanguage } = usePreferences()
  return (
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
  )
}
