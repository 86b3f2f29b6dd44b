/**
 * The registrar's decision on one request (issue 16) in the shared request queue's reason dialog (issue 36,
 * shared/request-queue): approve or reject with a required reason (5–500). When another approver was first
 * (409), the request as it is now is named ("… : Onaylandı") and the queue refreshes.
 */
import type { FreezeRequest } from '@unacs/contracts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DecideDialog } from '../../../shared/request-queue/DecideDialog.tsx'
import { useQueueDecision } from '../../../shared/request-queue/use-queue-decision.ts'
import { useProcessFreezeRequest } from '../api/process-freeze-request.ts'

/** Props: the request and the decision, or null when closed; `refetch` reloads the queue after a 409. */
export interface ProcessFreezeModalProps {
  target: { request: FreezeRequest; approve: boolean } | null
  onClose: () => void
  refetch?: () => unknown
}

/** The decision dialog. */
export function ProcessFreezeModal({ target, onClose, refetch }: ProcessFreezeModalProps) {
  const { t } = useTranslation('freeze')
  const process = useProcessFreezeRequest()
  const decision = useQueueDecision(process, {
    describe: (r: FreezeRequest) => `${r.StudentNo} ${r.StudentName}`,
    status: (r) => t(`status.${r.Status}`),
    failed: t('process.failed'),
    refetch: () => refetch?.(),
  })
  const approve = target?.approve ?? false
  return (
    <DecideDialog
      open={!!target}
      title={approve ? t('process.approveTitle') : t('process.rejectTitle')}
      okText={approve ? t('process.approve') : t('process.reject')}
      cancelText={t('common.cancel')}
      reasonLabel={t('process.answer')}
      reasonPlaceholder={t('process.answerRule')}
      hint={t('process.answerRule')}
      minLength={5}
      danger={!approve}
      pending={process.isPending}
      onConfirm={(Answer) =>
        target &&
        decision(
          { Id: target.request.Id, Version: target.request.Version, Approve: target.approve, Answer },
          target.approve ? t('process.approved') : t('process.rejected'),
          onClose,
        )
      }
      onCancel={onClose}
    >
      {target ? (
        <Typography.Paragraph>
          {t('process.summary', {
            student: `${target.request.StudentNo} ${target.request.StudentName}`,
            terms: target.request.Terms.map((x) => x.Name).join(', '),
          })}
        </Typography.Paragraph>
      ) : null}
    </DecideDialog>
  )
}
