/**
 * Browser storage keys, verbatim from the portal spec §3, and small typed accessors for the
 * preferences the whole app reads (language, theme). Other keys are owned by later features
 * (session, menus, roles); they are listed here so that nobody invents a second spelling.
 */

/** The exact localStorage keys of the spec (§3 "Browser storage keys"). */
export const StorageKey = {
  /** Staff or student session token (JWT). */
  token: 'token',
  /** Guest applicant session token. */
  tokenGuest: 'token-guest',
  /** UI language: `tr` (default) or `en`. */
  language: 'language',
  /** Colour scheme: `light` or `dark`. */
  themeMode: 'themeMode',
  /** The role's menu tree as returned by the server. */
  menus: 'menus',
  /** Derived route menu. */
  rmenu: 'rmenu',
  /** Sidebar hover state. */
  hoverd: 'hoverd',
  /** Name of the active role. */
  currentUserRole: 'currentUserRole',
  /** Id of the active role. */
  activeRolId: 'ActiveRolId',
  /** The role before the last switch. */
  oncekiRole: 'oncekiRole',
  /** Set once the user has logged in (first-login welcome). */
  isLoggedUser: 'isLoggedUser',
} as const

/** One of the spec's storage keys. */
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey]

/** Languages offered by the UI (spec §9), the first being the default. */
export const languages = ['tr', 'en'] as const
/** A UI language. */
export type Language = (typeof languages)[number]
/** The default language when none (or an unknown one) is stored. */
export const defaultLanguage: Language = 'tr'

/** Colour schemes offered by the UI. */
export type ThemeMode = 'light' | 'dark'

/** Reads a key, returning null when storage is unavailable (private mode, SSR) or the key is unset. */
export function readStorage(key: StorageKeyName): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes a key; a full or unavailable storage is ignored (preferences then last for the tab only). */
export function writeStorage(key: StorageKeyName, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage unavailable: nothing to persist to.
  }
}

/** Removes a key, ignoring an unavailable storage. */
export function removeStorage(key: StorageKeyName): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** Type guard for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The stored UI language, or `tr` when none or an unsupported one is stored. */
export function readLanguage(): Language {
  const stored = readStorage(StorageKey.language)
  return isLanguage(stored) ? stored : defaultLanguage
}

/** The stored theme mode, `light` unless `dark` is stored. */
export function readThemeMode(): ThemeMode {
  return readStorage(StorageKey.themeMode) === 'dark' ? 'dark' : 'light'
}
