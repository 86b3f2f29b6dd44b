/**
 * The data tables' filter bar (issue 36): a wrapping row of declared filter fields (a search box, a select with an
 * "all" choice, an Istanbul date range, a number, a checkbox), each bound to one key of the page's filter; a change calls
 * `onChange` with the patch (unset: undefined), so `useTableFilter().patch` drops it and resets the paging.
 */
import { Checkbox, Flex, Input, InputNumber, Select } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { filterByTurkish } from '../text/turkish-search.ts'
import { DateRangeField } from '../ui/DateField.tsx'

/** The select value of "no filter" (real values never start with a space). */
const ALL = ' all'

/** The CSS width of a field (default `min(100%, 240px)`). */
export type Width = number | string

/** A search box bound to key `K` (its text, trimmed; empty: unset). */
export interface SearchFilterField<K extends string = string> {
  kind: 'search'
  key: K
  label: string
  width?: Width
  maxLength?: number
}

/** A select with an "all" choice bound to key `K`. */
export interface SelectFilterField<K extends string = string> {
  kind: 'select'
  key: K
  label: string
  allLabel: string
  options: { value: string | number; label: string }[]
  width?: Width
  /** Typing filters the options by the Turkish rule (`filterByTurkish`). */
  showSearch?: boolean
  /** Parses the chosen value into the filter's type (default: as is). */
  parse?: (v: string | number) => unknown
}

/** An Istanbul date range bound to keys `K` (from) and `L` (to), 'YYYY-MM-DD' each. */
export interface DatesFilterField<K extends string = string, L extends string = string> {
  kind: 'dates'
  from: K
  to: L
  label: string
  /** The two ends' placeholders (default: the date picker's own, "Başlangıç tarihi" / "Start date"). */
  placeholder?: [string, string]
}

/** A checkbox bound to key `K`: checked sets `value`, unchecked unsets the key. */
export interface CheckFilterField<K extends string = string> {
  kind: 'check'
  key: K
  label: string
  value: string
}

/** A number bound to key `K`. */
export interface NumberFilterField<K extends string = string> {
  kind: 'number'
  key: K
  label: string
  min: number
  max: number
  precision: number
  step?: number
  suffix?: string
  width?: Width
}

/**
 * One declared filter field over the filter `F` (declare it in one line with the builders of
 * `filter-fields.ts`: `field.search('q', t('search'))`, `field.choice('state', …)`, `field.dates(…)`).
 */
export type FilterField<F> =
  | SearchFilterField<keyof F & string>
  | SelectFilterField<keyof F & string>
  | DatesFilterField<keyof F & string, keyof F & string>
  | CheckFilterField<keyof F & string>
  | NumberFilterField<keyof F & string>

/** Props: the filter, its fields, the patch callback and optional trailing content (buttons). */
export interface FilterBarProps<F extends object> {
  filter: F
  fields: FilterField<F>[]
  onChange: (patch: Partial<F>) => void
  children?: ReactNode
  /** Marks the bar as a search landmark. */
  search?: boolean
}

const widthOf = (w: Width | undefined) => w ?? 'min(100%, 240px)'

/** The bar; wraps on narrow screens. */
export function FilterBar<F extends object>({
  filter,
  fields,
  onChange,
  children,
  search,
}: FilterBarProps<F>) {
  const value = (k: keyof F) => filter[k] as unknown
  const patch = (p: Record<string, unknown>) => onChange(p as Partial<F>)
  return (
    <Flex wrap gap="small" align="center" {...(search ? { role: 'search' } : {})}>
      {fields.map((f) => {
        switch (f.kind) {
          case 'search':
            return (
              <Input.Search
                key={f.key}
                aria-label={f.label}
                placeholder={f.label}
                allowClear
                {...(f.maxLength ? { maxLength: f.maxLength } : {})}
                style={{ width: widthOf(f.width) }}
                defaultValue={value(f.key) as string | undefined}
                onSearch={(v) => patch({ [f.key]: v.trim() || undefined })}
              />
            )
          case 'select':
            return (
              <Select
                key={f.key}
                aria-label={f.label}
                {...(f.showSearch ? { showSearch: { filterOption: filterByTurkish } } : {})}
                style={{ width: widthOf(f.width) }}
                value={(value(f.key) as string | number | undefined) ?? ALL}
                onChange={(v: string | number) =>
                  patch({ [f.key]: v === ALL ? undefined : f.parse ? f.parse(v) : v })
                }
                options={[{ value: ALL, label: f.allLabel }, ...f.options]}
              />
            )
          case 'dates': {
            const from = value(f.from) as string | undefined
            const to = value(f.to) as string | undefined
            return (
              <DateRangeField
                key={f.from}
                aria-label={f.label}
                allowEmpty={[true, true]}
                value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
                onChange={(v) =>
                  patch({
                    [f.from]: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
                    [f.to]: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
                  })
                }
                {...(f.placeholder ? { placeholder: f.placeholder } : {})}
              />
            )
          }
          case 'number':
            return (
              <InputNumber
                key={f.key}
                aria-label={f.label}
                placeholder={f.label}
                min={f.min}
                max={f.max}
                precision={f.precision}
                {...(f.step ? { step: f.step } : {})}
                {...(f.suffix ? { suffix: f.suffix } : {})}
                style={{ width: widthOf(f.width) }}
                value={(value(f.key) as number | undefined) ?? null}
                onChange={(v) => patch({ [f.key]: v ?? undefined })}
              />
            )
          case 'check':
            return (
              <Checkbox
                key={f.key}
                checked={value(f.key) === f.value}
                onChange={(e) => patch({ [f.key]: e.target.checked ? f.value : undefined })}
              >
                {f.label}
              </Checkbox>
            )
        }
        return null
      })}
      {children}
    </Flex>
  )
}
