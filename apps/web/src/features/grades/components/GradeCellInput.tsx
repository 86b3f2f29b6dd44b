/**
 * One grade cell of the grid (spec §4, §5): type a number or G (not taken); the grid keeps the typed text as
 * a draft until its save (Enter in any cell or the save button), so totals come from the server afterwards.
 *
 * A native input drawn like antd's small one (grade-entry.css; issue 23, seventh pass): a page of the grid holds
 * up to 50 rows × the exams, and antd's Input per cell made the grid's first draw one long task.
 */
import type { KeyboardEvent } from 'react'
import './grade-entry.css'

/**
 * The editable cell: `text` is the draft or the stored value; `invalid` marks it red (and `aria-invalid`),
 * `changed` amber; Enter (outside an input method's composition) calls `onEnter`.
 */
export function GradeCellInput(props: {
  text: string
  changed: boolean
  invalid: boolean
  disabled: boolean
  label: string
  onChange: (text: string) => void
  onEnter: () => void
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) props.onEnter()
  }
  return (
    <input
      type="text"
      className="grade-cell-input"
      data-status={props.invalid ? 'error' : props.changed ? 'warning' : undefined}
      aria-invalid={props.invalid || undefined}
      aria-label={props.label}
      value={props.text}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      maxLength={7}
      autoComplete="off"
    />
  )
}
