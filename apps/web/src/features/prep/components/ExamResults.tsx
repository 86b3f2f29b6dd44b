/** One page at a time of an exam's results (issue 18; server-side pagination). */
import type { PrepExam, PrepExamResult } from '@unacs/contracts'
import { Empty, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useExamResults } from '../api/exams.ts'
import { LoadError } from './LoadError.tsx'

const num = (v: number | null) => v ?? '—'

/** Props: the exam. */
export function ExamResults({ exam }: { exam: PrepExam }) {
  const { t } = useTranslation('prep')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const results = useExamResults(exam.Id, page, pageSize)
  if (results.isError) return <LoadError error={results.error} retry={() => void results.refetch()} />
  const apex = exam.Kind === 'apex'
  const columns: ColumnsType<PrepExamResult> = [
    { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
    { title: t('col.fullName'), dataIndex: 'FullName' },
    ...(apex
      ? (['Listening', 'Reading', 'Writing', 'UseOfEnglish'] as const).map((k) => ({
          title: t(`exam.part.${k}`),
          dataIndex: k,
          width: 100,
          render: num,
        }))
      : [{ title: t('col.score'), dataIndex: 'Score', width: 90, render: num }]),
    ...(apex
      ? [
          {
            title: t('exam.exempt'),
            dataIndex: 'Exempt',
            width: 90,
            render: (v: boolean) => (v ? t('yes') : t('no')),
          },
          { title: t('exam.total'), dataIndex: 'Total', width: 90, render: num },
          {
            title: t('exam.result'),
            dataIndex: 'Passed',
            width: 110,
            render: (v: boolean | null) =>
              v === null ? (
                '—'
              ) : (
                <Tag color={v ? 'green' : 'red'}>{v ? t('exam.passed') : t('exam.failed')}</Tag>
              ),
          },
        ]
      : [
          {
            title: t('exam.placedLevel'),
            dataIndex: 'PlacedLevelName',
            width: 120,
            render: (v: string | null) => v ?? '—',
          },
        ]),
  ]
  return (
    <ScrollRegion label={t('exam.results')}>
      <Table<PrepExamResult>
        rowKey="StudentId"
        size="middle"
        loading={results.isFetching}
        dataSource={results.data?.Items ?? []}
        columns={columns}
        style={{ minWidth: apex ? 980 : 600 }}
        locale={{ emptyText: <Empty description={t('exam.noResults')} /> }}
        pagination={{
          current: page,
          pageSize,
          total: results.data?.Total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(s === pageSize ? p : 1)
            setPageSize(s)
          },
        }}
      />
    </ScrollRegion>
  )
}
