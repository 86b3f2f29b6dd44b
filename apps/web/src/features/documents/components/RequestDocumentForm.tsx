/**
 * The "request a document" form (spec §1 "Student documents with request", §5 required-field warning):
 * document kind and language, both required; the server creates the document at once (spec §4). The student
 * certificate is offered only to an active studentship, as the server allows (a graduate asks a transcript;
 * issue 24 "no entry that the server refuses").
 */
import { FileAddOutlined } from '@ant-design/icons'
import type { CreateDocumentRequest } from '@unacs/contracts'
import { App, Button, Form, Grid, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { forActiveStudents } from '../../../shared/home/home-card.ts'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useCreateDocument } from '../api/create-document.ts'

/** The request form. */
export function RequestDocumentForm() {
  const { t } = useTranslation('documents')
  const { message } = App.useApp()
  const [form] = Form.useForm<CreateDocumentRequest>()
  const create = useCreateDocument()
  const wide = Grid.useBreakpoint().sm ?? true
  const user = useSessionUser()
  const active = user ? forActiveStudents(user) : false

  const onFinish = (values: CreateDocumentRequest) =>
    create.mutate(values, {
      onSuccess: (doc) => {
        const reviewed = doc.Kind === 'course_contents' || doc.Kind === 'military_status'
        message.success(
          t(
            doc.Status === 'created'
              ? 'request.created'
              : reviewed
                ? 'request.sentForReview'
                : 'request.requestedOnly',
          ),
        )
        form.resetFields()
      },
      onError: (error) => message.error(error instanceof ApiError ? error.message : t('request.failed')),
    })

  return (
    <Form<CreateDocumentRequest>
      form={form}
      layout={wide ? 'inline' : 'vertical'}
      onFinish={onFinish}
      initialValues={{ Language: 'tr' }}
      style={{ rowGap: 12 }}
      aria-label={t('request.title')}
    >
      <Form.Item
        name="Kind"
        label={t('request.kind')}
        rules={[{ required: true, message: t('request.kindRequired') }]}
      >
        <Select
          style={{ width: wide ? 260 : '100%' }}
          placeholder={t('request.kindPlaceholder')}
          options={[
            ...(active ? [{ value: 'student_certificate', label: t('kind.student_certificate') }] : []),
            { value: 'transcript', label: t('kind.transcript') },
            { value: 'course_contents', label: t('kind.course_contents') },
            { value: 'military_status', label: t('kind.military_status') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="Language"
        label={t('request.language')}
        rules={[{ required: true, message: t('request.languageRequired') }]}
      >
        <Radio.Group
          optionType="button"
          options={[
            { value: 'tr', label: t('language.tr') },
            { value: 'en', label: t('language.en') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<FileAddOutlined aria-hidden />}
          loading={create.isPending}
        >
          {t('request.submit')}
        </Button>
      </Form.Item>
    </Form>
  )
}
