/**
 * Copying grade-book definitions (component key `GradeBookCopy`; spec §1 "Grade-book category and exam
 * definitions and copying", §3 "Exam book"): choose a source section, tick other sections of the same course
 * in the same term, see per target what will be overwritten (or why it cannot be), confirm, copy.
 */
import { CopyOutlined, WarningOutlined } from '@ant-design/icons'
import type { CopyPreview, GradeBookItem, GradingSection } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  List,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useCopyGradeBook, useGradeBookCopyPreview } from '../api/copy-grade-book.ts'
import { useGradingSections } from '../api/list-sections.ts'

const label = (s: GradingSection) => `${s.CourseCode} ${s.CourseName} — ${s.SectionName}`

/** The copy page. */
export function GradeBookCopyPage() {
  const { t } = useTranslation('grades')
  const { message } = App.useApp()
  const sections = useGradingSections()
  const [sourceId, setSourceId] = useState<number>()
  const [targetIds, setTargetIds] = useState<number[]>([])
  const base = useGradeBookCopyPreview(sourceId, [])
  const preview = useGradeBookCopyPreview(sourceId, targetIds, true)
  const copy = useCopyGradeBook()
  const source = sections.data?.find((s) => s.SectionId === sourceId)
  const options = useMemo(() => {
    const byTerm = new Map<string, GradingSection[]>()
    for (const s of sections.data ?? []) byTerm.set(s.TermName, [...(byTerm.get(s.TermName) ?? []), s])
    // The active term first, then the others as listed (latest last in the API: reverse).
    return [...byTerm.entries()]
      .sort(([, a], [, b]) => Number(b[0]?.TermActive) - Number(a[0]?.TermActive))
      .map(([term, list]) => ({
        label: term,
        title: term,
        options: list.map((s) => ({ value: s.SectionId, label: label(s), title: label(s) })),
      }))
  }, [sections.data])
  const current = sourceId ? base.data : undefined
  const shownTargets = preview.data?.Targets.filter((x) => targetIds.includes(x.SectionId)) ?? []
  const blocked = shownTargets.some((x) => x.Blocked)
  const sourceName = source ? `${source.CourseCode}-${source.SectionName}` : ''

  const doCopy = () =>
    sourceId &&
    copy.mutate(
      { SourceSectionId: sourceId, TargetSectionIds: targetIds },
      {
        onSuccess: () => {
          message.success(t('copy.done'))
          setTargetIds([])
        },
      },
    )

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('copy.intro')}
      </Typography.Paragraph>
      {sections.error ? <Alert type="error" showIcon title={sections.error.message} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('copy.source')} style={{ height: '100%' }}>
            <Flex vertical gap="middle">
              <Select
                showSearch={{ filterOption: filterByTurkish }}
                style={{ width: '100%' }}
                placeholder={t('copy.chooseSource')}
                aria-label={t('copy.source')}
                loading={sections.isLoading}
                value={sourceId}
                onChange={(v: number) => {
                  setSourceId(v)
                  setTargetIds([])
                  copy.reset()
                }}
                options={options}
                notFoundContent={
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sections.empty')} />
                }
              />
              {!sourceId ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('copy.sourceHint')} />
              ) : !current ? (
                base.isLoading ? (
                  <Skeleton active paragraph={{ rows: 3 }} />
                ) : null
              ) : (
                <SourceItems items={current.Source} />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('copy.targets')} style={{ height: '100%' }}>
            {!sourceId ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('copy.sourceFirst')} />
            ) : !current ? (
              base.isLoading ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : null
            ) : current.Candidates.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('copy.noCandidates')} />
            ) : (
              <Flex vertical gap="small">
                <Typography.Text type="secondary">{t('copy.chooseTargets')}</Typography.Text>
                <Checkbox.Group
                  value={targetIds}
                  onChange={(v) => {
                    setTargetIds(v as number[])
                    copy.reset()
                  }}
                >
                  <Flex vertical gap="small">
                    {current.Candidates.map((c) => (
                      <Checkbox key={c.SectionId} value={c.SectionId}>
                        {source
                          ? `${source.CourseCode} ${source.CourseName} — ${c.SectionName}`
                          : c.SectionName}
                      </Checkbox>
                    ))}
                  </Flex>
                </Checkbox.Group>
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
      {base.error ? <Alert type="error" showIcon title={base.error.message} /> : null}
      {preview.error ? <Alert type="error" showIcon title={preview.error.message} /> : null}
      {current && targetIds.length > 0 && preview.data ? (
        <Card
          title={t('copy.preview')}
          extra={
            preview.isFetching ? (
              <Typography.Text type="secondary">{t('copy.updating')}</Typography.Text>
            ) : null
          }
        >
          <Flex vertical gap="middle">
            <Alert
              type="warning"
              showIcon
              icon={<WarningOutlined aria-hidden />}
              title={t('copy.previewIntro')}
            />
            <TargetPreview
              preview={preview.data}
              targetIds={targetIds}
              sourceName={sourceName}
              courseCode={source?.CourseCode}
            />
            {copy.error ? <Alert type="error" showIcon title={copy.error.message} /> : null}
            <Flex justify="flex-end">
              <Popconfirm
                title={t('copy.confirmTitle')}
                description={
                  <Typography.Paragraph style={{ maxWidth: 320, margin: 0 }}>
                    {t('copy.confirm', { count: targetIds.length, source: sourceName })}
                  </Typography.Paragraph>
                }
                okText={t('copy.copy')}
                cancelText={t('book.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={doCopy}
                disabled={blocked || current.Source.length === 0 || preview.isFetching}
              >
                <Button
                  type="primary"
                  icon={<CopyOutlined aria-hidden />}
                  loading={copy.isPending}
                  disabled={blocked || current.Source.length === 0 || preview.isFetching}
                >
                  {t('copy.copy')}
                </Button>
              </Popconfirm>
            </Flex>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  )
}

/** The source's exams with their weight total. */
function SourceItems(props: { items: GradeBookItem[] }) {
  const { t } = useTranslation('grades')
  if (props.items.length === 0) return <Alert type="info" showIcon title={t('copy.sourceEmpty')} />
  const total = props.items.reduce((a, i) => a + i.Weight, 0)
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('copy.sourceItems')}</Typography.Text>
      <Table<GradeBookItem>
        size="small"
        rowKey="Id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={props.items}
        columns={[
          { title: t('book.category'), dataIndex: 'CategoryName' },
          { title: t('book.exam'), dataIndex: 'ExamName' },
          { title: t('book.maxPoint'), dataIndex: 'MaxPoint', align: 'right' },
          { title: t('book.weight'), dataIndex: 'Weight', align: 'right' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('copy.weightTotal')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong type={Math.round(total * 100) === 10000 ? undefined : 'warning'}>
                {Math.round(total * 100) / 100}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Flex>
  )
}

/** Per chosen target: the exams that will be deleted, or why the target is refused. */
function TargetPreview(props: {
  preview: CopyPreview
  targetIds: number[]
  sourceName: string
  courseCode?: string
}) {
  const { t } = useTranslation('grades')
  const targets = props.preview.Targets.filter((x) => props.targetIds.includes(x.SectionId))
  return (
    <List
      grid={{ gutter: 16, xs: 1, md: 2, xxl: 3 }}
      dataSource={targets}
      locale={{ emptyText: t('copy.updating') }}
      renderItem={(target) => (
        <List.Item>
          <Card
            size="small"
            type="inner"
            title={`${props.courseCode ?? ''}-${target.SectionName}`}
            extra={target.Blocked ? <Tag color="red">{t('copy.refused')}</Tag> : null}
          >
            {target.Blocked ? (
              <Alert type="error" showIcon title={t(`copy.blocked.${target.Blocked}`)} />
            ) : target.Overwritten.length === 0 ? (
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">
                  {t('copy.willCopy', { source: props.sourceName })}
                </Typography.Text>
                <Typography.Text>{t('copy.nothingOverwritten')}</Typography.Text>
              </Flex>
            ) : (
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">
                  {t('copy.willCopy', { source: props.sourceName })}
                </Typography.Text>
                <Typography.Text>
                  {t('copy.overwritten', { count: target.Overwritten.length })}
                </Typography.Text>
                <ul
                  style={{ margin: 0, paddingInlineStart: 20 }}
                  aria-label={t('copy.overwrittenList', { section: target.SectionName })}
                >
                  {target.Overwritten.map((o) => (
                    <li key={`${o.CategoryName}/${o.ExamName}`}>
                      <Typography.Text delete type="secondary">
                        {`${o.CategoryName} / ${o.ExamName} (${t('approval.percent', { value: o.Weight })})`}
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            )}
          </Card>
        </List.Item>
      )}
    />
  )
}
