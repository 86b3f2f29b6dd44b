/**
 * The bare auth layout (spec §2): the product mark and the language and dark-mode controls above a
 * centred page. Used by the error pages and the public status page, which must work signed in or not.
 * While impersonating, the exit control shows here too (issue 24: "the exit control visible on every
 * page, 403 included").
 */
import { Flex, Layout, theme } from 'antd'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useSessionUser } from '../../shared/session/session-user.ts'
import { startPath } from '../../shared/session/start-path.ts'
import { Brand } from '../shell/Brand.tsx'
import { ImpersonationExit } from '../shell/ImpersonationExit.tsx'
import { PreferenceControls } from '../shell/PreferenceControls.tsx'
import { PageLoading } from './PageLoading.tsx'

/** Slim top bar + centred page. */
export function AuthLayout() {
  const { token } = theme.useToken()
  const user = useSessionUser()
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
          <Flex align="center" gap="small">
            {user ? <ImpersonationExit user={user} compact /> : null}
            <PreferenceControls />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <div style={{ maxWidth: 960, marginInline: 'auto' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
    </Layout>
  )
}
