/**
 * User preferences shared by the whole shell: theme mode (stored as `themeMode`), UI language
 * (stored as `language` by the i18n module) and the shell layout (stored as `layoutType`).
 * Components read and change them with {@link usePreferences}. Spec §2, §3, §4.
 */
import { createContext, type ReactNode, use, useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  defaultLanguage,
  isLanguage,
  type Language,
  type LayoutType,
  readLayoutType,
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
  layoutType: LayoutType
  setLayoutType: (layout: LayoutType) => void
}

const PreferencesContext = createContext<Preferences | null>(null)

/** Holds the theme mode and layout and exposes the i18n language; persists each on change. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const [themeMode, setThemeModeState] = useState<ThemeMode>(readThemeMode)
  const [layoutType, setLayoutTypeState] = useState<LayoutType>(readLayoutType)
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage

  const setThemeMode = useCallback((mode: ThemeMode) => {
    writeStorage(StorageKey.themeMode, mode)
    setThemeModeState(mode)
  }, [])

  const setLayoutType = useCallback((layout: LayoutType) => {
    writeStorage(StorageKey.layoutType, layout)
    setLayoutTypeState(layout)
  }, [])

  const setLanguage = useCallback((next: Language) => {
    void changeLanguage(next)
  }, [])

  // Before the first paint: the light components (sign-in) take their colours from `html[data-theme]`.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.theme = themeMode
    root.style.colorScheme = themeMode
  }, [themeMode])

  const value = useMemo(
    () => ({ themeMode, setThemeMode, language, setLanguage, layoutType, setLayoutType }),
    [themeMode, setThemeMode, language, setLanguage, layoutType, setLayoutType],
  )
  return <PreferencesContext value={value}>{children}</PreferencesContext>
}

/** The current preferences; must be used under {@link PreferencesProvider}. */
export function usePreferences(): Preferences {
  const value = use(PreferencesContext)
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>')
  return value
}
