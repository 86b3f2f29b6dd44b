/**
 * The bare auth layout (spec §2): the product mark and the language and dark-mode controls above a
 * centred page. Used by the error pages and the public status page, which must work signed in or not.
 */
import { Flex, Layout, theme } from 'antd'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { startPath } from '../../shared/session/start-path.ts'
import { Brand } from '../shell/Brand.tsx'
import { PreferenceControls } from '../shell/PreferenceControls.tsx'
import { PageLoading } from './PageLoading.tsx'

/** Slim top bar + centred page. */
export function AuthLayout() {
  const { token } = theme.useToken()
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="auth">
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: 16,
          lineHeight: 'normal',
        }}
      >
        <Flex align="center" justify="space-between" gap="middle" style={{ height: '100%' }}>
          <Brand to={startPath()} />
          <PreferenceControls />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <main style={{ maxWidth: 960, marginInline: 'auto' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Layout.Content>
    </Layout>
  )
}
