/**
 * A freeze request's status (pending, approved, rejected, withdrawn) as a coloured dot with the text in the
 * normal text colour, so it keeps its contrast in light and dark mode.
 */
import type { FreezeStatus } from '@unacs/contracts'
import { Badge, type BadgeProps } from 'antd'
import { useTranslation } from 'react-i18next'

const dot: Record<FreezeStatus, BadgeProps['status']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
}

/** The status of a request. */
export function FreezeStatusTag({ status }: { status: FreezeStatus }) {
  const { t } = useTranslation('freeze')
  return <Badge status={dot[status]} text={t(`status.${status}`)} style={{ whiteSpace: 'nowrap' }} />
}
