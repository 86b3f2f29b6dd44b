/**
 * The reason dialog of a queue decision (issue 36 "one shared request queue"): a title, a required reason of
 * at least three characters the student sees, and the decision's button; stays mounted (antd gives the focus
 * back to the opener; `shared/ui/use-dialog-focus-return.ts` covers the rest).
 */
import { Input, Modal } from 'antd'
import { useEffect, useState } from 'react'

/** Props: whether it is open, its texts, whether the decision is running, and what confirm and cancel do. */
export interface DecideDialogProps {
  open: boolean
  title: string
  /** The decision's button (e.g. "Reddet"). */
  okText: string
  cancelText: string
  /** The reason field's accessible name and placeholder. */
  reasonLabel: string
  reasonPlaceholder: string
  /** A danger button (rejections). */
  danger?: boolean
  pending: boolean
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/** The dialog; the reason is cleared whenever it opens. */
export function DecideDialog(p: DecideDialogProps) {
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (p.open) setReason('')
  }, [p.open])
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      cancelText={p.cancelText}
      okButtonProps={{ danger: p.danger, disabled: reason.trim().length < 3, loading: p.pending }}
      onOk={() => p.onConfirm(reason.trim())}
      onCancel={p.onCancel}
    >
      <Input.TextArea
        aria-label={p.reasonLabel}
        placeholder={p.reasonPlaceholder}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  )
}
