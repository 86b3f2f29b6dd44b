/**
 * Plan cancellation (component key `VinovCancellation`, menu mali/vinov-iptal; issue 17; spec §3, §5
 * "cancellation reason required"): finance finds an active plan and cancels it with a date and a reason,
 * seeing the refund total before confirming.
 */
import type { PlanRow } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePlans } from '../api/plans.ts'
import { CancelPlanModal } from '../components/CancelPlanModal.tsx'
import { PlanFilters, type PlanFilterValues } from '../components/PlanFilters.tsx'
import { PlansTable } from '../components/PlansTable.tsx'

/** The page. */
export function VinovCancellationPage() {
  const { t } = useTranslation('instalments')
  const [filters, setFilters] = useState<PlanFilterValues>({})
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const [cancelling, setCancelling] = useState<PlanRow | null>(null)
  const plans = usePlans({ ...filters, state: 'active', ...paging })
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary">{t('cancel.intro')}</Typography.Paragraph>
      <PlanFilters
        fixedState
        value={filters}
        onChange={(v) => {
          setFilters(v)
          setPaging((p) => ({ ...p, page: 1 }))
        }}
      />
      {plans.isError && (
        <Alert
          type="error"
          showIcon
          title={plans.error.message}
          action={<Button onClick={() => plans.refetch()}>{t('retry')}</Button>}
        />
      )}
      <Card size="small">
        <PlansTable
          rows={plans.data?.items ?? []}
          total={plans.data?.total ?? 0}
          {...paging}
          loading={plans.isFetching}
          empty={t('cancel.empty')}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          action={(r) => (
            <Button size="small" danger onClick={() => setCancelling(r)}>
              {t('cancel.action')}
            </Button>
          )}
        />
      </Card>
      <CancelPlanModal plan={cancelling} onClose={() => setCancelling(null)} />
    </Flex>
  )
}
