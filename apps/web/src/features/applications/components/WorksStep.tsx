/**
 * Step 4, works (spec §3): articles with journal index and category, and the letter of intent as a file or
 * a text — at least one of them (spec §5 "at least one of document or text must be filled").
 */
import type { Works } from '@unacs/contracts'
import { App, Button, Form, Input, InputNumber, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveStep } from '../api/save-step.ts'
import { EntryList } from './EntryList.tsx'
import { FileField } from './FileField.tsx'
import { applyServerErrors, errorText } from './form-helpers.ts'
import type { StepProps } from './step-props.ts'

const INDEXES = ['SCIE', 'SSCI', 'AHCI', 'ESCI', 'SCOPUS', 'TRDIZIN', 'OTHER'] as const
const CATEGORIES = ['Q1', 'Q2', 'Q3', 'Q4', 'NONE'] as const

/** The works form. */
export function WorksStep({ detail, onSaved, onUploaded, files }: StepProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<Works>()
  const save = useSaveStep('SaveWorks')
  const required = { required: true, message: t('required') }

  const submit = (works: Works) =>
    save.mutate(
      { applicationId: detail.id, version: detail.version, works },
      {
        onSuccess: (saved) => {
          message.success(t('saved'))
          onSaved(saved)
        },
        onError: (error) => {
          applyServerErrors(form, error, 'works')
          message.error(errorText(error, t('saveFailed')))
        },
      },
    )

  const letterRule = {
    validator: async () => {
      const { letterOfIntentText, letterOfIntentFileId } = form.getFieldsValue()
      if (!letterOfIntentText?.trim() && !letterOfIntentFileId) throw new Error(t('validation.letter'))
    },
  }

  return (
    <Form<Works>
      form={form}
      layout="vertical"
      initialValues={detail.works ?? { articles: [{}] }}
      onFinish={submit}
      onFinishFailed={() => message.error(t('fixErrors'))}
      scrollToFirstError
      style={{ maxWidth: 900 }}
    >
      <EntryList name="articles" title={t('works.articles')} max={200} newEntry={() => ({})}>
        {(field) => (
          <>
            <Form.Item name={[field.name, 'title']} label={t('works.title')} rules={[required]}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name={[field.name, 'journal']} label={t('works.journal')} rules={[required]}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name={[field.name, 'year']} label={t('works.year')} rules={[required]}>
              <InputNumber min={1950} max={2100} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name={[field.name, 'journalIndex']} label={t('works.journalIndex')} rules={[required]}>
              <Select options={INDEXES.map((v) => ({ value: v, label: t(`journalIndex.${v}`) }))} />
            </Form.Item>
            <Form.Item name={[field.name, 'category']} label={t('works.category')} rules={[required]}>
              <Select options={CATEGORIES.map((v) => ({ value: v, label: t(`category.${v}`) }))} />
            </Form.Item>
          </>
        )}
      </EntryList>
      <section aria-label={t('works.letter')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('works.letter')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('works.letterHint')}</Typography.Paragraph>
        <Form.Item
          name="letterOfIntentFileId"
          label={t('works.letterFile')}
          rules={[letterRule]}
          dependencies={['letterOfIntentText']}
        >
          <FileField
            purpose="letter"
            label={t('works.letterFile')}
            applicationId={detail.id}
            files={files}
            onUploaded={onUploaded}
          />
        </Form.Item>
        <Form.Item
          name="letterOfIntentText"
          label={t('works.letterText')}
          rules={[letterRule, { min: 100, message: t('validation.letterText') }]}
          dependencies={['letterOfIntentFileId']}
        >
          <Input.TextArea rows={6} showCount maxLength={5000} />
        </Form.Item>
      </section>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('saveStep')}
      </Button>
    </Form>
  )
}
