/**
 * The orientation home card (issue 24; issue 21 orientation): for a new student, the upcoming orientation
 * events with the student's own registration (registered, waiting list place, or open to register), read
 * through the events API. Renders nothing for a student past the first year with no registration.
 */
import { Flex, List, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useOrientation } from '../api/get-orientation.ts'

/** The card. */
export function OrientationHomeCard() {
  const { t, i18n } = useTranslation('events')
  const q = useOrientation(i18n.language)
  const events = q.data?.Events ?? []
  const mine = events.filter((e) => e.MyStatus !== null)
  if (q.isSuccess && !q.data.IsNewStudent && mine.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-orientation"
      title={t('home.orientation.title')}
      link={{ to: '/ogrenci/oryantasyon', label: t('home.orientation.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('home.orientation.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={events.slice(0, 4)}
          renderItem={(e) => (
            <List.Item>
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Text strong>{e.Name}</Typography.Text>
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {e.MyStatus === 'registered'
                      ? t('home.orientation.registered')
                      : e.MyStatus === 'waitlisted'
                        ? t('home.orientation.waitlisted', { place: e.MyWaitlistPosition ?? '' })
                        : e.Open
                          ? t('home.orientation.openToRegister')
                          : t('home.orientation.closed')}
                  </Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {`${dayjs(e.StartsAt).format('dd DD.MM.YYYY HH:mm')} · ${e.Hall}`}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </HomeCardFrame>
  )
}
