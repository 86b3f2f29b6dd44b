/**
 * The status of a programme version (issue 19) as a coloured dot with the text in the normal text colour, so it
 * keeps its contrast in light and dark mode: draft (editable), scheduled (published, public from its publish
 * date; issue 37), published, archived.
 */
import type { ProgrammeVersionStatus } from '@unacs/contracts'
import { Badge, type BadgeProps } from 'antd'
import { useTranslation } from 'react-i18next'

const DOT: Record<ProgrammeVersionStatus, BadgeProps['status']> = {
  draft: 'warning',
  scheduled: 'processing',
  published: 'success',
  archived: 'default',
}

/** Renders the status. */
export function VersionStatusTag({ status }: { status: ProgrammeVersionStatus }) {
  const { t } = useTranslation('programmes')
  return <Badge status={DOT[status]} text={t(`status.${status}`)} style={{ whiteSpace: 'nowrap' }} />
}
