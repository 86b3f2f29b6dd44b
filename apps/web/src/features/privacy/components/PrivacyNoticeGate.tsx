/**
 * Asks for the privacy notice when the caller has not acknowledged its current version (issue 39): nothing while
 * asking or when there is none (a failed question does not lock the person out; the next page load asks again),
 * else the blocking {@link PrivacyNoticeDialog} until the acknowledgement is recorded. The shell mounts it for
 * signed-in users; the guest layout on the application form ("before a guest starts an application").
 */
import { useTranslation } from 'react-i18next'
import { type NoticeMode, useAcknowledgeNotice, usePendingNotice } from '../api/privacy-api.ts'
import { PrivacyNoticeDialog } from './PrivacyNoticeDialog.tsx'

/** The gate for a portal user (`portal`) or a guest applicant (`guest`). */
export function PrivacyNoticeGate({ mode }: { mode: NoticeMode }) {
  const { t } = useTranslation('privacy')
  const pending = usePendingNotice(mode)
  const acknowledge = useAcknowledgeNotice(mode)
  const notice = pending.data?.Notice
  if (!notice) return null
  return (
    <PrivacyNoticeDialog
      key={notice.Id}
      notice={notice}
      busy={acknowledge.isPending}
      error={acknowledge.isError ? acknowledge.error.message || t('notice.failed') : null}
      onAcknowledge={() => acknowledge.mutate(notice.Id)}
    />
  )
}
