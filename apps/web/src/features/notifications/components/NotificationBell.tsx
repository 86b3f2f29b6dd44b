/**
 * The top bar's notification bell (issue 39): a link to the notification list with the caller's unread count
 * as a badge (99+ above 99), asked again every minute and on focus. Light (issue 23): plain elements in the top
 * bar's text-button look, no antd; loaded by the shell after the first paint (app/shell/LazyNotificationBell).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUnreadCount } from '../api/notifications-api.ts'
import './notification-bell.css'

/** The bell's icon: @ant-design/icons-svg's BellOutlined path (MIT), drawn without @ant-design/icons. */
const BELL =
  'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z'

/** The route of the notification list (the menus' `bildirimler`). */
export const NOTIFICATIONS_PATH = '/bildirimler'

/**
 * The bell: a link to the list, its name saying how many are unread; `aria-busy` until the first count has
 * come (the name says none until then).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications')
  const unread = useUnreadCount()
  const count = unread.data?.Count ?? 0
  const label = count > 0 ? t('bell.unread', { count }) : t('bell.label')
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className="shell-text-button notification-bell"
      data-icon-only
      aria-label={label}
      aria-busy={unread.isPending || undefined}
      title={label}
      data-testid="notification-bell"
    >
      <svg viewBox="64 64 896 896" width={16} height={16} fill="currentColor" aria-hidden focusable="false">
        <path d={BELL} />
      </svg>
      {count > 0 ? (
        <span className="notification-bell-badge" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
