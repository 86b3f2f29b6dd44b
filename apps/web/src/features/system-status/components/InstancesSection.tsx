/**
 * The API instances (issue 38: each instance's version and uptime), from their heartbeat rows: host, version,
 * live / stopped / silent, uptime, last heartbeat, the outside services each sees (Redis, SMTP, SMS) and its open
 * circuit breakers. The instance that answered is marked.
 */
import type { StatusInstance } from '@unacs/contracts'
import { Card, Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { StatusValue } from './StatusValue.tsx'
import { formatUptime } from './uptime.ts'

/** Props: the instances of the overview. */
export interface InstancesSectionProps {
  instances: StatusInstance[]
}

/** The instances card. */
export function InstancesSection({ instances }: InstancesSectionProps) {
  const { t } = useTranslation('system-status')
  const f = useFormat()
  const units = { d: t('units.d'), h: t('units.h'), m: t('units.m'), s: t('units.s') }
  return (
    <Card title={t('instances.title')} size="small">
      <Table<StatusInstance>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={instances}
        scroll={{ x: 820 }}
        locale={{ emptyText: t('instances.none') }}
        columns={[
          {
            key: 'host',
            title: t('instances.host'),
            render: (_, i) => (
              <Flex gap={4} wrap align="center">
                <Typography.Text>{i.host}</Typography.Text>
                {i.current ? <Tag color="blue">{t('instances.current')}</Tag> : null}
              </Flex>
            ),
          },
          { key: 'version', title: t('instances.version'), dataIndex: 'version' },
          {
            key: 'state',
            title: t('instances.state'),
            render: (_, i) => (
              <StatusValue
                healthy={i.state === 'live' ? true : i.state === 'stopped' ? null : false}
                label={t(`instances.states.${i.state}`)}
              />
            ),
          },
          {
            key: 'uptime',
            title: t('instances.uptime'),
            render: (_, i) => formatUptime(i.uptimeSeconds, units),
          },
          { key: 'beat', title: t('instances.lastBeat'), render: (_, i) => f.dateTime(i.lastBeatAt) },
          {
            key: 'services',
            title: t('instances.services'),
            render: (_, i) => {
              const entries = Object.entries(i.services)
              if (entries.length === 0)
                return <Typography.Text type="secondary">{t('instances.outboxes')}</Typography.Text>
              return (
                <Flex gap={4} wrap>
                  {entries.map(([name, state]) => (
                    <Tag
                      key={name}
                      color={state === 'ok' ? 'success' : state === 'unchecked' ? 'default' : 'error'}
                    >
                      {name}: {state}
                    </Tag>
                  ))}
                </Flex>
              )
            },
          },
          {
            key: 'breakers',
            title: t('instances.openBreakers'),
            render: (_, i) =>
              i.openCircuits.length === 0 ? (
                <Typography.Text type="secondary">{t('instances.noOpenBreakers')}</Typography.Text>
              ) : (
                <Flex gap={4} wrap>
                  {i.openCircuits.map((s) => (
                    <Tag key={s} color="error">
                      {t(`systems.${s}`, { defaultValue: s })}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
        ]}
      />
    </Card>
  )
}
