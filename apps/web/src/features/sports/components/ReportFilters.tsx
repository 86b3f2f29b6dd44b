/**
 * The report's filters (issue 21 "… filters"): sport, team, scholarship rate range, CGPA below a threshold,
 * absence over the limit, inactive records too, on the shared filter bar (issue 36). Calls `onChange` with the
 * changed keys (paging restarts).
 */
import type { SportsReportFilter } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'

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
  const rate = { min: 0, max: 100, precision: 0, suffix: '%', width: 140 }
  return (
    <FilterBar<SportsReportFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        field.choice('sport', t('filter.sport'), t('filter.sportAll'), sports, String, { width: 170 }),
        field.choice('team', t('filter.team'), t('filter.teamAll'), teams, String, { width: 220 }),
        field.number('minRate', t('filter.minRate'), rate),
        field.number('maxRate', t('filter.maxRate'), rate),
        field.number('cgpaBelow', t('filter.cgpaBelow'), {
          min: 0,
          max: 4,
          step: 0.1,
          precision: 2,
          width: 150,
        }),
        field.check('overLimit', t('filter.overLimit')),
        field.check('activeOnly', t('filter.inactiveToo'), 'false'),
      ]}
    />
  )
}
