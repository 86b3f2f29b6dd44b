/**
 * Prep grade entry (component key `PrepGradeEntry`, instructor menu ogretim/hazirlik-not-girisi; issue 18
 * "instructors enter prep grades as they do faculty grades"): the instructor chooses one of the prep sections
 * they teach and enters the students' grades against the level's exam book — a score or G (not taken) per
 * cell, every changed cell saved at once (Enter or the button), locked exams read-only. The total and the
 * quarter score (used by promotion and the success report) come from the server after each save.
 */
import { LockOutlined, SaveOutlined } from '@ant-design/icons'
import type { PrepGradeRow, PrepGradeSheet } from '@unacs/contracts'
import { Button, Card, Empty, Flex, Input, Select, Space, Spin, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useGradeSheet, useGradingSections } from '../api/grading.ts'
import { LoadError } from '../components/LoadError.tsx'
import { usePrepDrafts } from '../components/use-prep-drafts.ts'

/** The page: section choice and the grid. */
export function PrepGradeEntryPage() {
  const { t } = useTranslation('prep')
  const sections = useGradingSections()
  const [chosen, setChosen] = useState<number | undefined>()
  const list = sections.data ?? []
  // By default the first section of the active quarter that has students.
  const sectionId =
    chosen ??
    (list.find((s) => s.QuarterActive && s.StudentCount > 0) ?? list.find((s) => s.QuarterActive) ?? list[0])
      ?.SectionId
  const sheet = useGradeSheet(sectionId)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('grading.intro')}</Typography.Paragraph>
      <Card title={t('grading.title')}>
        <Flex vertical gap="middle">
          {sections.isError ? (
            <LoadError error={sections.error} retry={() => void sections.refetch()} />
          ) : null}
          {sections.isLoading ? <Spin /> : null}
          {sections.isSuccess && list.length === 0 ? <Empty description={t('grading.noSections')} /> : null}
          {list.length > 0 ? (
            <Select
              aria-label={t('grading.section')}
              placeholder={t('grading.sectionPlaceholder')}
              style={{ minWidth: 280, maxWidth: '100%' }}
              value={sectionId}
              onChange={setChosen}
              options={list.map((s) => ({
                value: s.SectionId,
                label: `${s.QuarterName} — ${s.SectionName} (${s.StudentCount})`,
              }))}
            />
          ) : null}
          {sheet.isError ? <LoadError error={sheet.error} retry={() => void sheet.refetch()} /> : null}
          {sheet.data ? <PrepGradeGrid key={sheet.data.Section.SectionId} sheet={sheet.data} /> : null}
        </Flex>
      </Card>
    </Flex>
  )
}

/** The grid of one section's sheet. */
function PrepGradeGrid({ sheet }: { sheet: PrepGradeSheet }) {
  const { t } = useTranslation('prep')
  const drafts = usePrepDrafts(sheet)
  if (sheet.Items.length === 0) return <Empty description={t('grading.noExams')} />
  return (
    <Flex vertical gap="small">
      <Space wrap size="middle">
        <Typography.Text>{t('grading.passGrade', { grade: sheet.PassGrade })}</Typography.Text>
        <Typography.Text>{t('grading.weightTotal', { total: sheet.WeightTotal })}</Typography.Text>
      </Space>
      <Flex gap="small" align="center" wrap>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={drafts.count === 0}
          loading={drafts.saving}
          onClick={() => drafts.saveAll()}
        >
          {t('grading.save')}
        </Button>
        <Button disabled={drafts.count === 0 || drafts.saving} onClick={drafts.discard}>
          {t('grading.discard')}
        </Button>
        <Typography.Text type="secondary" role="status">
          {drafts.count > 0 ? t('grading.unsaved', { count: drafts.count }) : t('grading.saveHint')}
        </Typography.Text>
      </Flex>
      <ScrollRegion label={t('grading.title')}>
        <Table<PrepGradeRow>
          size="small"
          rowKey="StudentId"
          dataSource={sheet.Rows}
          pagination={sheet.Rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          locale={{ emptyText: t('grading.noStudents') }}
          columns={[
            { title: t('grading.studentNo'), dataIndex: 'StudentNo', width: 120 },
            { title: t('grading.student'), dataIndex: 'FullName', width: 180 },
            ...sheet.Items.map((item) => ({
              key: String(item.Id),
              title: (
                <Space size={4}>
                  {`${item.ExamName} (%${item.Weight})`}
                  {item.Locked ? <LockOutlined aria-label={t('grading.locked')} /> : null}
                </Space>
              ),
              render: (_: unknown, row: PrepGradeRow) => {
                const cell = drafts.view(row.StudentId, item.Id)
                return (
                  <Input
                    size="small"
                    aria-label={`${row.StudentNo} ${item.ExamName}`}
                    value={cell.text}
                    status={cell.invalid ? 'error' : cell.changed ? 'warning' : undefined}
                    disabled={item.Locked || item.ExternalUpload}
                    onChange={(e) => drafts.change(row.StudentId, item.Id, e.target.value)}
                    onPressEnter={() => drafts.saveAll()}
                    style={{ width: 72, textAlign: 'right' }}
                    inputMode="decimal"
                    maxLength={7}
                  />
                )
              },
            })),
            { title: t('grading.total'), dataIndex: 'Total', align: 'right' as const },
            {
              title: t('grading.quarterScore'),
              dataIndex: 'QuarterScore',
              align: 'right' as const,
              render: (v: number | null) =>
                v === null ? '—' : <Tag color={v >= sheet.PassGrade ? 'green' : 'red'}>{v}</Tag>,
            },
          ]}
        />
      </ScrollRegion>
    </Flex>
  )
}
