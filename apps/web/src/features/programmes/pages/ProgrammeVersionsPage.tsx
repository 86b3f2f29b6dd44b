/**
 * Programme versions (component key `ProgrammeVersions`, menu ogrenci-isleri/program-versiyonlari; issue 19):
 * the registrar's programmes with their versions (draft, published, archived), filters and server-side paging,
 * and the actions on each version (open, clone, preview, publish, delete). Each programme's admission figures
 * for the guide open in a drawer; the card's XLSX import loads them for all the registrar's programmes (issue 19
 * "Admission data for the guide"; there is no menu entry of their own).
 */
import type { ProgrammeLevel, ProgrammeRow, VersionSummary } from '@unacs/contracts'
import { Button, Card, Empty, Flex, Input, Select, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
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
  const [filter, setFilter] = useState<ProgrammeFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const list = useProgrammes(filter, page, pageSize)
  const [admissionsOf, setAdmissionsOf] = useState<ProgrammeRow | null>(null)
  const [importing, setImporting] = useState(false)
  const set = (f: Partial<ProgrammeFilter>) => {
    setFilter((old) => ({ ...old, ...f }))
    setPage(1)
  }

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
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label={t('filter.search')}
            placeholder={t('filter.search')}
            style={{ maxWidth: 320 }}
            onSearch={(v) => set({ search: v.trim() || undefined })}
          />
          <Select
            aria-label={t('filter.level')}
            style={{ minWidth: 180 }}
            value={filter.level ?? ''}
            options={[
              { value: '', label: t('filter.allLevels') },
              ...LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) })),
            ]}
            onChange={(level: ProgrammeLevel | '') => set({ level: level || undefined })}
          />
          <Select
            aria-label={t('filter.faculty')}
            style={{ minWidth: 240 }}
            value={filter.facultyId ?? 0}
            options={[
              { value: 0, label: t('filter.allFaculties') },
              ...(list.data?.Faculties.map((f) => ({ value: f.Id, label: f.Name })) ?? []),
            ]}
            onChange={(facultyId: number) => set({ facultyId: facultyId || undefined })}
          />
        </Flex>
        <Table<ProgrammeRow>
          rowKey="ProgrammeId"
          loading={list.isFetching}
          dataSource={list.data?.items}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: versionRows,
            expandedRowKeys: list.data?.items.map((p) => p.ProgrammeId) ?? [],
            showExpandColumn: false,
          }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, s) => {
              setPage(p)
              setPageSize(s)
            },
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
            {
              title: t('admissions.column'),
              key: 'admissions',
              fixed: actionsFixed,
              render: (_, p) => (
                <Button
                  size="small"
                  aria-label={`${t('admissions.open')} ${p.Code}`}
                  onClick={() => setAdmissionsOf(p)}
                >
                  {t('admissions.open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <AdmissionDrawer programme={admissionsOf} onClose={() => setAdmissionsOf(null)} />
      <AdmissionImportModal open={importing} onClose={() => setImporting(false)} />
    </Flex>
  )
}
