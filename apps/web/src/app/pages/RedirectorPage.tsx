/**
 * The redirect page at /redirector (spec §2 "redirect page, auth"): forwards to the in-app path in
 * `?to=` (a same-origin path only), else to /ana-sayfa.
 */
import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { HOME_PATH, safeReturnPath } from '../../shared/session/auth-urls.ts'
import { AppLoading } from '../layouts/AppLoading.tsx'

/** Replaces itself with the target. */
export function RedirectorPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const target = safeReturnPath(params.get('to')) ?? HOME_PATH
  return (
    <>
      <AppLoading label={t('session.redirecting')} />
      <Navigate to={target} replace />
    </>
  )
}
