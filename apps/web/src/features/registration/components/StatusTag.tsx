/** A coloured tag of a registration status (spec §4 course registration states). */
import type { RegistrationStatus } from '@unacs/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<RegistrationStatus, string> = {
  none: 'default',
  draft: 'blue',
  submitted: 'gold',
  approved: 'green',
  rejected: 'red',
  returned: 'orange',
}

/** Shows `status` as a tag in the current language. */
export function StatusTag({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('registration')
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>
}
