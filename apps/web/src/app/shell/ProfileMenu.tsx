/**
 * The profile menu (spec §1, §2): the person's photo (default avatar when the answer is shorter than
 * 29 characters, spec §7) and name; links to the external profile site and to the staff or student
 * mail by user kind; optionally the staff portal (narrow screens); logout.
 */
import { GlobalOutlined, LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, type MenuProps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSessionPhoto } from '../../features/identity/api/use-photo.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { signOut } from '../../shared/session/session-actions.ts'
import { externalLinks } from './external-links.ts'
import { type MenuFocus, useAutoOpen } from './use-auto-open.ts'

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  user: SessionUser
  /** Avatar only, no name (narrow screens); also lists the staff portal link. */
  compact?: boolean
  /** Mount with the menu open and the focus on the trigger (its light stand-in was clicked; issue 23). */
  autoOpen?: boolean
  /** With `autoOpen`: the menu item focused (the stand-in was opened with an arrow key; issue 36). */
  autoFocusItem?: MenuFocus
}

/** An external link that opens in a new tab, announced as such. */
function ExternalLink({ href, text }: { href: string; text: string }) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {t('header.newTab')}</span>
    </a>
  )
}

/** Avatar dropdown with profile links and logout. */
export function ProfileMenu({ user, compact = false, autoOpen = false, autoFocusItem }: ProfileMenuProps) {
  const { t } = useTranslation()
  const { open, setOpen, rootClassName, triggerProps } = useAutoOpen(autoOpen, autoFocusItem)
  const student = user.claims.UserType === 'student'
  const photo = useSessionPhoto(user)
  const mail = student
    ? { href: externalLinks.studentMail, text: t('header.studentMail') }
    : { href: externalLinks.staffMail, text: t('header.staffMail') }

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <Typography.Text style={{ display: 'block', maxWidth: 260 }} ellipsis>
          {user.claims.Email || user.claims.FullName}
        </Typography.Text>
      ),
    },
    {
      key: 'profile',
      icon: <UserOutlined aria-hidden />,
      label: <ExternalLink href={externalLinks.profileSite} text={t('header.profileSite')} />,
    },
    { key: 'mail', icon: <MailOutlined aria-hidden />, label: <ExternalLink {...mail} /> },
    ...(compact && !student
      ? [
          {
            key: 'portal',
            icon: <GlobalOutlined aria-hidden />,
            label: <ExternalLink href={externalLinks.staffPortal} text={t('header.staffPortal')} />,
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('header.logout'),
      danger: true,
      onClick: signOut,
    },
  ]

  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      rootClassName={rootClassName}
    >
      <Button
        {...triggerProps}
        type="text"
        aria-label={`${t('header.profile')}: ${user.claims.FullName}`}
        style={{ paddingInline: 4, height: 40 }}
      >
        <Avatar
          size={32}
          src={photo.data ?? undefined}
          icon={photo.data ? undefined : <UserOutlined aria-hidden />}
          alt=""
        />
        {compact ? null : (
          <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user.claims.FullName}
          </span>
        )}
      </Button>
    </Dropdown>
  )
}
