/**
 * Instalment plans (component key `VinovPlans`, menu mali/vinov-planlari; issue 17 § Instalment plans; spec
 * §3): finance filters students' plans (server-side pages) with totals, opens one (instalments, collections)
 * and creates a plan for a student's fee.
 */
import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePlans } from '../api/plans.ts'
import { CreatePlanModal } from '../components/CreatePlanModal.tsx'
import { formatKurus } from '../components/money.ts'
import { PlanDetailDrawer } from '../components/PlanDetailDrawer.tsx'
import { PlanFilters, type PlanFilterValues } from '../components/PlanFilters.tsx'
import { PlansTable } from '../components/PlansTable.tsx'
import { Totals } from '../components/Totals.tsx'

/** The page. */
export function VinovPlansPage() {
  const { t, i18n } = useTranslation('instalments')
  const [filters, setFilters] = useState<PlanFilterValues>({})
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const [open, setOpen] = useState<number | null>(null)
  const [creating, setCreating] = useState(false)
  const plans = usePlans({ ...filters, ...paging })
  const money = (v: number) => formatKurus(v, i18n.language)
  const totals = plans.data?.totals
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end" align="center" wrap gap="small">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('plans.create')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('plans.intro')}</Typography.Paragraph>
      <PlanFilters
        value={filters}
        onChange={(v) => {
          setFilters(v)
          setPaging((p) => ({ ...p, page: 1 }))
        }}
      />
      {totals && (
        <Totals
          items={[
            { label: t('totals.count'), value: totals.Count },
            { label: t('totals.amount'), value: money(totals.AmountKurus) },
            { label: t('totals.paid'), value: money(totals.PaidKurus) },
            { label: t('totals.debt'), value: money(totals.DebtKurus) },
            { label: t('totals.refund'), value: money(totals.RefundKurus) },
          ]}
        />
      )}
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
          empty={t('plans.empty')}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          action={(r) => (
            <Button size="small" onClick={() => setOpen(r.Id)}>
              {t('plans.open')}
            </Button>
          )}
        />
      </Card>
      <PlanDetailDrawer id={open} onClose={() => setOpen(null)} />
      <CreatePlanModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false)
          setOpen(id)
        }}
      />
    </Flex>
  )
}
