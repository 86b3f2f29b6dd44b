/**
 * Registration completion (student menu page ogrenci/kayit-tamamlama, key `RegistrationCompletion`; issue
 * 16; spec §1 "registration completion, after which the student is logged out"): the new student confirms
 * contact details and the declaration and sees the documents to bring. On success the session is signed out
 * the way the shell's logout does (the server has already revoked it).
 */
import type { CompleteRegistrationRequest } from '@unacs/contracts'
import { Alert, App, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Result, Skeleton } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../../../shared/session/session-actions.ts'
import { useCompleteRegistration } from '../api/complete-registration.ts'
import { useCompletionStatus } from '../api/get-completion-status.ts'

/** How long the success message stays before the sign-out, in ms. */
const SIGN_OUT_DELAY_MS = 2500

type Values = Omit<CompleteRegistrationRequest, 'DeclarationAccepted'> & { DeclarationAccepted: boolean }

/** The completion page. */
export function RegistrationCompletionPage() {
  const { t } = useTranslation('freeze')
  const status = useCompletionStatus()
  const complete = useCompleteRegistration()
  const [form] = Form.useForm<Values>()
  const { modal } = App.useApp()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(signOut, SIGN_OUT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [done])
  if (done) {
    return (
      <Result
        status="success"
        title={t('completion.completed')}
        extra={
          <Button type="primary" onClick={signOut}>
            {t('completion.signOut')}
          </Button>
        }
      />
    )
  }
  if (status.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={status.error.message}
        action={<Button onClick={() => status.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  if (status.isPending) return <Skeleton active />
  const s = status.data
  if (!s.Required) {
    return (
      <Result status="success" title={s.Completed ? t('completion.done') : t('completion.notRequired')} />
    )
  }
  const submit = (v: Values) =>
    modal.confirm({
      title: t('completion.confirmTitle'),
      content: t('completion.confirmText'),
      okText: t('completion.submit'),
      cancelText: t('common.cancel'),
      onOk: () =>
        complete.mutateAsync({ ...v, DeclarationAccepted: true }).then(
          () => setDone(true),
          () => undefined,
        ),
    })
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 820 }}>
      <Alert type="info" showIcon title={t('completion.intro')} />
      <Card title={t('completion.student')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'no', label: t('completion.studentNo'), children: s.StudentNo },
            { key: 'name', label: t('completion.name'), children: s.FullName },
            { key: 'programme', label: t('completion.programme'), children: s.ProgrammeName },
          ]}
        />
      </Card>
      <Card title={t('completion.documents')}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {s.Documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </Card>
      <Card title={t('completion.contact')}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ Email: s.Email, MobilePhone: s.MobilePhone ?? '', Address: '' }}
          onFinish={submit}
        >
          {complete.error ? (
            <Alert type="error" showIcon title={complete.error.message} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            name="Email"
            label={t('completion.email')}
            rules={[{ required: true, type: 'email', message: t('completion.emailRule') }]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="MobilePhone"
            label={t('completion.phone')}
            rules={[{ required: true, pattern: /^\+?\d{10,15}$/, message: t('completion.phoneRule') }]}
          >
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <Form.Item
            name="Address"
            label={t('completion.address')}
            rules={[
              { required: true, whitespace: true, min: 10, max: 500, message: t('completion.addressRule') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} autoComplete="street-address" />
          </Form.Item>
          <Form.Item
            name="DeclarationAccepted"
            valuePropName="checked"
            rules={[
              {
                validator: (_, v) =>
                  v ? Promise.resolve() : Promise.reject(new Error(t('completion.declarationRule'))),
              },
            ]}
          >
            <Checkbox>{t('completion.declaration')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={complete.isPending}>
            {t('completion.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  )
}
