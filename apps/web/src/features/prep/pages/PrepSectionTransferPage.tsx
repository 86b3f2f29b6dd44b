/**
 * Section transfer (component key `PrepSectionTransfer`, menu hazirlik/sube-aktarma; issue 18 "section
 * transfer of a prep student between sections of the same level within quota, audited"): search the
 * quarter's students, pick one and move them to another section of the level.
 */
import type { PrepStudent } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Input, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useQuarterStudents, useSections, useTransfer } from '../api/sections.ts'
import { LevelSelect } from '../components/LevelSelect.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { MoveModal } from '../components/MoveModal.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

/** The section transfer page. */
export function PrepSectionTransferPage() {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const [levelId, setLevelId] = useState<number | undefined>()
  const [q, setQ] = useState('')
  const [moving, setMoving] = useState<PrepStudent | null>(null)
  const students = useQuarterStudents(
    quarterId ? { quarterId, ...(levelId ? { levelId } : {}), ...(q ? { q } : {}) } : undefined,
  )
  const sections = useSections(quarterId)
  const transfer = useTransfer()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('transfer.intro')}</Typography.Paragraph>
      <Card title={t('transfer.title')}>
        <Flex vertical gap="middle">
          <Space wrap>
            <QuarterSelect value={quarterId} onChange={setQuarterId} />
            <LevelSelect quarterId={quarterId} value={levelId} onChange={setLevelId} allowAll />
            <Input.Search
              allowClear
              aria-label={t('search')}
              placeholder={t('search')}
              style={{ width: 260, maxWidth: '100%' }}
              onSearch={(v) => setQ(v.trim())}
            />
          </Space>
          {students.isError ? (
            <LoadError error={students.error} retry={() => students.refetch()} />
          ) : (
            <Table<PrepStudent>
              rowKey="EnrolmentId"
              size="middle"
              loading={students.isFetching}
              dataSource={students.data ?? []}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={{ x: 700 }}
              locale={{ emptyText: <Empty description={t('students.empty')} /> }}
              columns={[
                { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
                { title: t('col.fullName'), dataIndex: 'FullName' },
                { title: t('col.level'), dataIndex: 'LevelName', width: 80 },
                {
                  title: t('col.section'),
                  dataIndex: 'SectionName',
                  width: 110,
                  render: (v: string | null) => v ?? '—',
                },
                {
                  title: t('actions'),
                  key: 'a',
                  width: 120,
                  render: (_: unknown, s) => (
                    <Button
                      size="small"
                      aria-label={`${t('transfer.action')} ${s.StudentNo}`}
                      onClick={() => setMoving(s)}
                    >
                      {t('transfer.action')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </Flex>
      </Card>
      {moving ? (
        <MoveModal
          student={moving}
          sections={sections.data ?? []}
          pending={transfer.isPending}
          title={t('transfer.action')}
          onClose={() => setMoving(null)}
          onMove={(sectionId) =>
            transfer.mutate(
              { EnrolmentId: moving.EnrolmentId, Version: moving.Version, TargetSectionId: sectionId },
              {
                onSuccess: () => {
                  message.success(t('transfer.done'))
                  setMoving(null)
                },
                onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
              },
            )
          }
        />
      ) : null}
    </Flex>
  )
}
