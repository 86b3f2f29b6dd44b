/**
 * My notifications (component key `Notifications`, route `bildirimler`; issue 39): the caller's notifications,
 * newest first, all or unread only, paged; unread ones are marked and can be marked read one by one or all at
 * once; "Open" marks one read and goes to its page.
 */
import type { Notification } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Pagination, Segmented, Skeleton, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/client.ts'
import { formatDateTime } from '../../../shared/text/format.ts'
import { useMarkRead, useNotificationList } from '../api/notifications-api.ts'

const PAGE_SIZE = 20

/** One notification: title, time, body, and its actions. */
function NotificationItem({
  item,
  onOpen,
  onMarkRead,
  busy,
}: {
  item: Notification
  onOpen: () => void
  onMarkRead: () => void
  busy: boolean
}) {
  const { t, i18n } = useTranslation('notifications')
  const unread = item.ReadAt === null
  return (
    <li
      className="notification-item"
      data-unread={unread}
      style={{
        listStyle: 'none',
        padding: '12px 16px',
        borderRadius: 8,
        border: '1px solid var(--light-border, #d9d9d9)',
        borderInlineStart: unread ? '4px solid #1677ff' : undefined,
      }}
    >
      <Flex justify="space-between" align="start" gap="small" wrap>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Flex gap="small" align="center" wrap>
            {unread ? <Tag color="blue">{t('list.new')}</Tag> : null}
            <Typography.Text strong={unread}>{item.Title}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(item.CreatedAt, i18n.language)}
          </Typography.Text>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
            {item.Body}
          </Typography.Paragraph>
        </Flex>
        <Flex gap="small" wrap>
          {item.Link ? (
            <Button
              type="primary"
              size="small"
              onClick={onOpen}
              aria-label={`${t('list.open')}: ${item.Title}`}
            >
              {t('list.open')}
            </Button>
          ) : null}
          {unread ? (
            <Button
              size="small"
              onClick={onMarkRead}
              loading={busy}
              aria-label={`${t('list.markRead')}: ${item.Title}`}
            >
              {t('list.markRead')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </li>
  )
}

/** The notification list page. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const list = useNotificationList(page, PAGE_SIZE, unreadOnly)
  const mark = useMarkRead()
  const failed = (e: unknown) => message.error(e instanceof ApiError ? e.message : t('list.markFailed'))

  const open = (item: Notification) => {
    if (item.ReadAt === null) mark.mutate([item.Id], { onError: failed })
    if (item.Link) navigate(`/${item.Link}`)
  }
  const markAll = () =>
    mark.mutate('all', {
      onSuccess: (r) => message.success(t('list.markedAll', { count: r.Marked })),
      onError: failed,
    })
  const data = list.data

  return (
    <Card
      title={t('list.title')}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Button
          onClick={markAll}
          disabled={!data || data.unread === 0}
          loading={mark.isPending && mark.variables === 'all'}
        >
          {t('list.markAll')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="center" wrap gap="small">
          <Segmented
            aria-label={t('list.filter')}
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(v) => {
              setUnreadOnly(v === 'unread')
              setPage(1)
            }}
            options={[
              { value: 'all', label: t('list.all') },
              { value: 'unread', label: t('list.unread') },
            ]}
          />
          {data ? (
            <Typography.Text type="secondary" data-testid="unread-summary">
              {t('list.unreadCount', { count: data.unread })}
            </Typography.Text>
          ) : null}
        </Flex>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('list.loadFailed')}
            description={list.error.message}
            action={<Button onClick={() => list.refetch()}>{t('list.retry')}</Button>}
          />
        ) : list.isPending ? (
          <Skeleton active />
        ) : data && data.items.length > 0 ? (
          <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {data.items.map((item) => (
              <NotificationItem
                key={item.Id}
                item={item}
                busy={mark.isPending && Array.isArray(mark.variables) && mark.variables.includes(item.Id)}
                onOpen={() => open(item)}
                onMarkRead={() => mark.mutate([item.Id], { onError: failed })}
              />
            ))}
          </ul>
        ) : (
          <Empty description={unreadOnly ? t('list.noneUnread') : t('list.none')} />
        )}
        {data && data.total > PAGE_SIZE ? (
          <Pagination
            align="end"
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        ) : null}
      </Flex>
    </Card>
  )
}
