/**
 * Level definitions (component key `PrepLevels`, menu hazirlik/kurlar; issue 18 § Definitions): the levels
 * of a chosen quarter with next level, pass grade, calendar and flags; add, edit and clone from a quarter.
 */
import { CopyOutlined, PlusOutlined } from '@ant-design/icons'
import type { PrepLevel } from '@unacs/contracts'
import { Button, Card, Empty, Flex, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useLevels } from '../api/levels.ts'
import { CloneLevelsModal } from '../components/CloneLevelsModal.tsx'
import { LevelModal } from '../components/LevelModal.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

/** The levels page. */
export function PrepLevelsPage() {
  const { t } = useTranslation('prep')
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const levels = useLevels(quarterId)
  const [editing, setEditing] = useState<PrepLevel | null | undefined>(undefined)
  const [cloning, setCloning] = useState(false)
  const date = (d: string) => showDate(d)
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'))
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('levels.intro')}</Typography.Paragraph>
      <Card title={t('levels.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <QuarterSelect value={quarterId} onChange={setQuarterId} />
            <Space wrap>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!quarterId}
                onClick={() => setEditing(null)}
              >
                {t('levels.add')}
              </Button>
              <Button icon={<CopyOutlined />} disabled={!quarterId} onClick={() => setCloning(true)}>
                {t('levels.clone')}
              </Button>
            </Space>
          </Flex>
          {levels.isError ? (
            <LoadError error={levels.error} retry={() => levels.refetch()} />
          ) : (
            <Table<PrepLevel>
              rowKey="Id"
              size="middle"
              loading={levels.isFetching}
              dataSource={levels.data ?? []}
              pagination={false}
              scroll={{ x: 900 }}
              locale={{ emptyText: <Empty description={t('levels.empty')} /> }}
              columns={[
                { title: t('col.level'), dataIndex: 'Name', width: 90 },
                {
                  title: t('col.nextLevel'),
                  dataIndex: 'NextLevelName',
                  width: 110,
                  render: (v: string | null) => v ?? '—',
                },
                { title: t('col.passGrade'), dataIndex: 'PassGrade', width: 110 },
                {
                  title: t('col.calendar'),
                  key: 'cal',
                  width: 200,
                  render: (_: unknown, l) => `${date(l.CalendarStart)} – ${date(l.CalendarEnd)}`,
                },
                { title: t('col.cloneFlag'), dataIndex: 'CloneFlag', width: 100, render: yesNo },
                { title: t('col.visible'), dataIndex: 'IsVisible', width: 90, render: yesNo },
                { title: t('col.sections'), dataIndex: 'SectionCount', width: 80 },
                { title: t('col.students'), dataIndex: 'StudentCount', width: 90 },
                {
                  title: t('actions'),
                  key: 'a',
                  width: 100,
                  render: (_: unknown, l) => (
                    <Button size="small" aria-label={`${t('edit')} ${l.Name}`} onClick={() => setEditing(l)}>
                      {t('edit')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </Flex>
      </Card>
      {editing !== undefined && quarterId ? (
        <LevelModal
          quarterId={quarterId}
          levels={levels.data ?? []}
          level={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {cloning && quarterId ? (
        <CloneLevelsModal targetQuarterId={quarterId} onClose={() => setCloning(false)} />
      ) : null}
    </Flex>
  )
}
