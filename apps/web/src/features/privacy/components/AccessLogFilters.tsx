/**
 * The access log's filters (issue 39 "with filters"): whose data (name, student or registry number, national
 * id), the reader (name or registry number), the kind and an Istanbul date range, on the shared filter bar
 * (issue 36). Calls `onChange` with the changed keys.
 */
import type { AccessKind } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import type { AccessLogFilter } from '../api/privacy-api.ts'

/** The kinds of access, in the filter's order. */
export const ACCESS_KINDS: AccessKind[] = [
  'student.record',
  'personnel.record',
  'freeze.attachment',
  'absence.excuse',
  'students.export',
  'application.summary',
  'application.file',
  'applications.export',
]

/** The filter bar; wraps on narrow screens. */
export function AccessLogFilters({
  filter,
  onChange,
}: {
  filter: AccessLogFilter
  onChange: (patch: Partial<AccessLogFilter>) => void
}) {
  const { t } = useTranslation('privacy')
  return (
    <FilterBar<AccessLogFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        field.search('person', t('access.filter.person'), { maxLength: 100, width: 'min(100%, 260px)' }),
        field.search('reader', t('access.filter.reader'), { maxLength: 100 }),
        field.choice(
          'kind',
          t('access.filter.kind'),
          t('access.filter.kindAll'),
          ACCESS_KINDS,
          (k) => t(`kind.${k}`),
          {
            width: 'min(100%, 280px)',
          },
        ),
        field.dates('from', 'to', t('access.filter.dates'), [t('access.filter.from'), t('access.filter.to')]),
      ]}
    />
  )
}
