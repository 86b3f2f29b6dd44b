/**
 * User preferences shared by the whole shell: theme mode (stored as `themeMode`) and UI language
 * (stored as `language` by the i18n module). Components read and change them with {@link usePreferences}.
 */
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  defaultLanguage,
  isLanguage,
  type Language,
  readThemeMode,
  StorageKey,
  type ThemeMode,
  writeStorage,
} from '../shared/storage.ts'
import { changeLanguage } from './i18n/index.ts'

/** The preferences and their setters. */
export interface Preferences {
  themeMode: ThemeMode
  setThemeMode: (mode: ThemeMode) => void
  language: Language
  setLanguage: (language: Language) => void
}

const PreferencesContext = createContext<Preferences | null>(null)

/** Holds the theme mode and exposes the i18n language; persists both on change. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const [themeMode, setThemeModeState] = useState<ThemeMode>(readThemeMode)
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage

  const setThemeMode = useCallback((mode: ThemeMode) => {
    writeStorage(StorageKey.themeMode, mode)
    setThemeModeState(mode)
  }, [])

  const setLanguage = useCallback((next: Language) => {
    void changeLanguage(next)
  }, [])

  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = themeMode
    root.style.colorScheme = themeMode
  }, [themeMode])

  const value = useMemo(
    () => ({ themeMode, setThemeMode, language, setLanguage }),
    [themeMode, setThemeMode, language, setLanguage],
  )
  return <PreferencesContext value={value}>{children}</PreferencesContext>
}

/** The current preferences; must be used under {@link PreferencesProvider}. */
export function usePreferences(): Preferences {
  const value = use(PreferencesContext)
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>')
  return value
}
