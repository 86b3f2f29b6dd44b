/**
 * The audit log's filters (issue 22): actor (name or registry number), entity, entity id, action,
 * impersonated entries only and an Istanbul date range, on the shared filter bar (issue 36). Calls `onChange`
 * with the changed keys.
 */
import type { AuditFilter } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { useAuditFacets } from '../api/audit.ts'

/** Props: the current filter and the change callback (a patch). */
export interface AuditFiltersProps {
  filter: AuditFilter
  onChange: (patch: Partial<AuditFilter>) => void
}

/** The filter bar; wraps on narrow screens. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t, i18n } = useTranslation('admin')
  const facets = useAuditFacets(i18n.language)
  const named = (codes: string[] | undefined, labels: Record<string, string> | undefined) =>
    (codes ?? [])
      .map((code) => ({ value: code, label: labels?.[code] ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language === 'en' ? 'en' : 'tr'))
  const entities = named(facets.data?.Entities, facets.data?.EntityLabels)
  const actions = named(facets.data?.Actions, facets.data?.ActionLabels)
  return (
    <FilterBar<AuditFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        field.search('actor', t('audit.filter.actor'), { maxLength: 100, width: 'min(100%, 260px)' }),
        field.select('entity', t('audit.filter.entity'), t('audit.filter.entityAll'), entities, {
          showSearch: true,
          width: 'min(100%, 220px)',
        }),
        field.search('entityKey', t('audit.filter.entityId'), { maxLength: 60, width: 150 }),
        field.select('action', t('audit.filter.action'), t('audit.filter.actionAll'), actions, {
          showSearch: true,
          width: 'min(100%, 180px)',
        }),
        field.dates('from', 'to', t('audit.filter.dates'), [t('audit.filter.from'), t('audit.filter.to')]),
        field.check('impersonated', t('audit.filter.impersonated')),
      ]}
    />
  )
}
