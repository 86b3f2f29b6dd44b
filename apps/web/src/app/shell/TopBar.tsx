/**
 * The signed-in top bar (spec §1, §6, §9): menu search, staff-portal link, language switch,
 * impersonation exit (only when ImpID ≠ 0), role or studentship switch, layout choice, dark mode and
 * the profile menu. Sticky, with a shadow once the page has scrolled more than 50 px. Narrow screens
 * get icon-only controls.
 */
import { Flex, Layout, theme } from 'antd'
import type { ReactNode } from 'react'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { useScrollPast } from '../../shared/hooks/use-scroll-past.ts'
import { useSessionUser } from '../../shared/session/session-user.ts'
import { Brand } from './Brand.tsx'
import { ImpersonationExit } from './ImpersonationExit.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { LayoutPicker } from './LayoutPicker.tsx'
import { LazyMenuSearch } from './LazyMenuSearch.tsx'
import { ProfileMenu } from './ProfileMenu.tsx'
import { RoleSwitch } from './RoleSwitch.tsx'
import { SearchButton } from './SearchButton.tsx'
import { StaffPortalLink } from './StaffPortalLink.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'

/** Scroll distance after which the bar casts a shadow (spec §9). */
const SHADOW_AFTER_PX = 50

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Placed first: the menu button (mobile) or the sidebar toggle. */
  leading?: ReactNode
  /** Show the product mark (layouts without a sidebar brand). */
  showBrand?: boolean
  /** Semibox: a floating, rounded bar with a margin. */
  boxed?: boolean
}

/** The top bar of the signed-in layouts. */
export function TopBar({ leading, showBrand = false, boxed = false }: TopBarProps) {
  const { token } = theme.useToken()
  const user = useSessionUser()
  const { mobile, desktop } = useViewport()
  const scrolled = useScrollPast(SHADOW_AFTER_PX)
  const impersonating = (user?.claims.ImpID ?? 0) !== 0

  return (
    <Layout.Header
      data-scrolled={scrolled}
      style={{
        position: 'sticky',
        top: boxed ? 16 : 0,
        zIndex: 100,
        height: 64,
        marginTop: boxed ? 16 : 0,
        ...(boxed
          ? { borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }
          : { borderBottom: `1px solid ${token.colorBorderSecondary}` }),
        lineHeight: 'normal',
        paddingInline: mobile ? 8 : 16,
        background: token.colorBgContainer,
        boxShadow: scrolled ? '0 2px 8px rgba(0, 0, 0, 0.15)' : 'none',
        transition: 'box-shadow .2s',
      }}
    >
      <Flex align="center" gap={mobile ? 4 : 8} style={{ height: '100%' }}>
        {leading}
        {showBrand && !(mobile && impersonating) ? <Brand compact={mobile} /> : null}
        {desktop ? <LazyMenuSearch /> : <SearchButton />}
        <div style={{ flex: 1 }} />
        {desktop ? <StaffPortalLink /> : null}
        <LanguageSwitch />
        {user ? <ImpersonationExit user={user} compact={!desktop} /> : null}
        {user ? <RoleSwitch user={user} compact={!desktop} /> : null}
        {mobile ? null : <LayoutPicker />}
        <ThemeToggle />
        {user ? <ProfileMenu user={user} compact={!desktop} /> : null}
      </Flex>
    </Layout.Header>
  )
}
