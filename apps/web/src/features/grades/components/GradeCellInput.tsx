/**
 * One grade cell of the grid (spec §4, §5): type a number or G (not taken); the grid keeps the typed text as
 * a draft until its save (Enter in any cell or the save button), so totals come from the server afterwards.
 */
import { Input } from 'antd'

/** The editable cell: `text` is the draft or the stored value; `invalid` marks it red. */
export function GradeCellInput(props: {
  text: string
  changed: boolean
  invalid: boolean
  disabled: boolean
  label: string
  onChange: (text: string) => void
  onEnter: () => void
}) {
  return (
    <Input
      size="small"
      aria-label={props.label}
      value={props.text}
      status={props.invalid ? 'error' : props.changed ? 'warning' : undefined}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      onPressEnter={props.onEnter}
      style={{ width: 72, textAlign: 'right' }}
      inputMode="decimal"
      maxLength={7}
    />
  )
}
