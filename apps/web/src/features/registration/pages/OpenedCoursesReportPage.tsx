/**
 * Opened courses report (component keys `OpenedCoursesReport`, `OpenedCourses`, `OpenedCourseDetail` with an
 * optional `termId` param; spec §1 "Opened courses report"; issue 7): filters, live seat counts, XLSX export.
 */
import { DownloadOutlined } from '@ant-design/icons'
import { App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { downloadReportXlsx } from '../api/download-report-xlsx.ts'
import { useOpenedCoursesReport } from '../api/get-opened-courses-report.ts'
import { useReportFilters } from '../api/get-report-filters.ts'
import { LoadError } from '../components/LoadError.tsx'
import { type FilterValues, SectionFilters } from '../components/SectionFilters.tsx'
import { SectionTable } from '../components/SectionTable.tsx'

/** The report page. */
export function OpenedCoursesReportPage() {
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const routeTerm = Number(usePageContext().params.termId) || undefined
  const [filters, setFilters] = useState<FilterValues>(routeTerm ? { termId: routeTerm } : {})
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const [exporting, setExporting] = useState(false)
  const options = useReportFilters(filters.termId)
  const list = useOpenedCoursesReport({ ...filters, ...paging })
  const exportXlsx = () => {
    setExporting(true)
    downloadReportXlsx(filters, t('report.fileName'))
      .catch((e: Error) => message.error(e.message))
      .finally(() => setExporting(false))
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('report.intro')}</Typography.Paragraph>
      <Card
        extra={
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={exportXlsx}>
            {t('report.export')}
          </Button>
        }
      >
        <SectionFilters
          withTerm
          options={options.data}
          onChange={(v) => {
            setFilters(v)
            setPaging((p) => ({ ...p, page: 1 }))
          }}
        />
        {list.isError ? (
          <LoadError message={list.error.message} retry={() => list.refetch()} />
        ) : (
          <SectionTable
            showUnit
            rows={list.data?.items ?? []}
            total={list.data?.total ?? 0}
            page={paging.page}
            pageSize={paging.pageSize}
            loading={list.isFetching}
            onPage={(page, pageSize) => setPaging({ page, pageSize })}
          />
        )}
      </Card>
    </Flex>
  )
}
