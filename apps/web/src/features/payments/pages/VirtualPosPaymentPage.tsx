/**
 * The card payment page (component key `VirtualPosPayment`, hidden menu route ogrenci/odeme/:paymentId;
 * issue 17 § Payments; spec §8 "payment provision failed with the bank's message appended"): every card
 * payment of the portal goes through it. Pending: the amount and a button that posts the signed form to
 * the bank's 3-D Secure page (the card number is typed there, never here), and a status query for an
 * answer that did not come back. Settled: the outcome with the bank's message and the way back.
 */
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { useGoToBank, usePayment, useReconcilePayment } from '../api/payment.ts'
import { formatKurus } from '../components/money.ts'
import { PaymentStateTag } from '../components/PaymentStateTag.tsx'

/** The page. */
export function VirtualPosPaymentPage() {
  const { t, i18n } = useTranslation('payments')
  const lang = i18n.language
  const id = Number(usePageContext().params.paymentId)
  const payment = usePayment(id)
  const bank = useGoToBank()
  const reconcile = useReconcilePayment()

  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title={t('payment.notFound')} />
  if (payment.isPending) return <Skeleton active />
  if (payment.isError) return <Result status="warning" title={payment.error.message} />
  const p = payment.data
  const back = (
    <Link to={p.ReturnPath}>
      <Button>{t('payment.back')}</Button>
    </Link>
  )
  const facts = (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('payment.purpose')}>{t(`purpose.${p.Purpose}`)}</Descriptions.Item>
      <Descriptions.Item label={t('payment.amount')}>{formatKurus(p.AmountKurus, lang)}</Descriptions.Item>
      {p.ExchangeRate && <Descriptions.Item label={t('payment.rate')}>{p.ExchangeRate}</Descriptions.Item>}
      <Descriptions.Item label={t('payment.order')}>{p.OrderId}</Descriptions.Item>
      <Descriptions.Item label={t('payment.state')}>
        <PaymentStateTag state={p.State} />
      </Descriptions.Item>
      <Descriptions.Item label={t('payment.created')}>{showDateTime(p.CreatedAt)}</Descriptions.Item>
    </Descriptions>
  )

  if (p.State === 'pending') {
    return (
      <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
        <Card title={t('payment.title')}>
          <Flex vertical gap="middle">
            <Alert type="info" showIcon title={t('payment.secureNote')} />
            {facts}
            {bank.isError && <Alert type="error" showIcon title={bank.error.message} />}
            {reconcile.isError && <Alert type="error" showIcon title={reconcile.error.message} />}
            {reconcile.isSuccess && reconcile.data.State === 'pending' && (
              <Alert type="warning" showIcon title={t('payment.stillPending')} />
            )}
            <Flex gap="small" wrap>
              <Button type="primary" loading={bank.isPending} onClick={() => bank.mutate(p.Id)}>
                {t('payment.toBank')}
              </Button>
              <Button loading={reconcile.isPending} onClick={() => reconcile.mutate(p.Id)}>
                {t('payment.query')}
              </Button>
              {back}
            </Flex>
          </Flex>
        </Card>
      </Flex>
    )
  }
  const ok = p.State === 'paid' || p.State === 'held' || p.State === 'captured'
  return (
    <Card style={{ maxWidth: 640 }}>
      <Result
        status={p.State === 'declined' ? 'error' : ok ? 'success' : 'info'}
        title={t(`payment.result.${p.State}`)}
        subTitle={p.State === 'declined' ? t('payment.failed', { message: p.BankMessage ?? '' }) : undefined}
        extra={back}
      />
      {facts}
    </Card>
  )
}
