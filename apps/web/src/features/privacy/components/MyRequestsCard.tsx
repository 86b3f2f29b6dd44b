/**
 * The caller's requests to the data controller (issue 39 "My personal data", KVKK Art. 11): the form (kind and
 * text) and the list with each request's legal deadline (filed + 30 days), state and the officer's answer.
 */
import type { DataRequest, DataRequestKind } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFileRequest, useMyRequests } from '../api/my-data-api.ts'

/** The state tag of a request: answered (its outcome), overdue, or open. */
export function RequestStateTag({ request }: { request: DataRequest }) {
  const { t } = useTranslation('privacy')
  if (request.State === 'answered')
    return (
      <Tag color={request.Outcome === 'rejected' ? 'red' : 'green'}>
        {request.OutcomeName ?? t('requests.state.answered')}
      </Tag>
    )
  return request.Overdue ? (
    <Tag color="error">{t('requests.state.overdue')}</Tag>
  ) : (
    <Tag color="processing">{t('requests.state.open')}</Tag>
  )
}

/** Props: date and day formatters; `guest` for a guest applicant's requests (the guest calls). */
export interface MyRequestsCardProps {
  when: (iso: string) => string
  day: (date: string) => string
  guest?: boolean
}

/** The requests card. */
export function MyRequestsCard({ when, day, guest = false }: MyRequestsCardProps) {
  const { t } = useTranslation('privacy')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Kind: DataRequestKind; Text: string }>()
  const list = useMyRequests(guest)
  const file = useFileRequest(guest)
  const kinds: DataRequestKind[] = ['correction', 'deletion', 'objection']

  const submit = (values: { Kind: DataRequestKind; Text: string }) =>
    file.mutate(values, {
      onSuccess: () => {
        message.success(t('mine.requests.filed'))
        form.resetFields()
      },
      onError: (e) => message.error(e instanceof ApiError ? e.message : t('mine.requests.failed')),
    })

  return (
    <Card title={t('mine.requests.title')}>
      <Flex vertical gap="large">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('mine.requests.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ Kind: 'correction' }}>
          <Form.Item name="Kind" label={t('mine.requests.kind')} rules={[{ required: true }]}>
            <Select
              style={{ maxWidth: 320 }}
              options={kinds.map((k) => ({ value: k, label: t(`requests.kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="Text"
            label={t('mine.requests.text')}
            rules={[
              { required: true, message: t('mine.requests.textRequired') },
              { min: 10, message: t('mine.requests.textShort') },
            ]}
          >
            <Input.TextArea rows={4} maxLength={4000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={file.isPending}>
            {t('mine.requests.submit')}
          </Button>
        </Form>
        {list.isError ? (
          <Alert type="error" showIcon title={t('loadFailed')} description={list.error.message} />
        ) : (
          <List<DataRequest>
            loading={list.isLoading}
            dataSource={list.data ?? []}
            locale={{ emptyText: <Empty description={t('mine.requests.empty')} /> }}
            renderItem={(r) => (
              <List.Item key={r.Id}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>{r.KindName}</Typography.Text>
                    <RequestStateTag request={r} />
                  </Space>
                  <Typography.Text type="secondary">
                    {t('mine.requests.filedAt', { date: when(r.FiledAt) })} ·{' '}
                    {t('requests.dueOn', { date: day(r.DueOn) })}
                  </Typography.Text>
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                    {r.Text}
                  </Typography.Paragraph>
                  {r.Answer ? (
                    <Alert
                      type={r.Outcome === 'rejected' ? 'warning' : 'success'}
                      title={t('mine.requests.answer', { date: r.AnsweredAt ? when(r.AnsweredAt) : '' })}
                      description={<span style={{ whiteSpace: 'pre-wrap' }}>{r.Answer}</span>}
                    />
                  ) : null}
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  )
}
