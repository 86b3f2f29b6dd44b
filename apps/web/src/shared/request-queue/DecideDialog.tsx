/**
 * The reason dialog of a queue decision (issue 36 "one shared request queue"): a title, what is decided (the
 * feature's summary), a required reason of at least three characters (or the feature's minimum) the student
 * sees, and the decision's button; stays mounted (antd gives the focus back to the opener;
 * `shared/ui/use-dialog-focus-return.ts` covers the rest).
 */
import { Input, Modal, Typography } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'

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
  /** The fewest characters the reason needs (default 3; the button stays disabled until then). */
  minLength?: number
  /** The rule of the reason, shown under the field (e.g. "5 to 500 characters"). */
  hint?: string
  /** What is decided, shown above the field (e.g. the student, the course and the request's reason). */
  children?: ReactNode
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
      okButtonProps={{
        danger: p.danger,
        disabled: reason.trim().length < (p.minLength ?? 3),
        loading: p.pending,
      }}
      onOk={() => p.onConfirm(reason.trim())}
      onCancel={p.onCancel}
    >
      {p.children}
      <Input.TextArea
        aria-label={p.reasonLabel}
        placeholder={p.reasonPlaceholder}
        rows={3}
        maxLength={500}
        showCount={p.hint !== undefined}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {p.hint ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {p.hint}
        </Typography.Text>
      ) : null}
    </Modal>
  )
}
