/**
 * A button without antd (issue 23, light.css): `primary` is antd's large block primary button (40 px, full
 * width), `solid` and `outline` antd's middle-size primary and default buttons, `link` a text button in the link colour. While `busy` it shows a spinner, is marked `aria-busy` and
 * ignores presses, like antd's `loading` (the label stays, so its accessible name does not change).
 */
import type { ButtonHTMLAttributes } from 'react'
import './light.css'

/** Props of {@link LightButton}: a native button's, plus the kind and the busy state. */
export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'primary' | 'solid' | 'outline' | 'link'
  busy?: boolean
}

/** A native `<button>` (type "button" unless given) styled as antd's primary or link button. */
export function LightButton({
  kind = 'link',
  busy = false,
  type,
  onClick,
  children,
  className,
  ...rest
}: LightButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`light-button light-button-${kind}${className ? ` ${className}` : ''}`}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
    >
      {busy ? <span className="light-spinner" aria-hidden /> : null}
      {children}
    </button>
  )
}
