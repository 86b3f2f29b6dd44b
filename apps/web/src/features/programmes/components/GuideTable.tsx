/**
 * The programme guide's table (issue 19 "/public/rehber: faculties and programmes with score type, quota,
 * placed count, min and max scores, fees, filters and search ... sortable by score"): filters, server-side
 * search (Turkish-aware), sort by minimum score and paging; each programme links to its detail.
 */
import type { GuideRow, ProgrammeLevel, ScoreType } from '@unacs/contracts'
import { Empty, Flex, Input, Select, Table } from 'antd'
import type { SortOrder } from 'antd/es/table/interface'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type GuideFilter, useGuide } from '../api/get-guide.ts'
import { formatMoney } from './money.ts'
import { PAGE_PATHS } from './paths.ts'

const LEVELS: ProgrammeLevel[] = ['associate', 'bachelor', 'master', 'doctorate']
const SCORE_TYPES: ScoreType[] = ['SAY', 'EA', 'SÖZ', 'DİL', 'TYT', 'ALES']

/** The guide table with its filters. */
export function GuideTable() {
  const { t, i18n } = useTranslation('programmes')
  const [filter, setFilter] = useState<GuideFilter>({ sort: 'name' })
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const guide = useGuide(filter, page, pageSize, i18n.language)
  const set = (f: GuideFilter) => {
    setFilter((old) => ({ ...old, ...f }))
    setPage(1)
  }
  const score = (v: number | null | undefined) =>
    v === null || v === undefined
      ? '—'
      : v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 5 })
  const order: SortOrder =
    filter.sort === 'minScoreDesc' ? 'descend' : filter.sort === 'minScoreAsc' ? 'ascend' : null
  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 16 }} role="search">
        <Input.Search
          allowClear
          aria-label={t('guide.search')}
          placeholder={t('guide.search')}
          style={{ maxWidth: 340 }}
          onSearch={(v) => set({ search: v.trim() || undefined })}
        />
        <Select
          aria-label={t('filter.level')}
          style={{ minWidth: 170 }}
          value={filter.level ?? ''}
          options={[
            { value: '', label: t('filter.allLevels') },
            ...LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) })),
          ]}
          onChange={(level: ProgrammeLevel | '') => set({ level: level || undefined })}
        />
        <Select
          aria-label={t('filter.faculty')}
          style={{ minWidth: 230 }}
          value={filter.facultyId ?? 0}
          options={[
            { value: 0, label: t('filter.allFaculties') },
            ...(guide.data?.Faculties.map((f) => ({ value: f.Id, label: f.Name })) ?? []),
          ]}
          onChange={(facultyId: number) => set({ facultyId: facultyId || undefined })}
        />
        <Select
          aria-label={t('guide.scoreType')}
          style={{ minWidth: 150 }}
          value={filter.scoreType ?? ''}
          options={[
            { value: '', label: t('guide.allScoreTypes') },
            ...SCORE_TYPES.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(scoreType: ScoreType | '') => set({ scoreType: scoreType || undefined })}
        />
      </Flex>
      <Table<GuideRow>
        rowKey="ProgrammeId"
        loading={guide.isFetching}
        dataSource={guide.data?.items}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('guide.empty')} /> }}
        onChange={(_, __, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter
          set({
            sort: s?.order === 'ascend' ? 'minScoreAsc' : s?.order === 'descend' ? 'minScoreDesc' : 'name',
          })
        }}
        pagination={{
          current: page,
          pageSize,
          total: guide.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(p)
            setPageSize(s)
          },
        }}
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
