/**
 * Programme versions (component key `ProgrammeVersions`, menu ogrenci-isleri/program-versiyonlari; issue 19):
 * the registrar's programmes with their versions (draft, published, archived), filters and server-side paging,
 * and the actions on each version (open, clone, preview, publish, delete). Each programme's admission figures
 * for the guide open in a drawer; the card's XLSX import loads them for all the registrar's programmes (issue 19
 * "Admission data for the guide"; there is no menu entry of their own). On the shared data table (issue 36).
 */
import type { ProgrammeLevel, ProgrammeRow, VersionSummary } from '@unacs/contracts'
import { Button, Card, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { type ProgrammeFilter, useProgrammes } from '../api/list-programmes.ts'
import { AdmissionDrawer } from '../components/AdmissionDrawer.tsx'
import { AdmissionImportModal } from '../components/AdmissionImportModal.tsx'
import { VersionActions } from '../components/VersionActions.tsx'
import { VersionStatusTag } from '../components/VersionStatusTag.tsx'

const LEVELS: ProgrammeLevel[] = ['associate', 'bachelor', 'master', 'doctorate']

/** The versions page. */
export function ProgrammeVersionsPage() {
  const { t } = useTranslation('programmes')
  const actionsFixed = useRowActionsFixed()
  const paging = usePaging(10)
  const { filter, patch } = useTableFilter<ProgrammeFilter>({}, paging)
  const list = useProgrammes(filter, paging.page, paging.pageSize)
  const faculties = list.data?.Faculties.map((f) => ({ value: f.Id, label: f.Name })) ?? []
  const [admissionsOf, setAdmissionsOf] = useState<ProgrammeRow | null>(null)
  const [importing, setImporting] = useState(false)

  const versionRows = (p: ProgrammeRow) => (
    <Table<VersionSummary>
      size="small"
      rowKey="Id"
      pagination={false}
      dataSource={p.Versions}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('col.version'), dataIndex: 'Name' },
        { title: t('col.status'), dataIndex: 'Status', render: (s) => <VersionStatusTag status={s} /> },
        { title: t('col.term'), dataIndex: 'ApplicableTerm', render: (v) => v ?? '—' },
        { title: t('col.publishDate'), dataIndex: 'PublishDate', render: (v) => v ?? '—' },
        { title: t('col.effectiveDate'), dataIndex: 'EffectiveDate', render: (v) => v ?? '—' },
        {
          title: t('col.actions'),
          key: 'actions',
          fixed: actionsFixed,
          render: (_, v) => (
            <VersionActions version={v} hasDraft={p.Versions.some((x) => x.Status === 'draft')} />
          ),
        },
      ]}
    />
  )

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('versions.intro')}</Typography.Paragraph>
      <Card
        title={t('versions.title')}
        extra={<Button onClick={() => setImporting(true)}>{t('admissions.import')}</Button>}
      >
        <div style={{ marginBottom: 16 }}>
          <FilterBar<ProgrammeFilter>
            filter={filter}
            onChange={patch}
            fields={[
              field.search('search', t('filter.search'), { width: 'min(100%, 320px)' }),
              field.choice(
                'level',
                t('filter.level'),
                t('filter.allLevels'),
                LEVELS,
                (l) => t(`level.${l}`),
                {
                  width: 180,
                },
              ),
              field.select('facultyId', t('filter.faculty'), t('filter.allFaculties'), faculties, {
                width: 240,
              }),
            ]}
          />
        </div>
        <DataTable<ProgrammeRow>
          rowKey="ProgrammeId"
          size="large"
          query={list}
          paging={paging}
          sizeChanger
          scrollX="max-content"
          emptyText={t('empty')}
          expandable={{
            expandedRowRender: versionRows,
            expandedRowKeys: list.data?.items.map((p) => p.ProgrammeId) ?? [],
            showExpandColumn: false,
          }}
          columns={[
            { title: t('col.code'), dataIndex: 'Code' },
            { title: t('col.programme'), dataIndex: 'Name' },
            { title: t('col.faculty'), dataIndex: 'Faculty', responsive: ['md'] },
            {
              title: t('col.level'),
              dataIndex: 'Level',
              render: (l) => t(`level.${l as ProgrammeLevel}`),
              responsive: ['sm'],
            },
          ]}
          actions={{
            key: 'admissions',
            title: t('admissions.column'),
            render: (_: unknown, p: ProgrammeRow) => (
              <Button
                size="small"
                aria-label={`${t('admissions.open')} ${p.Code}`}
                onClick={() => setAdmissionsOf(p)}
              >
                {t('admissions.open')}
              </Button>
            ),
          }}
        />
      </Card>
      <AdmissionDrawer programme={admissionsOf} onClose={() => setAdmissionsOf(null)} />
      <AdmissionImportModal open={importing} onClose={() => setImporting(false)} />
    </Flex>
  )
}
