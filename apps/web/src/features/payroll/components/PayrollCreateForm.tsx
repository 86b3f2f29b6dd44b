/**
 * The new payroll request form (spec §3 "Payroll request"): a year and a month between the start payroll
 * month (duty start) and the last available month (availability-day rule); months outside are disabled.
 * Submitting asks for confirmation first; the outcome (sent to the e-mail address, or recorded without the
 * mail) replaces the form. Server refusals show with the server's localised message.
 */
import { SendOutlined } from '@ant-design/icons'
import type { PayrollBounds, PayrollCreated, PayrollMonth } from '@unacs/contracts'
import { Alert, App, Button, Col, Flex, Form, Row, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useCreatePayroll } from '../api/create-payroll.ts'
import { monthLabel, periodLabel, withinBounds, yearsBetween } from './months.ts'

interface FormValues {
  Year: number
  Month: number
}

/** Props: the caller's bounds and the callback with the created request. */
export interface PayrollCreateFormProps {
  bounds: PayrollBounds
  onCreated: (created: PayrollCreated) => void
}

/** The month/year form with confirmation. */
export function PayrollCreateForm({ bounds, onCreated }: PayrollCreateFormProps) {
  const { t, i18n } = useTranslation('payroll')
  const { modal } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const create = useCreatePayroll()
  const year = Form.useWatch('Year', form)
  const lang = i18n.language
  const { Start, Last } = bounds
  const allowed = (m: PayrollMonth) => withinBounds(m, Start, Last)

  const confirm = (values: FormValues) =>
    modal.confirm({
      title: t('create.confirmTitle'),
      content: t('create.confirmText', { period: periodLabel(values, lang) }),
      okText: t('create.confirmOk'),
      cancelText: t('create.cancel'),
      onOk: () => create.mutateAsync(values).then(onCreated, () => undefined),
    })

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('create.bounds', {
          start: periodLabel(Start, lang),
          last: periodLabel(Last, lang),
          day: bounds.AvailabilityDay,
        })}
      </Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ Year: Last.Year, Month: Last.Month }}
        onFinish={confirm}
        disabled={create.isPending}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item
              name="Year"
              label={t('create.year')}
              rules={[{ required: true, message: t('create.required') }]}
            >
              <Select
                options={yearsBetween(Start, Last).map((y) => ({ value: y, label: String(y) }))}
                onChange={(y: number) => {
                  const month = form.getFieldValue('Month') as number | undefined
                  if (month && !allowed({ Year: y, Month: month })) form.setFieldValue('Month', undefined)
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item
              name="Month"
              label={t('create.month')}
              dependencies={['Year']}
              rules={[
                { required: true, message: t('create.required') },
                {
                  validator: async (_, month?: number) => {
                    const y = form.getFieldValue('Year') as number | undefined
                    if (month && y && !allowed({ Year: y, Month: month }))
                      throw new Error(t('create.outOfBounds'))
                  },
                },
              ]}
            >
              <Select
                disabled={!year}
                options={Array.from({ length: 12 }, (_, i) => i + 1).map((m) => ({
                  value: m,
                  label: monthLabel(m, lang),
                  disabled: !year || !allowed({ Year: year, Month: m }),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {create.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={create.error instanceof ApiError ? create.error.message : t('create.failed')}
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          loading={create.isPending}
        >
          {t('create.submit')}
        </Button>
      </Form>
    </Flex>
  )
}
