/**
 * HR's academic applications (component key `AcademicApplicationsAdmin`, ik/akademik-basvurular; issue 22
 * "Request queues"; spec §1 guest applicant area and committee evaluation): positions across the faculties
 * with application counts, and the applications with status and committee progress (opinions given /
 * members), filtered and paged on the server; the filtered list exports as XLSX. On the shared data table,
 * filter bar and export button (issue 36).
 */
import type { ApplicationAdminItem, ApplicationAdminStatus, Cadre, PositionAdminItem } from '@unacs/contracts'
import { Button, Card, Flex, Progress, Tag } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { wholeList } from '../../../shared/data-table/whole-list.ts'
import { useFormat } from '../../../shared/text/format.ts'
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
  const { t } = useTranslation('applications')
  const { date } = useFormat()
  const paging = usePaging()
  const { filter, patch } = useTableFilter<ApplicationAdminParams>({}, paging)
  const positions = useAdminPositions()
  const list = useAdminApplications(filter, paging.page, paging.pageSize)
  const cadre = (c: Cadre): string => t(`admin.cadre.${c}`)
  const faculties = useMemo(() => {
    const seen = new Map<number, string>()
    for (const p of positions.data ?? []) seen.set(p.FacultyId, p.Faculty)
    return [...seen].map(([value, label]) => ({ value, label }))
  }, [positions.data])
  const positionOptions = (positions.data ?? []).map((p) => ({
    value: p.Id,
    label: `${cadre(p.Cadre)} · ${p.Department}`,
  }))

  return (
    <Flex vertical gap="middle">
      <Card title={t('admin.positionsTitle')}>
        <DataTable<PositionAdminItem>
          rowKey="Id"
          size="small"
          query={wholeList(positions)}
          clientPageSize={5}
          scrollX="max-content"
          retry={false}
          failedText={t('admin.loadFailed')}
          emptyText={t('admin.noPositions')}
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
          ]}
          actions={{
            title: t('admin.col.actions'),
            render: (_: unknown, p: PositionAdminItem) => (
              <Button
                size="small"
                aria-label={t('admin.showApplicationsOf', {
                  position: `${cadre(p.Cadre)} · ${p.Department}`,
                })}
                onClick={() => patch({ PositionId: p.Id })}
              >
                {t('admin.showApplications')}
              </Button>
            ),
          }}
        />
      </Card>
      <Card
        title={t('admin.applicationsTitle')}
        extra={
          <ExportButton onExport={() => exportApplications(filter)} failedText={t('admin.exportFailed')}>
            {t('admin.export')}
          </ExportButton>
        }
      >
        <Flex vertical gap="small">
          <FilterBar<ApplicationAdminParams>
            filter={filter}
            onChange={patch}
            fields={[
              field.select('FacultyId', t('admin.facultyFilter'), t('admin.allFaculties'), faculties),
              field.select(
                'PositionId',
                t('admin.positionFilter'),
                t('admin.allPositions'),
                positionOptions,
                {
                  showSearch: true,
                },
              ),
              field.choice('Status', t('admin.statusFilter'), t('admin.allStatuses'), STATUSES, (s) =>
                t(`admin.status.${s}`),
              ),
              field.search('Search', t('admin.search'), { width: 'min(100%, 260px)' }),
            ]}
          />
          <DataTable<ApplicationAdminItem>
            rowKey="Id"
            size="small"
            query={list}
            paging={paging}
            sizeChanger
            region={{ label: t('admin.listRegion'), minWidth: 900 }}
            failedText={t('admin.loadFailed')}
            emptyText={t('admin.empty')}
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
                render: (s: ApplicationAdminStatus) => <Tag color={COLORS[s]}>{t(`admin.status.${s}`)}</Tag>,
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
        </Flex>
      </Card>
    </Flex>
  )
}
