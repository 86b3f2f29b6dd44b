/**
 * Step 3, the resume (spec §3 "Academic application", §5): academic titles; associate professorship with
 * certificate; citations and h-index from Web of Science and Scopus; bachelor's, master's and doctorate
 * degrees with diploma files; foreign language exams; one research item of 500–1500 characters; work
 * experience. Every section needs at least one entry; the server checks every rule again.
 */
import type { Resume } from '@unacs/contracts'
import { App, Button, Form, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveStep } from '../api/save-step.ts'
import { applyServerErrors, errorText } from './form-helpers.ts'
import { DegreeList, EntrySections } from './ResumeSections.tsx'
import type { StepProps } from './step-props.ts'

const EMPTY: Partial<Resume> = {
  academicTitles: [{} as Resume['academicTitles'][number]],
  associateProfessorships: [{} as Resume['associateProfessorships'][number]],
  bachelors: [{} as Resume['bachelors'][number]],
  masters: [{} as Resume['masters'][number]],
  doctorates: [{} as Resume['doctorates'][number]],
  languageExams: [{} as Resume['languageExams'][number]],
  research: [{} as Resume['research'][number]],
  workExperience: [{} as Resume['workExperience'][number]],
}

/** The resume form. */
export function ResumeStep({ detail, onSaved, onUploaded, files }: StepProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<Resume>()
  const save = useSaveStep('SaveResume')
  const count = { required: true, message: t('required') }
  const fileProps = { applicationId: detail.id, files, onUploaded }

  const submit = (resume: Resume) =>
    save.mutate(
      { applicationId: detail.id, version: detail.version, resume },
      {
        onSuccess: (saved) => {
          message.success(t('saved'))
          onSaved(saved)
        },
        onError: (error) => {
          applyServerErrors(form, error, 'resume')
          message.error(errorText(error, t('saveFailed')))
        },
      },
    )

  const citation = (service: 'webOfScience' | 'scopus') => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14 }}>{t(`resume.${service}`)}</legend>
      <Form.Item
        name={['citations', service, 'citationCount']}
        label={t('resume.citationCount')}
        rules={[count]}
      >
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name={['citations', service, 'hIndex']} label={t('resume.hIndex')} rules={[count]}>
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </fieldset>
  )

  return (
    <Form<Resume>
      form={form}
      layout="vertical"
      initialValues={detail.resume ?? EMPTY}
      onFinish={submit}
      onFinishFailed={() => message.error(t('fixErrors'))}
      scrollToFirstError
      style={{ maxWidth: 900 }}
    >
      <Typography.Paragraph type="secondary">{t('resume.intro')}</Typography.Paragraph>
      <EntrySections fileProps={fileProps} part="top" />
      <section aria-label={t('resume.citations')} style={{ marginBottom: 24 }}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('resume.citations')}
        </Typography.Title>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}
        >
          {citation('webOfScience')}
          {citation('scopus')}
        </div>
      </section>
      <DegreeList
        name="bachelors"
        title={t('resume.bachelors')}
        thesisRequired={false}
        fileProps={fileProps}
      />
      <DegreeList name="masters" title={t('resume.masters')} thesisRequired fileProps={fileProps} />
      <DegreeList name="doctorates" title={t('resume.doctorates')} thesisRequired fileProps={fileProps} />
      <EntrySections fileProps={fileProps} part="bottom" />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('saveStep')}
      </Button>
    </Form>
  )
}
