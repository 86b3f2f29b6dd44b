/**
 * The programme guide's table (issue 19 "/public/rehber: faculties and programmes with score type, quota,
 * placed count, min and max scores, fees, filters and search ... sortable by score"): filters, server-side
 * search (Turkish-aware), sort by minimum score and paging; each programme links to its detail. On the shared
 * data table (issue 36).
 */
import type { GuideRow, ProgrammeLevel, ScoreType } from '@unacs/contracts'
import { Flex } from 'antd'
import type { SortOrder } from 'antd/es/table/interface'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { type GuideFilter, useGuide } from '../api/get-guide.ts'
import { formatMoney } from './money.ts'
import { PAGE_PATHS } from './paths.ts'

const LEVELS: ProgrammeLevel[] = ['associate', 'bachelor', 'master', 'doctorate']
const SCORE_TYPES: ScoreType[] = ['SAY', 'EA', 'SÖZ', 'DİL', 'TYT', 'ALES']

/** The guide table with its filters. */
export function GuideTable() {
  const { t, i18n } = useTranslation('programmes')
  const paging = usePaging()
  const { filter, patch } = useTableFilter<GuideFilter>({ sort: 'name' }, paging)
  const guide = useGuide(filter, paging.page, paging.pageSize, i18n.language)
  const faculties = guide.data?.Faculties.map((f) => ({ value: f.Id, label: f.Name })) ?? []
  const score = (v: number | null | undefined) =>
    v === null || v === undefined
      ? '—'
      : v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 5 })
  const order: SortOrder =
    filter.sort === 'minScoreDesc' ? 'descend' : filter.sort === 'minScoreAsc' ? 'ascend' : null
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <FilterBar<GuideFilter>
          search
          filter={filter}
          onChange={patch}
          fields={[
            field.search('search', t('guide.search'), { width: 'min(100%, 340px)' }),
            field.choice('level', t('filter.level'), t('filter.allLevels'), LEVELS, (l) => t(`level.${l}`), {
              width: 170,
            }),
            field.select('facultyId', t('filter.faculty'), t('filter.allFaculties'), faculties, {
              width: 230,
            }),
            field.choice('scoreType', t('guide.scoreType'), t('guide.allScoreTypes'), SCORE_TYPES, String, {
              width: 150,
            }),
          ]}
        />
      </div>
      <DataTable<GuideRow>
        rowKey="ProgrammeId"
        size="large"
        query={guide}
        paging={paging}
        sizeChanger
        scrollX="max-content"
        emptyText={t('guide.empty')}
        onSort={(s) =>
          patch({
            sort: s.order === 'ascend' ? 'minScoreAsc' : s.order === 'descend' ? 'minScoreDesc' : 'name',
          })
        }
        columns={[
          {
            title: t('col.programme'),
            key: 'name',
            render: (_, r) => (
              <Flex vertical>
                <Link to={PAGE_PATHS.guideDetail(r.ProgrammeId)}>{r.Name}</Link>
                <span style={{ opacity: 0.8, fontSize: 12 }}>{r.Faculty}</span>
              </Flex>
            ),
          },
          { title: t('guide.scoreType'), key: 'st', render: (_, r) => r.Admission?.ScoreType ?? '—' },
          { title: t('guide.quota'), key: 'q', align: 'right', render: (_, r) => r.Admission?.Quota ?? '—' },
          {
            title: t('guide.placed'),
            key: 'p',
            align: 'right',
            render: (_, r) => r.Admission?.Placed ?? '—',
          },
          {
            title: t('guide.minScore'),
            key: 'min',
            align: 'right',
            sorter: true,
            sortOrder: order,
            render: (_, r) => score(r.Admission?.MinScore),
          },
          {
            title: t('guide.maxScore'),
            key: 'max',
            align: 'right',
            render: (_, r) => score(r.Admission?.MaxScore),
          },
          {
            title: t('guide.fee'),
            key: 'fee',
            align: 'right',
            render: (_, r) =>
              r.Fee ? formatMoney(r.Fee.FeeTotal, r.Fee.Currency, i18n.language) : t('guide.noFee'),
          },
        ]}
      />
    </>
  )
}
