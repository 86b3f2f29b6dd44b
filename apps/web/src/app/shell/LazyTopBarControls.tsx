/**
 * The top bar's session controls without antd until they are used (issue 23, fifth pass): the impersonation
 * exit (a plain button) and the active role's tag are light for good; the role switch, the layout choice and
 * the profile menu are light buttons of antd's size and look until first clicked. The click loads their antd
 * version (TopBarControls.tsx) in its own antd frame, which mounts with its menu open and the focus on its
 * trigger; hovering or focusing a button starts that load early. The first load of a signed-in page thus asks
 * for no antd code for the bar, and nothing in the bar moves when a control is swapped (same box).
 */
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionPhoto } from '../../features/identity/api/use-photo.ts'
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { LightTag } from '../../shared/ui/LightTag.tsx'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { preloadAntdFrame } from '../antd-frame-loader.ts'
import { LazyAntdFrame } from '../layouts/LazyAntdFrame.tsx'
import type { MenuFocus } from './use-auto-open.ts'
import { useActiveRole } from './use-option-label.ts'
import '../layouts/shell.css'

const loadControls = () => loadChunk(() => import('./TopBarControls.tsx'))
const RoleSwitch = lazy(() => loadControls().then((m) => ({ default: m.RoleSwitch })))
const LayoutPicker = lazy(() => loadControls().then((m) => ({ default: m.LayoutPicker })))
const ProfileMenu = lazy(() => loadControls().then((m) => ({ default: m.ProfileMenu })))
// Light, but only an impersonating session needs it (and its call): not part of every first load.
const ImpersonationExit = lazy(() =>
  loadChunk(() => import('./ImpersonationExit.tsx')).then((m) => ({ default: m.ImpersonationExit })),
)

/** Starts loading the antd controls and the antd frame (a failure is left to the click's own load). */
function warm(): void {
  preloadAntdFrame(() => import('./TopBarControls.tsx')).catch(() => undefined)
}

/** Props of {@link LazySessionControls} and {@link LazyProfileControl}. */
export interface TopBarControlsProps {
  /** The signed-in user, or null (the controls needing one are left out). */
  user: SessionUser | null
  /** Narrow screens (below 992 px): icon-only triggers. */
  compact: boolean
  /** Mobile (767 px and below): no layout choice. */
  mobile: boolean
}

/** Opens a stand-in's menu: with the item to focus when an arrow key opened it (issue 36). */
type Use = (focusItem?: MenuFocus) => void

/**
 * One antd dropdown control behind its light stand-in: `light(use, busy)` draws the stand-in button, `antd(focus)`
 * the antd control mounted open (with `focus`, the menu item to focus). Until the first use only the stand-in is
 * there.
 */
function OnFirstUse({
  light,
  antd,
}: {
  light: (use: Use, busy: boolean) => ReactNode
  antd: (focusItem?: MenuFocus) => ReactNode
}) {
  const [used, setUsed] = useState<{ focusItem?: MenuFocus } | null>(null)
  if (!used)
    return light((focusItem) => {
      warm()
      setUsed({ focusItem })
    }, false)
  return (
    <LazyAntdFrame inline fallback={light(() => undefined, true)}>
      {antd(used.focusItem)}
    </LazyAntdFrame>
  )
}

/**
 * The attributes every stand-in shares: a menu button that loads its menu on hover, focus or click, and opens it
 * with ArrowDown / ArrowUp too (focusing its first / last item; issue 36).
 */
function standIn(use: Use, busy: boolean) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    use(event.key === 'ArrowDown' ? 'first' : 'last')
  }
  return {
    type: 'button' as const,
    className: 'shell-text-button',
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'aria-busy': busy || undefined,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => use(),
    onKeyDown,
  }
}

/** The role or studentship switch (spec §6) or, without a choice, the active role's tag. */
function RoleControl({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t } = useTranslation()
  const role = useActiveRole(user)
  if (!role.canSwitch) {
    if (compact) return null
    return (
      <span title={t('header.activeRole')} style={{ flex: 'none' }}>
        <LightTag color={user.claims.IsProxy ? 'orange' : 'blue'}>{role.label}</LightTag>
      </span>
    )
  }
  return (
    <OnFirstUse
      antd={(focus) => <RoleSwitch user={user} compact={compact} autoOpen autoFocusItem={focus} />}
      light={(use, busy) => (
        <button
          {...standIn(use, busy)}
          data-variant="outline"
          data-icon-only={compact}
          aria-label={role.triggerName}
          title={role.title}
          style={{ maxWidth: compact ? undefined : 280 }}
        >
          {busy ? <span className="light-spinner" aria-hidden /> : <ShellIcon name="userSwitch" size={14} />}
          {compact ? null : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
              <span style={{ maxWidth: 210, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {role.label}
              </span>
              <ShellIcon name="down" size={10} />
            </span>
          )}
        </button>
      )}
    />
  )
}

/** The layout choice (spec §2). */
function LayoutControl() {
  const { t } = useTranslation()
  return (
    <OnFirstUse
      antd={(focus) => <LayoutPicker autoOpen autoFocusItem={focus} />}
      light={(use, busy) => (
        <button
          {...standIn(use, busy)}
          data-icon-only
          aria-label={t('header.layout')}
          title={t('header.layout')}
        >
          <ShellIcon name="layout" />
        </button>
      )}
    />
  )
}

/** The impersonation exit, a hidden box of its size while its code loads (nothing moves when it comes). */
function LazyImpersonationExit({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <span className="shell-text-button shell-placeholder" data-icon-only={compact} aria-hidden>
          <ShellIcon name="logout" size={14} />
          {compact ? null : t('header.exitImpersonation')}
        </span>
      }
    >
      <ImpersonationExit user={user} compact={compact} />
    </Suspense>
  )
}

/**
 * Impersonation exit, role switch and layout choice, in the top bar's order. The slot is `display: contents`:
 * the controls are items of the top bar's own row.
 */
export function LazySessionControls({ user, compact, mobile }: TopBarControlsProps) {
  return (
    <span className="shell-slot" data-slot="session">
      {user && user.claims.ImpID !== 0 ? <LazyImpersonationExit user={user} compact={compact} /> : null}
      {user ? <RoleControl user={user} compact={compact} /> : null}
      {mobile ? null : <LayoutControl />}
    </span>
  )
}

/** The profile button's avatar: the photo once the page has painted (spec §7: default avatar without one). */
function LightAvatar({ user }: { user: SessionUser }) {
  const painted = useAfterPaint()
  const photo = useSessionPhoto(user, painted)
  return (
    <span className="shell-avatar">
      {photo.data ? <img src={photo.data} alt="" /> : <ShellIcon name="user" size={18} />}
    </span>
  )
}

/** The profile menu (spec §1, §2), or nothing without a user. */
export function LazyProfileControl({ user, compact }: TopBarControlsProps) {
  const { t } = useTranslation()
  if (!user) return null
  return (
    <span className="shell-slot" data-slot="profile">
      <OnFirstUse
        antd={(focus) => <ProfileMenu user={user} compact={compact} autoOpen autoFocusItem={focus} />}
        light={(use, busy) => (
          <button
            {...standIn(use, busy)}
            aria-label={`${t('header.profile')}: ${user.claims.FullName}`}
            style={{ height: 40, padding: '0 4px' }}
          >
            <LightAvatar user={user} />
            {compact ? null : (
              <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {user.claims.FullName}
              </span>
            )}
          </button>
        )}
      />
    </span>
  )
}
