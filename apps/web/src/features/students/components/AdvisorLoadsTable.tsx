/**
 * The advisors of the head of department's units with their active students' count (issue 22 "see each
 * advisor's count"); checkboxes choose the advisors an assignment spreads over.
 */
import type { AdvisorLoad } from '@unacs/contracts'
import { Alert, Button, Empty, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useAdvisorLoads } from '../api/advisors.ts'

/** Props: the chosen advisors' staff ids and the change callback. */
export interface AdvisorLoadsTableProps {
  chosen: number[]
  onChoose: (ids: number[]) => void
}

/** The loads table with loading, empty and error states. */
export function AdvisorLoadsTable({ chosen, onChoose }: AdvisorLoadsTableProps) {
  const { t } = useTranslation('students')
  const loads = useAdvisorLoads()
  if (loads.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('advisors.loadFailed')}
        description={loads.error.message}
        action={<Button onClick={() => loads.refetch()}>{t('retry')}</Button>}
      />
    )
  const max = Math.max(1, ...(loads.data ?? []).map((a) => a.Students))
  return (
    <ScrollRegion label={t('advisors.loads')}>
      <Table<AdvisorLoad>
        rowKey="StaffId"
        size="small"
        loading={loads.isFetching}
        dataSource={loads.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('advisors.noAdvisors')} /> }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => onChoose(keys.map(Number)),
          getCheckboxProps: (r) => ({ 'aria-label': r.FullName }),
        }}
        columns={[
          { title: t('advisors.colAdvisor'), dataIndex: 'FullName' },
          { title: t('advisors.colRegistryNo'), dataIndex: 'RegistryNo', width: 110 },
          {
            title: t('advisors.colStudents'),
            dataIndex: 'Students',
            width: 160,
            render: (n: number) => (
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    height: 8,
                    width: `${Math.round((n / max) * 80)}px`,
                    minWidth: 2,
                    borderRadius: 4,
                    background: 'var(--ant-color-primary)',
                  }}
                />
                <span data-testid="advisor-load">{n}</span>
              </span>
            ),
          },
        ]}
      />
    </ScrollRegion>
  )
}
