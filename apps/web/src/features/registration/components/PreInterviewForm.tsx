/**
 * The pre-interview notes of an advisee (spec §1 pre-interview detail, §5: each note more than 50 and fewer
 * than 2500 characters; at least one red category filled). Checks in the browser mirror the server's.
 */
import {
  PRE_INTERVIEW_NOTE_MAX_EXCLUSIVE as MAX,
  PRE_INTERVIEW_NOTE_MIN_EXCLUSIVE as MIN,
  type PreInterview,
} from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSavePreInterview } from '../api/save-pre-interview.ts'

const COLOURS = { red: 'red', orange: 'orange', green: 'green', blue: 'blue' } as const

/** The form over `data` (categories with notes). */
export function PreInterviewForm({ data }: { data: PreInterview }) {
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const save = useSavePreInterview()
  const [form] = Form.useForm<Record<string, string>>()
  const initial = Object.fromEntries(data.Categories.map((c) => [`c${c.CategoryId}`, c.Note ?? '']))
  const finish = (values: Record<string, string>) => {
    const notes = data.Categories.map((c) => ({
      CategoryId: c.CategoryId,
      Note: (values[`c${c.CategoryId}`] ?? '').trim(),
    }))
    const redFilled = data.Categories.some(
      (c) => c.Colour === 'red' && (values[`c${c.CategoryId}`] ?? '').trim() !== '',
    )
    if (!redFilled) {
      message.error(t('pre.redRequired'))
      return
    }
    save.mutateAsync({ StudentNo: data.StudentNo, Notes: notes }).then(
      () => message.success(t('pre.done')),
      (e: Error) => message.error(e.message),
    )
  }
  return (
    <Card
      title={t('pre.title')}
      extra={
        <Tag color={data.Done ? 'green' : 'default'}>{data.Done ? t('pre.done') : t('pre.notDone')}</Tag>
      }
    >
      <Alert type="info" showIcon title={t('pre.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={finish}>
        {data.Categories.map((c) => (
          <Form.Item
            key={c.CategoryId}
            name={`c${c.CategoryId}`}
            label={
              <Flex gap="small" align="center" wrap>
                <Tag color={COLOURS[c.Colour]}>{c.Colour === 'red' ? t('pre.mandatory') : '•'}</Tag>
                {c.Name}
              </Flex>
            }
            extra={
              c.Details.length ? (
                <Typography.Text type="secondary">{c.Details.join(' · ')}</Typography.Text>
              ) : null
            }
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const len = [...(v ?? '').trim()].length
                  if (len === 0) return Promise.resolve()
                  if (len <= MIN) return Promise.reject(new Error(t('pre.tooShort')))
                  if (len >= MAX) return Promise.reject(new Error(t('pre.tooLong')))
                  return Promise.resolve()
                },
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 10 }}
              showCount
              maxLength={MAX - 1}
              aria-label={c.Name}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('pre.save')}
        </Button>
      </Form>
    </Card>
  )
}
