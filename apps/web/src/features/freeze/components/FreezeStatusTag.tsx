/** A freeze request's status as a coloured tag (pending, approved, rejected, withdrawn). */
import type { FreezeStatus } from '@unacs/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const colour: Record<FreezeStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
}

/** The tag for `status`. */
export function FreezeStatusTag({ status }: { status: FreezeStatus }) {
  const { t } = useTranslation('freeze')
  return <Tag color={colour[status]}>{t(`status.${status}`)}</Tag>
}
