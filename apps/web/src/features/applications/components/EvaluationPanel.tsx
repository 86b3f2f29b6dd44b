/**
 * The evaluation panel of one application (issue 9 § Evaluation; spec §5 opinion at least 100 characters):
 * the caller's opinion form until sent, the sent opinions (the chair sees every member's), and the chair's
 * "finish evaluation" once every member has sent one.
 */
import type { EvaluationDetail, SendOpinionRequest } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Form, Input, List, Popconfirm, Radio, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useFinishEvaluation, useSendOpinion } from '../api/evaluation-actions.ts'
import { applyServerErrors, errorText } from './form-helpers.ts'

/** Props: the caller's evaluation state and the caller's registry number (to find their own opinion). */
export interface EvaluationPanelProps {
  detail: EvaluationDetail
  myRegistryNo: string | null
}

type Values = Pick<SendOpinionRequest, 'status' | 'text'>

/** Opinion form, opinions and finish. */
export function EvaluationPanel({ detail, myRegistryNo }: EvaluationPanelProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const send = useSendOpinion()
  const finish = useFinishEvaluation()
  const [asking, setAsking] = useState(false)
  const mine =
    detail.opinions.find((o) => o.registryNo === myRegistryNo) ??
    (detail.myRole === 'member' ? detail.opinions[0] : undefined)
  const finished = detail.evaluationStatus === 'finished'

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('evaluation.panel')}</h2>}>
      <Flex vertical gap="middle">
        <Typography.Text>
          {t('evaluation.stateLine', { role: t(`evaluation.role.${detail.myRole}`) })}{' '}
          <Tag color={finished ? 'green' : 'blue'}>{t(`evaluationStatus.${detail.evaluationStatus}`)}</Tag>
        </Typography.Text>
        {!mine && !finished ? (
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={(values) =>
              send.mutate(
                { applicationId: detail.applicationId, ...values },
                {
                  onSuccess: () => message.success(t('evaluation.opinionSent')),
                  onError: (e) => {
                    applyServerErrors(form, e, '')
                    message.error(errorText(e, t('saveFailed')))
                  },
                },
              )
            }
          >
            <Form.Item
              name="status"
              label={t('evaluation.verdict')}
              rules={[{ required: true, message: t('required') }]}
            >
              <Radio.Group
                options={[
                  { value: 'positive', label: t('evaluation.positive') },
                  { value: 'negative', label: t('evaluation.negative') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="text"
              label={t('evaluation.opinion')}
              rules={[
                { required: true, message: t('required') },
                { min: 100, message: t('validation.opinion') },
              ]}
            >
              <Input.TextArea rows={6} showCount maxLength={5000} />
            </Form.Item>
            {/* The "send?" question only opens for a valid form (issue 24): with an error showing it is a dead end. */}
            <Popconfirm
              open={asking}
              onOpenChange={(open) => {
                if (!open) setAsking(false)
              }}
              title={t('evaluation.sendConfirm')}
              okText={t('evaluation.send')}
              cancelText={t('cancel')}
              onConfirm={() => {
                setAsking(false)
                form.submit()
              }}
            >
              <Button
                type="primary"
                loading={send.isPending}
                onClick={() =>
                  validateOrFocus(form).then(
                    () => setAsking(true),
                    () => setAsking(false),
                  )
                }
              >
                {t('evaluation.send')}
              </Button>
            </Popconfirm>
          </Form>
        ) : null}
        {detail.opinions.length > 0 ? (
          <List
            header={<Typography.Text strong>{t('evaluation.sentOpinions')}</Typography.Text>}
            dataSource={detail.opinions}
            renderItem={(o) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <span>
                      {o.fullName} ({t(`evaluation.role.${o.role}`)}){' '}
                      <Tag color={o.status === 'positive' ? 'green' : 'red'}>
                        {t(`evaluation.${o.status}`)}
                      </Tag>
                    </span>
                  }
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{o.text}</span>}
                />
              </List.Item>
            )}
          />
        ) : null}
        {detail.myRole === 'chair' && !finished ? (
          detail.canFinish ? (
            <Popconfirm
              title={t('evaluation.finishConfirm')}
              okText={t('evaluation.finish')}
              cancelText={t('cancel')}
              onConfirm={() =>
                finish.mutate(detail.applicationId, {
                  onSuccess: () => message.success(t('evaluation.finished')),
                  onError: (e) => message.error(errorText(e, t('saveFailed'))),
                })
              }
            >
              <Button type="primary" danger loading={finish.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('evaluation.finish')}
              </Button>
            </Popconfirm>
          ) : (
            <Alert type="info" showIcon title={t('evaluation.waiting')} />
          )
        ) : null}
      </Flex>
    </Card>
  )
}
