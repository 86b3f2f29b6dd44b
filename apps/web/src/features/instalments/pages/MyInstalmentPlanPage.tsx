/**
 * The student's own instalment plan (component key `MyInstalmentPlan`, menu ogrenci/vinov-planim; issue 17
 * § Instalment plans "the student sees own plan and pays an instalment through the payment gateway"; spec §3
 * plan fields, §8 "no vinov plan or detail for the student"): the plan's amount, paid, debt, state and
 * instalments with due dates and what is paid and left of each; a Pay button per unpaid instalment of an
 * active plan starts a card payment and goes on to the card payment page (the bank's 3-D page from there),
 * which leads back here, where the instalment shows paid. A payment started and not settled (the student left
 * the bank, or its answer was lost) is linked, to pay it or ask the bank from its page.
 */
import type { Instalment } from '@unacs/contracts'
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useMyPlan, usePayInstalment } from '../api/my-plan.ts'
import { formatDate, formatKurus } from '../components/money.ts'
import { PlanStateTag } from '../components/PlanStateTag.tsx'

/** The page. */
export function MyInstalmentPlanPage() {
  const { t, i18n } = useTranslation('instalments')
  const plan = useMyPlan()
  const pay = usePayInstalment()
  const navigate = useNavigate()
  const money = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatKurus(v, i18n.language)}</span>

  if (plan.isPending) return <Skeleton active />
  if (plan.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={plan.error.message}
        action={<Button onClick={() => void plan.refetch()}>{t('retry')}</Button>}
      />
    )
  const p = plan.data
  if (!p)
    return (
      <Card title={t('my.title')}>
        <Empty description={<Typography.Text>{t('my.none')}</Typography.Text>} />
      </Card>
    )

  const payable = p.State === 'active'
  // Instalments are paid oldest first (issue 37): only the oldest open one offers the card payment.
  const firstOpen = p.Instalments.filter((i) => i.PaidKurus < i.AmountKurus).sort((a, b) => a.No - b.No)[0]
  const columns: ColumnsType<Instalment> = [
    // At 375 px the due date, what is left and the Pay button fit; the rest shows from wider screens up.
    { title: t('col.no'), dataIndex: 'No', responsive: ['sm'] },
    { title: t('col.dueDate'), dataIndex: 'DueDate', render: formatDate },
    { title: t('col.amount'), dataIndex: 'AmountKurus', align: 'right', render: money, responsive: ['md'] },
    { title: t('col.paid'), dataIndex: 'PaidKurus', align: 'right', render: money, responsive: ['md'] },
    {
      title: t('my.left'),
      key: 'left',
      align: 'right',
      render: (_, r) => money(Math.max(0, r.AmountKurus - r.PaidKurus)),
    },
    {
      title: t('col.state'),
      key: 'state',
      responsive: ['sm'],
      render: (_, r) =>
        r.PaidKurus >= r.AmountKurus ? (
          <Tag color="success">{t('state.paid')}</Tag>
        ) : r.Overdue ? (
          <Tag color="error">{t('overdue')}</Tag>
        ) : (
          <Tag>{t('my.open')}</Tag>
        ),
    },
    {
      title: t('col.actions'),
      key: 'pay',
      render: (_, r) =>
        payable && r.PaidKurus < r.AmountKurus && firstOpen && r.Id !== firstOpen.Id ? (
          <Typography.Text type="secondary">{t('my.afterEarlier', { no: firstOpen.No })}</Typography.Text>
        ) : payable && r.PaidKurus < r.AmountKurus ? (
          <Button
            type="primary"
            size="small"
            aria-label={t('my.payAria', { no: r.No })}
            loading={pay.isPending && pay.variables === r.Id}
            disabled={pay.isPending && pay.variables !== r.Id}
            onClick={() => pay.mutate(r.Id, { onSuccess: (s) => navigate(`/ogrenci/odeme/${s.PaymentId}`) })}
          >
            {t('my.pay')}
          </Button>
        ) : null,
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Card title={t('my.title')}>
        <Typography.Paragraph>{t('my.intro')}</Typography.Paragraph>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('col.term')}>{p.Term}</Descriptions.Item>
          <Descriptions.Item label={t('col.kind')}>{t(`kind.${p.Kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('col.state')}>
            <PlanStateTag state={p.State} overdue={p.Overdue} />
          </Descriptions.Item>
          <Descriptions.Item label={t('col.amount')}>{money(p.AmountKurus)}</Descriptions.Item>
          <Descriptions.Item label={t('col.paid')}>{money(p.PaidKurus)}</Descriptions.Item>
          <Descriptions.Item label={t('col.debt')}>
            <span data-testid="my-debt">
              {money(p.State === 'cancelled' ? p.RemainingDebtKurus : p.DebtKurus)}
            </span>
          </Descriptions.Item>
          {p.RefundKurus > 0 && (
            <Descriptions.Item label={t('col.refund')}>{money(p.RefundKurus)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('col.nextDue')}>{formatDate(p.NextDueDate)}</Descriptions.Item>
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
            description={t('plans.remainingDebt', {
              amount: formatKurus(p.RemainingDebtKurus, i18n.language),
            })}
          />
        )}
        {p.State === 'paid' && (
          <Alert style={{ marginTop: 16 }} type="success" showIcon title={t('my.allPaid')} />
        )}
      </Card>
      <Card title={t('plans.instalmentsTitle')}>
        {pay.isError && (
          <Alert type="error" showIcon title={pay.error.message} style={{ marginBottom: 16 }} />
        )}
        {payable && p.PendingPaymentId !== null && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('my.pending')}
            action={<Link to={`/ogrenci/odeme/${p.PendingPaymentId}`}>{t('my.pendingOpen')}</Link>}
          />
        )}
        <ScrollRegion label={t('plans.instalmentsTitle')}>
          <Table<Instalment>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={p.Instalments}
            columns={columns}
          />
        </ScrollRegion>
        {payable && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('my.payNote')}
          </Typography.Paragraph>
        )}
      </Card>
    </Flex>
  )
}
