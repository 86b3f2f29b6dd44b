/**
 * Step 1, application information (spec §4): the position applied for. Changing it on a saved application
 * deletes the works and returns the last step to the resume — the guest confirms that first (spec §4).
 */
import type { ApplicationDetail } from '@unacs/contracts'
import { Alert, App, Button, Form, Select, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useOpenPositions } from '../api/list-open-positions.ts'
import { useSaveStep } from '../api/save-step.ts'
import { errorText } from './form-helpers.ts'
import { positionLine } from './labels.ts'

/** Props: the saved application (null for a new one) and the callback after saving. */
export interface ApplicationInfoStepProps {
  detail: ApplicationDetail | null
  onSaved: (saved: ApplicationDetail) => void
}

/** The position choice; creates the application or changes its position. */
export function ApplicationInfoStep({ detail, onSaved }: ApplicationInfoStepProps) {
  const { t } = useTranslation('applications')
  const { date } = useFormat()
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<{ positionId: number }>()
  const positions = useOpenPositions()
  const create = useSaveStep('Create')
  const change = useSaveStep('SaveApplicationInfo')
  const pending = create.isPending || change.isPending

  const done = (saved: ApplicationDetail) => {
    message.success(t('saved'))
    onSaved(saved)
  }
  const fail = (error: unknown) => message.error(errorText(error, t('saveFailed')))

  const submit = ({ positionId }: { positionId: number }) => {
    if (!detail) {
      create.mutate({ positionId }, { onSuccess: done, onError: fail })
      return
    }
    const send = (confirmWorksDeletion: boolean) =>
      change.mutate(
        { applicationId: detail.id, version: detail.version, positionId, confirmWorksDeletion },
        { onSuccess: done, onError: fail },
      )
    if (detail.works !== null && positionId !== detail.positionId) {
      modal.confirm({
        title: t('info.confirmTitle'),
        content: t('info.confirmText'),
        okText: t('info.confirmOk'),
        cancelText: t('cancel'),
        okButtonProps: { danger: true },
        onOk: () => send(true),
      })
      return
    }
    send(false)
  }

  if (positions.isLoading) return <Spin />
  if (positions.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={detail ? { positionId: detail.positionId } : undefined}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      {detail && detail.works !== null ? (
        <Alert type="warning" showIcon title={t('info.warning')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="positionId"
        label={t('info.position')}
        rules={[{ required: true, message: t('required') }]}
      >
        <Select
          placeholder={t('info.choose')}
          options={(positions.data ?? []).map((p) => ({
            value: p.id,
            label: `${positionLine(t, p)} (${date(p.startDate)} – ${date(p.endDate)})`,
          }))}
          notFoundContent={t('info.none')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {detail ? t('saveStep') : t('info.start')}
      </Button>
    </Form>
  )
}
