/**
 * The student's orientation page (component key `Orientation`; issue 21 § Orientation): upcoming orientation
 * events with seats and waiting list, register (new students only, issue 37) or cancel (with confirmation),
 * .ics files, and the personal calendar feed.
 */
import type { OrientationEvent } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { useCancelOrientation } from '../api/cancel-orientation.ts'
import { downloadIcs } from '../api/download-ics.ts'
import { useOrientation } from '../api/get-orientation.ts'
import { useRegisterOrientation } from '../api/register-orientation.ts'
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx'

/** The orientation page. */
export function OrientationPage() {
  const { t, i18n } = useTranslation('events')
  const { message, modal } = App.useApp()
  const query = useOrientation(i18n.language)
  const register = useRegisterOrientation()
  const cancel = useCancelOrientation()

  const doRegister = async (e: OrientationEvent) => {
    try {
      await register.mutateAsync({ EventId: e.Id })
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('orientation.intro')}</Typography.Paragraph>
      {query.data.IsNewStudent ? (
        <Alert type="info" showIcon title={t('orientation.newStudent')} />
      ) : (
        <Alert type="info" showIcon title={t('orientation.notNew')} />
      )}
      <Card title={t('orientation.title')}>
        {query.data.Events.length === 0 ? (
          <Empty description={t('orientation.empty')} />
        ) : (
          <List
            itemLayout="vertical"
            dataSource={query.data.Events}
            renderItem={(e) => (
              <List.Item
                key={e.Id}
                // One wrapping group, so that on a phone the buttons wrap together instead of as separate
                // list actions with a divider between them.
                actions={[
                  <Flex key="actions" gap="small" wrap>
                    {e.MyStatus ? (
                      <Button
                        key="cancel"
                        disabled={!e.Open}
                        onClick={() =>
                          modal.confirm({
                            title: t('orientation.confirmCancel'),
                            okButtonProps: { danger: true },
                            onOk: () =>
                              cancel
                                .mutateAsync({ EventId: e.Id })
                                .catch((err: Error) => message.error(err.message)),
                          })
                        }
                      >
                        {t('orientation.cancel')}
                      </Button>
                    ) : query.data.IsNewStudent ? (
                      <Button
                        key="register"
                        type="primary"
                        disabled={!e.Open}
                        loading={register.isPending}
                        onClick={() => doRegister(e)}
                      >
                        {t('orientation.register')}
                      </Button>
                    ) : null}
                    <Button
                      key="ics"
                      onClick={() => downloadIcs(e.Id).catch(() => message.error(t('admin.icsFailed')))}
                    >
                      {t('admin.ics')}
                    </Button>
                  </Flex>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap="small" wrap align="center">
                      <span>{e.Name}</span>
                      {e.MyStatus === 'registered' ? <Tag>{t('orientation.registered')}</Tag> : null}
                      {e.MyStatus === 'waitlisted' ? (
                        <Tag>{t('orientation.waitlisted', { position: e.MyWaitlistPosition })}</Tag>
                      ) : null}
                      {!e.Open ? <Tag>{t('orientation.closed')}</Tag> : null}
                    </Flex>
                  }
                  description={
                    <>
                      {showDateTime(e.StartsAt)}–{dayjs(e.EndsAt).format('HH:mm')} · {e.Hall} · {e.Points}{' '}
                      {t('admin.points').toLowerCase()} ·{' '}
                      {e.Capacity === null
                        ? t('orientation.unlimited', { registered: e.RegisteredCount })
                        : t('orientation.seats', {
                            registered: e.RegisteredCount,
                            capacity: e.Capacity,
                            waiting: e.WaitlistCount,
                          })}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <CalendarFeedCard />
    </Flex>
  )
}
