/**
 * The menu search behind a button on narrow screens (below 992 px, spec §4 desktop breakpoint). Light (issue 23):
 * a native text button that shows the search in a popover below it (disclosure: `aria-expanded`,
 * `aria-controls`); Escape or a click outside closes it and gives the focus back to the button.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { LazyMenuSearch } from './LazyMenuSearch.tsx'
import '../layouts/shell.css'

/** A search icon that opens the menu search in a popover. */
export function SearchButton() {
  const { t } = useTranslation()
  const id = useId()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Where the popover opens (fixed, below the button, kept inside the viewport); null while closed.
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)
  const open = position !== null
  const setOpen = (next: boolean) => {
    const rect = button.current?.getBoundingClientRect()
    if (!next || !rect) return setPosition(null)
    const width = Math.min(300, window.innerWidth * 0.8) + 24
    setPosition({
      top: rect.bottom + 4,
      left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)),
    })
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setPosition(null)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      // The result list is antd's popup in document.body, outside the popover.
      if (root.current?.contains(target) || (target as Element).closest?.('.ant-select-dropdown')) return
      setPosition(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <span ref={root} style={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
      <button
        ref={button}
        type="button"
        className="shell-text-button"
        data-icon-only
        aria-label={t('header.search')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <ShellIcon name="search" />
      </button>
      {open ? (
        <div id={id} className="shell-popover" style={position}>
          <LazyMenuSearch width="min(300px, 80vw)" autoFocus onChosen={() => setOpen(false)} />
        </div>
      ) : null}
    </span>
  )
}
