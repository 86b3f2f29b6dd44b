/**
 * Confirming a request with the 6-digit code sent by SMS and e-mail (issue 16; spec §5 "a wrong or expired
 * confirmation code stops the process", §8): where it went, until when it is valid, a new code on demand.
 */
import type { DepartureRequestView } from '@unacs/contracts'
import { App, Button, Flex, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConfirmDeparture } from '../api/confirm-departure.ts'
import { useResendCode } from '../api/resend-code.ts'
import { when } from './format.ts'

/** Props: the request awaiting confirmation. */
export function ConfirmCodeForm({ request }: { request: DepartureRequestView }) {
  const { t, i18n } = useTranslation('departure')
  const { message } = App.useApp()
  const confirm = useConfirmDeparture()
  const resend = useResendCode()
  const [form] = Form.useForm<{ Code: string }>()
  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={{ margin: 0 }}>
        {request.CodeExpiresAt
          ? t('student.codeSentTo', {
              phone: request.CodeSentTo.Phone ?? '',
              email: request.CodeSentTo.Email,
              time: when(request.CodeExpiresAt, i18n.language),
            })
          : t('student.codeExpired')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) =>
          confirm.mutate(
            { Id: request.Id, Code: v.Code.trim() },
            {
              onSuccess: () => message.success(t('student.confirmed')),
              onError: (e) => {
                form.resetFields()
                message.error(e.message)
              },
            },
          )
        }
      >
        <Form.Item
          name="Code"
          label={t('student.code')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('required') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('student.confirm')}
        </Button>
        <Button
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { Id: request.Id },
              {
                onSuccess: () => message.success(t('student.resent')),
                onError: (e) => message.error(e.message),
              },
            )
          }
        >
          {t('student.resend')}
        </Button>
      </Form>
    </Flex>
  )
}
