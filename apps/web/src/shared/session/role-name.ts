/**
 * Role names in the UI language. The token carries the role names in the language of the sign-in;
 * the shell names the portal's fixed roles (docs/decisions.md "Role ids") from the `roles.{id}`
 * translations, so a language switch renames them too, and falls back to the token's name.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** Returns `(roleId, fallback) => name` in the current language. */
export function useRoleName(): (roleId: number, fallback: string) => string {
  const { t, i18n } = useTranslation()
  return useCallback(
    (roleId: number, fallback: string) => {
      const key = `roles.${roleId}` as 'roles.1'
      return i18n.exists(key) ? String(t(key)) : fallback
    },
    [t, i18n],
  )
}
