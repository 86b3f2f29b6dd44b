/** An error message box without antd (issue 23, light.css): antd's error `Alert` with its icon, `role="alert"`. */
import type { ReactNode } from 'react'
import { LightIcon } from './light-icons.tsx'
import './light.css'

/** The error `message` in a red-bordered box, announced at once by screen readers. */
export function LightAlert({ message }: { message: ReactNode }) {
  return (
    <div className="light-alert" role="alert">
      <LightIcon name="closeCircle" />
      <div>{message}</div>
    </div>
  )
}
