/**
 * The grade history of one student in a section (issue 6 "every change is audited"; DESIGN.md §4 audit):
 * every audited change of the student's grades, newest first, with time, exam, actor (and who impersonated
 * them), the value before and after, and the reason. One exam or all of them.
 */
import type { GradeBookItem, GradeHistoryEntry, GradeSheetRow } from '@unacs/contracts'
import { Alert, Drawer, Empty, Flex, Segmented, Spin, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts'
import { useGradeHistories } from '../api/get-grade-history.ts'

/** One history entry with its exam. */
interface Row extends GradeHistoryEntry {
  key: string
  exam: GradeBookItem
  /** Position in the exam's history (oldest 0), to order changes made in the same millisecond. */
  n: number
}

/** The stored value of a cell snapshot as shown in the grid: points, G (not taken) or —. */
function useValueText() {
  const { t } = useTranslation('grades')
  return (v: unknown): string => {
    if (!v || typeof v !== 'object') return '—'
    const cell = v as { Score?: number | null; NotTaken?: boolean }
    if (cell.NotTaken) return t('entry.notTaken')
    return cell.Score === null || cell.Score === undefined ? '—' : String(cell.Score)
  }
}

/** The drawer for `row`'s grades over `items`; closed when `row` is null. */
export function GradeHistoryDrawer(props: {
  items: GradeBookItem[]
  row: GradeSheetRow | null
  onClose: () => void
}) {
  const { t } = useTranslation('grades')
  const narrow = useMediaQuery('(max-width: 767px)')
  const [exam, setExam] = useState<number | 'all'>('all')
  const valueText = useValueText()
  const open = props.row !== null
  const queries = useGradeHistories(
    props.items.map((i) => i.Id),
    props.row?.StudentId,
    open,
  )
  const loading = queries.some((q) => q.isLoading)
  const error = queries.find((q) => q.error)?.error
  const rows: Row[] = props.items
    .flatMap((item, k) =>
      (queries[k]?.data ?? []).map((e, n) => ({ ...e, key: `${item.Id}-${n}`, exam: item, n })),
    )
    .filter((r) => exam === 'all' || r.exam.Id === exam)
    .sort((a, b) => b.At.localeCompare(a.At) || b.n - a.n)
  return (
    <Drawer
      open={open}
      onClose={() => {
        setExam('all')
        props.onClose()
      }}
      size={narrow ? '100%' : 760}
      title={t('history.title')}
      destroyOnHidden
    >
      {props.row ? (
        <Flex vertical gap="middle">
          <Typography.Text strong>{`${props.row.StudentNo} · ${props.row.FullName}`}</Typography.Text>
          {props.items.length > 1 ? (
            <Segmented<number | 'all'>
              value={exam}
              onChange={setExam}
              options={[
                { value: 'all', label: t('history.allExams') },
                ...props.items.map((i) => ({ value: i.Id, label: i.ExamName })),
              ]}
              style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
            />
          ) : null}
          {error ? <Alert type="error" showIcon title={error.message} /> : null}
          {loading ? (
            <Spin style={{ display: 'block', margin: '24px auto' }} />
          ) : (
            <Table<Row>
              size="small"
              rowKey="key"
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={<Typography.Text type="secondary">{t('history.empty')}</Typography.Text>}
                  />
                ),
              }}
              columns={[
                {
                  title: t('history.at'),
                  dataIndex: 'At',
                  render: (v: string) => dayjs(v).format('DD.MM.YYYY HH:mm:ss'),
                },
                ...(exam === 'all'
                  ? [
                      {
                        title: t('history.exam'),
                        key: 'exam',
                        render: (_: unknown, r: Row) => r.exam.ExamName,
                      },
                    ]
                  : []),
                {
                  title: t('history.actor'),
                  key: 'actor',
                  render: (_, r) => (
                    <Flex vertical>
                      <span>{r.ActorName ?? t('history.system')}</span>
                      {r.ImpersonatorName ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('history.impersonatedBy', { name: r.ImpersonatorName })}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  ),
                },
                {
                  title: t('history.action'),
                  dataIndex: 'Action',
                  render: (v: string) => <Tag>{t(`history.actions.${v}`, { defaultValue: v })}</Tag>,
                },
                {
                  title: t('history.before'),
                  dataIndex: 'Before',
                  align: 'right',
                  render: (v: unknown) => valueText(v),
                },
                {
                  title: t('history.after'),
                  dataIndex: 'After',
                  align: 'right',
                  render: (v: unknown) => <strong>{valueText(v)}</strong>,
                },
                {
                  title: t('history.reason'),
                  dataIndex: 'Reason',
                  render: (v: string | null) => v ?? '—',
                },
              ]}
            />
          )}
        </Flex>
      ) : null}
    </Drawer>
  )
}
