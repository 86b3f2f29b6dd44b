/**
 * The student's certificate requests home card (issue 24 "a request waiting for them"): requests waiting for
 * the registrar, and those decided in the last {@link RECENT_DAYS} days (approved, ready to download, or
 * rejected with the reason), from GET /api/Sertifika/Talep/List. Nothing when there are none.
 */

import { useQuery } from '@tanstack/react-query'
import type { StudentCertificate } from '@unacs/contracts'
import { Flex, List, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** How long a decided request stays on the card. */
const RECENT_DAYS = 7

/** The card. */
export function CertificateRequestsHomeCard() {
  const { t } = useTranslation('certificates')
  const q = useQuery({
    queryKey: ['certificates', 'home', 'mine'],
    queryFn: ({ signal }) => homeGet<StudentCertificate[]>('/api/Sertifika/Talep/List', { signal }),
  })
  const since = dayjs().subtract(RECENT_DAYS, 'day')
  const shown = (q.data ?? []).filter(
    (c) => c.Status === 'requested' || dayjs(c.DecidedAt ?? c.RequestedAt).isAfter(since),
  )
  if (q.isSuccess && shown.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-certificates"
      title={t('home.mine.title')}
      link={{ to: '/ogrenci/sertifika-talepleri', label: t('home.mine.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <List
        size="small"
        dataSource={shown.slice(0, 5)}
        renderItem={(c) => (
          <List.Item>
            <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" gap="small" wrap>
                <Typography.Text>{`${t(`kind.${c.Kind}`)} · ${c.Subject}`}</Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{t(`status.${c.Status}`)}</Tag>
              </Flex>
              {c.Status === 'rejected' && c.RejectionReason ? (
                <Typography.Text type="secondary">{c.RejectionReason}</Typography.Text>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </HomeCardFrame>
  )
}
