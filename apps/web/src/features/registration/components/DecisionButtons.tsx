/**
 * The advisor's decisions on a basket (spec §4): approve (submitted, after the pre-interview), reject with a
 * reason (submitted), remove the approval and return with a reason (approved). The basket version goes
 * with each decision; a 409 means it changed meanwhile and the views refresh.
 */
import type { Basket } from '@unacs/contracts'
import { App, Button, Form, Input, Modal, Popconfirm } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApproveRegistration } from '../api/approve-registration.ts'
import { useRejectRegistration } from '../api/reject-registration.ts'
import { useReturnApproval } from '../api/return-approval.ts'

/**
 * Props: the basket, whether the pre-interview is done, and what approving before it does: the page opens
 * its pre-interview tab (issue 24: no confirmation with a disabled OK).
 */
export function DecisionButtons({
  basket,
  preInterviewDone,
  onNeedPreInterview,
}: {
  basket: Basket
  preInterviewDone: boolean
  onNeedPreInterview: () => void
}) {
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const approve = useApproveRegistration()
  const reject = useRejectRegistration()
  const giveBack = useReturnApproval()
  const [asking, setAsking] = useState<'reject' | 'return' | null>(null)
  const [form] = Form.useForm<{ reason: string }>()
  const done = (p: Promise<unknown>, ok: string) =>
    p.then(
      () => {
        message.success(ok)
        setAsking(null)
        form.resetFields()
      },
      (e: Error) => message.error(e.message),
    )
  const base = { StudentNo: basket.StudentNo, Version: basket.Version }
  return (
    <>
      {basket.Status === 'submitted' ? (
        <>
          {preInterviewDone ? (
            <Popconfirm
              title={t('advisor.approveConfirm')}
              onConfirm={() => done(approve.mutateAsync(base), t('status.approved'))}
            >
              <Button type="primary" loading={approve.isPending}>
                {t('advisor.approve')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="primary"
              onClick={() => {
                void message.info(t('advisor.needPreInterview'))
                onNeedPreInterview()
              }}
            >
              {t('advisor.approve')}
            </Button>
          )}
          <Button danger onClick={() => setAsking('reject')}>
            {t('advisor.reject')}
          </Button>
        </>
      ) : null}
      {basket.Status === 'approved' ? (
        <Button danger onClick={() => setAsking('return')}>
          {t('advisor.returnApproval')}
        </Button>
      ) : null}
      <Modal
        open={asking !== null}
        title={asking === 'return' ? t('advisor.returnTitle') : t('advisor.rejectTitle')}
        okText={asking === 'return' ? t('advisor.returnApproval') : t('advisor.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending || giveBack.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={({ reason }) =>
            asking === 'return'
              ? done(giveBack.mutateAsync({ ...base, Reason: reason.trim() }), t('status.returned'))
              : done(reject.mutateAsync({ ...base, Reason: reason.trim() }), t('status.rejected'))
          }
        >
          <Form.Item
            name="reason"
            label={t('advisor.reason')}
            rules={[
              { required: true, whitespace: true, min: 10, max: 500, message: t('advisor.reasonRequired') },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3 }} showCount maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
