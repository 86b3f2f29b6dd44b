/**
 * The student's freeze request form (issue 16; spec §5 "explanation required", files pdf/jpeg/png): reason,
 * one or more open terms, explanation and a supporting document. The server checks the counters and sniffs
 * the file; its refusal (with the numbers) is shown above the form and nothing is stored.
 */
import { UploadOutlined } from '@ant-design/icons'
import { FREEZE_EXPLANATION, type FreezeReason, type FreezeTerm } from '@unacs/contracts'
import { Alert, App, Button, Form, Input, Select, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCreateFreezeRequest } from '../api/create-freeze-request.ts'

interface Values {
  Reason: FreezeReason
  Terms: string[]
  Explanation: string
  file: { originFileObj?: File }[]
}

const REASONS: FreezeReason[] = ['health', 'military', 'financial', 'family', 'other']

/** The form over the terms still open to a request; `maxMb` is the upload limit. */
export function FreezeRequestForm(props: { openTerms: FreezeTerm[]; maxMb: number; onSent?: () => void }) {
  const { t } = useTranslation('freeze')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const create = useCreateFreezeRequest()
  const submit = (v: Values) => {
    const file = v.file?.[0]?.originFileObj
    if (!file) return
    create.mutate(
      { Reason: v.Reason, Terms: v.Terms, Explanation: v.Explanation.trim(), file },
      {
        onSuccess: () => {
          message.success(t('form.sent'))
          form.resetFields()
          props.onSent?.()
        },
      },
    )
  }
  if (props.openTerms.length === 0) return <Alert type="info" showIcon title={t('form.noTerms')} />
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 720 }}>
      {create.error ? (
        <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="Reason"
        label={t('form.reason')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Select options={REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
      </Form.Item>
      <Form.Item
        name="Terms"
        label={t('form.terms')}
        extra={t('form.termsHelp')}
        rules={[{ required: true, type: 'array', min: 1, max: 4, message: t('form.termsRule') }]}
      >
        <Select mode="multiple" options={props.openTerms.map((x) => ({ value: x.Code, label: x.Name }))} />
      </Form.Item>
      <Form.Item
        name="Explanation"
        label={t('form.explanation')}
        rules={[
          {
            required: true,
            whitespace: true,
            min: FREEZE_EXPLANATION.min,
            max: FREEZE_EXPLANATION.max,
            message: t('form.explanationRule', FREEZE_EXPLANATION),
          },
        ]}
      >
        <Input.TextArea rows={4} maxLength={FREEZE_EXPLANATION.max} showCount />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('form.file')}
        extra={t('form.fileHelp', { max: props.maxMb })}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: unknown[] }) => e.fileList.slice(-1)}
        rules={[{ required: true, message: t('form.fileRule') }]}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept=".pdf,.jpeg,.jpg,.png">
          <Button icon={<UploadOutlined aria-hidden />}>{t('form.choose')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('form.send')}
      </Button>
    </Form>
  )
}
