/**
 * The top bar's slot for the notification bell (issue 39): an empty box of the bell's size until the page has
 * painted, then the bell's own chunk (features/notifications), so the first load carries none of its code.
 */
import { lazy, Suspense } from 'react'
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import '../layouts/shell.css'

const NotificationBell = lazy(() =>
  loadChunk(() => import('../../features/notifications/components/NotificationBell.tsx')).then((m) => ({
    default: m.NotificationBell,
  })),
)

/** The bell's placeholder (nothing moves when the bell arrives). */
function Placeholder() {
  return <span className="shell-text-button shell-placeholder" data-icon-only aria-hidden />
}

/** The bell once the page has painted. */
export function LazyNotificationBell() {
  const painted = useAfterPaint()
  if (!painted) return <Placeholder />
  return (
    <Suspense fallback={<Placeholder />}>
      <NotificationBell />
    </Suspense>
  )
}
