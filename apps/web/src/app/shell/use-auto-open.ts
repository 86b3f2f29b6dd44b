/**
 * The open state and keyboard behaviour of a top-bar menu button (role switch, layout choice, profile menu). It
 * may mount already asked for (issue 23: its light trigger was clicked before antd's code was there): it opens at
 * once and takes the focus from the trigger it replaced. Keyboard (issue 36, the WAI-ARIA menu button pattern):
 * ArrowDown / ArrowUp on the button open the menu and focus its first / last item (then antd's menu moves with
 * the arrows), Escape or a pick closes it and puts the focus back on the button, and the button always reports
 * `aria-haspopup="menu"` and `aria-expanded` (the antd Dropdown itself sets neither).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

/** Which menu item gets the focus when the menu opens from the keyboard. */
export type MenuFocus = 'first' | 'last'

/** The focusable items of the menu drawn in the popup with class `popupClass`. */
function menuItems(popupClass: string): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      `.${popupClass} [role="menuitem"]:not([aria-disabled="true"]), .${popupClass} [role="menuitemradio"]:not([aria-disabled="true"])`,
    ),
  ]
}

/**
 * Takes whether the dropdown mounts open and, when it was opened from the keyboard, which item to focus;
 * returns its controlled `open` state and setter and the `rootClassName` for antd's Dropdown, and the props of
 * its trigger button (`ref`, ARIA state, arrow-key handler).
 */
export function useAutoOpen(autoOpen: boolean, autoFocusItem?: MenuFocus) {
  const [open, setOpenState] = useState(autoOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  const popupClass = `shell-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const pending = useRef<MenuFocus | null>(autoFocusItem ?? null)

  const focusPending = () => {
    const which = pending.current
    if (!which) return
    let frames = 0
    const tick = () => {
      const items = menuItems(popupClass)
      const item = which === 'first' ? items[0] : items[items.length - 1]
      if (item) {
        pending.current = null
        item.focus()
      } else if (frames++ < 30) requestAnimationFrame(tick)
    }
    tick()
  }

  useEffect(() => {
    if (autoOpen) trigger.current?.focus()
  }, [autoOpen])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens
  useEffect(() => {
    if (open) focusPending()
  }, [open])

  /** Opens or closes; a close with the focus in the menu (or lost) puts it back on the button. */
  const setOpen = (next: boolean) => {
    setOpenState(next)
    if (next) return
    pending.current = null
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (!active || active === document.body || active.closest(`.${popupClass}`)) trigger.current?.focus()
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    pending.current = event.key === 'ArrowDown' ? 'first' : 'last'
    if (open) focusPending()
    else setOpenState(true)
  }

  return {
    open,
    setOpen,
    trigger,
    rootClassName: popupClass,
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onKeyDown,
    },
  }
}
