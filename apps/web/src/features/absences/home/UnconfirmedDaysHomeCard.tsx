/**
 * The instructor's unconfirmed absence days home card (issue 24 "an instructor sees … unconfirmed absence
 * days"; spec §4 day confirmation): how many saved days of this term's sections are not yet confirmed as
 * completed, with the oldest of them, from GET /api/Absences/Home/Unconfirmed. Nothing when none is left.
 */

import { useQuery } from '@tanstack/react-query'
import type { UnconfirmedAbsenceDays } from '@unacs/contracts'
import { Flex, List, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The card. */
export function UnconfirmedDaysHomeCard() {
  const { t } = useTranslation('absences')
  const q = useQuery({
    queryKey: ['absences', 'home', 'unconfirmed'],
    queryFn: ({ signal }) => homeGet<UnconfirmedAbsenceDays>('/api/Absences/Home/Unconfirmed', { signal }),
  })
  if (q.isSuccess && q.data.Total === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-unconfirmed-days"
      title={t('home.unconfirmed.title', { count: q.data?.Total ?? 0 })}
      link={{ to: '/ogretim/devamsizlik-girisi', label: t('home.unconfirmed.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('home.unconfirmed.hint')}</Typography.Text>
        <List
          size="small"
          dataSource={(q.data?.Days ?? []).slice(0, 5)}
          renderItem={(d) => (
            <List.Item>
              <Flex justify="space-between" gap="small" wrap style={{ width: '100%', minWidth: 0 }}>
                <Typography.Text>{`${d.CourseCode}-${d.SectionName}`}</Typography.Text>
                <Typography.Text>{dayjs(d.Day).format('dd DD.MM.YYYY')}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
    </HomeCardFrame>
  )
}
