/**
 * The list sections of the resume (spec §3): academic titles and associate professorship ("top"), the three
 * degree lists, and language exams, research (one item, 500–1500 characters) and work experience ("bottom").
 */
import type { ApplicationFile } from '@unacs/contracts'
import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { EntryList } from './EntryList.tsx'
import { FileField } from './FileField.tsx'
import { dateItemProps } from './form-helpers.ts'

/** What file fields need. */
export interface FileProps {
  applicationId: number
  files: ApplicationFile[]
  onUploaded: (file: ApplicationFile) => void
}

const wide = { style: { width: '100%' } }
const date = <DateField {...wide} />

/** A degree list (bachelor's, master's or doctorate) with thesis and diploma file. */
export function DegreeList(props: {
  name: string
  title: string
  thesisRequired: boolean
  fileProps: FileProps
}) {
  const { t } = useTranslation('applications')
  const required = { required: true, message: t('required') }
  const thesis = props.thesisRequired ? [required] : []
  return (
    <EntryList name={props.name} title={props.title} max={5} newEntry={() => ({})}>
      {(field) => (
        <>
          <Form.Item name={[field.name, 'university']} label={t('resume.university')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={[field.name, 'faculty']} label={t('resume.faculty')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={[field.name, 'department']} label={t('resume.department')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'startDate']}
            label={t('resume.startDate')}
            rules={[required]}
            {...dateItemProps}
          >
            {date}
          </Form.Item>
          <Form.Item
            name={[field.name, 'endDate']}
            label={t('resume.endDate')}
            rules={[required]}
            {...dateItemProps}
          >
            {date}
          </Form.Item>
          <Form.Item name={[field.name, 'thesisTopic']} label={t('resume.thesisTopic')} rules={thesis}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name={[field.name, 'supervisor']} label={t('resume.supervisor')} rules={thesis}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={[field.name, 'diplomaFileId']} label={t('resume.diploma')} rules={[required]}>
            <FileField
              purpose="diploma"
              label={`${props.title} ${field.name + 1} ${t('resume.diploma')}`}
              {...props.fileProps}
            />
          </Form.Item>
        </>
      )}
    </EntryList>
  )
}

/** The non-degree list sections, the top or the bottom part. */
export function EntrySections({ fileProps, part }: { fileProps: FileProps; part: 'top' | 'bottom' }) {
  const { t } = useTranslation('applications')
  const required = { required: true, message: t('required') }
  if (part === 'top') {
    return (
      <>
        <EntryList name="academicTitles" title={t('resume.academicTitles')} max={20} newEntry={() => ({})}>
          {(field) => (
            <>
              <Form.Item name={[field.name, 'title']} label={t('resume.title')} rules={[required]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'institution']}
                label={t('resume.institution')}
                rules={[required]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'date']}
                label={t('resume.date')}
                rules={[required]}
                {...dateItemProps}
              >
                {date}
              </Form.Item>
            </>
          )}
        </EntryList>
        <EntryList name="associateProfessorships" title={t('resume.associate')} max={3} newEntry={() => ({})}>
          {(field) => (
            <>
              <Form.Item name={[field.name, 'field']} label={t('resume.field')} rules={[required]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'dateReceived']}
                label={t('resume.dateReceived')}
                rules={[required]}
                {...dateItemProps}
              >
                {date}
              </Form.Item>
              <Form.Item
                name={[field.name, 'certificateFileId']}
                label={t('resume.certificate')}
                rules={[required]}
              >
                <FileField purpose="certificate" label={t('resume.certificate')} {...fileProps} />
              </Form.Item>
            </>
          )}
        </EntryList>
      </>
    )
  }
  return (
    <>
      <EntryList name="languageExams" title={t('resume.languageExams')} max={10} newEntry={() => ({})}>
        {(field) => (
          <>
            <Form.Item name={[field.name, 'examName']} label={t('resume.examName')} rules={[required]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name={[field.name, 'score']} label={t('resume.score')} rules={[required]}>
              <InputNumber min={0} max={100} step={0.25} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'examDate']}
              label={t('resume.examDate')}
              rules={[required]}
              {...dateItemProps}
            >
              {date}
            </Form.Item>
          </>
        )}
      </EntryList>
      <EntryList name="research" title={t('resume.research')} max={1} newEntry={() => ({})}>
        {(field) => (
          <>
            <Form.Item name={[field.name, 'title']} label={t('resume.researchTitle')} rules={[required]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'text']}
              label={t('resume.researchText')}
              style={{ gridColumn: '1 / -1' }}
              rules={[required, { min: 500, max: 1500, message: t('validation.research') }]}
            >
              <Input.TextArea rows={8} showCount maxLength={1500} />
            </Form.Item>
          </>
        )}
      </EntryList>
      <EntryList name="workExperience" title={t('resume.workExperience')} max={30} newEntry={() => ({})}>
        {(field) => (
          <>
            <Form.Item name={[field.name, 'institution']} label={t('resume.institution')} rules={[required]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={[field.name, 'position']} label={t('resume.jobTitle')} rules={[required]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'startDate']}
              label={t('resume.startDate')}
              rules={[required]}
              {...dateItemProps}
            >
              {date}
            </Form.Item>
            <Form.Item name={[field.name, 'endDate']} label={t('resume.endDateOptional')} {...dateItemProps}>
              {date}
            </Form.Item>
          </>
        )}
      </EntryList>
    </>
  )
}
