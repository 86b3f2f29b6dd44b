/**
 * The audit log's filters (issue 22): actor (name or registry number), entity, entity id, action,
 * impersonated entries only and an Istanbul date range, on the shared filter bar (issue 36). Calls `onChange`
 * with the changed keys.
 */
import type { AuditFilter } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
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
  return (
    <FilterBar<AuditFilter>
      filter={filter}
      onChange={onChange}
      fields={[
        {
          kind: 'search',
          key: 'actor',
          label: t('audit.filter.actor'),
          maxLength: 100,
          width: 'min(100%, 260px)',
        },
        {
          kind: 'select',
          key: 'entity',
          label: t('audit.filter.entity'),
          allLabel: t('audit.filter.entityAll'),
          showSearch: true,
          width: 'min(100%, 220px)',
          options: named(facets.data?.Entities, facets.data?.EntityLabels),
        },
        { kind: 'search', key: 'entityKey', label: t('audit.filter.entityId'), maxLength: 60, width: 150 },
        {
          kind: 'select',
          key: 'action',
          label: t('audit.filter.action'),
          allLabel: t('audit.filter.actionAll'),
          showSearch: true,
          width: 'min(100%, 180px)',
          options: named(facets.data?.Actions, facets.data?.ActionLabels),
        },
        {
          kind: 'dates',
          from: 'from',
          to: 'to',
          label: t('audit.filter.dates'),
          placeholder: [t('audit.filter.from'), t('audit.filter.to')],
        },
        { kind: 'check', key: 'impersonated', label: t('audit.filter.impersonated'), value: 'true' },
      ]}
    />
  )
}
