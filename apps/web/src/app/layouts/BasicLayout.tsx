/**
 * A minimal shell until the full layouts arrive (vertical, horizontal, guest, …): a top bar with the
 * product name and the preference controls, and the page below it.
 */
import { Flex, Grid, Layout, theme } from 'antd'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { PreferenceControls } from '../shell/PreferenceControls.tsx'
import { AppLoading } from './AppLoading.tsx'

/** The shell layout: top bar and content area with the current route's page. */
export function BasicLayout() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const screens = Grid.useBreakpoint()
  const gutter = screens.md ? token.paddingLG : token.padding

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: gutter,
        }}
      >
        <Flex align="center" justify="space-between" gap="middle" style={{ height: '100%' }}>
          <Link
            to="/"
            aria-label={t('header.homeLink')}
            style={{ color: token.colorText, fontWeight: 600, fontSize: token.fontSizeLG }}
          >
            {t('product.short')}
          </Link>
          <PreferenceControls />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: gutter }}>
        <div style={{ maxWidth: 960, marginInline: 'auto' }}>
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
    </Layout>
  )
}
