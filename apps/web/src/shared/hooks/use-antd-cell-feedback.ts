/**
 * A score grid's feedback in an antd page (shared/hooks/use-cell-drafts.ts `CellDraftsFeedback`): antd's
 * messages, and its confirm box listing the flagged cells. Takes nothing; must render inside antd's `App`.
 */
import { App } from 'antd'
import { createElement } from 'react'
import type { CellDraftsFeedback } from './use-cell-drafts.ts'

/** The feedback of the antd `App` around the caller. */
export function useAntdCellFeedback(): CellDraftsFeedback {
  const { message, modal } = App.useApp()
  return {
    error: (text) => void message.error(text),
    warning: (text) => void message.warning(text),
    success: (text) => void message.success(text),
    confirm: ({ title, lines, okText, cancelText, onOk }) =>
      modal.confirm({
        title,
        content: createElement(
          'ul',
          { style: { paddingInlineStart: 20, margin: 0 } },
          lines.map((line) => createElement('li', { key: line.key }, line.text)),
        ),
        okText,
        ...(cancelText ? { cancelText } : {}),
        onOk,
      }),
  }
}
