/**
 * Step 2, personal information (spec §3, §5: names at least 2 characters, phone format, birth date required;
 * ORCID validated by its ISO 7064 check character — the server checks again and answers per field).
 */
import { isValidOrcid, type PersonalInfo } from '@unacs/contracts'
import { App, Button, Form, Input, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useSaveStep } from '../api/save-step.ts'
import { applyServerErrors, dateItemProps, errorText } from './form-helpers.ts'
import type { StepProps } from './step-props.ts'

/** The personal information form. */
export function PersonalInfoStep({ detail, onSaved }: StepProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<PersonalInfo>()
  const save = useSaveStep('SavePersonalInfo')
  const citizenship = Form.useWatch('citizenship', form) ?? detail.personalInfo?.citizenship ?? 'TR'
  const required = { required: true, message: t('required') }
  const name = [required, { min: 2, message: t('validation.min2') }]

  const submit = (personalInfo: PersonalInfo) =>
    save.mutate(
      { applicationId: detail.id, version: detail.version, personalInfo },
      {
        onSuccess: (saved) => {
          message.success(t('saved'))
          onSaved(saved)
        },
        onError: (error) => {
          applyServerErrors(form, error, 'personalInfo')
          message.error(errorText(error, t('saveFailed')))
        },
      },
    )

  return (
    <Form<PersonalInfo>
      form={form}
      layout="vertical"
      initialValues={detail.personalInfo ?? { citizenship: 'TR' }}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="citizenship" label={t('personal.citizenship')} rules={[required]}>
        <Radio.Group
          options={[
            { value: 'TR', label: t('personal.citizen') },
            { value: 'foreign', label: t('personal.foreign') },
          ]}
        />
      </Form.Item>
      {citizenship === 'TR' ? (
        <Form.Item
          name="nationalId"
          label={t('personal.nationalId')}
          rules={[required, { len: 11, message: t('validation.nationalId') }]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
      ) : (
        <Form.Item name="passportNo" label={t('personal.passportNo')} rules={[required]}>
          <Input maxLength={30} />
        </Form.Item>
      )}
      <Form.Item name="firstName" label={t('personal.firstName')} rules={name}>
        <Input maxLength={100} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('personal.lastName')} rules={name}>
        <Input maxLength={100} autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="birthDate" label={t('personal.birthDate')} rules={[required]} {...dateItemProps}>
        <DateField style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="phone" label={t('personal.phone')} rules={[required]} extra={t('personal.phoneHint')}>
        <Input inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('personal.address')}
        rules={[required, { min: 5, message: t('validation.min5') }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="orcid"
        label={t('personal.orcid')}
        extra={t('personal.orcidHint')}
        rules={[
          required,
          {
            validator: (_, v: string | undefined) =>
              !v || isValidOrcid(v.trim().toUpperCase())
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.orcid'))),
          },
        ]}
      >
        <Input placeholder="0000-0000-0000-0000" maxLength={19} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('saveStep')}
      </Button>
    </Form>
  )
}
