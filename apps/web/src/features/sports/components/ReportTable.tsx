/**
 * The sports scholarship report (issue 21): server-paged athletes with sport, team, scholarship rate,
 * CGPA, active-term absence standing and standing tags; filters, XLSX export of the filtered rows, and the
 * sports office's add, edit and deactivate.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { AthleteRow, SportsReportFilter } from '@unacs/contracts'
import { Badge, Button, Flex, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { exportReport } from '../api/export-report.ts'
import { useSportsReport } from '../api/get-report.ts'
import { AthleteModal } from './AthleteModal.tsx'
import { DeactivateModal } from './DeactivateModal.tsx'
import { ReportFilters } from './ReportFilters.tsx'
import { StandingTags } from './StandingTags.tsx'

/** The report table with its filter bar and toolbar. */
export function ReportTable() {
  const { t, i18n } = useTranslation('sports')
  const paging = usePaging()
  const { filter, patch } = useTableFilter<SportsReportFilter>({}, paging)
  const [editing, setEditing] = useState<AthleteRow | null | undefined>(undefined)
  const [ending, setEnding] = useState<AthleteRow | null>(null)
  const query = useSportsReport(filter, paging.page, paging.pageSize)
  const data = query.data
  const num = (n: number, digits: number) =>
    n.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })

  return (
    <Flex vertical gap="middle">
      <ReportFilters filter={filter} sports={data?.Sports ?? []} teams={data?.Teams ?? []} onChange={patch} />
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('athlete.add')}
        </Button>
        <ExportButton onExport={() => exportReport(filter)} failedText={t('exportFailed')}>
          {t('export')}
        </ExportButton>
      </Space>
      <DataTable<AthleteRow>
        rowKey="Id"
        query={query}
        paging={paging}
        sizeChanger
        showTotal={(n) => t('total', { count: n })}
        scrollX={1180}
        emptyText={t('empty')}
        columns={[
          {
            title: t('col.student'),
            key: 'student',
            width: 210,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <span>{r.FullName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.StudentNo} · {r.Programme}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('col.sport'), dataIndex: 'Sport', width: 130 },
          { title: t('col.team'), dataIndex: 'Team', width: 170 },
          {
            title: t('col.rate'),
            dataIndex: 'ScholarshipRate',
            width: 110,
            align: 'right',
            render: (v: number) => t('percent', { value: v }),
          },
          {
            title: t('col.since'),
            dataIndex: 'Since',
            width: 115,
            render: (d: string) => d.split('-').reverse().join('.'),
          },
          {
            title: t('col.cgpa'),
            dataIndex: 'Cgpa',
            width: 90,
            align: 'right',
            render: (v: number | null) => (v === null ? '—' : num(v, 2)),
          },
          {
            title: t('col.absence'),
            key: 'absence',
            width: 150,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <span>{t('absenceWorst', { value: num(r.WorstAbsencePercent, 2) })}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('coursesOverLimit', { count: r.CoursesOverLimit })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('col.standing'),
            key: 'standing',
            width: 200,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <StandingTags row={r} warning={data?.CgpaWarning ?? 2} />
                {r.Active ? null : <Badge status="default" text={t('inactive')} />}
              </Space>
            ),
          },
        ]}
        actions={{
          title: t('actions'),
          width: 170,
          render: (_: unknown, r: AthleteRow) =>
            r.Active ? (
              <Space size={4}>
                <Button
                  size="small"
                  aria-label={`${t('athlete.edit')} ${r.FullName}`}
                  onClick={() => setEditing(r)}
                >
                  {t('athlete.editShort')}
                </Button>
                <Button
                  size="small"
                  aria-label={`${t('athlete.deactivate')} ${r.FullName}`}
                  onClick={() => setEnding(r)}
                >
                  {t('athlete.deactivateShort')}
                </Button>
              </Space>
            ) : null,
        }}
      />
      <AthleteModal
        athlete={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeactivateModal athlete={ending} onClose={() => setEnding(null)} />
    </Flex>
  )
}
