/**
 * Focus returns to what opened a dialog when it closes (issue 36, keyboard and screen readers: "Focus returns to
 * the opener when a dialog closes, on every page"). One mechanism for every dialog of the app, antd's Modal and
 * Drawer, Popconfirm and native `<dialog>` alike, whether it stays mounted (antd restores the focus itself then)
 * or is mounted conditionally (`{editing ? <SomeModal/> : null}`: its unmounting drops the focus to `<body>`, and
 * the next Tab would start at the logo).
 *
 * How: a document-level `focusin` listener remembers, for each dialog the focus enters, the element focused just
 * before (the opener; a dropdown menu item that opened it counts as its dropdown's trigger, since menu popups
 * are skipped). Whenever the focus is lost (it is on `<body>`) after DOM changes or a blur, the dialogs that are
 * gone or hidden are taken off the stack and the focus goes back to the opener of the outermost one closed. When
 * that element was replaced meanwhile (a table re-rendered after "Kaydet"), a control with the same name in the
 * same table row is taken; failing that, the page's `<main>` (so the next Tab still starts in the content).
 */
import { useEffect } from 'react'

/** Elements that are dialogs. */
const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]'
/** Popups whose focused items are not openers themselves (their trigger is). */
const POPUP =
  '.ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-cascader-dropdown, [role="menu"]'

/** One open dialog and the element focused before the focus entered it. */
interface Entry {
  dialog: Element
  opener: HTMLElement
  /** Accessible name and table row of the opener, to find its replacement if React re-created it. */
  name: string
  row: string | null
}

/** Whether `el` is in the document and drawn (not `display: none`, not inside a closed or hidden dialog). */
function shown(el: Element): boolean {
  return el.isConnected && el.getClientRects().length > 0
}

/** The accessible name a control is found again by (aria-label, else its text). */
function nameOf(el: HTMLElement): string {
  return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
}

/** The element to focus instead of a replaced opener: same name in the same table row, or null. */
function replacement(entry: Entry): HTMLElement | null {
  if (!entry.name) return null
  const scope = entry.row ? document.querySelector(`[data-row-key="${CSS.escape(entry.row)}"]`) : document
  if (!scope) return null
  const candidates = scope.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [tabindex]')
  for (const c of candidates) if (shown(c) && nameOf(c) === entry.name && !c.closest(DIALOG)) return c
  return null
}

/** Whether the focus is lost: nothing, or the document itself, has it. */
function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || active === document.documentElement
}

/**
 * Installs the mechanism for the app's lifetime (called once, by the root layout). Takes nothing, returns
 * nothing; removes its listeners on unmount.
 */
export function useDialogFocusReturn(): void {
  useEffect(() => {
    const stack: Entry[] = []
    let lastFocused: HTMLElement | null = null
    let scheduled = 0

    const onFocusIn = (event: FocusEvent) => {
      const el = event.target
      if (!(el instanceof HTMLElement) || el === document.body) return
      const dialog = el.closest(DIALOG)
      if (dialog && lastFocused && !stack.some((e) => e.dialog === dialog) && !dialog.contains(lastFocused)) {
        stack.push({
          dialog,
          opener: lastFocused,
          name: nameOf(lastFocused),
          row: lastFocused.closest('[data-row-key]')?.getAttribute('data-row-key') ?? null,
        })
      }
      if (!dialog && !stack.some((e) => shown(e.dialog))) stack.length = 0
      if (!el.closest(POPUP)) lastFocused = el
    }

    const restore = () => {
      scheduled = 0
      if (stack.length === 0 || !focusLost()) return
      let closed: Entry | undefined
      while (stack.length > 0 && !shown(stack[stack.length - 1]?.dialog as Element)) closed = stack.pop()
      if (!closed) return
      const target = shown(closed.opener) ? closed.opener : replacement(closed)
      if (target) target.focus({ preventScroll: false })
      else document.getElementById('main-content')?.focus({ preventScroll: true })
    }
    // After the DOM change has settled (React's effects included), so a dialog's own focus handling goes first.
    const schedule = () => {
      if (stack.length > 0 && !scheduled) scheduled = window.setTimeout(restore, 30)
    }

    const observer = new MutationObserver(schedule)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class', 'open'],
    })
    document.addEventListener('focusin', onFocusIn, true)
    document.addEventListener('focusout', schedule, true)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', onFocusIn, true)
      document.removeEventListener('focusout', schedule, true)
      window.clearTimeout(scheduled)
    }
  }, [])
}
