/**
 * Department report (component key `DepartmentReport`; issue 22 "department report"): per department of the
 * caller's units, students by class and status, the CGPA distribution of the active students and the course
 * pass rates, as ECharts charts (loaded lazily) and tables, filtered by unit and entry year, with the XLSX
 * export of the filtered rows. Unit-scoped on the server.
 */
import type { DepartmentFilter, DepartmentReport } from '@unacs/contracts'
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Typography,
  theme,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useDepartmentReport } from '../api/department.ts'
import { useStudentUnits } from '../api/get-units.ts'
import { DepartmentChart } from '../components/DepartmentChart.tsx'
import { DepartmentRowsTable, PassRatesTable } from '../components/DepartmentTables.tsx'
import { ExportButton } from '../components/ExportButton.tsx'

const ALL = 0
/** Courses shown in the pass-rate chart (the most graded). */
const TOP_COURSES = 10
const STATUSES = ['Active', 'Frozen', 'Graduated', 'Withdrawn'] as const

/** The three charts of a loaded report. */
function Charts({ report }: { report: DepartmentReport }) {
  const { t, i18n } = useTranslation('students')
  const { token } = theme.useToken()
  const classes = [...new Set(report.Rows.map((r) => r.ClassYear))].sort((a, b) => a - b)
  const colors = [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorTextTertiary]
  const sum = (c: number, k: (typeof STATUSES)[number]) =>
    report.Rows.filter((r) => r.ClassYear === c).reduce((n, r) => n + r[k], 0)
  const fmt = (v: number) =>
    v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2 })
  const top = [...report.Courses].sort((a, b) => b.Graded - a.Graded).slice(0, TOP_COURSES)
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('department.byClass')} size="small">
          <DepartmentChart
            label={t('department.byClass')}
            categories={classes.map((c) => (c === 0 ? t('department.prep') : t('classN', { n: c })))}
            series={STATUSES.map((k, i) => ({
              name: t(`status.${k.toLowerCase() as Lowercase<typeof k>}`),
              color: colors[i] ?? token.colorPrimary,
              data: classes.map((c) => sum(c, k)),
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          title={t('department.gpa')}
          size="small"
          extra={
            <Typography.Text type="secondary">
              {t('department.noGpa', { count: report.NoGpa })}
            </Typography.Text>
          }
        >
          <DepartmentChart
            label={t('department.gpa')}
            categories={report.Gpa.map((b) => `${fmt(b.From)}–${fmt(b.To)}`)}
            series={[
              {
                name: t('department.students'),
                color: token.colorPrimary,
                data: report.Gpa.map((b) => b.Students),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card
          title={t('department.passRates')}
          size="small"
          extra={
            <Typography.Text type="secondary">
              {t('department.passChartHint', { count: top.length })}
            </Typography.Text>
          }
        >
          {top.length === 0 ? (
            <Empty description={t('department.noCourses')} />
          ) : (
            <DepartmentChart
              label={t('department.passRates')}
              categories={top.map((c) => c.Code)}
              series={[
                { name: t('department.rate'), color: token.colorSuccess, data: top.map((c) => c.Rate) },
              ]}
              max={100}
              suffix=" %"
            />
          )}
        </Card>
      </Col>
    </Row>
  )
}

/** The department report page. */
export function DepartmentReportPage() {
  const { t } = useTranslation('students')
  const units = useStudentUnits()
  const [filter, setFilter] = useState<DepartmentFilter>({})
  const report = useDepartmentReport(filter)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('department.intro')}</Typography.Paragraph>
      <Flex wrap gap="small" align="center">
        <Select
          aria-label={t('filter.unit')}
          showSearch={{ filterOption: filterByTurkish }}
          loading={units.isLoading}
          style={{ width: 'min(100%, 320px)' }}
          value={filter.unitId ?? ALL}
          onChange={(v: number) => setFilter({ ...filter, unitId: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: t('filter.unitAll') },
            ...(units.data ?? []).map((u) => ({ value: u.Id, label: u.Name })),
          ]}
        />
        <InputNumber
          aria-label={t('filter.entryYear')}
          placeholder={t('filter.entryYear')}
          min={1950}
          max={2100}
          precision={0}
          style={{ width: 130 }}
          value={filter.entryYear ?? null}
          onChange={(v) => setFilter({ ...filter, entryYear: v ?? undefined })}
        />
        <ExportButton filter={filter} endpoint="/api/Students/Department/Export" />
      </Flex>
      {report.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('department.loadFailed')}
          description={report.error.message}
          action={<Button onClick={() => report.refetch()}>{t('retry')}</Button>}
        />
      ) : report.isLoading || !report.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Charts report={report.data} />
          <Card title={t('department.table')}>
            <DepartmentRowsTable rows={report.data.Rows} loading={report.isFetching} />
          </Card>
          <Card title={t('department.passRates')}>
            <PassRatesTable courses={report.data.Courses} loading={report.isFetching} />
          </Card>
        </>
      )}
    </Flex>
  )
}
