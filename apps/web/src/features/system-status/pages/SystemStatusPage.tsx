/**
 * The system status page (`/durum`): liveness (GET /healthz) and readiness with the database state
 * (GET /readyz), each with loading and error states, refreshed every 30 s and on demand.
 */
import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Flex, Grid, Spin, Typography } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../../shared/ui/PageTitle.tsx'
import { useHealth } from '../api/get-health.ts'
import { useReadiness } from '../api/get-readiness.ts'
import { StatusValue } from '../components/StatusValue.tsx'

/** Shows a small spinner while `loading`, else `content`. */
function whenLoaded(loading: boolean, content: () => ReactNode, label: string): ReactNode {
  return loading ? <Spin size="small" aria-label={label} /> : content()
}

/** The status page. */
export function SystemStatusPage() {
  const { t } = useTranslation('system-status')
  const { t: tc } = useTranslation()
  const health = useHealth()
  const readiness = useReadiness()
  const readyBody = readiness.data
  const loadingLabel = tc('loading')
  const compact = !Grid.useBreakpoint().sm

  const items: DescriptionsProps['items'] = [
    {
      key: 'liveness',
      label: t('items.liveness'),
      children: whenLoaded(
        health.isPending,
        () =>
          health.data ? (
            <StatusValue
              healthy={health.data.status === 'ok'}
              label={t('states.ok')}
              code={health.data.status}
            />
          ) : (
            <StatusValue healthy={false} label={t('states.down')} />
          ),
        loadingLabel,
      ),
    },
    {
      key: 'readiness',
      label: t('items.readiness'),
      children: whenLoaded(
        readiness.isPending,
        () => {
          const ready = readyBody?.status === 'ready'
          return (
            <StatusValue
              healthy={ready}
              label={ready ? t('states.ready') : t('states.notReady')}
              code={readyBody?.status}
            />
          )
        },
        loadingLabel,
      ),
    },
    {
      key: 'database',
      label: t('items.database'),
      children: whenLoaded(
        readiness.isPending,
        () => {
          if (!readyBody) return <StatusValue healthy={null} label={t('states.unknown')} />
          const ok = readyBody.database === 'ok'
          return (
            <StatusValue
              healthy={ok}
              label={ok ? t('states.ok') : t('states.down')}
              code={readyBody.database}
            />
          )
        },
        loadingLabel,
      ),
    },
  ]

  const checkedAt = Math.max(
    health.dataUpdatedAt,
    health.errorUpdatedAt,
    readiness.dataUpdatedAt,
    readiness.errorUpdatedAt,
  )
  const fetching = health.isFetching || readiness.isFetching
  const refresh = () => {
    void health.refetch()
    void readiness.refetch()
  }

  return (
    <Flex vertical gap="middle">
      <PageTitle title={t('title')} />
      <Flex align="center" justify="space-between" gap="small" wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined aria-hidden spin={fetching} />} onClick={refresh} disabled={fetching}>
          {t('refresh')}
        </Button>
      </Flex>
      <Card size={compact ? 'small' : undefined}>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('description')}
          </Typography.Paragraph>
          {health.isError ? (
            <ErrorNotice message={t('errors.liveness')} detail={health.error.message} />
          ) : null}
          {readiness.isError ? (
            <ErrorNotice message={t('errors.readiness')} detail={readiness.error.message} />
          ) : null}
          <Descriptions bordered column={1} size={compact ? 'small' : undefined} items={items} />
          {checkedAt > 0 ? (
            <Typography.Text type="secondary">
              {t('checkedAt')}: {dayjs(checkedAt).format('D MMMM YYYY, HH:mm:ss')}
            </Typography.Text>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  )
}

/** An error banner with the server's (or the browser's) message as detail. */
function ErrorNotice({ message, detail }: { message: string; detail: string }) {
  return <Alert type="error" showIcon title={message} description={detail} />
}
