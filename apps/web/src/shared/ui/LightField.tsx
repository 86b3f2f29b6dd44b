/**
 * A labelled text field without antd (issue 23, light.css): antd's large `Input` in a vertical `Form.Item`.
 * The label is tied to the input; a validation `error` is shown below it (announced, as antd's `role="alert"`), linked by `aria-describedby` and
 * marking the input `aria-invalid` (WCAG 3.3.1). Other input attributes (type, autoComplete, inputMode,
 * maxLength, autoFocus…) are passed through.
 */
import { type InputHTMLAttributes, useId } from 'react'
import { LightIcon, type LightIconName } from './light-icons.tsx'
import './light.css'

/** Props of {@link LightField}: the input's own, plus label, icon and the validation message. */
export interface LightFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The validation message, or null when the value is fine (or not checked yet). */
  error: string | null
  /** A decorative icon before the text. */
  icon?: LightIconName
}

/** Label, input and validation message. */
export function LightField({ label, value, onChange, error, icon, ...input }: LightFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="light-field">
      <label htmlFor={id}>{label}</label>
      <div className="light-input" data-invalid={error !== null}>
        {icon ? <LightIcon name={icon} /> : null}
        <input
          {...input}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <div id={errorId} className="light-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  )
}
