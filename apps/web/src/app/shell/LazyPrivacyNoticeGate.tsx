/**
 * The guest layout's slot for the privacy notice (issue 39 "before a guest starts an application"): after the
 * first paint, the privacy feature's gate in its own chunk, which shows the blocking notice when the guest has not
 * acknowledged its current version. (The signed-in shell loads its gate with the bell: ShellExtras.tsx.)
 */
import { lazy, Suspense } from 'react'
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'

const PrivacyNoticeGate = lazy(() =>
  loadChunk(() => import('../../features/privacy/components/PrivacyNoticeGate.tsx')).then((m) => ({
    default: m.PrivacyNoticeGate,
  })),
)

/** The gate once the page has painted (nothing before). */
export function LazyPrivacyNoticeGate({ mode }: { mode: 'portal' | 'guest' }) {
  const painted = useAfterPaint()
  if (!painted) return null
  return (
    <Suspense fallback={null}>
      <PrivacyNoticeGate mode={mode} />
    </Suspense>
  )
}
