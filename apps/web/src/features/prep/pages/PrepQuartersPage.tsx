/**
 * Quarter definitions (component key `PrepQuarters`, menu hazirlik/ceyrekler; issue 18 § Definitions): the
 * quarters of the prep years with their active flag, add and edit.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { PrepQuarter } from '@unacs/contracts'
import { Badge, Button, Card, Empty, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useQuarters } from '../api/quarters.ts'
import { LoadError } from '../components/LoadError.tsx'
import { QuarterModal } from '../components/QuarterModal.tsx'

/** The quarters page. */
export function PrepQuartersPage() {
  const { t } = useTranslation('prep')
  const quarters = useQuarters()
  const [editing, setEditing] = useState<PrepQuarter | null | undefined>(undefined)
  const date = (d: string) => showDate(d)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('quarters.intro')}</Typography.Paragraph>
      <Card
        title={t('quarters.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('quarters.add')}
          </Button>
        }
      >
        {quarters.isError ? (
          <LoadError error={quarters.error} retry={() => quarters.refetch()} />
        ) : (
          <Table<PrepQuarter>
            rowKey="Id"
            size="middle"
            loading={quarters.isLoading}
            dataSource={quarters.data ?? []}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: <Empty description={t('quarters.empty')} /> }}
            columns={[
              { title: t('col.name'), dataIndex: 'Name' },
              { title: t('col.year'), dataIndex: 'Year', width: 80 },
              { title: t('col.quarterNo'), dataIndex: 'QuarterNo', width: 80 },
              {
                title: t('col.type'),
                dataIndex: 'Type',
                width: 110,
                render: (v: PrepQuarter['Type']) => t(`type.${v}`),
              },
              { title: t('col.parameter'), dataIndex: 'Parameter', width: 130 },
              {
                title: t('col.dates'),
                key: 'dates',
                width: 200,
                render: (_: unknown, q) => `${date(q.StartDate)} – ${date(q.EndDate)}`,
              },
              { title: t('col.levels'), dataIndex: 'LevelCount', width: 80 },
              {
                title: t('col.active'),
                dataIndex: 'IsActive',
                width: 100,
                render: (v: boolean) =>
                  v ? <Badge status="success" text={t('activeState')} /> : t('passive'),
              },
              {
                title: t('actions'),
                key: 'actions',
                width: 110,
                render: (_: unknown, q) => (
                  <Button size="small" aria-label={`${t('edit')} ${q.Name}`} onClick={() => setEditing(q)}>
                    {t('edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing !== undefined ? (
        <QuarterModal quarter={editing} open onClose={() => setEditing(undefined)} />
      ) : null}
    </Flex>
  )
}
