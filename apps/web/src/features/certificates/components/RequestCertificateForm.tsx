/**
 * The "request a certificate" form (issue 20 § Certificate requests): type, subject (only the events the
 * student attended or the courses they passed, from the server's eligibility), purpose and language, all
 * required. The server checks eligibility again and refuses a second pending request.
 */
import { FileAddOutlined } from '@ant-design/icons'
import type { CertificateKind, CertificateOption, CreateCertificateRequest } from '@unacs/contracts'
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useRequestCertificate } from '../api/certificates.ts'

const KINDS: CertificateKind[] = ['participation', 'course_completion', 'language_proficiency']

/** Props: the eligible options from the server. */
export interface RequestCertificateFormProps {
  options: CertificateOption[]
}

/** The request form. */
export function RequestCertificateForm({ options }: RequestCertificateFormProps) {
  const { t } = useTranslation('certificates')
  const { message } = App.useApp()
  const [form] = Form.useForm<CreateCertificateRequest>()
  const kind = Form.useWatch('Kind', form)
  const create = useRequestCertificate()
  const subjects = options.filter((o) => o.Kind === kind)
  const needsSubject = kind !== undefined && kind !== 'language_proficiency'

  const onFinish = (values: CreateCertificateRequest) =>
    create.mutate(values, {
      onSuccess: () => {
        message.success(t('request.sent'))
        form.resetFields()
      },
      onError: (error) => message.error(error instanceof ApiError ? error.message : t('request.failed')),
    })

  if (options.length === 0) return <Alert type="info" showIcon title={t('request.nothingEligible')} />

  return (
    <Form<CreateCertificateRequest>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ Language: 'tr' }}
      style={{ maxWidth: 640 }}
      aria-label={t('request.title')}
    >
      <Form.Item
        name="Kind"
        label={t('request.kind')}
        rules={[{ required: true, message: t('request.kindRequired') }]}
      >
        <Select
          placeholder={t('request.kindPlaceholder')}
          onChange={() => form.setFieldValue('SubjectId', undefined)}
          options={KINDS.map((k) => ({
            value: k,
            label: t(`kind.${k}`),
            disabled: !options.some((o) => o.Kind === k),
          }))}
        />
      </Form.Item>
      {needsSubject ? (
        <Form.Item
          name="SubjectId"
          label={t('request.subject')}
          rules={[{ required: true, message: t('request.subjectRequired') }]}
        >
          <Select
            showSearch={{ filterOption: filterByTurkish }}
            placeholder={t('request.subjectPlaceholder')}
            notFoundContent={t('request.noSubjects')}
            options={subjects.map((o) => ({ value: o.SubjectId, label: o.Subject }))}
          />
        </Form.Item>
      ) : kind === 'language_proficiency' ? (
        <Form.Item label={t('request.subject')}>
          <span>{subjects[0]?.Subject}</span>
        </Form.Item>
      ) : null}
      <Form.Item
        name="Purpose"
        label={t('request.purpose')}
        rules={[{ required: true, whitespace: true, min: 3, message: t('request.purposeRequired') }]}
      >
        <Input maxLength={300} placeholder={t('request.purposePlaceholder')} />
      </Form.Item>
      <Form.Item name="Language" label={t('request.language')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'tr', label: t('language.tr') },
            { value: 'en', label: t('language.en') },
          ]}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<FileAddOutlined aria-hidden />}
        loading={create.isPending}
      >
        {t('request.submit')}
      </Button>
    </Form>
  )
}
