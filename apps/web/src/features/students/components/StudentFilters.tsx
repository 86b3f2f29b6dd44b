/**
 * The students' filter bar (issue 22): text (number, national id or name, matched Turkish-aware on the
 * server), unit of the caller's scope, class, status and entry year. Calls `onChange` with the new filter.
 */
import type { StudentFilter, StudentStatus } from '@unacs/contracts'
import { Flex, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useStudentUnits } from '../api/get-units.ts'

/** The statuses offered. */
export const STATUSES: readonly StudentStatus[] = ['active', 'frozen', 'graduated', 'withdrawn']

/** The select value of "no filter" (ids are positive). */
const ALL = 0

/** Props: the current filter and the change callback. */
export interface StudentFiltersProps {
  filter: StudentFilter
  onChange: (next: StudentFilter) => void
}

/** The filter bar; wraps on narrow screens. */
export function StudentFilters({ filter, onChange }: StudentFiltersProps) {
  const { t } = useTranslation('students')
  const units = useStudentUnits()
  const set = <K extends keyof StudentFilter>(k: K, v: StudentFilter[K] | null | undefined) => {
    const next = { ...filter }
    if (v === null || v === undefined || v === '') delete next[k]
    else next[k] = v
    onChange(next)
  }
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label={t('filter.q')}
        placeholder={t('filter.q')}
        allowClear
        enterButton={t('filter.search')}
        maxLength={100}
        style={{ width: 'min(100%, 340px)' }}
        defaultValue={filter.q}
        onSearch={(v) => set('q', v.trim())}
      />
      <Select
        aria-label={t('filter.unit')}
        showSearch={{ filterOption: filterByTurkish }}
        loading={units.isLoading}
        style={{ width: 'min(100%, 280px)' }}
        value={filter.unitId ?? ALL}
        onChange={(v: number) => set('unitId', v === ALL ? undefined : v)}
        options={[
          { value: ALL, label: t('filter.unitAll') },
          ...(units.data ?? []).map((u) => ({ value: u.Id, label: u.Name })),
        ]}
      />
      <Select
        aria-label={t('filter.classYear')}
        style={{ width: 130 }}
        value={filter.classYear ?? ALL}
        onChange={(v: number) => set('classYear', v === ALL ? undefined : v)}
        options={[
          { value: ALL, label: t('filter.classAll') },
          ...[1, 2, 3, 4, 5, 6].map((c) => ({ value: c, label: t('classN', { n: c }) })),
        ]}
      />
      <Select
        aria-label={t('filter.status')}
        style={{ width: 170 }}
        value={filter.status ?? ALL}
        onChange={(v: StudentStatus | typeof ALL) => set('status', v === ALL ? undefined : v)}
        options={[
          { value: ALL, label: t('filter.statusAll') },
          ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
      />
      <InputNumber
        aria-label={t('filter.entryYear')}
        placeholder={t('filter.entryYear')}
        min={1950}
        max={2100}
        precision={0}
        style={{ width: 130 }}
        value={filter.entryYear ?? null}
        onChange={(v) => set('entryYear', v ?? undefined)}
      />
    </Flex>
  )
}
