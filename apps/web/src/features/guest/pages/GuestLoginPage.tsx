/**
 * The guest sign-in at /guest-login (spec §2 route GuestLogin, full layout; §4, §7): e-mail → a
 * one-time code by e-mail → the guest token (stored as `token-guest`) → /guest-landing. Drawn with the light
 * components (shared/ui/Light*, no antd and no @ant-design/icons) so that it paints before antd's code loads
 * (issue 23, third pass); "a new code has been sent" is a status line in the card instead of antd's toast.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { isTokenExpired } from '../../../shared/session/jwt.ts'
import { useStoredToken, writeToken } from '../../../shared/session/token-store.ts'
import { StorageKey } from '../../../shared/storage.ts'
import { LightAlert } from '../../../shared/ui/LightAlert.tsx'
import { LightCard } from '../../../shared/ui/LightCard.tsx'
import { PageTitle } from '../../../shared/ui/PageTitle.tsx'
import { useRequestOtp } from '../api/request-otp.ts'
import { useVerifyOtp } from '../api/verify-otp.ts'
import { CodeStep } from '../components/CodeStep.tsx'
import { EmailStep } from '../components/EmailStep.tsx'

/** Where a signed-in guest goes. */
const LANDING = '/guest-landing'

/** The two-step guest sign-in card. */
export function GuestLoginPage() {
  const { t } = useTranslation('guest')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const guestToken = useStoredToken(StorageKey.tokenGuest)
  const [email, setEmail] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const request = useRequestOtp()
  const verify = useVerifyOtp()
  const error = email === null ? request.error : verify.error

  if (guestToken && !isTokenExpired(guestToken)) return <Navigate to={LANDING} replace />

  const sendCode = (address: string, again = false) =>
    request.mutate(address, {
      onSuccess: () => {
        setEmail(address)
        verify.reset()
        setResent(again)
      },
    })

  const signIn = (code: string) => {
    if (!email) return
    verify.mutate(
      { email, code },
      {
        onSuccess: (token) => {
          writeToken(StorageKey.tokenGuest, token)
          void navigate(LANDING, { replace: true })
        },
      },
    )
  }

  return (
    <div
      className="light-root"
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '100vh',
        padding: '72px 16px 24px',
      }}
    >
      <PageTitle title={t('login.title')} />
      <main style={{ width: '100%', maxWidth: 440 }}>
        <LightCard>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <div
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 8,
                textAlign: 'center',
              }}
            >
              <img src="/favicon.svg" alt="" width={48} height={48} />
              <strong>{tc('product.name')}</strong>
              <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, lineHeight: 1.33 }}>
                {t('login.title')}
              </h1>
              <p className="light-secondary" style={{ margin: 0 }}>
                {t('login.intro')}
              </p>
            </div>
            {error ? <LightAlert message={error.message || t('login.failed')} /> : null}
            {email === null ? (
              <EmailStep initialEmail="" busy={request.isPending} onSubmit={(address) => sendCode(address)} />
            ) : (
              <CodeStep
                email={email}
                busy={verify.isPending}
                resending={request.isPending}
                notice={resent && !request.isPending ? t('login.resent') : null}
                onSubmit={signIn}
                onResend={() => sendCode(email, true)}
                onChangeEmail={() => {
                  setEmail(null)
                  setResent(false)
                  request.reset()
                  verify.reset()
                }}
              />
            )}
            <p style={{ margin: 0, textAlign: 'center' }}>
              <Link to="/ana-sayfa">{t('login.staffSignIn')}</Link>
            </p>
          </div>
        </LightCard>
      </main>
    </div>
  )
}
