/**
 * The flyout of a group in the collapsed (icon-only) sidebar (SideNav.tsx, issue 23), as antd's collapsed inline
 * menu showed a group's pages in a popup beside it: a `<nav>` named by the group's title, in a portal at the end of
 * the body (the sticky sidebar is a stacking context the page would cover, and its scrolling box would clip it),
 * fixed beside its button, kept inside the viewport. Opening moves the focus to its first entry; Tab past its last entry, Shift+Tab before its
 * first and Escape close it and give the focus back to the button; a press or focus outside it and its button,
 * scrolling the page or the sidebar (when that moves the button), or resizing the window close it too.
 */
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

/** Props of {@link SideNavFlyout}. */
export interface SideNavFlyoutProps {
  /** The group's button: the flyout shows beside it and gives it the focus back. */
  anchor: RefObject<HTMLButtonElement | null>
  onClose: () => void
  /** The id of the group's title, which names the flyout. */
  labelledBy: string
  /** The group's list. */
  children: ReactNode
}

/** Gap between the sidebar entry and the flyout (px), and the flyout's margin to the viewport's edges. */
const GAP = 8

/** The focusable entries of the flyout, in order. */
function entriesOf(panel: HTMLElement | null): HTMLElement[] {
  return [...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])]
}

/** A panel beside `anchor` holding the group's list. */
export function SideNavFlyout({ anchor, onClose, labelledBy, children }: SideNavFlyoutProps) {
  const ref = useRef<HTMLElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)

  useLayoutEffect(() => {
    const button = anchor.current
    const panel = ref.current
    if (!button || !panel) return
    const rect = button.getBoundingClientRect()
    const bottomRoom = window.innerHeight - GAP - panel.offsetHeight
    setPosition({ top: Math.max(GAP, Math.min(rect.top, bottomRoom)), left: rect.right + GAP })
  }, [anchor])

  // Once placed (and so visible, thus focusable), the first entry takes the focus.
  const placed = position !== null
  useEffect(() => {
    if (placed) entriesOf(ref.current)[0]?.focus()
  }, [placed])

  useEffect(() => {
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (ref.current?.contains(target) || anchor.current?.contains(target))
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = inside(document.activeElement)
      onClose()
      if (hadFocus) anchor.current?.focus()
    }
    const onOutside = (event: Event) => {
      if (!inside(event.target)) onClose()
    }
    // A scroll outside closes it only when it moved the button (the flyout would be left behind): a scroll event
    // that moved nothing here (the page settling its height as its data arrives) leaves it open.
    const at = anchor.current?.getBoundingClientRect()
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return
      const now = anchor.current?.getBoundingClientRect()
      if (!at || !now || Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', onClose)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('scroll', onScroll, true)
      window.removeEventListener('resize', onClose)
    }
  }, [anchor, onClose])

  /** Tab past the last entry or Shift+Tab before the first goes back to the button (the flyout sits elsewhere). */
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Tab') return
    const entries = entriesOf(ref.current)
    const edge = event.shiftKey ? entries[0] : entries[entries.length - 1]
    if (document.activeElement !== edge) return
    event.preventDefault()
    onClose()
    anchor.current?.focus()
  }

  return createPortal(
    // The group's pages, a navigation named by the group's title: they sit at the end of the body, outside the
    // sidebar's <nav>.
    <nav
      ref={ref}
      aria-labelledby={labelledBy}
      className="side-nav side-nav-flyout"
      style={position ?? { visibility: 'hidden', top: 0, left: 0 }}
      onKeyDown={onKeyDown}
    >
      {children}
    </nav>,
    document.body,
  )
}
