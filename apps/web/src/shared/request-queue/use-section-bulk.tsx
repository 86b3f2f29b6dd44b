/**
 * Bulk decisions of a section request queue (issue 36 "one request-queue … decide with reason, bulk, 409
 * handling"): the staff member ticks pending requests whose approval end date has not passed (each checkbox
 * named by the requester and the course) and approves or rejects them together with one answer of 5–500
 * characters (`DecideDialog`, the chosen requests listed above it). The feature's ProcessMany call decides all
 * or none; a 409 (one was decided meanwhile) names what changed and the queue is fetched again
 * (`useQueueDecision`). The selection is cleared after a success and after a 409, and only what is shown and
 * still selectable is ever sent (a filter, a page turn or a refetch drops the rest).
 *
 * Texts come from the feature's namespace, under `requests.`: select, approveSelected, rejectSelected,
 * approveManyTitle, rejectManyTitle, manyHint, doneMany (plural), answerLabel, rejectReason, answerRule,
 * approve, reject, cancel, failed.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ProcessManyRequest, SectionRequest } from '@unacs/contracts'
import { Button, Flex, Typography } from 'antd'
import { type ReactNode, useState } from 'react'
import { DecideDialog } from './DecideDialog.tsx'
import type { QueueSelection } from './RequestQueue.tsx'
import { sectionDecideTexts } from './section-decide-texts.ts'
import { type ConflictText, useQueueDecision } from './use-queue-decision.ts'

/** What the bulk decision needs from the queue. */
export interface SectionBulkOptions<T extends SectionRequest> extends ConflictText<T> {
  /** The feature's ProcessMany call as a mutation (refreshes the queue when settled). */
  decideMany: UseMutationResult<unknown, Error, ProcessManyRequest>
  /** The rows shown now (the current page). */
  items: T[]
  /** Whether a row may be decided now (pending, approval end date not passed). */
  selectable: (row: T) => boolean
  /** The feature's texts (its namespace, keys under `requests.`). */
  t: (key: string, options?: Record<string, unknown>) => string
  refetch: () => unknown
}

/** The selection for `RequestQueue`, its bulk buttons and the bulk reason dialog. */
export interface SectionBulk<T> {
  selection: QueueSelection<T>
  buttons: ReactNode
  dialog: ReactNode
}

/** Holds the selection of a section request queue and decides it in one call. */
export function useSectionBulk<T extends SectionRequest>(o: SectionBulkOptions<T>): SectionBulk<T> {
  const { t } = o
  const [selected, setSelected] = useState<number[]>([])
  const [approve, setApprove] = useState<boolean | null>(null)
  const run = useQueueDecision(o.decideMany, {
    describe: o.describe,
    status: o.status,
    failed: t('requests.failed'),
    refetch: o.refetch,
  })
  // Only what is shown and still selectable counts (a refetch after a single decision drops that row).
  const chosen = o.items.filter((r) => selected.includes(r.Id) && o.selectable(r))
  const count = chosen.length
  const clear = () => {
    setSelected([])
    setApprove(null)
  }
  const selection: QueueSelection<T> = {
    selectable: o.selectable,
    label: (r) =>
      t('requests.select', { requester: r.RequesterName, studentNo: r.StudentNo, course: r.CourseCode }),
    selected: chosen.map((r) => r.Id),
    onChange: setSelected,
  }
  const buttons = (
    <Flex gap="small" wrap justify="flex-end">
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        disabled={count === 0}
        onClick={() => setApprove(true)}
      >
        {t('requests.approveSelected', { count })}
      </Button>
      <Button
        danger
        icon={<CloseOutlined aria-hidden />}
        disabled={count === 0}
        onClick={() => setApprove(false)}
      >
        {t('requests.rejectSelected', { count })}
      </Button>
    </Flex>
  )
  const dialog = (
    <DecideDialog
      open={approve !== null}
      title={t(approve ? 'requests.approveManyTitle' : 'requests.rejectManyTitle', { count })}
      {...sectionDecideTexts(t, approve !== false)}
      pending={o.decideMany.isPending}
      onConfirm={(Answer) =>
        // A refetch may have taken every chosen row away meanwhile: nothing is sent then.
        count === 0
          ? clear()
          : run(
              { Ids: chosen.map((r) => r.Id), Approve: approve === true, Answer },
              t('requests.doneMany', { count }),
              clear,
            )
      }
      onCancel={() => setApprove(null)}
    >
      <Flex vertical gap="small" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('requests.manyHint')}</Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {chosen.map((r) => (
            <li key={r.Id}>{o.describe(r)}</li>
          ))}
        </ul>
      </Flex>
    </DecideDialog>
  )
  return { selection, buttons, dialog }
}
