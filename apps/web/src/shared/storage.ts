/**
 * Browser storage keys, verbatim from the portal spec §3, and small typed accessors for the
 * preferences the whole app reads (language, theme, layout). The session keys are written by the
 * session layer (`app/session`); they are listed here so that nobody invents a second spelling.
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
  /**
   * The user's chosen shell layout (issue 4: "the choice is kept"). Not one of the spec's §3 keys:
   * the spec names no key for it, so this is the one addition.
   */
  layoutType: 'layoutType',
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

/** Shell layouts the user can pick (spec §2); `vertical` is the default. */
export const layoutTypes = ['vertical', 'horizontal', 'twocolumn', 'semibox'] as const
/** A user-selectable shell layout. */
export type LayoutType = (typeof layoutTypes)[number]

/**
 * Keys that belong to a signed-in session (spec §3). Logging out, an idle timeout and a new sign-in
 * clear exactly these; the preferences (language, theme, layout) stay.
 */
export const sessionKeys: readonly StorageKeyName[] = [
  StorageKey.token,
  StorageKey.menus,
  StorageKey.rmenu,
  StorageKey.hoverd,
  StorageKey.currentUserRole,
  StorageKey.activeRolId,
  StorageKey.oncekiRole,
  StorageKey.isLoggedUser,
]

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

/** Removes every key of a staff or student session ({@link sessionKeys}). */
export function clearSessionStorage(): void {
  for (const key of sessionKeys) removeStorage(key)
}

/** Reads a JSON value stored under `key`; null when absent or not valid JSON. */
export function readJson(key: StorageKeyName): unknown {
  const text = readStorage(key)
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** Stores `value` as JSON under `key`. */
export function writeJson(key: StorageKeyName, value: unknown): void {
  writeStorage(key, JSON.stringify(value))
}

/** The stored layout, `vertical` unless another known layout is stored. */
export function readLayoutType(): LayoutType {
  const stored = readStorage(StorageKey.layoutType)
  return (layoutTypes as readonly string[]).includes(stored ?? '') ? (stored as LayoutType) : 'vertical'
}

/** The stored theme mode, `light` unless `dark` is stored. */
export function readThemeMode(): ThemeMode {
  return readStorage(StorageKey.themeMode) === 'dark' ? 'dark' : 'light'
}
