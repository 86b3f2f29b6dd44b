/**
 * A toast without antd and without React (issue 23, fourth pass): the look of antd's notification (bottom right,
 * 3 s, spec §8, §9; light-toaster.css) in a container of its own at the end of `<body>`, outside every antd frame
 * and every route. A toast raised just before a navigation that leaves its frame (the welcome after sign-in:
 * /tokenreader's frame → the light shell) stays on screen. The container is a polite live region
 * (`role="status"`), so each toast is announced. Loaded only by the pages that raise one.
 */
import { TOAST_MS } from '../session/timing.ts'
import './light.css'
import './light-toaster.css'

/** The toaster container, made on the first toast. */
function toaster(): HTMLElement {
  let root = document.getElementById('light-toaster')
  if (!root) {
    root = document.createElement('div')
    root.id = 'light-toaster'
    root.className = 'light-toaster light-root'
    root.setAttribute('role', 'status')
    root.setAttribute('aria-live', 'polite')
    document.body.append(root)
  }
  return root
}

/** A toast's kind: a message with its mark (✓, !, ✕ in the kind's colour), or a plain notice when absent. */
export type LightToastKind = 'success' | 'warning' | 'error'

const MARKS: Record<LightToastKind, string> = { success: '✓', warning: '!', error: '✕' }

/**
 * Shows `text` as a toast for `ms` (3 s by default, spec §9), marked as `kind` when given; resolves when it has
 * gone.
 */
export function showLightToast(text: string, ms: number = TOAST_MS, kind?: LightToastKind): Promise<void> {
  const root = toaster()
  const toast = document.createElement('div')
  toast.className = kind ? `light-toast light-toast-${kind}` : 'light-toast'
  if (kind) {
    const mark = document.createElement('span')
    mark.className = 'light-toast-mark'
    mark.setAttribute('aria-hidden', 'true')
    mark.textContent = MARKS[kind]
    toast.append(mark, document.createTextNode(text))
  } else toast.textContent = text
  // A live region announces what is added after it exists: the toast goes in on the next frame.
  requestAnimationFrame(() => root.append(toast))
  return new Promise((resolve) =>
    setTimeout(() => {
      toast.remove()
      resolve()
    }, ms),
  )
}
