/**
 * The editable contact details of the own record (spec §3 "Personnel"; §5 phone and e-mail rules):
 * mobile (required), alternative mobile, home phone, personal e-mail, address and postal code, with the
 * server's rules checked as the user types; the server's own field messages (400) show on the fields.
 * The record's `Version` goes with the save; the parent handles a stale version (409) by reloading.
 */
import { SaveOutlined, UndoOutlined } from '@ant-design/icons'
import type { PersonnelRecord } from '@unacs/contracts'
import { Alert, App, Button, Col, Flex, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { setErrorsAndFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { currentRecordOf, useUpdateContact } from '../api/update-contact.ts'
import { type ContactField, contactRule } from './contact-rules.ts'
import { formatPhone } from './format.ts'

type FormValues = Record<ContactField, string>

/** The form's starting values from `record` (phones in the usual grouping). */
function valuesOf(record: PersonnelRecord): FormValues {
  const c = record.Contact
  return {
    MobilePhone: formatPhone(c.MobilePhone) ?? '',
    AlternativeMobile: formatPhone(c.AlternativeMobile) ?? '',
    HomePhone: formatPhone(c.HomePhone) ?? '',
    PersonalEmail: c.PersonalEmail ?? '',
    Address: c.Address ?? '',
    PostalCode: c.PostalCode ?? '',
  }
}

/** Props: the record being edited and the callback told when the server answered 409. */
export interface ContactFormProps {
  record: PersonnelRecord
  onStale: () => void
  onSaved: () => void
}

/** A form over the editable contact fields; remount it (key = Version) to load another version. */
export function ContactForm({ record, onStale, onSaved }: ContactFormProps) {
  const { t } = useTranslation('personnel')
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const update = useUpdateContact()

  const submit = (values: FormValues) =>
    update.mutate(
      { Version: record.Version, ...values },
      {
        onSuccess: () => {
          message.success(t('contact.saved'))
          onSaved()
        },
        onError: (error) => {
          if (currentRecordOf(error)) return onStale()
          const errors = (
            error instanceof ApiError
              ? (error.body as { responseData?: { errors?: { field: string; message: string }[] } })
              : undefined
          )?.responseData?.errors
          if (errors?.length) {
            setErrorsAndFocus(
              form,
              errors.map((e) => ({ name: e.field as ContactField, errors: [e.message] })),
            )
          }
        },
      },
    )

  const item = (name: ContactField, extra?: string, required = false) => ({
    name,
    label: t(`contact.${name}`),
    extra,
    required,
    rules: [contactRule(t, name)],
  })
  const serverError =
    update.isError &&
    !currentRecordOf(update.error) &&
    !(update.error instanceof ApiError && update.error.status === 400)

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(record)}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={submit}
      onFinishFailed={() => message.warning(t('contact.fixErrors'))}
      disabled={update.isPending}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...item('MobilePhone', t('contact.mobileHint'), true)}>
            <Input inputMode="tel" autoComplete="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...item('AlternativeMobile', t('contact.mobileHint'))}>
            <Input inputMode="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...item('HomePhone', t('contact.landlineHint'))}>
            <Input inputMode="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...item('PersonalEmail')}>
            <Input inputMode="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...item('PostalCode')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item {...item('Address')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={300} showCount />
          </Form.Item>
        </Col>
      </Row>
      {serverError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={update.error instanceof ApiError ? update.error.message : t('contact.saveFailed')}
        />
      ) : null}
      <Flex gap="small" wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          loading={update.isPending}
        >
          {t('contact.save')}
        </Button>
        <Button icon={<UndoOutlined aria-hidden />} onClick={() => form.resetFields()}>
          {t('contact.reset')}
        </Button>
      </Flex>
    </Form>
  )
}
