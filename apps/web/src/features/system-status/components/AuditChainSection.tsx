/**
 * The audit chain (issue 38: the audit chain's last verification): the latest verification's result (intact
 * with the rows walked, or the first broken row and why), when and by whom it ran (schedule or operator), the
 * schedule, the earlier results, "Verify now", and the unsealed backlog (issue 40).
 */
import type { StatusAudit, StatusAuditVerification } from '@unacs/contracts'
import { App, Button, Card, Descriptions, Flex, List, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { useVerifyAuditChain } from '../api/operator-status.ts'
import { AuditBacklogSection } from './AuditBacklogSection.tsx'
import { StatusValue } from './StatusValue.tsx'

/** Props: the overview's audit part; `compact` at phone width. */
export interface AuditChainSectionProps {
  audit: StatusAudit
  compact: boolean
}

/** The audit chain card. */
export function AuditChainSection({ audit, compact }: AuditChainSectionProps) {
  const { t } = useTranslation('system-status')
  const f = useFormat()
  const { message } = App.useApp()
  const verify = useVerifyAuditChain()
  const [last, ...earlier] = audit.latest

  const onVerify = async () => {
    try {
      const started = await verify.mutateAsync()
      message.info(started.joined ? t('audit.joined') : t('audit.started'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('errors.action'))
    }
  }

  const result = (v: StatusAuditVerification) =>
    v.intact ? (
      <StatusValue healthy label={t('audit.intact', { rows: v.rowCount })} />
    ) : (
      <StatusValue
        healthy={false}
        label={t('audit.broken', { id: v.brokenId ?? '?', problem: v.problem ?? '' })}
      />
    )

  return (
    <Card
      title={t('audit.title')}
      size="small"
      extra={
        <Button onClick={() => void onVerify()} loading={verify.isPending || audit.running}>
          {audit.running ? t('audit.running') : t('audit.verifyNow')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        {last ? (
          <Descriptions
            bordered
            size="small"
            column={compact ? 1 : 2}
            items={[
              { key: 'result', label: t('audit.result'), children: result(last), span: compact ? 1 : 2 },
              { key: 'at', label: t('audit.finishedAt'), children: f.dateTime(last.finishedAt) },
              { key: 'source', label: t('audit.source'), children: t(`audit.sources.${last.source}`) },
              ...(last.detail
                ? [{ key: 'detail', label: t('audit.detail'), children: last.detail, span: compact ? 1 : 2 }]
                : []),
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('audit.never')}</Typography.Text>
        )}
        <Typography.Text type="secondary">
          {audit.everyHours > 0 ? t('audit.schedule', { hours: audit.everyHours }) : t('audit.noSchedule')}
        </Typography.Text>
        {earlier.length > 0 ? (
          <List
            size="small"
            header={t('audit.earlier')}
            dataSource={earlier}
            renderItem={(v) => (
              <List.Item>
                <Flex gap="small" wrap align="center">
                  <span>{f.dateTime(v.finishedAt)}</span>
                  {result(v)}
                </Flex>
              </List.Item>
            )}
          />
        ) : null}
        <AuditBacklogSection backlog={audit.backlog} />
      </Flex>
    </Card>
  )
}
