/**
 * The page header (spec §1): the page title and a breadcrumb from the route metadata (static routes)
 * or the menu tree (runtime routes); also sets the document title to '{title} | {product}' (spec §2).
 */
import { HomeOutlined } from '@ant-design/icons'
import { Breadcrumb, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { matchMenuRoute } from '../menu/menu-routes.ts'
import type { RouteHandle } from '../routes/route-handle.ts'

/** Title and breadcrumb of the current page; nothing while the page is unknown. */
export function PageHeader() {
  const { t } = useTranslation()
  const matches = useMatches()
  const { pathname } = useLocation()
  const menu = useRoleMenu()
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined
  const menuItem = handle?.titleKey ? null : matchMenuRoute(menu.routes, pathname)?.def.item
  const title = handle?.titleKey ? t(handle.titleKey) : menuItem?.title
  if (!title) return null

  const isHome = pathname === '/ana-sayfa'
  const items = [
    {
      key: 'home',
      title: isHome ? (
        <>
          <HomeOutlined aria-hidden /> {t('home.title')}
        </>
      ) : (
        <Link to="/ana-sayfa">
          <HomeOutlined aria-hidden /> {t('home.title')}
        </Link>
      ),
    },
    ...(menuItem?.parents ?? []).map((parent, i) => ({ key: `p${i}`, title: parent })),
    ...(isHome ? [] : [{ key: 'page', title }]),
  ]

  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <PageTitle title={title} />
      <Breadcrumb items={items} aria-label={t('nav.breadcrumb')} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
        {title}
      </Typography.Title>
    </Flex>
  )
}
