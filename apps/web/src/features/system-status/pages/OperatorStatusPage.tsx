/**
 * The operator's status page (component key `OperatorStatus`, menu sistem/sistem-durumu, system administrator;
 * issue 38 "The operator's page"): live — refreshed every 10 s and on demand — each API instance's version and
 * uptime, the database and its migrations, the background jobs (failed ones retried from here, audited), each
 * outside system's last outcomes and breaker, the audit chain's last verification, and the cards other
 * features add through `extra` (composed in app/: the retention card, issue 39). The public `/durum` page keeps
 * the liveness and readiness only.
 */
import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Grid, Skeleton, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useOperatorStatus } from '../api/operator-status.ts'
import { AuditChainSection } from '../components/AuditChainSection.tsx'
import { DatabaseSection } from '../components/DatabaseSection.tsx'
import { InstancesSection } from '../components/InstancesSection.tsx'
import { JobsSection } from '../components/JobsSection.tsx'
import { OutsideSystemsSection } from '../components/OutsideSystemsSection.tsx'

/** Props: `extra`, cards of other features shown after the audit chain (composed by app/). */
export interface OperatorStatusPageProps {
  extra?: ReactNode
}

/** The operator's status page. */
export function OperatorStatusPage({ extra }: OperatorStatusPageProps = {}) {
  const { t } = useTranslation('system-status')
  const f = useFormat()
  const status = useOperatorStatus()
  const compact = !Grid.useBreakpoint().md
  const data = status.data

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" gap="small" wrap>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('operator.intro')}
        </Typography.Paragraph>
        <Flex align="center" gap="small" wrap>
          {data ? (
            <Typography.Text type="secondary" aria-live="polite">
              {t('checkedAt')}: {f.dateTime(data.checkedAt)}
            </Typography.Text>
          ) : null}
          <Button
            icon={<ReloadOutlined aria-hidden spin={status.isFetching} />}
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
          >
            {t('refresh')}
          </Button>
        </Flex>
      </Flex>
      {status.isError ? (
        <Alert type="error" showIcon title={t('errors.overview')} description={status.error.message} />
      ) : null}
      {data ? (
        <>
          <InstancesSection instances={data.instances} />
          <DatabaseSection database={data.database} compact={compact} />
          <JobsSection jobs={data.jobs} />
          <OutsideSystemsSection systems={data.outside} />
          <AuditChainSection audit={data.audit} compact={compact} />
          {extra}
        </>
      ) : status.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : null}
    </Flex>
  )
}
