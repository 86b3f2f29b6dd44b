/**
 * The departure request form (issue 16; spec §5): reason from a list (a horizontal transfer chooses the target
 * programme from the council's units or the seeded list, issue 37), a description of at most 100 characters, and the departure-reason survey (question 1 required).
 * Server refusals show the server's localised message.
 */
import { DEPARTURE_DESCRIPTION_MAX, type DepartureReason, ZDepartureReason } from '@unacs/contracts'
import { App, Button, Form, Input, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useTransferProgrammes } from '../api/get-transfer-programmes.ts'
import { useStartDeparture } from '../api/start-departure.ts'

/** The 1–5 satisfaction scale. */
const SCALE = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))

interface Values {
  Reason: DepartureReason
  TargetProgramme?: string
  Description: string
  Q1: number
  Q2?: 'yes' | 'no' | 'unsure'
  Q3?: number
  Q4?: string
}

/** The form; sends the request and leaves the rest to the page (which then asks for the code). */
export function StartDepartureForm() {
  const { t, i18n } = useTranslation('departure')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const reason = Form.useWatch('Reason', form)
  const programmes = useTransferProgrammes(i18n.language, reason === 'horizontal_transfer')
  const start = useStartDeparture()
  const required = { required: true, message: t('required') }
  const onFinish = (v: Values) =>
    start.mutate(
      {
        Reason: v.Reason,
        Description: v.Description,
        ...(v.Reason === 'horizontal_transfer' && v.TargetProgramme
          ? { TargetProgramme: v.TargetProgramme }
          : {}),
        Survey: {
          Q1: v.Q1,
          ...(v.Q2 ? { Q2: v.Q2 } : {}),
          ...(v.Q3 ? { Q3: v.Q3 } : {}),
          ...(v.Q4 ? { Q4: v.Q4 } : {}),
        },
      },
      {
        onSuccess: () => message.success(t('student.started')),
        onError: (e) => message.error(e.message),
      },
    )
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 720 }}>
      <Form.Item name="Reason" label={t('student.reason')} rules={[required]}>
        <Select options={ZDepartureReason.options.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
      </Form.Item>
      {reason === 'horizontal_transfer' ? (
        <Form.Item
          name="TargetProgramme"
          label={t('student.target')}
          rules={[required]}
          extra={programmes.data?.Source === 'seeded' ? t('student.targetSeeded') : undefined}
        >
          <Select
            showSearch={{ filterOption: filterByTurkish }}
            placeholder={t('student.targetPlaceholder')}
            loading={programmes.isPending}
            options={(programmes.data?.Items ?? []).map((p) => ({ value: p, label: p }))}
            notFoundContent={programmes.isError ? programmes.error.message : undefined}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="Description"
        label={t('student.description')}
        extra={t('student.descriptionHelp', { max: DEPARTURE_DESCRIPTION_MAX })}
        rules={[
          { ...required, whitespace: true },
          { max: DEPARTURE_DESCRIPTION_MAX, message: t('tooLong', { max: DEPARTURE_DESCRIPTION_MAX }) },
        ]}
      >
        <Input.TextArea rows={2} maxLength={DEPARTURE_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item name="Q1" label={t('student.q1')} rules={[required]}>
        <Radio.Group optionType="button" options={SCALE} />
      </Form.Item>
      <Form.Item name="Q2" label={t('student.q2')}>
        <Radio.Group
          options={(['yes', 'no', 'unsure'] as const).map((v) => ({ value: v, label: t(`student.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="Q3" label={t('student.q3')}>
        <Radio.Group optionType="button" options={SCALE} />
      </Form.Item>
      <Form.Item
        name="Q4"
        label={t('student.q4')}
        rules={[{ max: 500, message: t('tooLong', { max: 500 }) }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={start.isPending}>
        {t('student.submit')}
      </Button>
    </Form>
  )
}
