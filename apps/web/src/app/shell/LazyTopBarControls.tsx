/**
 * The top bar's antd controls (TopBarControls.tsx) loaded right after the light top bar has painted (issue 23,
 * fourth pass), each group in its own antd frame. Until then a hidden placeholder of the same size holds each
 * control's place (same box, icons and text, `visibility: hidden`), so that nothing in the bar shifts when they
 * appear (CLS ≤ 0.05).
 */
import { type CSSProperties, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { LazyAntdFrame } from '../layouts/LazyAntdFrame.tsx'
import type { TopBarControlsProps } from './TopBarControls.tsx'
import { useActiveRole } from './use-option-label.ts'
import '../layouts/shell.css'

const loadControls = () => loadChunk(() => import('./TopBarControls.tsx'))
const SessionControls = lazy(() => loadControls().then((m) => ({ default: m.SessionControls })))
const ProfileControl = lazy(() => loadControls().then((m) => ({ default: m.ProfileControl })))

/** A button-sized hidden box: antd's 32 px button with `padding` and its content. */
const hiddenButton = (style?: CSSProperties): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 32,
  padding: '0 15px',
  border: '1px solid transparent',
  boxSizing: 'border-box',
  flex: 'none',
  whiteSpace: 'nowrap',
  ...style,
})

/** The places of the impersonation exit, role switch and layout choice. */
function SessionPlaceholder({ user, compact, mobile }: TopBarControlsProps & { user: SessionUser }) {
  const { t } = useTranslation()
  const role = useActiveRole(user)
  const impersonating = user.claims.ImpID !== 0
  const iconOnly = hiddenButton({ width: 32, padding: 0, justifyContent: 'center' })
  return (
    <>
      {impersonating ? (
        <span style={compact ? iconOnly : hiddenButton()}>
          <ShellIcon name="logout" size={14} />
          {compact ? null : t('header.exitImpersonation')}
        </span>
      ) : null}
      {role.canSwitch ? (
        <span style={compact ? iconOnly : hiddenButton({ maxWidth: 280 })}>
          <ShellIcon name="userSwitch" size={14} />
          {compact ? null : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
              <span style={{ maxWidth: 210, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {role.label}
              </span>
              <ShellIcon name="down" size={10} />
            </span>
          )}
        </span>
      ) : compact ? null : (
        <span style={{ padding: '0 7px', fontSize: 12, lineHeight: '20px', border: '1px solid transparent' }}>
          {role.label}
        </span>
      )}
      {mobile ? null : <span style={iconOnly} />}
    </>
  )
}

/** The place of the profile menu: the 40 px button with the 32 px avatar and the name. */
function ProfilePlaceholder({ user, compact }: TopBarControlsProps & { user: SessionUser }) {
  return (
    <span style={hiddenButton({ height: 40, padding: '0 4px' })}>
      <span style={{ width: 32, height: 32, flex: 'none' }} />
      {compact ? null : (
        <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.claims.FullName}
        </span>
      )}
    </span>
  )
}

/**
 * The impersonation exit, role switch and layout choice in an antd frame, placeholders meanwhile. The slot is
 * `display: contents`: the controls are items of the top bar's own row (its gaps, nothing when they are absent).
 */
export function LazySessionControls(props: TopBarControlsProps) {
  const placeholder = props.user ? <SessionPlaceholder {...props} user={props.user} /> : null
  return (
    <span className="shell-slot" data-slot="session">
      <LazyAntdFrame
        inline
        fallback={
          <span className="shell-slot shell-placeholder" aria-hidden>
            {placeholder}
          </span>
        }
      >
        <SessionControls {...props} />
      </LazyAntdFrame>
    </span>
  )
}

/** The profile menu in an antd frame, its placeholder meanwhile (see {@link LazySessionControls}). */
export function LazyProfileControl(props: TopBarControlsProps) {
  if (!props.user) return null
  return (
    <span className="shell-slot" data-slot="profile">
      <LazyAntdFrame
        inline
        fallback={
          <span className="shell-slot shell-placeholder" aria-hidden>
            <ProfilePlaceholder {...props} user={props.user} />
          </span>
        }
      >
        <ProfileControl {...props} />
      </LazyAntdFrame>
    </span>
  )
}
