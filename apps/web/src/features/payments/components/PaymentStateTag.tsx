/**
 * A payment's or a load's state as a coloured dot with the text in the normal text colour, so it keeps its
 * contrast in light and dark mode (issue 17 § Payments).
 */
import type { IdCardLoadState, PaymentState } from '@unacs/contracts'
import { Badge, type BadgeProps } from 'antd'
import { useTranslation } from 'react-i18next'

const DOTS: Record<PaymentState | IdCardLoadState, BadgeProps['status']> = {
  pending: 'processing',
  awaiting_payment: 'default',
  paid: 'success',
  loaded: 'success',
  held: 'warning',
  released: 'default',
  captured: 'warning',
  refunded: 'default',
  declined: 'error',
  failed: 'error',
}

/** Takes a payment or load state; renders its translated name. */
export function PaymentStateTag({ state }: { state: PaymentState | IdCardLoadState }) {
  const { t } = useTranslation('payments')
  return <Badge status={DOTS[state]} text={t(`state.${state}`)} style={{ whiteSpace: 'nowrap' }} />
}
