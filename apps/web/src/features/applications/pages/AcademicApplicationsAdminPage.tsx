/**
 * HR's academic applications (component key `AcademicApplicationsAdmin`, ik/akademik-basvurular; issue 22
 * "Request queues"; spec §1 guest applicant area and committee evaluation): positions across the faculties
 * with application counts, and the applications with status and committee progress (opinions given /
 * members), filtered and paged on the server; the filtered list exports as XLSX.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { ApplicationAdminItem, ApplicationAdminStatus, Cadre, PositionAdminItem } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Input, Progress, Select, Table, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import {
  type ApplicationAdminParams,
  exportApplications,
  useAdminApplications,
  useAdminPositions,
} from '../api/applications-admin.ts'

const STATUSES: ApplicationAdminStatus[] = ['draft', 'finalised', 'evaluating', 'finished']
const COLORS: Record<ApplicationAdminStatus, string> = {
  draft: 'default',
  finalised: 'blue',
  evaluating: 'gold',
  finished: 'green',
}

/** The page. */
export function AcademicApplicationsAdminPage() {
  const { t, i18n } = useTranslation('applications')
  const { date } = useFormat()
  const { message } = App.useApp()
  const [params, setParams] = useState<ApplicationAdminParams>({ page: 1, pageSize: 20 })
  const [exporting, setExporting] = useState(false)
  const positions = useAdminPositions()
  const list = useAdminApplications(params)
  const set = (p: Partial<ApplicationAdminParams>) => setParams((old) => ({ ...old, page: 1, ...p }))
  const faculties = useMemo(() => {
    const seen = new Map<number, string>()
    for (const p of positions.data ?? []) seen.set(p.FacultyId, p.Faculty)
    return [...seen].map(([value, label]) => ({ value, label }))
  }, [positions.data])
  const cadre = (c: Cadre): string => t(`admin.cadre.${c}`)

  const onExport = async () => {
    setExporting(true)
    try {
      await exportApplications(params, i18n.language)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('admin.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Flex vertical gap="middle">
      <Card title={t('admin.positionsTitle')}>
        {positions.isError ? (
          <Alert type="error" showIcon title={t('admin.loadFailed')} description={positions.error.message} />
        ) : (
          <ScrollRegion label={t('admin.positionsTitle')}>
            <Table<PositionAdminItem>
              size="small"
              rowKey="Id"
              loading={positions.isLoading}
              dataSource={positions.data ?? []}
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              locale={{ emptyText: t('admin.noPositions') }}
              columns={[
                { title: t('admin.col.cadre'), dataIndex: 'Cadre', render: cadre },
                { title: t('admin.col.faculty'), dataIndex: 'Faculty' },
                { title: t('admin.col.department'), dataIndex: 'Department' },
                {
                  title: t('admin.col.dates'),
                  key: 'd',
                  render: (_, p) => `${date(p.StartDate)} – ${date(p.EndDate)}`,
                },
                {
                  title: t('admin.col.open'),
                  dataIndex: 'IsOpen',
                  render: (o: boolean) =>
                    o ? <Tag color="green">{t('admin.open')}</Tag> : <Tag>{t('admin.closed')}</Tag>,
                },
                {
                  title: t('admin.col.applications'),
                  key: 'n',
                  render: (_, p) => `${p.Finalised} / ${p.Applications}`,
                },
                { title: t('admin.col.committee'), dataIndex: 'CommitteeSize' },
                {
                  title: '',
                  key: 'f',
                  render: (_, p) => (
                    <Button size="small" onClick={() => set({ PositionId: p.Id })}>
                      {t('admin.showApplications')}
                    </Button>
                  ),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
      <Card
        title={t('admin.applicationsTitle')}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            {t('admin.export')}
          </Button>
        }
      >
        <Flex wrap gap="small" style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('admin.facultyFilter')}
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('admin.allFaculties')}
            value={params.FacultyId}
            onChange={(v?: number) => set({ FacultyId: v })}
            options={faculties}
          />
          <Select
            aria-label={t('admin.positionFilter')}
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('admin.allPositions')}
            value={params.PositionId}
            onChange={(v?: number) => set({ PositionId: v })}
            options={(positions.data ?? []).map((p) => ({
              value: p.Id,
              label: `${cadre(p.Cadre)} · ${p.Department}`,
            }))}
          />
          <Select
            aria-label={t('admin.statusFilter')}
            style={{ minWidth: 180 }}
            allowClear
            placeholder={t('admin.allStatuses')}
            value={params.Status}
            onChange={(v?: ApplicationAdminStatus) => set({ Status: v })}
            options={STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
          />
          <Input.Search
            aria-label={t('admin.search')}
            placeholder={t('admin.search')}
            allowClear
            style={{ maxWidth: 260 }}
            onSearch={(v) => set({ Search: v.trim() || undefined })}
          />
        </Flex>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.loadFailed')}
            description={list.error.message}
            action={<Button onClick={() => list.refetch()}>{t('admin.retry')}</Button>}
          />
        ) : (
          <ScrollRegion label={t('admin.listRegion')}>
            <Table<ApplicationAdminItem>
              size="small"
              rowKey="Id"
              loading={list.isFetching}
              dataSource={list.data?.items ?? []}
              locale={{ emptyText: t('admin.empty') }}
              pagination={{
                current: params.page,
                pageSize: params.pageSize,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
              }}
              columns={[
                { title: t('admin.col.no'), dataIndex: 'ApplicationNo' },
                {
                  title: t('admin.col.applicant'),
                  key: 'a',
                  render: (_, r) => `${r.Applicant} (${r.Email})`,
                },
                { title: t('admin.col.cadre'), dataIndex: 'Cadre', render: cadre },
                {
                  title: t('admin.col.department'),
                  key: 'd',
                  render: (_, r) => `${r.Faculty} / ${r.Department}`,
                },
                {
                  title: t('admin.col.status'),
                  dataIndex: 'Status',
                  render: (s: ApplicationAdminStatus) => (
                    <Tag color={COLORS[s]}>{t(`admin.status.${s}`)}</Tag>
                  ),
                },
                {
                  title: t('admin.col.progress'),
                  key: 'p',
                  render: (_, r) => (
                    <Flex vertical style={{ minWidth: 120 }}>
                      <span>{t('admin.opinions', { given: r.OpinionsGiven, members: r.CommitteeSize })}</span>
                      <Progress
                        aria-label={t('admin.opinions', { given: r.OpinionsGiven, members: r.CommitteeSize })}
                        size="small"
                        showInfo={false}
                        percent={r.CommitteeSize ? Math.round((100 * r.OpinionsGiven) / r.CommitteeSize) : 0}
                      />
                    </Flex>
                  ),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
    </Flex>
  )
}
