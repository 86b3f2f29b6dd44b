/**
 * The programmes' YÖKSİS unit ids (component key `MilitaryUnitIds`, registrar; issue 35): military deferral
 * requests (`askerlikErtelemeTalep`) need each student's programme as a YÖKSİS `birimId`, which the portal's units
 * do not carry. Lists the programmes of the registrar's units, those without an id first and flagged (with a
 * warning naming how many), edits one id (checked with YÖKSİS, its name shown) and exports the list as XLSX.
 */
import type { MilitaryUnit } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { downloadMilitaryUnits, type MilitaryUnitFilter, useMilitaryUnits } from '../api/military-units.ts'
import { UnitIdModal } from '../components/UnitIdModal.tsx'

/** The unit id page. */
export function MilitaryUnitIdsPage() {
  const { t, i18n } = useTranslation('military')
  const paging = usePaging()
  const { filter, patch } = useTableFilter<MilitaryUnitFilter>({}, paging)
  const query = useMilitaryUnits(paging.page, paging.pageSize, filter, i18n.language)
  const [editing, setEditing] = useState<MilitaryUnit | null>(null)
  const missing = query.data?.missing ?? 0

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('units.intro')}</Typography.Paragraph>
      {missing > 0 && !filter.q && (
        <Alert type="warning" showIcon title={t('units.missingWarning', { count: missing })} />
      )}
      <Card>
        <Flex vertical gap="middle">
          <FilterBar
            filter={filter}
            onChange={patch}
            fields={[
              { kind: 'search', key: 'q', label: t('units.search'), width: 'min(100%, 280px)' },
              { kind: 'check', key: 'missing', label: t('units.onlyMissing'), value: 'true' },
            ]}
          >
            <ExportButton
              onExport={downloadMilitaryUnits}
              failedText={t('loadFailed')}
              disabled={(query.data?.total ?? 0) === 0}
            >
              {t('units.export')}
            </ExportButton>
          </FilterBar>
          <DataTable<MilitaryUnit>
            rowKey="ProgrammeId"
            query={query}
            paging={paging}
            showTotal={(n) => t('total', { count: n })}
            region={{ label: t('units.title'), minWidth: 1230 }}
            emptyText={filter.missing === 'true' ? t('units.noneMissing') : t('units.empty')}
            columns={[
              { title: t('units.col.code'), dataIndex: 'ProgrammeCode', width: 110 },
              { title: t('units.col.programme'), dataIndex: 'Programme', width: 240 },
              {
                title: t('units.col.parent'),
                dataIndex: 'Parent',
                width: 220,
                render: (v: string | null) => v ?? '—',
              },
              {
                title: t('units.col.birimId'),
                dataIndex: 'BirimId',
                width: 130,
                render: (v: number | null) => (v === null ? <Tag color="red">{t('units.missing')}</Tag> : v),
              },
              {
                title: t('units.col.yoksisName'),
                dataIndex: 'YoksisName',
                width: 250,
                // Flagged only when a person saved the id while YÖKSİS could not confirm it (seeded ids: —).
                render: (_: unknown, r: MilitaryUnit) =>
                  r.BirimId !== null && r.UpdatedAt && !r.CheckedAt ? (
                    <Tag color="orange">{t('units.unconfirmed')}</Tag>
                  ) : (
                    (r.YoksisName ?? '—')
                  ),
              },
              {
                title: t('units.col.updated'),
                dataIndex: 'UpdatedAt',
                width: 170,
                render: (_: unknown, r: MilitaryUnit) =>
                  r.UpdatedAt ? (
                    <Flex vertical>
                      <span>{showDateTime(r.UpdatedAt)}</span>
                      {r.UpdatedBy ? <span>{r.UpdatedBy}</span> : null}
                    </Flex>
                  ) : (
                    '—'
                  ),
              },
            ]}
            actions={{
              key: 'action',
              title: t('col.action'),
              width: 110,
              render: (_: unknown, r: MilitaryUnit) => (
                <Button
                  size="small"
                  type={r.BirimId === null ? 'primary' : 'default'}
                  onClick={() => setEditing(r)}
                  aria-label={t('units.editOf', { name: r.Programme })}
                >
                  {r.BirimId === null ? t('units.enter') : t('units.edit')}
                </Button>
              ),
            }}
          />
        </Flex>
      </Card>
      <UnitIdModal programme={editing} onClose={() => setEditing(null)} />
    </Flex>
  )
}
