/**
 * The student's personal calendar feed (issue 21 § "a personal calendar feed URL (a secret token in the URL,
 * revocable)"): create (shown once), renew or revoke, with confirmation.
 */
import { App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts'
import { useCalendarFeed } from '../api/get-calendar-feed.ts'
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts'

/** The feed card. */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation('events')
  const { modal, message } = App.useApp()
  const feed = useCalendarFeed(i18n.language)
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)
  const live = feed.data?.CreatedAt ?? null

  const doCreate = async () => {
    try {
      setUrl((await create.mutateAsync()).Url)
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  return (
    <Card title={t('feed.title')} loading={feed.isPending}>
      <Typography.Paragraph>{t('feed.intro')}</Typography.Paragraph>
      {url ? (
        <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }} aria-label={t('feed.url')}>
          {url}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">
          {live ? t('feed.active', { date: showDateTime(live) }) : t('feed.none')}
        </Typography.Paragraph>
      )}
      <Flex gap="small" wrap>
        <Button
          type="primary"
          loading={create.isPending}
          onClick={() =>
            live ? modal.confirm({ title: t('feed.confirmRenew'), onOk: doCreate }) : doCreate()
          }
        >
          {live ? t('feed.renew') : t('feed.create')}
        </Button>
        {live ? (
          <Button
            danger
            loading={revoke.isPending}
            onClick={() =>
              modal.confirm({
                title: t('feed.confirmRevoke'),
                okButtonProps: { danger: true },
                onOk: async () => {
                  await revoke.mutateAsync()
                  setUrl(null)
                },
              })
            }
          >
            {t('feed.revoke')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  )
}
