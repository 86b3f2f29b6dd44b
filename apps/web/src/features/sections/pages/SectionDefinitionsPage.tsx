/**
 * Section definitions (component key `SectionDefinitions`, menu bolum/subeler; issue 22 "Definitions"; spec
 * §1, §3, §5): the head of department chooses a term (default the active one) and optionally a course, sees the
 * sections with their seats, opens new ones with a total section count and quota, edits and deletes them.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { SectionDefinition } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Result, Select, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useDeleteSection, useSectionList, useSectionOptions } from '../api/sections.ts'
import { EditSectionModal } from '../components/EditSectionModal.tsx'
import { OpenSectionsModal } from '../components/OpenSectionsModal.tsx'
import { SectionsTable } from '../components/SectionsTable.tsx'

/** The section definitions page. */
export function SectionDefinitionsPage() {
  const { t, i18n } = useTranslation('sections')
  const { message } = App.useApp()
  const options = useSectionOptions(i18n.language)
  const [chosenTerm, setTermId] = useState<number | undefined>()
  const [courseId, setCourseId] = useState<number | undefined>()
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const [opening, setOpening] = useState(false)
  const [editing, setEditing] = useState<SectionDefinition | null>(null)
  const termId =
    chosenTerm ?? options.data?.Terms.find((x) => x.IsActive)?.TermId ?? options.data?.Terms[0]?.TermId
  const list = useSectionList({ termId, courseId, ...paging }, i18n.language)
  const remove = useDeleteSection()

  if (options.isError)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={options.error.message}
        extra={<Button onClick={() => options.refetch()}>{t('retry')}</Button>}
      />
    )
  if (!options.data) return <Skeleton active />
  const data = options.data
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card title={t('title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <Space wrap>
              <Select
                aria-label={t('term')}
                style={{ minWidth: 200 }}
                value={termId}
                onChange={(v) => {
                  setTermId(v)
                  setPaging((p) => ({ ...p, page: 1 }))
                }}
                options={data.Terms.map((x) => ({ value: x.TermId, label: x.Name }))}
              />
              <Select
                aria-label={t('course')}
                placeholder={t('allCourses')}
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ minWidth: 260, maxWidth: '100%' }}
                value={courseId}
                onChange={(v) => {
                  setCourseId(v)
                  setPaging((p) => ({ ...p, page: 1 }))
                }}
                options={data.Courses.map((c) => ({ value: c.CourseId, label: `${c.Code} ${c.Name}` }))}
              />
            </Space>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              disabled={!termId}
              onClick={() => setOpening(true)}
            >
              {t('open')}
            </Button>
          </Flex>
          {list.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('loadFailed')}
              description={list.error.message}
              action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
            />
          ) : (
            <SectionsTable
              rows={list.data?.items ?? []}
              total={list.data?.total ?? 0}
              {...paging}
              loading={list.isFetching}
              deleting={remove.isPending}
              onPage={(page, pageSize) => setPaging({ page, pageSize })}
              onEdit={setEditing}
              onDelete={(s) =>
                remove.mutate(s.SectionId, {
                  onSuccess: () => message.success(t('deleted')),
                  onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
                })
              }
            />
          )}
        </Flex>
      </Card>
      {opening && termId ? (
        <OpenSectionsModal
          termId={termId}
          courseId={courseId}
          options={data}
          onClose={() => setOpening(false)}
        />
      ) : null}
      {editing ? (
        <EditSectionModal section={editing} options={data} onClose={() => setEditing(null)} />
      ) : null}
    </Flex>
  )
}
