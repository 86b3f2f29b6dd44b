/**
 * The signed-in top bar (spec §1, §6, §9): menu search, staff-portal link, language switch,
 * impersonation exit (only when ImpID ≠ 0), role or studentship switch, layout choice, dark mode and
 * the profile menu, and the notification bell (issue 39). Sticky, with a shadow once the page has scrolled more than 50 px. Narrow screens
 * get icon-only controls. Light (issue 23, fourth pass): the bar and its simple controls paint without antd;
 * the antd controls (role switch, profile menu, layout choice, impersonation exit) and the menu search load
 * right after, in their own antd frames, behind placeholders of their size.
 */
import type { ReactNode } from 'react'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { useScrollPast } from '../../shared/hooks/use-scroll-past.ts'
import { useSessionUser } from '../../shared/session/session-user.ts'
import { Brand } from './Brand.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { LazyMenuSearch } from './LazyMenuSearch.tsx'
import { LazyNotificationBell } from './LazyNotificationBell.tsx'
import { LazyProfileControl, LazySessionControls } from './LazyTopBarControls.tsx'
import { SearchButton } from './SearchButton.tsx'
import { StaffPortalLink } from './StaffPortalLink.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'
import '../layouts/shell.css'

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
  const user = useSessionUser()
  const { mobile, desktop } = useViewport()
  const scrolled = useScrollPast(SHADOW_AFTER_PX)
  const impersonating = (user?.claims.ImpID ?? 0) !== 0
  const controls = { user, compact: !desktop, mobile }

  return (
    <header
      className="shell-topbar"
      data-scrolled={scrolled}
      data-boxed={boxed}
      style={{ top: boxed ? 16 : 0, marginTop: boxed ? 16 : 0, paddingInline: mobile ? 8 : 16 }}
    >
      <div className="shell-topbar-row" style={{ gap: mobile ? 4 : 8 }}>
        {leading}
        {showBrand && !(mobile && impersonating) ? <Brand compact={mobile} /> : null}
        {desktop ? <LazyMenuSearch /> : <SearchButton />}
        <div style={{ flex: 1 }} />
        {desktop ? <StaffPortalLink /> : null}
        <LanguageSwitch />
        {user ? <LazyNotificationBell /> : null}
        <LazySessionControls {...controls} />
        <ThemeToggle />
        <LazyProfileControl {...controls} />
      </div>
    </header>
  )
}
