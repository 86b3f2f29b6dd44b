/** Step 1 of the guest sign-in (spec §7 request-otp): the e-mail address form. */
import { MailOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props of {@link EmailStep}. */
export interface EmailStepProps {
  initialEmail: string
  busy: boolean
  /** Called with the trimmed address once it is valid. */
  onSubmit: (email: string) => void
}

/** The e-mail field and "Send code". */
export function EmailStep({ initialEmail, busy, onSubmit }: EmailStepProps) {
  const { t } = useTranslation('guest')
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={({ email }: { email: string }) => onSubmit(email.trim())}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input
          type="email"
          autoComplete="email"
          prefix={<MailOutlined aria-hidden />}
          placeholder={t('login.emailPlaceholder')}
          maxLength={254}
          size="large"
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('login.sendCode')}
      </Button>
    </Form>
  )
}
