/**
 * A score grid's feedback in a light page (shared/hooks/use-cell-drafts.ts `CellDraftsFeedback`; issue 23,
 * seventh pass): its messages as light toasts and its confirmation of flagged cells as a `LightConfirmDialog`
 * listing them. Takes nothing; returns the feedback and the dialog, which the caller renders.
 */
import { type ReactNode, useState } from 'react'
import { LightConfirmDialog } from '../ui/LightConfirmDialog.tsx'
import { showLightToast } from '../ui/light-toast.ts'
import type { CellDraftsFeedback, CellDraftsQuestion } from './use-cell-drafts.ts'

/** The light feedback and its confirmation dialog (closed until a question is asked). */
export function useLightCellFeedback(): { feedback: CellDraftsFeedback; dialog: ReactNode } {
  const [question, setQuestion] = useState<CellDraftsQuestion | null>(null)
  const feedback: CellDraftsFeedback = {
    error: (text) => void showLightToast(text, undefined, 'error'),
    warning: (text) => void showLightToast(text, undefined, 'warning'),
    success: (text) => void showLightToast(text, undefined, 'success'),
    confirm: setQuestion,
  }
  const dialog = (
    <LightConfirmDialog
      open={question !== null}
      title={question?.title}
      details={
        question ? (
          <ul>
            {question.lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        ) : null
      }
      okText={question?.okText}
      cancelText={question?.cancelText}
      onConfirm={() => {
        const ok = question?.onOk
        setQuestion(null)
        ok?.()
      }}
      onCancel={() => setQuestion(null)}
    />
  )
  return { feedback, dialog }
}
