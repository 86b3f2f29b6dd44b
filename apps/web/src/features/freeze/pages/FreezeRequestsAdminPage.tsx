/**
 * Freeze requests (component key `FreezeRequestsAdmin`; registrar at ogrenci-isleri/kayit-dondurma-talepleri,
 * student centre at ogrenci-merkezi/kayit-dondurma; issue 16) on the shared request queue (issue 36,
 * shared/request-queue): the queue with status, reason and student filters and server-side paging; each
 * student's counters and history; approve / reject for the registrar (the server says whether the caller may
 * decide; the student centre reads only).
 */
import type { FreezeReason, FreezeRequest, FreezeStatus } from '@unacs/contracts'
import { Alert, Button, Flex, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestQueue } from '../../../shared/request-queue/RequestQueue.tsx'
import { type QueueParams, useQueueParams } from '../../../shared/request-queue/use-queue-params.ts'
import { useFreezeQueue } from '../api/list-freeze-queue.ts'
import { useFreezeColumns } from '../components/FreezeRequestTable.tsx'
import { FreezeStudentDrawer } from '../components/FreezeStudentDrawer.tsx'
import { ProcessFreezeModal } from '../components/ProcessFreezeModal.tsx'

const STATUSES: FreezeStatus[] = ['pending', 'approved', 'rejected', 'withdrawn']
const REASONS: FreezeReason[] = ['health', 'military', 'financial', 'family', 'other']
/** The filter value meaning "no filter". */
const ALL = 'all'
type Params = QueueParams & { Reason?: FreezeReason }

/** The freeze request queue. */
export function FreezeRequestsAdminPage() {
  const { t } = useTranslation('freeze')
  const state = useQueueParams<Params>({ Status: 'pending', page: 1, pageSize: 20 })
  const { params } = state
  const queue = useFreezeQueue({
    ...(params.Status && params.Status !== ALL ? { status: params.Status as FreezeStatus } : {}),
    ...(params.Reason ? { reason: params.Reason } : {}),
    ...(params.Search ? { search: params.Search } : {}),
    page: params.page,
    pageSize: params.pageSize,
  })
  const columns = useFreezeColumns()
  const [studentId, setStudentId] = useState<number | null>(null)
  const [target, setTarget] = useState<{ request: FreezeRequest; approve: boolean } | null>(null)
  const canDecide = queue.data?.CanDecide ?? false
  return (
    <Flex vertical gap="middle">
      {queue.data && !canDecide ? <Alert type="info" showIcon title={t('admin.readOnly')} /> : null}
      <RequestQueue<FreezeRequest, Params>
        state={state}
        query={queue}
        labels={{
          status: t('admin.statusFilter'),
          search: t('admin.search'),
          empty: t('table.empty'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          actions: '',
        }}
        statuses={[
          { value: ALL, label: t('admin.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        filters={
          <Select
            aria-label={t('admin.reasonFilter')}
            style={{ minWidth: 160 }}
            value={params.Reason ?? ALL}
            onChange={(v: FreezeReason | typeof ALL) => state.filter({ Reason: v === ALL ? undefined : v })}
            options={[
              { value: ALL, label: t('admin.allReasons') },
              ...REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) })),
            ]}
          />
        }
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
        ]}
        actions={
          canDecide
            ? (r) =>
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
                ) : null
            : undefined
        }
      />
      <FreezeStudentDrawer studentId={studentId} onClose={() => setStudentId(null)} />
      <ProcessFreezeModal target={target} onClose={() => setTarget(null)} refetch={queue.refetch} />
    </Flex>
  )
}
