/**
 * Position announcements (component key `CadreAnnouncements`; issue 9 § Positions): authorised staff list the
 * positions of their units, open or change one, and assign its evaluation committee.
 */
import { PlusOutlined, TeamOutlined } from '@ant-design/icons'
import type { Position } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { usePositions } from '../api/list-positions.ts'
import { CommitteeModal } from '../components/CommitteeModal.tsx'
import { PositionModal } from '../components/PositionModal.tsx'

/** The positions table with the position and committee dialogs. */
export function PositionsPage() {
  const { t } = useTranslation('applications')
  const { date } = useFormat()
  const positions = usePositions()
  const [editing, setEditing] = useState<Position | null | 'new'>(null)
  const [committeeOf, setCommitteeOf] = useState<Position | null>(null)

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('positions.intro')}</Typography.Paragraph>
      <Card
        title={t('positions.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('positions.new')}
          </Button>
        }
      >
        {positions.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
        <Table<Position>
          rowKey="id"
          loading={positions.isLoading}
          dataSource={positions.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('positions.empty')} /> }}
          columns={[
            {
              title: t('positions.cadre'),
              dataIndex: 'cadre',
              render: (c: Position['cadre']) => t(`cadre.${c}`),
            },
            {
              title: t('positions.unit'),
              key: 'unit',
              render: (_, p) => `${p.facultyName} / ${p.departmentName}`,
            },
            {
              title: t('positions.dates'),
              key: 'dates',
              render: (_, p) => `${date(p.startDate)} – ${date(p.endDate)}`,
            },
            {
              title: t('positions.state'),
              dataIndex: 'isOpen',
              render: (open: boolean) => (
                <Tag color={open ? 'green' : 'default'}>
                  {open ? t('positions.open') : t('positions.closed')}
                </Tag>
              ),
            },
            {
              title: t('positions.committee'),
              key: 'committee',
              render: (_, p) =>
                p.committee.length
                  ? p.committee
                      .map(
                        (c) => `${c.fullName}${c.role === 'chair' ? ` (${t('positions.chairShort')})` : ''}`,
                      )
                      .join(', ')
                  : t('positions.noCommittee'),
            },
            { title: t('positions.applications'), dataIndex: 'applicationCount', width: 110 },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, p) => (
                <Flex gap="small" wrap>
                  <Button size="small" onClick={() => setEditing(p)}>
                    {t('positions.editShort')}
                  </Button>
                  <Button size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setCommitteeOf(p)}>
                    {t('positions.committee')}
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <PositionModal
        open={editing !== null}
        position={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <CommitteeModal position={committeeOf} onClose={() => setCommitteeOf(null)} />
    </Flex>
  )
}
