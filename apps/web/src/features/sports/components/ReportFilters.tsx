/**
 * The report's filters (issue 21 "… filters"): sport, team, scholarship rate range, CGPA below a threshold,
 * absence over the limit, inactive records too, on the shared filter bar (issue 36). Calls `onChange` with the
 * changed keys (paging restarts).
 */
import type { SportsReportFilter } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'

/** Props: the current filter, the sports and teams on record, and the change callback (a patch). */
export interface ReportFiltersProps {
  filter: SportsReportFilter
  sports: string[]
  teams: string[]
  onChange: (patch: Partial<SportsReportFilter>) => void
}

/** The filter bar; wraps on narrow screens. */
export function ReportFilters({ filter, sports, teams, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('sports')
  const named = (names: string[]) => names.map((s) => ({ value: s, label: s }))
  const rate = { min: 0, max: 100, precision: 0, suffix: '%', width: 140 }
  return (
    <FilterBar<SportsReportFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        {
          kind: 'select',
          key: 'sport',
          label: t('filter.sport'),
          allLabel: t('filter.sportAll'),
          width: 170,
          options: named(sports),
        },
        {
          kind: 'select',
          key: 'team',
          label: t('filter.team'),
          allLabel: t('filter.teamAll'),
          width: 220,
          options: named(teams),
        },
        { kind: 'number', key: 'minRate', label: t('filter.minRate'), ...rate },
        { kind: 'number', key: 'maxRate', label: t('filter.maxRate'), ...rate },
        {
          kind: 'number',
          key: 'cgpaBelow',
          label: t('filter.cgpaBelow'),
          min: 0,
          max: 4,
          step: 0.1,
          precision: 2,
          width: 150,
        },
        { kind: 'check', key: 'overLimit', label: t('filter.overLimit'), value: 'true' },
        { kind: 'check', key: 'activeOnly', label: t('filter.inactiveToo'), value: 'false' },
      ]}
    />
  )
}
