/**
 * The differences' filters (issue 20 "list the differences by kind … with filters"): kind, field, a text
 * search (student number, national id or name) and "correction not sent". Calls `onChange` (paging restarts).
 */

import type { DifferenceFilter } from '@unacs/contracts'
import { YOKSIS_FIELDS } from '@unacs/contracts'
import { Checkbox, Flex, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'

const ALL = ' all'

/** Props: the current filter and its change callback. */
export interface DifferenceFiltersProps {
  filter: DifferenceFilter
  onChange: (next: DifferenceFilter) => void
}

/** The filter bar; wraps on narrow screens. */
export function DifferenceFilters({ filter, onChange }: DifferenceFiltersProps) {
  const { t } = useTranslation('yoksis')
  const set = <K extends keyof DifferenceFilter>(k: K, v: DifferenceFilter[K] | null) => {
    const next = { ...filter }
    if (v === null || v === undefined || v === '') delete next[k]
    else next[k] = v
    onChange(next)
  }
  return (
    <Flex wrap gap="small" align="center">
      <Select
        aria-label={t('filter.kind')}
        style={{ width: 190 }}
        value={filter.kind ?? ALL}
        onChange={(v: string) => set('kind', v === ALL ? null : (v as DifferenceFilter['kind']))}
        options={[
          { value: ALL, label: t('filter.kindAll') },
          ...(['missingThere', 'missingHere', 'fieldDiffers'] as const).map((k) => ({
            value: k,
            label: t(`kind.${k}`),
          })),
        ]}
      />
      <Select
        aria-label={t('filter.field')}
        style={{ width: 180 }}
        value={filter.field ?? ALL}
        onChange={(v: string) => set('field', v === ALL ? null : (v as DifferenceFilter['field']))}
        options={[
          { value: ALL, label: t('filter.fieldAll') },
          ...YOKSIS_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) })),
        ]}
      />
      <Input.Search
        aria-label={t('filter.search')}
        placeholder={t('filter.search')}
        allowClear
        maxLength={60}
        style={{ width: 260, maxWidth: '100%' }}
        defaultValue={filter.q}
        onSearch={(v) => set('q', v.trim())}
      />
      <Checkbox
        checked={filter.open === 'true'}
        onChange={(e) => set('open', e.target.checked ? 'true' : null)}
      >
        {t('filter.open')}
      </Checkbox>
    </Flex>
  )
}
