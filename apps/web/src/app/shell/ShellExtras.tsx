/**
 * What the signed-in shell loads after its first paint, in one chunk: the notification bell (issue 39
 * "Notifications") and the privacy notice's gate (issue 39 "Privacy notice": the blocking notice when the
 * current version is not acknowledged; its modal dialog sits in the top layer, wherever it is mounted). One chunk
 * keeps both out of the first load (the web budget).
 */
import { Suspense } from 'react'
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx'
import { PrivacyNoticeGate } from '../../features/privacy/components/PrivacyNoticeGate.tsx'

/** The bell, and the notice gate in its own boundary (its texts load on their own). */
export function ShellExtras() {
  return (
    <>
      <NotificationBell />
      <Suspense fallback={null}>
        <PrivacyNoticeGate mode="portal" />
      </Suspense>
    </>
  )
}
