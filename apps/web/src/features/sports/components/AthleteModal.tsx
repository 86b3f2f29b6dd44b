/**
 * Adding or editing an athlete (issue 21, sports office): student number, sport, team, scholarship rate
 * (0–100 %), start date. POST /api/Spor/Sporcu/Kaydet; the server's localised message on 404/409/422.
 */
import type { AthleteRow, SaveAthleteRequest } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useSaveAthlete } from '../api/save-athlete.ts'

/** Props: the athlete to edit (null = new), open flag and close callback. */
export interface AthleteModalProps {
  athlete: AthleteRow | null
  open: boolean
  onClose: () => void
}

type Values = Omit<SaveAthleteRequest, 'Id' | 'Since'> & { Since: Dayjs }

/** The athlete form in a modal. */
export function AthleteModal({ athlete, open, onClose }: AthleteModalProps) {
  const { t } = useTranslation('sports')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSaveAthlete()

  const submit = (v: Values) =>
    save.mutate(
      { ...(athlete ? { Id: athlete.Id } : {}), ...v, Since: v.Since.format('YYYY-MM-DD') },
      {
        onSuccess: () => {
          message.success(t('athlete.saved'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('athlete.saveFailed')),
      },
    )

  return (
    <Modal
      open={open}
      title={athlete ? t('athlete.edit') : t('athlete.add')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('athlete.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{
          OgrNo: athlete?.StudentNo,
          Sport: athlete?.Sport,
          Team: athlete?.Team,
          ScholarshipRate: athlete?.ScholarshipRate ?? 0,
          Since: athlete ? dayjs(athlete.Since) : dayjs(),
        }}
      >
        <Form.Item name="OgrNo" label={t('col.studentNo')} rules={[{ required: true, max: 20 }]}>
          <Input disabled={!!athlete} />
        </Form.Item>
        <Form.Item
          name="Sport"
          label={t('col.sport')}
          rules={[{ required: true, max: 60, whitespace: true }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="Team" label={t('col.team')} rules={[{ required: true, max: 60, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="ScholarshipRate" label={t('col.rate')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Since" label={t('col.since')} rules={[{ required: true }]}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
