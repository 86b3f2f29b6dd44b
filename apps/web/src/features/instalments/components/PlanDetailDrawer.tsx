/** One plan's instalments and collections in a drawer (issue 17 § Instalment plans). */
import type { Collection, Instalment } from '@unacs/contracts'
import { Alert, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { usePlan } from '../api/plans.ts'
import { formatDate, formatKurus } from './money.ts'
import { PlanStateTag } from './PlanStateTag.tsx'

/** Takes the plan id to show (null: closed) and the close handler. */
export function PlanDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('instalments')
  const plan = usePlan(id)
  const money = (v: number) => formatKurus(v, i18n.language)
  const cell = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{money(v)}</span>
  const p = plan.data
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      styles={{ wrapper: { maxWidth: '100vw' }, body: { padding: 0, overflow: 'hidden', display: 'flex' } }}
      title={p ? t('plans.detailTitle', { name: `${p.StudentNo} ${p.StudentName}` }) : ' '}
      destroyOnHidden
    >
      <ScrollRegion
        label={p ? t('plans.detailTitle', { name: p.StudentNo }) : ''}
        style={{ overflow: 'auto', flex: 1, padding: 24 }}
      >
        {plan.isPending ? (
          <Skeleton active />
        ) : plan.isError ? (
          <Alert type="error" showIcon title={plan.error.message} />
        ) : p ? (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
              <Descriptions.Item label={t('col.programme')}>{p.Programme}</Descriptions.Item>
              <Descriptions.Item label={t('col.term')}>{p.Term}</Descriptions.Item>
              <Descriptions.Item label={t('col.kind')}>{t(`kind.${p.Kind}`)}</Descriptions.Item>
              <Descriptions.Item label={t('col.state')}>
                <PlanStateTag state={p.State} overdue={p.Overdue} />
              </Descriptions.Item>
              <Descriptions.Item label={t('col.amount')}>{money(p.AmountKurus)}</Descriptions.Item>
              <Descriptions.Item label={t('col.paid')}>{money(p.PaidKurus)}</Descriptions.Item>
              <Descriptions.Item label={t('col.debt')}>{money(p.DebtKurus)}</Descriptions.Item>
              <Descriptions.Item label={t('col.refund')}>{money(p.RefundKurus)}</Descriptions.Item>
              <Descriptions.Item label={t('col.accrued')}>{p.Accrued ? t('yes') : t('no')}</Descriptions.Item>
            </Descriptions>
            {p.State === 'cancelled' && (
              <Alert
                style={{ marginTop: 16 }}
                type="info"
                showIcon
                title={t('plans.cancelledInfo', {
                  date: formatDate(p.CancelledOn),
                  reason: p.CancelReason ?? '',
                })}
                description={t('plans.remainingDebt', { amount: money(p.RemainingDebtKurus) })}
              />
            )}
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('plans.instalmentsTitle')}
            </Typography.Title>
            <Table<Instalment>
              rowKey="Id"
              size="small"
              pagination={false}
              dataSource={p.Instalments}
              columns={[
                { title: t('col.no'), dataIndex: 'No' },
                { title: t('col.dueDate'), dataIndex: 'DueDate', render: formatDate },
                { title: t('col.amount'), dataIndex: 'AmountKurus', align: 'right', render: cell },
                { title: t('col.paid'), dataIndex: 'PaidKurus', align: 'right', render: cell },
                {
                  title: t('col.state'),
                  key: 's',
                  render: (_, r) =>
                    r.PaidKurus >= r.AmountKurus ? (
                      <Tag color="success">{t('state.paid')}</Tag>
                    ) : r.Overdue ? (
                      <Tag color="error">{t('overdue')}</Tag>
                    ) : null,
                },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('plans.collectionsTitle')}
            </Typography.Title>
            <Table<Collection>
              rowKey="Id"
              size="small"
              pagination={false}
              dataSource={p.Collections}
              locale={{ emptyText: t('plans.noCollections') }}
              columns={[
                { title: t('col.date'), dataIndex: 'CollectedOn', render: formatDate },
                {
                  title: t('col.type'),
                  dataIndex: 'Type',
                  render: (v: Collection['Type']) => t(`type.${v}`),
                },
                { title: t('col.amount'), dataIndex: 'AmountKurus', align: 'right', render: cell },
                {
                  title: t('col.recordedBy'),
                  dataIndex: 'RecordedBy',
                  render: (v: string | null) => v ?? '—',
                },
              ]}
            />
          </>
        ) : null}
      </ScrollRegion>
    </Drawer>
  )
}
