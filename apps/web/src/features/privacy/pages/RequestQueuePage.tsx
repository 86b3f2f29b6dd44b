/**
 * Data subject requests (component key `PrivacyRequestQueue`, menu kvkk/basvurular; issue 39 "The data protection
 * officer's queue answers people's requests, and decisions are audited"): the requests with filters (state,
 * kind, overdue, person), open ones first by deadline, overdue ones highlighted; each open one is answered in a
 * dialog. Data protection officer only.
 */
import type { DataRequest, DataRequestKind } from '@unacs/contracts'
import { Alert, Button, Card, Checkbox, Empty, Flex, Input, Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type RequestFilter, useRequestQueue } from '../api/my-data-api.ts'
import { AnswerRequestModal } from '../components/AnswerRequestModal.tsx'
import { RequestStateTag } from '../components/MyRequestsCard.tsx'
import '../components/request-queue.css'

/** The page. */
export function RequestQueuePage() {
  const { t, i18n } = useTranslation('privacy')
  const [filter, setFilter] = useState<RequestFilter>({ state: 'open' })
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [answering, setAnswering] = useState<DataRequest | null>(null)
  const query = useRequestQueue(filter, page, pageSize)
  const locale = i18n.language === 'en' ? 'en-GB' : 'tr-TR'
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { timeZone: 'Europe/Istanbul' })
  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'Europe/Istanbul' })
  const change = (f: Partial<RequestFilter>) => {
    setFilter((old) => ({ ...old, ...f }))
    setPage(1)
  }
  const kinds: DataRequestKind[] = ['correction', 'deletion', 'objection']

  return (
    <Card title={t('queue.title')}>
      <Flex vertical gap="middle">
        <Space wrap>
          <Select
            aria-label={t('queue.filter.state')}
            style={{ width: 180 }}
            value={filter.state ?? 'all'}
            onChange={(v: string) => change({ state: v === 'all' ? undefined : (v as 'open' | 'answered') })}
            options={[
              { value: 'open', label: t('requests.state.open') },
              { value: 'answered', label: t('requests.state.answered') },
              { value: 'all', label: t('queue.filter.allStates') },
            ]}
          />
          <Select
            aria-label={t('queue.filter.kind')}
            style={{ width: 180 }}
            value={filter.kind ?? 'all'}
            onChange={(v: string) => change({ kind: v === 'all' ? undefined : (v as DataRequestKind) })}
            options={[
              { value: 'all', label: t('queue.filter.allKinds') },
              ...kinds.map((k) => ({ value: k, label: t(`requests.kind.${k}`) })),
            ]}
          />
          <Input.Search
            aria-label={t('queue.filter.person')}
            placeholder={t('queue.filter.person')}
            allowClear
            style={{ width: 240 }}
            onSearch={(v) => change({ person: v || undefined })}
          />
          <Checkbox
            checked={filter.overdue === true}
            onChange={(e) => change({ overdue: e.target.checked || undefined })}
          >
            {t('queue.filter.overdue')}
          </Checkbox>
        </Space>
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={query.error.message}
            action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <Table<DataRequest>
            rowKey="Id"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            scroll={query.data?.items.length ? { x: 900 } : undefined}
            rowClassName={(r) => (r.Overdue ? 'privacy-overdue-row' : '')}
            locale={{ emptyText: <Empty description={t('queue.empty')} /> }}
            pagination={{
              current: page,
              pageSize,
              total: query.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => t('access.total', { count: n }),
              onChange: (p, s) => {
                setPage(s === pageSize ? p : 1)
                setPageSize(s)
              },
            }}
            columns={[
              { title: t('queue.col.person'), dataIndex: 'Person', width: 150 },
              { title: t('queue.col.kind'), dataIndex: 'KindName', width: 100 },
              {
                title: t('queue.col.text'),
                dataIndex: 'Text',
                render: (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>,
              },
              { title: t('queue.col.filed'), dataIndex: 'FiledAt', width: 150, render: when },
              { title: t('queue.col.due'), dataIndex: 'DueOn', width: 110, render: day },
              {
                title: t('queue.col.state'),
                key: 'state',
                width: 130,
                render: (_: unknown, r) => <RequestStateTag request={r} />,
              },
              {
                title: '',
                key: 'actions',
                width: 110,
                render: (_: unknown, r) =>
                  r.State === 'open' ? (
                    <Button size="small" type="primary" onClick={() => setAnswering(r)}>
                      {t('queue.answer')}
                    </Button>
                  ) : (
                    <Typography.Text type="secondary">{r.AnsweredBy}</Typography.Text>
                  ),
              },
            ]}
          />
        )}
      </Flex>
      <AnswerRequestModal request={answering} onClose={() => setAnswering(null)} />
    </Card>
  )
}
