/**
 * The privacy notice (aydınlatma metni) as a blocking dialog (issue 39 "shown at first sign-in … and before a
 * guest starts an application"): the platform's modal `<dialog>` (focus kept inside, the page behind inert),
 * which Escape does not close; the notice's text in a focusable scroll region, and one button, "I have read and
 * understood", that records the acknowledgement. Light (no antd), so the shell can show it at once.
 */
import type { PendingNotice } from '@unacs/contracts'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import '../../../shared/ui/light.css'
import '../../../shared/ui/light-dialog.css'
import './privacy-notice.css'

/** Props: the notice, the acknowledgement's state and action. */
export interface PrivacyNoticeDialogProps {
  notice: PendingNotice
  busy: boolean
  /** The acknowledgement's failure message, if it failed. */
  error: string | null
  onAcknowledge: () => void
}

/** The dialog, open while mounted. */
export function PrivacyNoticeDialog({ notice, busy, error, onAcknowledge }: PrivacyNoticeDialogProps) {
  const { t, i18n } = useTranslation('privacy')
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const published = new Date(notice.PublishedAt).toLocaleDateString(
    i18n.language === 'en' ? 'en-GB' : 'tr-TR',
    {
      timeZone: 'Europe/Istanbul',
    },
  )
  return (
    <dialog
      ref={ref}
      className="light-root light-dialog privacy-notice"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="privacy-notice"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="privacy-notice-title">
        {notice.Title}
      </h2>
      <p className="privacy-notice-meta">
        {t('notice.version', { version: notice.Version, date: published })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling text must be reachable by keyboard */}
      <section id={textId} className="privacy-notice-text" tabIndex={0} aria-label={t('notice.textLabel')}>
        {notice.Body.split(/\n\s*\n/).map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </section>
      {error ? (
        <p role="alert" className="privacy-notice-error">
          {error}
        </p>
      ) : null}
      <div className="light-dialog-footer">
        <LightButton kind="solid" busy={busy} onClick={onAcknowledge}>
          {t('notice.acknowledge')}
        </LightButton>
      </div>
    </dialog>
  )
}
