/**
 * The page header (spec §1): the page title and a breadcrumb from the route metadata (static routes)
 * or the menu tree (runtime routes); also sets the document title to '{title} | {product}' (spec §2).
 * Light: the breadcrumb is a `<nav aria-label><ol>` with the current page marked `aria-current`, no antd
 * (issue 23, layouts/shell.css).
 */
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { matchMenuRoute } from '../menu/menu-routes.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import '../layouts/shell.css'

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
  const home = (
    <>
      <ShellIcon name="home" size={14} /> {t('home.title')}
    </>
  )
  const trail = [...(menuItem?.parents ?? []), ...(isHome ? [] : [title])]

  return (
    <div
      className="shell-page-header"
      style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}
    >
      <PageTitle title={title} />
      <nav aria-label={t('nav.breadcrumb')} className="shell-breadcrumb">
        <ol>
          <li>
            {isHome ? (
              <span aria-current="page" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                {home}
              </span>
            ) : (
              <Link to="/ana-sayfa">{home}</Link>
            )}
          </li>
          {trail.map((text, i) => (
            // The trail is a fixed path of texts; a parent may repeat the page's own title.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a crumb.
            <li key={i} aria-current={!isHome && i === trail.length - 1 ? 'page' : undefined}>
              {text}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="shell-title">{title}</h1>
    </div>
  )
}
