/** A coloured tag of a licence state (spec §4 "Licence: requested, held"): none, requested, held. */
import { CheckCircleOutlined, ClockCircleOutlined, MinusCircleOutlined } from '@ant-design/icons'
import type { A3Status } from '@unacs/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const look = {
  none: { color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
  requested: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  held: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
} as const

/** Shows `status` as a tag with an icon. */
export function LicenceStatusTag({ status }: { status: A3Status }) {
  const { t } = useTranslation('licence')
  return (
    <Tag color={look[status].color} icon={look[status].icon}>
      {t(`status.${status}`)}
    </Tag>
  )
}
