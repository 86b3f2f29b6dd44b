/**
 * The top bar's antd controls (issue 23, fourth pass), in their own lazily loaded chunk: the impersonation exit,
 * the role or studentship switch and the layout choice as one group, and the profile menu. They use antd's
 * Dropdown, Tooltip, Tag and Avatar and `App.useApp()`, so LazyTopBarControls renders them inside an antd frame
 * once the light top bar has painted.
 */
import type { SessionUser } from '../../shared/session/claims.ts'
import { ImpersonationExit } from './ImpersonationExit.tsx'
import { LayoutPicker } from './LayoutPicker.tsx'
import { ProfileMenu } from './ProfileMenu.tsx'
import { RoleSwitch } from './RoleSwitch.tsx'

/** Props of {@link SessionControls} and {@link ProfileControl}. */
export interface TopBarControlsProps {
  /** The signed-in user, or null (the controls needing one are left out). */
  user: SessionUser | null
  /** Narrow screens (below 992 px): icon-only triggers. */
  compact: boolean
  /** Mobile (767 px and below): no layout choice. */
  mobile: boolean
}

/** Impersonation exit, role switch and layout choice, in the top bar's order. */
export function SessionControls({ user, compact, mobile }: TopBarControlsProps) {
  return (
    <>
      {user ? <ImpersonationExit user={user} compact={compact} /> : null}
      {user ? <RoleSwitch user={user} compact={compact} /> : null}
      {mobile ? null : <LayoutPicker />}
    </>
  )
}

/** The profile menu, or nothing without a user. */
export function ProfileControl({ user, compact }: TopBarControlsProps) {
  return user ? <ProfileMenu user={user} compact={compact} /> : null
}
