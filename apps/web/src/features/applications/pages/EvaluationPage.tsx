/**
 * Committee evaluation list (component keys `Evaluation` and `EvaluationReview`; issue 9 § Evaluation): the
 * positions the chair or member sits on and their finalised applications; the member declares no conflict of
 * interest before opening an application.
 */
import type { EvaluationItem } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDeclareNoConflict } from '../api/evaluation-actions.ts'
import { useCommitteePositions } from '../api/list-committee-positions.ts'
import { useEvaluationApplications } from '../api/list-evaluation-applications.ts'
import { errorText } from '../components/form-helpers.ts'
import { positionLine } from '../components/labels.ts'

/** The committee's positions and applications. */
export function EvaluationPage() {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const positions = useCommitteePositions()
  const [chosen, setChosen] = useState<number | null>(null)
  const positionId = chosen ?? (positions.data?.find((p) => p.isOpen) ?? positions.data?.[0])?.id ?? null
  const position = positions.data?.find((p) => p.id === positionId)
  const apps = useEvaluationApplications(positionId)
  const declare = useDeclareNoConflict()
  const open = (id: number) => navigate(`/juri/basvuru-ozet/${id}`)

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('evaluation.intro')}</Typography.Paragraph>
      {positions.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Card title={t('evaluation.positions')}>
        {positions.data && positions.data.length === 0 ? (
          <Empty description={t('evaluation.noPositions')} />
        ) : (
          <Flex vertical gap="small">
            <label htmlFor="evaluation-position">{t('evaluation.position')}</label>
            <Select
              id="evaluation-position"
              loading={positions.isLoading}
              value={positionId ?? undefined}
              onChange={setChosen}
              style={{ maxWidth: 720, width: '100%' }}
              options={(positions.data ?? []).map((p) => ({
                value: p.id,
                label: `${positionLine(t, p)} — ${t(`evaluation.role.${p.myRole}`)}`,
              }))}
            />
            {position ? <Typography.Text type="secondary">{position.description}</Typography.Text> : null}
          </Flex>
        )}
      </Card>
      <Card title={t('evaluation.applications')}>
        <Table<EvaluationItem>
          rowKey="applicationId"
          loading={apps.isLoading && positionId !== null}
          dataSource={apps.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 820 }}
          locale={{ emptyText: <Empty description={t('evaluation.noApplications')} /> }}
          columns={[
            { title: t('list.applicationNo'), dataIndex: 'applicationNo' },
            { title: t('evaluation.applicant'), dataIndex: 'applicantName' },
            {
              title: t('evaluation.status'),
              dataIndex: 'evaluationStatus',
              render: (s: EvaluationItem['evaluationStatus']) => (
                <Tag color={s === 'finished' ? 'green' : s === 'opinionSent' ? 'blue' : 'default'}>
                  {t(`evaluationStatus.${s}`)}
                </Tag>
              ),
            },
            {
              title: t('evaluation.opinions'),
              key: 'n',
              render: (_, a) => `${a.opinionsSent} / ${a.committeeSize}`,
            },
            {
              title: t('evaluation.mine'),
              dataIndex: 'myOpinionSent',
              render: (sent: boolean) => (sent ? t('evaluation.sent') : t('evaluation.notSent')),
            },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, a) =>
                a.noConflictDeclared ? (
                  <Button size="small" type="primary" onClick={() => open(a.applicationId)}>
                    {t('evaluation.open')}
                  </Button>
                ) : (
                  <Popconfirm
                    title={t('evaluation.declareTitle')}
                    description={
                      <div style={{ maxWidth: 320 }}>
                        {t('evaluation.declareText', { name: a.applicantName })}
                      </div>
                    }
                    okText={t('evaluation.declareOk')}
                    cancelText={t('cancel')}
                    onConfirm={() =>
                      declare.mutate(a.applicationId, {
                        onSuccess: () => open(a.applicationId),
                        onError: (e) => message.error(errorText(e, t('saveFailed'))),
                      })
                    }
                  >
                    <Button size="small">{t('evaluation.declare')}</Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
