/**
 * The sign-in hand-off at /tokenreader (spec §2, §4, §8): the identity service sends the browser
 * here with `#token=<jwt>&returnUrl=<path>` in the URL fragment (never in a query string that lands
 * in logs). The page stores the token, removes the fragment from the address bar and the history,
 * welcomes a first login ('Hoş Geldiniz Sn. {name}', 3 s, bottom right) and goes to the return
 * address or /ana-sayfa. The welcome is a light toast (shared/ui/light-toast.ts): this route's antd frame
 * goes away when the app moves into the light shell (issue 23).
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { HOME_PATH, safeReturnPath } from '../../shared/session/auth-urls.ts'
import { beginSession } from '../../shared/session/session-actions.ts'
import { showLightToast } from '../../shared/ui/light-toast.ts'
import { AppLoading } from '../layouts/AppLoading.tsx'
import { ErrorResultPage } from './ErrorResultPage.tsx'

/** The token and return address carried by the fragment. */
function readHandOff(): { token: string | null; returnUrl: string | null } {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  return { token: params.get('token'), returnUrl: params.get('returnUrl') }
}

/** Stores the hand-off and moves on; shows an error with "Return to start" when no token came. */
export function TokenReaderPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [handOff] = useState(readHandOff)
  const done = useRef(false)

  useEffect(() => {
    if (done.current || !handOff.token) return
    done.current = true
    window.history.replaceState(window.history.state, '', window.location.pathname)
    const { user, firstLogin } = beginSession(handOff.token)
    if (firstLogin && user) {
      void showLightToast(t('session.welcome', { name: user.claims.FullName }))
    }
    void navigate(safeReturnPath(handOff.returnUrl) ?? HOME_PATH, { replace: true })
  }, [handOff, navigate, t])

  if (!handOff.token) {
    return (
      <main style={{ padding: 24 }}>
        <ErrorResultPage kind="generic" />
      </main>
    )
  }
  return <AppLoading label={t('session.signingIn')} />
}
