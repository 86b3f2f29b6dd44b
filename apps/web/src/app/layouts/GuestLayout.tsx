/**
 * The guest layout (spec §2): a top bar with language, dark mode, a welcome line with the guest's
 * e-mail claim, a link to the guest's "My personal data" page (issue 39), a link to the university website and
 * logout; then the page and the footer.
 */
import { GlobalOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import { Button, Flex, Layout, Typography, theme } from 'antd'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { useGuestClaims } from '../../shared/session/session-user.ts'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'
import { useFocusableScrollers } from '../../shared/ui/use-focusable-scrollers.ts'
import { GUEST_PERSONAL_DATA_PATH } from '../routes/paths.ts'
import { AppFooter } from '../shell/AppFooter.tsx'
import { Brand } from '../shell/Brand.tsx'
import { externalLinks } from '../shell/external-links.ts'
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx'
import { LazyPrivacyNoticeGate } from '../shell/LazyPrivacyNoticeGate.tsx'
import { ThemeToggle } from '../shell/ThemeToggle.tsx'
import { GuestLogoutButton } from './GuestLogoutButton.tsx'
import { PageLoading } from './PageLoading.tsx'

/** Guest top bar + page + footer; on the application form, the guests' privacy notice until acknowledged. */
export function GuestLayout() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  useFocusableScrollers(t('scrollRegion'))
  const { token } = theme.useToken()
  const guest = useGuestClaims()
  const { mobile, desktop } = useViewport()
  const website = `${t('guestShell.universityWebsite')} ${t('header.newTab')}`

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="guest">
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: mobile ? 8 : 16,
          lineHeight: 'normal',
        }}
      >
        <Flex align="center" gap={mobile ? 6 : 12} style={{ height: '100%' }}>
          <Brand to="/guest-landing" compact={mobile} />
          {desktop ? <Typography.Text type="secondary">{t('guestShell.area')}</Typography.Text> : null}
          <div style={{ flex: 1 }} />
          {guest && !mobile ? (
            <Typography.Text ellipsis style={{ maxWidth: 280 }}>
              {t('guestShell.welcome', { email: guest.Email })}
            </Typography.Text>
          ) : null}
          <nav aria-label={t('guestShell.myData')}>
            <ButtonLink
              to={GUEST_PERSONAL_DATA_PATH}
              type="text"
              icon={<SafetyCertificateOutlined aria-hidden />}
              aria-label={mobile ? t('guestShell.myData') : undefined}
              aria-current={pathname === GUEST_PERSONAL_DATA_PATH ? 'page' : undefined}
            >
              {mobile ? null : t('guestShell.myData')}
            </ButtonLink>
          </nav>
          <Button
            type="text"
            href={externalLinks.universityWebsite}
            target="_blank"
            rel="noopener noreferrer"
            icon={<GlobalOutlined aria-hidden />}
            aria-label={website}
          >
            {desktop ? t('guestShell.universityWebsite') : null}
          </Button>
          <LanguageSwitch />
          <ThemeToggle />
          <GuestLogoutButton compact={mobile} />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: mobile ? token.padding : token.paddingLG }}>
        <div style={{ maxWidth: 1100, marginInline: 'auto' }}>
          {guest && mobile ? (
            <Typography.Paragraph>{t('guestShell.welcome', { email: guest.Email })}</Typography.Paragraph>
          ) : null}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {pathname === '/application' ? <LazyPrivacyNoticeGate mode="guest" /> : null}
          </Suspense>
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  )
}
