/**
 * The sports scholarship report (issue 21): server-paged athletes with sport, team, scholarship rate,
 * CGPA, active-term absence standing and standing tags; filters, XLSX export of the filtered rows, and the
 * sports office's add, edit and deactivate.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import type { AthleteRow, SportsReportFilter } from '@unacs/contracts'
import { Alert, App, Badge, Button, Empty, Flex, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { exportReport } from '../api/export-report.ts'
import { useSportsReport } from '../api/get-report.ts'
import { AthleteModal } from './AthleteModal.tsx'
import { DeactivateModal } from './DeactivateModal.tsx'
import { ReportFilters } from './ReportFilters.tsx'
import { StandingTags } from './StandingTags.tsx'

/** The report table with its filter bar and toolbar. */
export function ReportTable() {
  const { t, i18n } = useTranslation('sports')
  const actionsFixed = useRowActionsFixed()
  const { message } = App.useApp()
  const [filter, setFilter] = useState<SportsReportFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [editing, setEditing] = useState<AthleteRow | null | undefined>(undefined)
  const [ending, setEnding] = useState<AthleteRow | null>(null)
  const [exporting, setExporting] = useState(false)
  const query = useSportsReport(filter, page, pageSize)
  const data = query.data
  const num = (n: number, digits: number) =>
    n.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })

  const doExport = async () => {
    setExporting(true)
    try {
      await exportReport(filter)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Flex vertical gap="middle">
      <ReportFilters
        filter={filter}
        sports={data?.Sports ?? []}
        teams={data?.Teams ?? []}
        onChange={(f) => {
          setFilter(f)
          setPage(1)
        }}
      />
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('athlete.add')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
          {t('export')}
        </Button>
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={query.error.message}
          action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<AthleteRow>
          rowKey="Id"
          size="middle"
          loading={query.isFetching}
          dataSource={data?.items ?? []}
          scroll={data?.items.length ? { x: 1180 } : undefined}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n) => t('total', { count: n }),
            onChange: (p, s) => {
              setPage(s === pageSize ? p : 1)
              setPageSize(s)
            },
          }}
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
            {
              title: t('actions'),
              key: 'actions',
              width: 170,
              fixed: actionsFixed,
              render: (_: unknown, r) =>
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
            },
          ]}
        />
      )}
      <AthleteModal
        athlete={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeactivateModal athlete={ending} onClose={() => setEnding(null)} />
    </Flex>
  )
}
