/**
 * The access log's filters (issue 39 "with filters"): whose data (name, student or registry number, national
 * id), the reader (name or registry number), the kind and an Istanbul date range. Calls `onChange` with the new
 * filter.
 */
import type { AccessKind } from '@unacs/contracts'
import { Flex, Input, Select } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import type { AccessLogFilter } from '../api/privacy-api.ts'

/** The kinds of access, in the filter's order. */
export const ACCESS_KINDS: AccessKind[] = [
  'student.record',
  'personnel.record',
  'freeze.attachment',
  'absence.excuse',
  'students.export',
]
const ALL = ' all'

/** The filter bar; wraps on narrow screens. */
export function AccessLogFilters({
  filter,
  onChange,
}: {
  filter: AccessLogFilter
  onChange: (next: AccessLogFilter) => void
}) {
  const { t } = useTranslation('privacy')
  const set = (patch: Partial<AccessLogFilter>) => {
    const next: AccessLogFilter = { ...filter, ...patch }
    for (const k of Object.keys(next) as (keyof AccessLogFilter)[])
      if (next[k] === undefined || next[k] === '') delete next[k]
    onChange(next)
  }
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label={t('access.filter.person')}
        placeholder={t('access.filter.person')}
        allowClear
        maxLength={100}
        style={{ width: 'min(100%, 260px)' }}
        onSearch={(v) => set({ person: v.trim() || undefined })}
      />
      <Input.Search
        aria-label={t('access.filter.reader')}
        placeholder={t('access.filter.reader')}
        allowClear
        maxLength={100}
        style={{ width: 'min(100%, 240px)' }}
        onSearch={(v) => set({ reader: v.trim() || undefined })}
      />
      <Select
        aria-label={t('access.filter.kind')}
        style={{ width: 'min(100%, 280px)' }}
        value={filter.kind ?? ALL}
        onChange={(v: string) => set({ kind: v === ALL ? undefined : (v as AccessKind) })}
        options={[
          { value: ALL, label: t('access.filter.kindAll') },
          ...ACCESS_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
        ]}
      />
      <DateRangeField
        aria-label={t('access.filter.dates')}
        allowEmpty={[true, true]}
        value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
        onChange={(v) =>
          set({
            from: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
            to: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
        placeholder={[t('access.filter.from'), t('access.filter.to')]}
      />
    </Flex>
  )
}
