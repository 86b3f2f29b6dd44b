/**
 * One-line builders of the filter bar's fields (issue 36 "the mechanics live once"): the shapes every list page
 * declared by hand — a search box, a select from a label map with an "all" choice, a select of named things,
 * an Istanbul date range, a checkbox, a number — each in one call. A builder takes the filter key(s) as
 * literals, so `FilterBar<F>` still checks them against the page's filter type.
 *
 *   fields={[
 *     field.search('q', t('search')),
 *     field.choice('state', t('col.state'), t('state.all'), STATES, (s) => t(`state.${s}`), { width: 180 }),
 *     field.dates('from', 'to', t('dates'), [t('from'), t('to')]),
 *   ]}
 */
import type {
  CheckFilterField,
  DatesFilterField,
  NumberFilterField,
  SearchFilterField,
  SelectFilterField,
  Width,
} from './FilterBar.tsx'

/** Layout options of a search box. */
type SearchOpts = { width?: Width; maxLength?: number }
/** Layout and behaviour options of a select. */
type SelectOpts = Pick<SelectFilterField, 'width' | 'showSearch' | 'parse'>
/** Bounds and layout of a number. */
type NumberOpts = Omit<NumberFilterField, 'kind' | 'key' | 'label'>

/** The builders; every one returns a field for `FilterBar`'s `fields`. */
export const field = {
  /** A search box on `key` labelled `label` (also its placeholder); `opts`: width, maxLength. */
  search: <K extends string>(key: K, label: string, opts: SearchOpts = {}): SearchFilterField<K> => ({
    kind: 'search',
    key,
    label,
    ...opts,
  }),

  /**
   * A select of fixed `values` (a status, a kind…) on `key`, each shown as `labelOf(value)` (default: the value
   * itself, for names), after an "all" choice labelled `allLabel`.
   */
  choice: <K extends string, V extends string | number>(
    key: K,
    label: string,
    allLabel: string,
    values: readonly V[],
    labelOf: (v: V) => string = String,
    opts: SelectOpts = {},
  ): SelectFilterField<K> => ({
    kind: 'select',
    key,
    label,
    allLabel,
    options: values.map((v) => ({ value: v, label: labelOf(v) })),
    ...opts,
  }),

  /** A select of records (units, faculties, positions…) on `key`: `options` as `{ value, label }`. */
  select: <K extends string>(
    key: K,
    label: string,
    allLabel: string,
    options: { value: string | number; label: string }[],
    opts: SelectOpts = {},
  ): SelectFilterField<K> => ({ kind: 'select', key, label, allLabel, options, ...opts }),

  /**
   * An Istanbul date range on keys `from` and `to` ('YYYY-MM-DD'), with its two placeholders (default: the
   * date picker's own).
   */
  dates: <K extends string, L extends string>(
    from: K,
    to: L,
    label: string,
    placeholder?: [string, string],
  ): DatesFilterField<K, L> => ({ kind: 'dates', from, to, label, ...(placeholder ? { placeholder } : {}) }),

  /** A checkbox on `key`: checked sets `value` (default 'true'), unchecked unsets the key. */
  check: <K extends string>(key: K, label: string, value = 'true'): CheckFilterField<K> => ({
    kind: 'check',
    key,
    label,
    value,
  }),

  /** A number on `key` with its bounds, precision and layout. */
  number: <K extends string>(key: K, label: string, opts: NumberOpts): NumberFilterField<K> => ({
    kind: 'number',
    key,
    label,
    ...opts,
  }),
}
