/**
 * A student's military status from YÖKSİS `askerlikdurumsorgula` (issue 35): status code and text, what may
 * be sent (deferral status 1–5), the operation's result code and the current deferral's end.
 */
import type { MilitaryStatus } from '@unacs/contracts'
import { Button, Descriptions, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'

const both = (code: string | null, text: string | null) =>
  code || text ? `${code ?? ''} ${text ?? ''}`.trim() : '—'

/** The status modal; closed when `status` is null. */
export function StatusModal({ status, onClose }: { status: MilitaryStatus | null; onClose(): void }) {
  const { t } = useTranslation('military')
  return (
    <Modal
      open={status !== null}
      title={t('status.title', { name: status?.FullName ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      width={640}
    >
      {status && (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'no', label: t('col.studentNo'), children: status.StudentNo },
            { key: 'status', label: t('status.status'), children: both(status.StatusCode, status.Status) },
            {
              key: 'deferral',
              label: t('status.deferralStatus'),
              children: both(status.DeferralStatusCode, status.DeferralStatus),
            },
            {
              key: 'result',
              label: t('col.resultCode'),
              children: both(status.ResultCode, status.ResultMessage),
            },
            {
              key: 'ends',
              label: t('col.endsOn'),
              children: status.DeferralEndsOn ? showDate(status.DeferralEndsOn) : '—',
            },
          ]}
        />
      )}
    </Modal>
  )
}
