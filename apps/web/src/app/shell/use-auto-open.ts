/**
 * The open state of a top-bar dropdown that may mount already asked for (issue 23: its light trigger was
 * clicked before antd's code was there): opens at once and takes the focus from the trigger it replaced.
 */
import { useEffect, useRef, useState } from 'react'

/**
 * Takes whether the dropdown mounts open; returns its controlled `open` state and setter for antd's Dropdown,
 * and a ref for its trigger button (focused on mount when `autoOpen`).
 */
export function useAutoOpen(autoOpen: boolean) {
  const [open, setOpen] = useState(autoOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (autoOpen) trigger.current?.focus()
  }, [autoOpen])
  return { open, setOpen, trigger }
}
