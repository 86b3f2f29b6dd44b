/**
 * Section definitions (component key `PrepSections`, menu hazirlik/subeler; issue 18 § Definitions):
 * sections of a quarter's levels with classroom, quota, students and instructors; creating N at once, each
 * with its own instructors; editing a section and deleting an empty one after a confirmation (issue 37).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { PrepSection } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Space, Table, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useDeleteSection, useSections } from '../api/sections.ts'
import { CreateSectionsModal } from '../components/CreateSectionsModal.tsx'
import { EditSectionModal } from '../components/EditSectionModal.tsx'
import { LevelSelect } from '../components/LevelSelect.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

/** The sections page. */
export function PrepSectionsPage() {
  const { t } = useTranslation('prep')
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const [levelId, setLevelId] = useState<number | undefined>()
  const sections = useSections(quarterId, levelId)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<PrepSection | null>(null)
  const { message, modal } = App.useApp()
  const remove = useDeleteSection()
  const confirmDelete = (s: PrepSection) =>
    modal.confirm({
      title: t('sections.deleteConfirm', { section: `${s.LevelName} ${s.Name}` }),
      okText: t('sections.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync({ Id: s.Id, Version: s.Version }).then(
          () => message.success(t('sections.deleted')),
          (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
        ),
    })
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('sections.intro')}</Typography.Paragraph>
      <Card title={t('sections.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <Space wrap>
              <QuarterSelect value={quarterId} onChange={setQuarterId} />
              <LevelSelect quarterId={quarterId} value={levelId} onChange={setLevelId} allowAll />
            </Space>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!quarterId}
              onClick={() => setCreating(true)}
            >
              {t('sections.create')}
            </Button>
          </Flex>
          {sections.isError ? (
            <LoadError error={sections.error} retry={() => sections.refetch()} />
          ) : (
            <ScrollRegion label={t('sections.title')}>
              <Table<PrepSection>
                rowKey="Id"
                size="middle"
                loading={sections.isFetching}
                dataSource={sections.data ?? []}
                pagination={{ pageSize: 50, hideOnSinglePage: true }}
                style={{ minWidth: 900 }}
                locale={{ emptyText: <Empty description={t('sections.empty')} /> }}
                columns={[
                  { title: t('col.section'), dataIndex: 'Name', width: 110 },
                  { title: t('col.level'), dataIndex: 'LevelName', width: 80 },
                  { title: t('col.classroom'), dataIndex: 'ClassroomName', width: 110 },
                  { title: t('col.capacity'), dataIndex: 'Capacity', width: 90 },
                  { title: t('col.quota'), dataIndex: 'Quota', width: 90 },
                  { title: t('col.students'), dataIndex: 'StudentCount', width: 90 },
                  {
                    title: t('col.instructors'),
                    key: 'i',
                    render: (_: unknown, s) => s.Instructors.map((i) => i.FullName).join(', ') || '—',
                  },
                  {
                    title: t('actions'),
                    key: 'a',
                    width: 110,
                    render: (_: unknown, s) => (
                      <Space size={4}>
                        <Tooltip title={t('edit')}>
                          <Button
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={`${t('edit')} ${s.LevelName} ${s.Name}`}
                            onClick={() => setEditing(s)}
                          />
                        </Tooltip>
                        <Tooltip title={s.StudentCount > 0 ? t('sections.notEmpty') : t('sections.delete')}>
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`${t('sections.delete')} ${s.LevelName} ${s.Name}`}
                            disabled={s.StudentCount > 0}
                            onClick={() => confirmDelete(s)}
                          />
                        </Tooltip>
                      </Space>
                    ),
                  },
                ]}
              />
            </ScrollRegion>
          )}
        </Flex>
      </Card>
      {creating && quarterId ? (
        <CreateSectionsModal quarterId={quarterId} onClose={() => setCreating(false)} />
      ) : null}
      {editing ? <EditSectionModal section={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  )
}
