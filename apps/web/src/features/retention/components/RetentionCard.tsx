/**
 * The "Retention" card of the operator's status page (issue 39 "Retention"; system administrator): the rules
 * per category and the last runs with their counts, and "Run now" (audited by the server; joins a run under
 * way). Imported by the system-status page.
 */
import { Alert, App, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useRetentionOverview } from '../api/get-retention-overview.ts'
import { useStartRetentionRun } from '../api/start-retention-run.ts'
import { RetentionRules } from './RetentionRules.tsx'
import { RetentionRuns } from './RetentionRuns.tsx'

/** The retention card; takes no props (reads its own overview). */
export function RetentionCard() {
  const { t, i18n } = useTranslation('retention')
  const { message } = App.useApp()
  const overview = useRetentionOverview(i18n.language)
  const start = useStartRetentionRun()
  const running = overview.data?.running ?? false

  const onRun = async () => {
    try {
      const started = await start.mutateAsync()
      message.info(started.joined ? t('joined') : t('started'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('errors.action'))
    }
  }

  return (
    <Card
      title={t('title')}
      size="small"
      extra={
        <Button onClick={() => void onRun()} loading={start.isPending || running} disabled={!overview.data}>
          {running ? t('running') : t('runNow')}
        </Button>
      }
    >
      {overview.isError ? (
        <Alert type="error" showIcon title={t('errors.overview')} description={overview.error.message} />
      ) : overview.data ? (
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('intro')}
          </Typography.Paragraph>
          <RetentionRuns runs={overview.data.runs} />
          <RetentionRules rules={overview.data.rules} />
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  )
}
