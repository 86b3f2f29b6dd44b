/**
 * The outside systems (issue 38: each outside system's last success, last failure with its message, breaker
 * state): YÖKSİS, Moodle, the military service, the bank, SMS, SMTP and the identity provider, as any instance
 * last saw them. A breaker is open when a live instance's breaker refuses calls (those instances are named).
 */
import type { StatusOutside } from '@unacs/contracts'
import { Card, Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'

/** Props: the overview's outside systems. */
export interface OutsideSystemsSectionProps {
  systems: StatusOutside[]
}

/** Whether the latest outcome is a failure (failed after the last success, or never succeeded). */
const failingNow = (s: StatusOutside) =>
  s.lastFailureAt !== null && (s.lastSuccessAt === null || s.lastFailureAt > s.lastSuccessAt)

/** The outside systems card. */
export function OutsideSystemsSection({ systems }: OutsideSystemsSectionProps) {
  const { t } = useTranslation('system-status')
  const f = useFormat()
  return (
    <Card title={t('outside.title')} size="small">
      <Table<StatusOutside>
        rowKey="system"
        size="small"
        pagination={false}
        dataSource={systems}
        scroll={{ x: 820 }}
        columns={[
          {
            key: 'system',
            title: t('outside.system'),
            render: (_, s) => (
              <Flex gap={4} align="center" wrap>
                <Typography.Text strong>{t(`systems.${s.system}`)}</Typography.Text>
                {s.lastSuccessAt === null && s.lastFailureAt === null ? (
                  <Tag>{t('outside.noCalls')}</Tag>
                ) : failingNow(s) ? (
                  <Tag color="error">{t('outside.failing')}</Tag>
                ) : (
                  <Tag color="success">{t('outside.working')}</Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'success',
            title: t('outside.lastSuccess'),
            render: (_, s) => (s.lastSuccessAt ? f.dateTime(s.lastSuccessAt) : '—'),
          },
          {
            key: 'failure',
            title: t('outside.lastFailure'),
            render: (_, s) =>
              s.lastFailureAt ? (
                <Flex vertical>
                  <span>
                    {f.dateTime(s.lastFailureAt)}
                    {s.lastFailureOutcome ? ` · ${t(`outside.outcomes.${s.lastFailureOutcome}`)}` : ''}
                  </span>
                  <Typography.Text type="danger">{s.lastFailureMessage}</Typography.Text>
                </Flex>
              ) : (
                '—'
              ),
          },
          {
            key: 'breaker',
            title: t('outside.breaker'),
            render: (_, s) =>
              s.breaker === 'none' ? (
                <Typography.Text type="secondary">{t('outside.breakers.none')}</Typography.Text>
              ) : s.breaker === 'open' ? (
                <Flex vertical>
                  <Tag color="error">{t('outside.breakers.open')}</Tag>
                  <Typography.Text type="secondary">{s.openOn.join(', ')}</Typography.Text>
                </Flex>
              ) : (
                <Tag color="success">{t('outside.breakers.closed')}</Tag>
              ),
          },
        ]}
      />
    </Card>
  )
}
