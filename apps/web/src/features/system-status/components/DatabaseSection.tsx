/**
 * The database as the answering instance sees it (issue 38: database state and migrations): reachable or not,
 * engine and server version, the round trip of a trivial query, this instance's pool, and the migrations shipped
 * with this release against those applied (pending ones listed).
 */
import type { StatusDatabase } from '@unacs/contracts'
import { Card, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StatusValue } from './StatusValue.tsx'

/** Props: the overview's database part; `compact` at phone width. */
export interface DatabaseSectionProps {
  database: StatusDatabase
  compact: boolean
}

/** The database card. */
export function DatabaseSection({ database: d, compact }: DatabaseSectionProps) {
  const { t } = useTranslation('system-status')
  const migrationsOk = d.migrations.pending.length === 0
  return (
    <Card title={t('database.title')} size="small">
      <Descriptions
        bordered
        size="small"
        column={compact ? 1 : 2}
        items={[
          {
            key: 'state',
            label: t('database.state'),
            children: (
              <StatusValue
                healthy={d.state === 'ok'}
                label={d.state === 'ok' ? t('states.ok') : t('states.down')}
                code={d.state}
              />
            ),
          },
          {
            key: 'engine',
            label: t('database.engine'),
            children: `${t(`database.engines.${d.engine}`)} ${d.version ?? ''}`,
          },
          { key: 'ping', label: t('database.ping'), children: d.pingMs === null ? '—' : `${d.pingMs} ms` },
          {
            key: 'pool',
            label: t('database.pool'),
            children: d.pool
              ? t('database.poolValue', { inUse: d.pool.inUse, idle: d.pool.idle, waiting: d.pool.waiting })
              : t('database.noPool'),
          },
          {
            key: 'migrations',
            label: t('database.migrations'),
            span: compact ? 1 : 2,
            children: (
              <>
                <StatusValue
                  healthy={migrationsOk}
                  label={t('database.migrationsValue', {
                    applied: d.migrations.applied,
                    shipped: d.migrations.shipped,
                  })}
                />
                {migrationsOk ? null : (
                  <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                    {t('database.pending')}: {d.migrations.pending.join(', ')}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
        ]}
      />
    </Card>
  )
}
