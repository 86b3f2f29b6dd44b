/**
 * The top bar's slot for the notification bell (issue 39): an empty box of the bell's size until the page has
 * painted, then the bell's own chunk (features/notifications), so the first load carries none of its code. The
 * chunk also holds the privacy notice's gate (ShellExtras.tsx, issue 39 "Privacy notice").
 */
import { lazy, Suspense } from 'react'
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import '../layouts/shell.css'

const ShellExtras = lazy(() =>
  loadChunk(() => import('./ShellExtras.tsx')).then((m) => ({ default: m.ShellExtras })),
)

/** The bell's placeholder (nothing moves when the bell arrives). */
function Placeholder() {
  return <span className="shell-text-button shell-placeholder" data-icon-only aria-hidden />
}

/** The bell (and the privacy notice's gate) once the page has painted. */
export function LazyNotificationBell() {
  const painted = useAfterPaint()
  if (!painted) return <Placeholder />
  return (
    <Suspense fallback={<Placeholder />}>
      <ShellExtras />
    </Suspense>
  )
}
