/**
 * Quarter and level list (component key `QuarterLevelReport`, menu rapor/ceyrek-kur; issue 18 § Reports
 * "quarter-level report (students per quarter and level), exportable to XLSX").
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { PrepQuarterLevelRow } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { downloadQuarterLevelXlsx, useQuarterLevelReport } from '../api/reports.ts'
import { LoadError } from '../components/LoadError.tsx'

/** The report page. */
export function QuarterLevelReportPage() {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const report = useQuarterLevelReport()
  const [busy, setBusy] = useState(false)
  const exportXlsx = async () => {
    setBusy(true)
    try {
      await downloadQuarterLevelXlsx()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('report.intro')}</Typography.Paragraph>
      <Card
        title={t('report.title')}
        extra={
          <Button icon={<DownloadOutlined />} loading={busy} onClick={exportXlsx}>
            {t('export')}
          </Button>
        }
      >
        {report.isError ? (
          <LoadError error={report.error} retry={() => report.refetch()} />
        ) : (
          <ScrollRegion label={t('report.title')}>
            <Table<PrepQuarterLevelRow>
              rowKey={(r) => `${r.QuarterId}-${r.LevelName}`}
              size="middle"
              loading={report.isLoading}
              dataSource={report.data ?? []}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              style={{ minWidth: 800 }}
              locale={{ emptyText: <Empty description={t('levels.empty')} /> }}
              columns={[
                { title: t('col.quarter'), dataIndex: 'QuarterName' },
                {
                  title: t('col.active'),
                  dataIndex: 'IsActive',
                  width: 90,
                  render: (v: boolean) => (v ? t('yes') : t('no')),
                },
                { title: t('col.level'), dataIndex: 'LevelName', width: 80 },
                { title: t('col.passGrade'), dataIndex: 'PassGrade', width: 110 },
                { title: t('col.sections'), dataIndex: 'SectionCount', width: 80 },
                { title: t('col.quota'), dataIndex: 'Quota', width: 100 },
                { title: t('col.students'), dataIndex: 'StudentCount', width: 90 },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
    </Flex>
  )
}
