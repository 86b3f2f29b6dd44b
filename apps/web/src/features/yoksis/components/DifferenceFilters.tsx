/**
 * The differences' filters (issue 20 "list the differences by kind … with filters"): kind, field, a text
 * search (student number, national id or name) and "correction not sent", on the shared filter bar (issue 36).
 * Calls `onChange` with the changed keys (paging restarts).
 */

import type { DifferenceFilter } from '@unacs/contracts'
import { YOKSIS_FIELDS } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'

const KINDS = ['missingThere', 'missingHere', 'fieldDiffers'] as const

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
        field.choice('kind', t('filter.kind'), t('filter.kindAll'), KINDS, (k) => t(`kind.${k}`), {
          width: 190,
        }),
        field.choice(
          'field',
          t('filter.field'),
          t('filter.fieldAll'),
          YOKSIS_FIELDS,
          (f) => t(`field.${f}`),
          {
            width: 180,
          },
        ),
        field.search('q', t('filter.search'), { maxLength: 60, width: 'min(100%, 260px)' }),
        field.check('open', t('filter.open')),
      ]}
    />
  )
}
