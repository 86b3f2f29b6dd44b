/**
 * A confirmation before an action, without antd (issue 23, sixth pass; light-dialog.css): the platform's modal
 * `<dialog>` (focus kept inside, Escape cancels, the page behind inert) drawn like antd's confirm box, with the
 * question, Cancel (focused first, the safe choice) and the action's button (red when `danger`). Light pages use
 * it where antd's Popconfirm would load antd for a question.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LightButton } from './LightButton.tsx'
import { LightIcon } from './light-icons.tsx'
import './light.css'
import './light-dialog.css'

/** Props of {@link LightConfirmDialog}. */
export interface LightConfirmDialogProps {
  open: boolean
  /** The question. */
  title: ReactNode
  /** What the question is about, under it (e.g. a list); none when absent. */
  details?: ReactNode
  /** The action button's text; common `confirm.ok` ("Tamam" / "OK") when absent. */
  okText?: string
  /** The cancel button's text; common `confirm.cancel` when absent. */
  cancelText?: string
  danger?: boolean
  onConfirm: () => void
  /** Cancel, Escape. */
  onCancel: () => void
}

/** The dialog, shown modally while `open`. */
export function LightConfirmDialog({
  open,
  title,
  details,
  okText,
  cancelText,
  danger,
  onConfirm,
  onCancel,
}: LightConfirmDialogProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="light-root light-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      {open ? (
        <>
          <div className="light-dialog-body">
            <LightIcon name="warning" size={22} />
            <div className="light-dialog-text">
              <p id={titleId}>{title}</p>
              {details}
            </div>
          </div>
          <div className="light-dialog-footer">
            {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus when the question opens */}
            <LightButton kind="outline" autoFocus onClick={onCancel}>
              {cancelText ?? t('confirm.cancel')}
            </LightButton>
            <LightButton kind="solid" data-danger={danger || undefined} onClick={onConfirm}>
              {okText ?? t('confirm.ok')}
            </LightButton>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
