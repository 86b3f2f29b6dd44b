/**
 * The home page after sign-in at /ana-sayfa (spec §1, §2; issue 24): "Welcome to the University Academic
 * System", the registered home cards of the session's role (what to do today, from each feature through
 * `app/home-card-registry.ts`) and shortcuts to the role's menu pages (the first visible pages, in menu order).
 * A student whose active studentship is frozen or has ended (graduated, withdrawn) reads that in the greeting
 * instead of the active role (issue 37).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CompletionRedirect } from '../../features/freeze/components/CompletionRedirect.tsx'
import { useRoleName } from '../../shared/session/role-name.ts'
import { useSessionUser } from '../../shared/session/session-user.ts'
import { LightEmpty } from '../../shared/ui/LightEmpty.tsx'
import { LightPanel } from '../../shared/ui/LightPanel.tsx'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { MenuIcon } from '../menu/menu-icons.tsx'
import { HomeCards } from './HomeCards.tsx'
import '../../shared/ui/light.css'
import '../../shared/ui/light-home.css'

/** Most shortcuts shown. */
const MAX_SHORTCUTS = 8

/**
 * Welcome banner and shortcut cards, drawn without antd (issue 23: the banner's title is the page's largest
 * paint and must not wait for antd's code).
 */
export function HomePage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const roleName = useRoleName()
  const menu = useRoleMenu()
  const shortcuts = menu.pages.filter((p) => p.route !== '/ana-sayfa').slice(0, MAX_SHORTCUTS)
  // Issue 37: a student whose active studentship is frozen (still running) or ended (graduated, departed) is told
  // so instead of "your active role: student" (the claim's Durum; IsActive cannot tell them apart).
  const studentshipState = user?.student?.Ogrencis.find((o) => o.OgrNo === user.claims.ActiveOgrNo)?.Durum

  return (
    <div className="light-home light-home-page">
      <CompletionRedirect />
      <section className="light-banner">
        <h2 style={{ fontSize: 'clamp(1.3rem, 1rem + 1.5vw, 1.9rem)' }}>{t('home.welcome')}</h2>
        {user ? (
          <p style={{ margin: '8px 0 0', fontSize: 15 }} data-testid="home-greeting">
            {studentshipState && studentshipState !== 'active'
              ? t(`home.greetingStudentship.${studentshipState}`, {
                  name: user.claims.FullName,
                  studentNo: user.claims.ActiveOgrNo,
                })
              : t('home.greeting', {
                  name: user.claims.FullName,
                  role: roleName(user.claims.ActiveRoleId, user.claims.ActiveRoleName),
                })}
          </p>
        ) : null}
      </section>
      {user ? <HomeCards user={user} /> : null}
      <section aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" style={{ fontSize: 18, marginBottom: '0.5em' }}>
          {t('home.shortcuts')}
        </h2>
        {shortcuts.length === 0 && menu.status === 'success' ? (
          <LightEmpty description={t('home.noShortcuts')} />
        ) : null}
        <div className="light-shortcuts">
          {shortcuts.map((page) => (
            <Link key={page.key} to={page.route ?? '/'} className="light-tile">
              <LightPanel>
                <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
                  <span
                    style={{
                      fontSize: 22,
                      color: 'var(--light-primary)',
                      display: 'inline-flex',
                      width: 22,
                      height: 22,
                      flex: 'none',
                    }}
                  >
                    <MenuIcon
                      name={
                        page.icon ?? menu.items.find((i) => page.key.startsWith(`${i.key}.`))?.icon ?? null
                      }
                    />
                  </span>
                  <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                    <span className="light-strong light-ellipsis">{page.title}</span>
                    {page.breadcrumbText ? (
                      <span className="light-secondary light-ellipsis" style={{ fontSize: 12 }}>
                        {page.breadcrumbText}
                      </span>
                    ) : null}
                  </div>
                </div>
              </LightPanel>
            </Link>
          ))}
        </div>
      </section>
    </div>
  )
}
