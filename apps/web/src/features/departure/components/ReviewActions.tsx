/**
 * Row actions of a review queue (issue 16): an office clears (confirmation; with a debt, a required waiver
 * reason); the dean's office and the registrar approve (confirmation); every reviewer may reject with a reason.
 */
import type { DepartureQueueItem } from '@unacs/contracts'
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApproveRequest } from '../api/approve-request.ts'
import { useClearRequest } from '../api/clear-request.ts'
import { useRejectRequest } from '../api/reject-request.ts'

/** Props: the row, whether the caller is an office (else an approver), and a details opener. */
export function ReviewActions({
  item,
  office,
  onDetail,
}: {
  item: DepartureQueueItem
  office: boolean
  onDetail: () => void
}) {
  const { t } = useTranslation('departure')
  const { message } = App.useApp()
  const clear = useClearRequest()
  const approve = useApproveRequest()
  const reject = useRejectRequest()
  const [modal, setModal] = useState<'waiver' | 'reject' | null>(null)
  const [form] = Form.useForm<{ text: string }>()
  const open = office
    ? item.Status === 'requested' && !item.Cleared
    : ['awaiting_dean', 'awaiting_registrar'].includes(item.Status)
  const done = (key: 'queue.cleared' | 'queue.approved' | 'queue.rejected') => ({
    onSuccess: () => {
      message.success(t(key))
      setModal(null)
      form.resetFields()
    },
    onError: (e: Error) => message.error(e.message),
  })
  const blocked = item.OpenItemCount > 0
  return (
    <Space wrap>
      <Button size="small" onClick={onDetail}>
        {t('queue.detail')}
      </Button>
      {open && office && !blocked ? (
        <Popconfirm
          title={t('queue.clearConfirm')}
          onConfirm={() => clear.mutate({ Id: item.Id }, done('queue.cleared'))}
        >
          <Button size="small" type="primary" loading={clear.isPending}>
            {t('queue.clear')}
          </Button>
        </Popconfirm>
      ) : null}
      {open && office && blocked ? (
        <Button size="small" onClick={() => setModal('waiver')}>
          {t('queue.clear')}
        </Button>
      ) : null}
      {open && !office ? (
        <Popconfirm
          title={t('queue.approveConfirm')}
          onConfirm={() => approve.mutate({ Id: item.Id }, done('queue.approved'))}
        >
          <Button size="small" type="primary" loading={approve.isPending}>
            {t('queue.approve')}
          </Button>
        </Popconfirm>
      ) : null}
      {open ? (
        <Button size="small" onClick={() => setModal('reject')}>
          {t('queue.reject')}
        </Button>
      ) : null}
      <Modal
        open={modal !== null}
        title={modal === 'waiver' ? t('queue.waiverTitle') : t('queue.rejectTitle')}
        okText={modal === 'waiver' ? t('queue.clear') : t('queue.reject')}
        cancelText={t('queue.cancel')}
        okButtonProps={{ danger: modal === 'reject', loading: clear.isPending || reject.isPending }}
        onCancel={() => setModal(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {modal === 'waiver' ? <p>{t('queue.waiverText')}</p> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            modal === 'waiver'
              ? clear.mutate({ Id: item.Id, WaiverReason: v.text }, done('queue.cleared'))
              : reject.mutate({ Id: item.Id, Reason: v.text }, done('queue.rejected'))
          }
        >
          <Form.Item
            name="text"
            label={modal === 'waiver' ? t('queue.waiverReason') : t('queue.rejectReason')}
            rules={[{ required: true, whitespace: true, min: 3, message: t('required') }, { max: 500 }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
