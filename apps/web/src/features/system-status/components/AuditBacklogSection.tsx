/**
 * The unsealed audit backlog (issues 38 and 40): how many audit rows wait for the sealer and how old the oldest
 * is (`auditBacklog` in platform/audit/audit-seal.ts). Rows are sealed about a second after they commit; a
 * backlog older than a minute means no instance is sealing or a long transaction holds the watermark back
 * (docs/adr/0002-audit-chain-sealing.md), and is shown as a warning.
 */
import type { StatusAudit } from '@unacs/contracts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { StatusValue } from './StatusValue.tsx'

/** Seconds after which an unsealed row is worth the operator's attention. */
const STALE_SECONDS = 60

/** Props: the overview's backlog figure. */
export interface AuditBacklogSectionProps {
  backlog: StatusAudit['backlog']
}

/** The backlog as one description row: "all sealed", or the rows waiting with the oldest one's age. */
export function AuditBacklogSection({ backlog }: AuditBacklogSectionProps) {
  const { t } = useTranslation('system-status')
  const stale = backlog.rows > 0 && backlog.oldestSeconds > STALE_SECONDS
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('audit.backlog')}>
        <span data-testid="audit-backlog">
          {backlog.rows === 0 ? (
            <StatusValue healthy label={t('audit.allSealed')} />
          ) : (
            <StatusValue
              healthy={!stale}
              label={t('audit.unsealed', { rows: backlog.rows, seconds: backlog.oldestSeconds })}
            />
          )}
        </span>
      </Descriptions.Item>
    </Descriptions>
  )
}
