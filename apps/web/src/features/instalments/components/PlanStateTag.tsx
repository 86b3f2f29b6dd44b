/** A plan's state (and overdue) as coloured tags. */
import type { PlanState } from '@unacs/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<PlanState, string> = { active: 'processing', paid: 'success', cancelled: 'default' }

/** Renders `state`, with an "overdue" tag when `overdue`. */
export function PlanStateTag({ state, overdue = false }: { state: PlanState; overdue?: boolean }) {
  const { t } = useTranslation('instalments')
  return (
    <>
      <Tag color={COLOURS[state]}>{t(`state.${state}`)}</Tag>
      {overdue && <Tag color="error">{t('overdue')}</Tag>}
    </>
  )
}
