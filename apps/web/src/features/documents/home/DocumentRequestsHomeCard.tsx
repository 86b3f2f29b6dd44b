/**
 * The student's document requests home card (issue 24 "a request waiting for them"): requests still being
 * prepared, and those decided in the last {@link RECENT_DAYS} days (a document ready to download, a
 * rejection with its reason), from GET /api/Belge/Talep/List. Nothing when there are none.
 */

import { useQuery } from '@tanstack/react-query'
import type { StudentDocument } from '@unacs/contracts'
import { Flex, List, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** How long a decided request stays on the card. */
const RECENT_DAYS = 7

/** The card. */
export function DocumentRequestsHomeCard() {
  const { t } = useTranslation('documents')
  const q = useQuery({
    queryKey: ['documents', 'home', 'mine'],
    queryFn: ({ signal }) => homeGet<StudentDocument[]>('/api/Belge/Talep/List', { signal }),
  })
  const since = dayjs().subtract(RECENT_DAYS, 'day')
  const shown = (q.data ?? []).filter((d) =>
    d.Status === 'requested' || d.Status === 'preparing'
      ? true
      : dayjs(d.CreatedAt ?? d.RequestedAt).isAfter(since),
  )
  if (q.isSuccess && shown.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-documents"
      title={t('home.mine.title')}
      link={{ to: '/ogrenci/belgelerim', label: t('home.mine.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <List
        size="small"
        dataSource={shown.slice(0, 5)}
        renderItem={(d) => (
          <List.Item>
            <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" gap="small" wrap>
                <Typography.Text>{t(`kind.${d.Kind}`)}</Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{t(`status.${d.Status}`)}</Tag>
              </Flex>
              {d.Status === 'rejected' && d.RejectionReason ? (
                <Typography.Text type="secondary">{d.RejectionReason}</Typography.Text>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </HomeCardFrame>
  )
}
