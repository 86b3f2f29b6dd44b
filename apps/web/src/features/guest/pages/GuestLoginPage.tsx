/**
 * The guest sign-in at /guest-login (spec §2 route GuestLogin, full layout; §4, §7): e-mail → a
 * one-time code by e-mail → the guest token (stored as `token-guest`) → /guest-landing.
 */
import { Alert, App, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { isTokenExpired } from '../../../shared/session/jwt.ts'
import { useStoredToken, writeToken } from '../../../shared/session/token-store.ts'
import { StorageKey } from '../../../shared/storage.ts'
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
  const { message } = App.useApp()
  const navigate = useNavigate()
  const guestToken = useStoredToken(StorageKey.tokenGuest)
  const [email, setEmail] = useState<string | null>(null)
  const request = useRequestOtp()
  const verify = useVerifyOtp()
  const error = email === null ? request.error : verify.error

  if (guestToken && !isTokenExpired(guestToken)) return <Navigate to={LANDING} replace />

  const sendCode = (address: string, again = false) =>
    request.mutate(address, {
      onSuccess: () => {
        setEmail(address)
        verify.reset()
        if (again) void message.success(t('login.resent'))
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
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: '72px 16px 24px' }}>
      <PageTitle title={t('login.title')} />
      <main style={{ width: '100%', maxWidth: 440 }}>
        <LightCard>
          <Flex vertical gap="middle">
            <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
              <img src="/favicon.svg" alt="" width={48} height={48} />
              <Typography.Text strong>{tc('product.name')}</Typography.Text>
              <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
                {t('login.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('login.intro')}
              </Typography.Paragraph>
            </Flex>
            {error ? (
              <Alert type="error" showIcon title={error.message || t('login.failed')} role="alert" />
            ) : null}
            {email === null ? (
              <EmailStep initialEmail="" busy={request.isPending} onSubmit={(address) => sendCode(address)} />
            ) : (
              <CodeStep
                email={email}
                busy={verify.isPending}
                resending={request.isPending}
                onSubmit={signIn}
                onResend={() => sendCode(email, true)}
                onChangeEmail={() => {
                  setEmail(null)
                  request.reset()
                  verify.reset()
                }}
              />
            )}
            <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>
              <Link to="/ana-sayfa">{t('login.staffSignIn')}</Link>
            </Typography.Paragraph>
          </Flex>
        </LightCard>
      </main>
    </Flex>
  )
}
