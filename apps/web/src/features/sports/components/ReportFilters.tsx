/**
 * The report's filters (issue 21 "… filters"): sport, team, scholarship rate range, CGPA below a threshold,
 * absence over the limit, inactive records too. Calls `onChange` with the new filter (paging restarts).
 */
import type { SportsReportFilter } from '@unacs/contracts'
import { Checkbox, Flex, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'

/** The select value of "no filter" (sport and team names never start with a space). */
const ALL = ' all'

/** Props: the current filter, the sports and teams on record, and the change callback. */
export interface ReportFiltersProps {
  filter: SportsReportFilter
  sports: string[]
  teams: string[]
  onChange: (next: SportsReportFilter) => void
}

/** The filter bar; wraps on narrow screens. */
export function ReportFilters({ filter, sports, teams, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('sports')
  const set = <K extends keyof SportsReportFilter>(k: K, v: SportsReportFilter[K] | null) => {
    const next = { ...filter }
    if (v === null || v === undefined) delete next[k]
    else next[k] = v
    onChange(next)
  }
  return (
    <Flex wrap gap="small" align="center">
      <Select
        aria-label={t('filter.sport')}
        style={{ width: 170 }}
        value={filter.sport ?? ALL}
        onChange={(v: string) => set('sport', v === ALL ? null : v)}
        options={[
          { value: ALL, label: t('filter.sportAll') },
          ...sports.map((s) => ({ value: s, label: s })),
        ]}
      />
      <Select
        aria-label={t('filter.team')}
        style={{ width: 220 }}
        value={filter.team ?? ALL}
        onChange={(v: string) => set('team', v === ALL ? null : v)}
        options={[{ value: ALL, label: t('filter.teamAll') }, ...teams.map((s) => ({ value: s, label: s }))]}
      />
      <InputNumber
        aria-label={t('filter.minRate')}
        placeholder={t('filter.minRate')}
        min={0}
        max={100}
        precision={0}
        suffix="%"
        style={{ width: 140 }}
        value={filter.minRate ?? null}
        onChange={(v) => set('minRate', v)}
      />
      <InputNumber
        aria-label={t('filter.maxRate')}
        placeholder={t('filter.maxRate')}
        min={0}
        max={100}
        precision={0}
        suffix="%"
        style={{ width: 140 }}
        value={filter.maxRate ?? null}
        onChange={(v) => set('maxRate', v)}
      />
      <InputNumber
        aria-label={t('filter.cgpaBelow')}
        placeholder={t('filter.cgpaBelow')}
        min={0}
        max={4}
        step={0.1}
        precision={2}
        style={{ width: 150 }}
        value={filter.cgpaBelow ?? null}
        onChange={(v) => set('cgpaBelow', v)}
      />
      <Checkbox
        checked={filter.overLimit === 'true'}
        onChange={(e) => set('overLimit', e.target.checked ? 'true' : null)}
      >
        {t('filter.overLimit')}
      </Checkbox>
      <Checkbox
        checked={filter.activeOnly === 'false'}
        onChange={(e) => set('activeOnly', e.target.checked ? 'false' : null)}
      >
        {t('filter.inactiveToo')}
      </Checkbox>
    </Flex>
  )
}
