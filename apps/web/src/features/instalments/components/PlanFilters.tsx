/** The plan filters (issue 17 "with filters"): search, state, kind, term and overdue. */
import type { PlanKind, PlanState } from '@unacs/contracts'
import { Button, Flex, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useTerms } from '../api/plans.ts'

/** The filter values (undefined: any). */
export interface PlanFilterValues {
  q?: string
  state?: PlanState
  kind?: PlanKind
  termId?: number
  overdue?: 'true' | 'false'
}

/** Takes the values and their change; `fixedState` hides the state filter. */
export function PlanFilters({
  value,
  onChange,
  fixedState = false,
}: {
  value: PlanFilterValues
  onChange: (v: PlanFilterValues) => void
  fixedState?: boolean
}) {
  const { t } = useTranslation('instalments')
  const terms = useTerms()
  const set = (patch: PlanFilterValues) => onChange({ ...value, ...patch })
  return (
    <Flex wrap gap="small">
      <Input.Search
        allowClear
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        defaultValue={value.q}
        onSearch={(q) => set({ q: q.trim() || undefined })}
        style={{ width: 240, maxWidth: '100%' }}
      />
      {!fixedState && (
        <Select<PlanState>
          allowClear
          aria-label={t('filters.state')}
          placeholder={t('filters.state')}
          value={value.state}
          onChange={(state) => set({ state })}
          options={(['active', 'paid', 'cancelled'] as const).map((s) => ({
            value: s,
            label: t(`state.${s}`),
          }))}
          style={{ width: 140 }}
        />
      )}
      <Select<PlanKind>
        allowClear
        aria-label={t('filters.kind')}
        placeholder={t('filters.kind')}
        value={value.kind}
        onChange={(kind) => set({ kind })}
        options={(['annual', 'periodic'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        style={{ width: 140 }}
      />
      <Select<number>
        allowClear
        aria-label={t('filters.term')}
        placeholder={t('filters.term')}
        value={value.termId}
        loading={terms.isPending}
        onChange={(termId) => set({ termId })}
        options={(terms.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
        style={{ width: 200 }}
      />
      <Select<'true' | 'false'>
        allowClear
        aria-label={t('filters.overdue')}
        placeholder={t('filters.overdue')}
        value={value.overdue}
        onChange={(overdue) => set({ overdue })}
        options={[
          { value: 'true', label: t('filters.overdueOnly') },
          { value: 'false', label: t('filters.notOverdue') },
        ]}
        style={{ width: 150 }}
      />
      <Button onClick={() => onChange({})}>{t('filters.clear')}</Button>
    </Flex>
  )
}
