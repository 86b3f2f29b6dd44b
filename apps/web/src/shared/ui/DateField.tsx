/**
 * The app's one date field and date-range field (issue 36, keyboard and screen readers: "One shared date and
 * date-range field, Turkish typing accepted, keyboard-safe, used everywhere"). Every date input and date filter
 * of a feature is one of these two, never antd's DatePicker directly.
 *
 * - Typing: what people type is accepted in either language, "01.11.2026", "1.11.2026", "01/11/2026" and ISO
 *   "2026-11-01"; the field shows the page language's format (tr "01.11.2026", en "01/11/2026").
 * - Keyboard: a range's two ends may each be empty (`allowEmpty`), so Tab leaves an empty start date for the end
 *   date and then the rest of the page (antd keeps the focus on an empty end that may not be empty: 19 Tabs and
 *   Escape did not leave it); Escape closes the calendar and leaves the focus on the field, the next Tab goes on.
 *   A form that needs both ends says so with {@link useCompleteRangeRule}.
 * - Phones: below 576 px the range's two months are stacked (date-field.css), not wider than the screen.
 * - Screen readers: a range's two inputs are named "<label>: başlangıç/bitiş" ("start/end") from `aria-label`.
 *
 * Both take antd's DatePicker props (value/onChange as dayjs values, so `Form.Item` binds them as before).
 */
import { DatePicker } from 'antd'
import type { DatePickerProps, RangePickerProps } from 'antd/es/date-picker'
import type { Dayjs } from 'dayjs'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import './date-field.css'

/** The display format (first) and the accepted typed formats of each language. */
const FORMATS: Record<'tr' | 'en', string[]> = {
  tr: ['DD.MM.YYYY', 'D.M.YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D/M/YYYY'],
  en: ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'D.M.YYYY'],
}

/** The date formats of the current page language (display format first), for the two fields. */
function useDateFormats(): string[] {
  const { i18n } = useTranslation()
  return FORMATS[i18n.language === 'en' ? 'en' : 'tr']
}

/** Props of {@link DateField}: antd's DatePicker props; `format` is the language's unless given. */
export type DateFieldProps = DatePickerProps<Dayjs, false>

/** A single date (dayjs value, or null when cleared). Takes DatePicker props; renders the picker. */
export function DateField({ format, ...rest }: DateFieldProps) {
  const formats = useDateFormats()
  return <DatePicker format={format ?? formats} {...rest} />
}

/** Props of {@link DateRangeField}: antd's RangePicker props; both ends may be empty unless `allowEmpty` says no. */
export type DateRangeFieldProps = RangePickerProps

/**
 * A date range (`[start, end]` of dayjs values, each may be null; null when cleared). Takes RangePicker props;
 * `aria-label` names the range and its two inputs "<label>: <start word>" and "<label>: <end word>".
 */
export function DateRangeField({ format, allowEmpty, ...rest }: DateRangeFieldProps) {
  const { t } = useTranslation()
  const formats = useDateFormats()
  const box = useRef<HTMLDivElement>(null)
  const label = rest['aria-label']
  const start = t('dateField.start')
  const end = t('dateField.end')
  // rc-picker gives both inputs the same aria-label; each end gets its own name (React leaves it alone after).
  useEffect(() => {
    if (!label) return
    const inputs = box.current?.querySelectorAll('input') ?? []
    inputs[0]?.setAttribute('aria-label', `${label}: ${start}`)
    inputs[1]?.setAttribute('aria-label', `${label}: ${end}`)
  })
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <DatePicker.RangePicker
        format={format ?? formats}
        allowEmpty={allowEmpty ?? [true, true]}
        classNames={{ popup: { root: 'date-range-popup' } }}
        {...rest}
      />
    </span>
  )
}

/**
 * A Form.Item rule for a {@link DateRangeField} whose two ends go together (issue 36: the range may be left
 * half-filled while tabbing through it). Takes whether the range is required; returns a rule that fails, in the
 * page's language, when exactly one end is set, or when `required` and no end is set; passes otherwise.
 */
export function useCompleteRangeRule(required = false) {
  const { t } = useTranslation()
  return {
    validator: (
      _: unknown,
      value: [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined,
    ) => {
      const set = value ? value.filter(Boolean).length : 0
      if (set === 1) return Promise.reject(new Error(t('dateField.incomplete')))
      if (set === 0 && required) return Promise.reject(new Error(t('dateField.required')))
      return Promise.resolve()
    },
  }
}
