/**
 * The home page after sign-in at /ana-sayfa (spec §1, §2; issue 24): "Welcome to the University Academic
 * System", the registered home cards of the session's role (what to do today, from each feature through
 * `app/home-card-registry.ts`) and shortcuts to the role's menu pages (the first visible pages, in menu order).
 */
import { Card, Col, Empty, Flex, Row, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CompletionRedirect } from '../../features/freeze/components/CompletionRedirect.tsx'
import { useRoleName } from '../../shared/session/role-name.ts'
import { useSessionUser } from '../../shared/session/session-user.ts'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { MenuIcon } from '../menu/menu-icons.tsx'
import { HomeCards } from './HomeCards.tsx'

/** Most shortcuts shown. */
const MAX_SHORTCUTS = 8

/** Welcome banner and shortcut cards. */
export function HomePage() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const user = useSessionUser()
  const roleName = useRoleName()
  const menu = useRoleMenu()
  const shortcuts = menu.pages.filter((p) => p.route !== '/ana-sayfa').slice(0, MAX_SHORTCUTS)

  return (
    <Flex vertical gap="large">
      <CompletionRedirect />
      <section
        style={{
          background: token.colorPrimaryBg,
          border: `1px solid ${token.colorPrimaryBorder}`,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
        }}
      >
        <Typography.Title level={2} style={{ margin: 0, fontSize: 'clamp(1.3rem, 1rem + 1.5vw, 1.9rem)' }}>
          {t('home.welcome')}
        </Typography.Title>
        {user ? (
          <Typography.Paragraph style={{ margin: '8px 0 0', fontSize: 15 }}>
            {t('home.greeting', {
              name: user.claims.FullName,
              role: roleName(user.claims.ActiveRoleId, user.claims.ActiveRoleName),
            })}
          </Typography.Paragraph>
        ) : null}
      </section>
      {user ? <HomeCards user={user} /> : null}
      <section aria-labelledby="home-shortcuts">
        <Typography.Title level={2} id="home-shortcuts" style={{ fontSize: 18, marginTop: 0 }}>
          {t('home.shortcuts')}
        </Typography.Title>
        {shortcuts.length === 0 && menu.status === 'success' ? (
          <Empty description={t('home.noShortcuts')} />
        ) : null}
        <Row gutter={[16, 16]}>
          {shortcuts.map((page) => (
            <Col key={page.key} xs={24} sm={12} lg={8} xxl={6}>
              <Link to={page.route ?? '/'} style={{ display: 'block', height: '100%' }}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Flex align="center" gap="middle">
                    <span style={{ fontSize: 22, color: token.colorPrimary }}>
                      <MenuIcon
                        name={
                          page.icon ?? menu.items.find((i) => page.key.startsWith(`${i.key}.`))?.icon ?? null
                        }
                      />
                    </span>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong ellipsis>
                        {page.title}
                      </Typography.Text>
                      {page.breadcrumbText ? (
                        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                          {page.breadcrumbText}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  </Flex>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </section>
    </Flex>
  )
}
