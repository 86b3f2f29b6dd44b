/**
 * The header of a draft version (issue 19; spec §3 version name, applicable term, publish and effective dates;
 * §5 both dates required to publish): a form saved with POST /api/Program/Versiyon/Guncelle. The effective
 * date may not be before the publish date (checked here and by the server).
 */
import type { VersionDetail } from '@unacs/contracts'
import { App, Button, Card, Form, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useTerms } from '../api/get-version.ts'
import { useVersionAction } from '../api/version-actions.ts'

interface Values {
  Name: string
  ApplicableTermId: number | null
  PublishDate: Dayjs | null
  EffectiveDate: Dayjs | null
}

/** The header form of `version` (read-only unless `editable`). */
export function VersionHeaderForm({ version, editable }: { version: VersionDetail; editable: boolean }) {
  const { t } = useTranslation('programmes')
  const { message } = App.useApp()
  const terms = useTerms()
  const update = useVersionAction('update')
  const day = (d: string | null) => (d ? dayjs(d) : null)
  const submit = (v: Values) =>
    update.mutate(
      {
        Id: version.Id,
        Version: version.Version,
        Name: v.Name,
        ApplicableTermId: v.ApplicableTermId ?? null,
        PublishDate: v.PublishDate ? v.PublishDate.format('YYYY-MM-DD') : null,
        EffectiveDate: v.EffectiveDate ? v.EffectiveDate.format('YYYY-MM-DD') : null,
      },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
      },
    )
  return (
    <Card title={t('header.title')} size="small">
      <Form<Values>
        layout="vertical"
        disabled={!editable}
        initialValues={{
          Name: version.Name,
          ApplicableTermId: version.ApplicableTermId,
          PublishDate: day(version.PublishDate),
          EffectiveDate: day(version.EffectiveDate),
        }}
        onFinish={submit}
        style={{
          display: 'grid',
          gap: '0 16px',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        }}
      >
        <Form.Item
          name="Name"
          label={t('header.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="ApplicableTermId" label={t('header.term')}>
          <Select
            allowClear
            loading={terms.isPending}
            options={terms.data?.map((x) => ({ value: x.Id, label: x.Name }))}
          />
        </Form.Item>
        <Form.Item name="PublishDate" label={t('header.publishDate')}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="EffectiveDate"
          label={t('header.effectiveDate')}
          dependencies={['PublishDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) => {
                const pub = getFieldValue('PublishDate') as Dayjs | null
                return value && pub && value.isBefore(pub, 'day')
                  ? Promise.reject(new Error(t('validation.effectiveBeforePublish')))
                  : Promise.resolve()
              },
            }),
          ]}
        >
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        {editable && (
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('header.save')}
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  )
}
