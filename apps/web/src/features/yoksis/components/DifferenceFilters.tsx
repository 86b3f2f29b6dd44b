/**
 * The differences' filters (issue 20 "list the differences by kind … with filters"): kind, field, a text
 * search (student number, national id or name) and "correction not sent", on the shared filter bar (issue 36).
 * Calls `onChange` with the changed keys (paging restarts).
 */

import type { DifferenceFilter } from '@unacs/contracts'
import { YOKSIS_FIELDS } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'

/** Props: the current filter and its change callback (a patch). */
export interface DifferenceFiltersProps {
  filter: DifferenceFilter
  onChange: (patch: Partial<DifferenceFilter>) => void
}

/** The filter bar; wraps on narrow screens. */
export function DifferenceFilters({ filter, onChange }: DifferenceFiltersProps) {
  const { t } = useTranslation('yoksis')
  return (
    <FilterBar<DifferenceFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        {
          kind: 'select',
          key: 'kind',
          label: t('filter.kind'),
          allLabel: t('filter.kindAll'),
          width: 190,
          options: (['missingThere', 'missingHere', 'fieldDiffers'] as const).map((k) => ({
            value: k,
            label: t(`kind.${k}`),
          })),
        },
        {
          kind: 'select',
          key: 'field',
          label: t('filter.field'),
          allLabel: t('filter.fieldAll'),
          width: 180,
          options: YOKSIS_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) })),
        },
        { kind: 'search', key: 'q', label: t('filter.search'), maxLength: 60, width: 'min(100%, 260px)' },
        { kind: 'check', key: 'open', label: t('filter.open'), value: 'true' },
      ]}
    />
  )
}
