/**
 * Freeze requests (component key `FreezeRequestsAdmin`; registrar at ogrenci-isleri/kayit-dondurma-talepleri,
 * student centre at ogrenci-merkezi/kayit-dondurma; issue 16): the queue with status, reason and student
 * filters and server-side paging; each student's counters and history; approve / reject for the registrar
 * (the server says whether the caller may decide; the student centre reads only).
 */
import type { FreezeReason, FreezeRequest, FreezeStatus } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Input, Select, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { type FreezeQueueParams, useFreezeQueue } from '../api/list-freeze-queue.ts'
import { useFreezeColumns } from '../components/FreezeRequestTable.tsx'
import { FreezeStudentDrawer } from '../components/FreezeStudentDrawer.tsx'
import { ProcessFreezeModal } from '../components/ProcessFreezeModal.tsx'

const STATUSES: FreezeStatus[] = ['pending', 'approved', 'rejected', 'withdrawn']
const REASONS: FreezeReason[] = ['health', 'military', 'financial', 'family', 'other']
/** The filter value meaning "no filter". */
const ALL = 'all'

/** The freeze request queue. */
export function FreezeRequestsAdminPage() {
  const { t } = useTranslation('freeze')
  const actionsFixed = useRowActionsFixed()
  const [params, setParams] = useState<FreezeQueueParams>({ status: 'pending', page: 1, pageSize: 20 })
  const queue = useFreezeQueue(params)
  const columns = useFreezeColumns()
  const [studentId, setStudentId] = useState<number | null>(null)
  const [target, setTarget] = useState<{ request: FreezeRequest; approve: boolean } | null>(null)
  const canDecide = queue.data?.CanDecide ?? false
  const set = (p: Partial<FreezeQueueParams>) => setParams((old) => ({ ...old, page: 1, ...p }))
  return (
    <Flex vertical gap="middle">
      {queue.data && !canDecide ? <Alert type="info" showIcon title={t('admin.readOnly')} /> : null}
      <Card>
        <Flex wrap gap="small">
          <Select
            aria-label={t('admin.statusFilter')}
            style={{ minWidth: 160 }}
            value={params.status ?? ALL}
            onChange={(v: FreezeStatus | typeof ALL) => set({ status: v === ALL ? undefined : v })}
            options={[
              { value: ALL, label: t('admin.allStatuses') },
              ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
          <Select
            aria-label={t('admin.reasonFilter')}
            style={{ minWidth: 160 }}
            value={params.reason ?? ALL}
            onChange={(v: FreezeReason | typeof ALL) => set({ reason: v === ALL ? undefined : v })}
            options={[
              { value: ALL, label: t('admin.allReasons') },
              ...REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) })),
            ]}
          />
          <Input.Search
            aria-label={t('admin.search')}
            placeholder={t('admin.search')}
            allowClear
            style={{ maxWidth: 280 }}
            onSearch={(v) => set({ search: v.trim() || undefined })}
          />
        </Flex>
      </Card>
      <Card>
        {queue.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={queue.error.message}
            action={<Button onClick={() => queue.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <Table<FreezeRequest>
            size="small"
            rowKey="Id"
            loading={queue.isFetching}
            dataSource={queue.data?.items ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('table.empty') }}
            pagination={{
              current: params.page,
              pageSize: params.pageSize,
              total: queue.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
            }}
            columns={[
              {
                title: t('table.student'),
                key: 'student',
                render: (_, r) => (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => setStudentId(r.StudentId)}
                  >
                    {r.StudentNo} {r.StudentName}
                  </Button>
                ),
              },
              { title: t('table.programme'), dataIndex: 'ProgrammeName' },
              ...columns,
              { title: t('table.explanation'), dataIndex: 'Explanation', ellipsis: true, width: 220 },
              ...(canDecide
                ? [
                    {
                      title: '',
                      key: 'actions',
                      fixed: actionsFixed,
                      render: (_: unknown, r: FreezeRequest) =>
                        r.Status === 'pending' ? (
                          <Flex gap={4}>
                            <Button
                              size="small"
                              type="primary"
                              onClick={() => setTarget({ request: r, approve: true })}
                            >
                              {t('process.approve')}
                            </Button>
                            <Button size="small" onClick={() => setTarget({ request: r, approve: false })}>
                              {t('process.reject')}
                            </Button>
                          </Flex>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      <FreezeStudentDrawer studentId={studentId} onClose={() => setStudentId(null)} />
      <ProcessFreezeModal target={target} onClose={() => setTarget(null)} />
    </Flex>
  )
}
