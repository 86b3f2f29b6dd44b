/**
 * Applying a token received from a role switch, a studentship switch or an impersonation start or
 * end (spec §4): store it as the new session, forget the cached menu and photo, go to the home page
 * and confirm with a 3-second toast ('Başarılı bir şekilde {role} rolüne geçiş yaptınız.', §8). The toast is the
 * light one (shared/ui/light-toast.ts, outside every antd frame): the switch leaves the page it started on, and
 * the home page is drawn without antd, so a toast of the page's frame would vanish with it (issue 23).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { showLightToast } from '../ui/light-toast.ts'
import { HOME_PATH } from './auth-urls.ts'
import { useRoleName } from './role-name.ts'
import { replaceSessionToken } from './session-actions.ts'

/** Which confirmation to show after the switch. */
export type SessionSwitchKind = 'role' | 'studentship' | 'impersonationStart' | 'impersonationEnd'

/**
 * Returns `apply(token, kind)`, which installs `token` as the session, resets the session's cached
 * queries, navigates to /ana-sayfa and shows the confirmation for `kind`.
 */
export function useSessionSwitch(): (token: string, kind: SessionSwitchKind) => void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const roleName = useRoleName()

  return useCallback(
    (token: string, kind: SessionSwitchKind) => {
      // Leave the current page first: it may not exist for the new role, and its queries must not
      // run again with the new token while it is still mounted. flushSync: the home page is on screen
      // (not merely scheduled) before the token changes.
      void Promise.resolve(navigate(HOME_PATH, { flushSync: true })).then(() => {
        const user = replaceSessionToken(token)
        queryClient.removeQueries({ queryKey: ['identity'] })
        const claims = user?.claims
        const studentship = user?.student?.Ogrencis.find((o) => o.OgrNo === claims?.ActiveOgrNo)
        const text = {
          role: () =>
            t('session.roleSwitched', {
              role: claims ? roleName(claims.ActiveRoleId, claims.ActiveRoleName) : '',
            }),
          studentship: () =>
            t('session.studentshipSwitched', {
              name: studentship
                ? `${studentship.OgrencilikAdi} (${studentship.OgrNo})`
                : (claims?.ActiveOgrNo ?? ''),
            }),
          impersonationStart: () => t('session.impersonationStarted', { name: claims?.FullName ?? '' }),
          impersonationEnd: () => t('session.impersonationEnded'),
        }[kind]()
        void showLightToast(text)
      })
    },
    [navigate, queryClient, t, roleName],
  )
}
