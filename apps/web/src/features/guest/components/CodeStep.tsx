/** Step 2 of the guest sign-in (spec §7 verify-otp): the 6-digit code form. */
import { KeyOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  email: string
  busy: boolean
  resending: boolean
  onSubmit: (code: string) => void
  onResend: () => void
  onChangeEmail: () => void
}

/** The code field, "Sign in", "Send the code again" and "Use another e-mail address". */
export function CodeStep({ email, busy, resending, onSubmit, onResend, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation('guest')
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }: { code: string }) => onSubmit(code.trim())}
    >
      <Typography.Paragraph>{t('login.codeSent', { email })}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('login.code')}
        rules={[
          { required: true, message: t('login.codeRequired') },
          { pattern: /^\s*\d{6}\s*$/, message: t('login.codeInvalid') },
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          prefix={<KeyOutlined aria-hidden />}
          maxLength={6}
          size="large"
          autoFocus
          style={{ letterSpacing: 6 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('login.verify')}
      </Button>
      <Flex justify="space-between" wrap gap="small" style={{ marginTop: 12 }}>
        <Button type="link" onClick={onChangeEmail} style={{ paddingInline: 0 }}>
          {t('login.changeEmail')}
        </Button>
        <Button type="link" onClick={onResend} loading={resending} style={{ paddingInline: 0 }}>
          {t('login.resend')}
        </Button>
      </Flex>
    </Form>
  )
}
