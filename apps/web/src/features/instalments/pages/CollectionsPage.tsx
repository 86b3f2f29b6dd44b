/**
 * Collections (component key `Collections`, menu mali/tahsilatlar; issue 17; spec §3 "collection type and
 * amount"): finance filters collections (server-side pages) with their sum and records a new one.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { Collection, CollectionType } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Input, Select, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useCollections } from '../api/collections.ts'
import { CollectionModal } from '../components/CollectionModal.tsx'
import { formatDate, formatKurus } from '../components/money.ts'
import { Totals } from '../components/Totals.tsx'

/** The page. */
export function CollectionsPage() {
  const { t, i18n } = useTranslation('instalments')
  const [q, setQ] = useState<string>()
  const [type, setType] = useState<CollectionType>()
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null)
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const [recording, setRecording] = useState(false)
  const list = useCollections({
    ...paging,
    ...(q ? { q } : {}),
    ...(type ? { type } : {}),
    ...(range?.[0] ? { from: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { to: range[1].format('YYYY-MM-DD') } : {}),
  })
  const money = (v: number) => formatKurus(v, i18n.language)
  const cell = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{money(v)}</span>
  const first = () => setPaging((p) => ({ ...p, page: 1 }))
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end" align="center" wrap gap="small">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)}>
          {t('collections.record')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('collections.intro')}</Typography.Paragraph>
      <Flex wrap gap="small">
        <Input.Search
          allowClear
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          onSearch={(v) => {
            setQ(v.trim() || undefined)
            first()
          }}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Select<CollectionType>
          allowClear
          aria-label={t('filters.type')}
          placeholder={t('filters.type')}
          value={type}
          onChange={(v) => {
            setType(v)
            first()
          }}
          options={(['card', 'bank_transfer', 'cash'] as const).map((x) => ({
            value: x,
            label: t(`type.${x}`),
          }))}
          style={{ width: 160 }}
        />
        <DateRangeField
          aria-label={t('filters.dates')}
          value={range}
          onChange={(v) => {
            setRange(v)
            first()
          }}
        />
      </Flex>
      {list.data && (
        <Totals
          items={[
            { label: t('totals.count'), value: list.data.total },
            { label: t('totals.collected'), value: money(list.data.totalKurus) },
          ]}
        />
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
        />
      )}
      <Card size="small">
        <ScrollRegion label={t('collections.title')}>
          <Table<Collection>
            rowKey="Id"
            size="small"
            loading={list.isFetching}
            dataSource={list.data?.items ?? []}
            locale={{ emptyText: <Typography.Text>{t('collections.empty')}</Typography.Text> }}
            columns={[
              { title: t('col.date'), dataIndex: 'CollectedOn', render: formatDate },
              { title: t('col.studentNo'), dataIndex: 'StudentNo' },
              { title: t('col.student'), dataIndex: 'StudentName', responsive: ['sm'] },
              { title: t('col.type'), dataIndex: 'Type', render: (v: CollectionType) => t(`type.${v}`) },
              { title: t('col.amount'), dataIndex: 'AmountKurus', align: 'right', render: cell },
              {
                title: t('col.recordedBy'),
                dataIndex: 'RecordedBy',
                responsive: ['md'],
                render: (v: string | null) => v ?? '—',
              },
            ]}
            pagination={{
              ...paging,
              current: paging.page,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        </ScrollRegion>
      </Card>
      <CollectionModal open={recording} onClose={() => setRecording(false)} />
    </Flex>
  )
}
