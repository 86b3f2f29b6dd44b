/**
 * The audit log's filters (issue 22): actor (name or registry number), entity, entity id, action,
 * impersonated entries only and an Istanbul date range. Calls `onChange` with the new filter.
 */
import type { AuditFilter } from '@unacs/contracts'
import { Checkbox, Flex, Input, Select } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import { useAuditFacets } from '../api/audit.ts'

/** The select value of "no filter" (entity and action names never start with a space). */
const ALL = ' all'

/** Props: the current filter and the change callback. */
export interface AuditFiltersProps {
  filter: AuditFilter
  onChange: (next: AuditFilter) => void
}

/** The filter bar; wraps on narrow screens. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin')
  const facets = useAuditFacets()
  const set = (patch: Partial<AuditFilter>) => {
    const next: AuditFilter = { ...filter, ...patch }
    for (const k of Object.keys(next) as (keyof AuditFilter)[])
      if (next[k] === undefined || next[k] === '') delete next[k]
    onChange(next)
  }
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label={t('audit.filter.actor')}
        placeholder={t('audit.filter.actor')}
        allowClear
        maxLength={100}
        style={{ width: 'min(100%, 260px)' }}
        onSearch={(v) => set({ actor: v.trim() || undefined })}
      />
      <Select
        aria-label={t('audit.filter.entity')}
        showSearch
        style={{ width: 'min(100%, 220px)' }}
        value={filter.entity ?? ALL}
        onChange={(v: string) => set({ entity: v === ALL ? undefined : v })}
        options={[
          { value: ALL, label: t('audit.filter.entityAll') },
          ...(facets.data?.Entities ?? []).map((e) => ({ value: e, label: e })),
        ]}
      />
      <Input.Search
        aria-label={t('audit.filter.entityId')}
        placeholder={t('audit.filter.entityId')}
        allowClear
        maxLength={60}
        style={{ width: 150 }}
        onSearch={(v) => set({ entityKey: v.trim() || undefined })}
      />
      <Select
        aria-label={t('audit.filter.action')}
        showSearch
        style={{ width: 'min(100%, 180px)' }}
        value={filter.action ?? ALL}
        onChange={(v: string) => set({ action: v === ALL ? undefined : v })}
        options={[
          { value: ALL, label: t('audit.filter.actionAll') },
          ...(facets.data?.Actions ?? []).map((e) => ({ value: e, label: e })),
        ]}
      />
      <DateRangeField
        aria-label={t('audit.filter.dates')}
        allowEmpty={[true, true]}
        value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
        onChange={(v) =>
          set({
            from: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
            to: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
        placeholder={[t('audit.filter.from'), t('audit.filter.to')]}
      />
      <Checkbox
        checked={filter.impersonated === 'true'}
        onChange={(e) => set({ impersonated: e.target.checked ? 'true' : undefined })}
      >
        {t('audit.filter.impersonated')}
      </Checkbox>
    </Flex>
  )
}
