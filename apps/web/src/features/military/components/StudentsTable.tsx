/**
 * The male students of the legal age with their last request (issue 20, issue 35): server-side pages,
 * filters, selection, sending a deferral or cancellation for the selected (offer type, YÖKSİS reason, signer;
 * the answer per student in a table), the result query and the military status query per student.
 */
import type { MilitaryOfferType, MilitarySendResult, MilitaryStatus, MilitaryStudent } from '@unacs/contracts'
import { Alert, App, Button, Empty, Flex, Input, Modal, Select, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import {
  useMilitaryStatus,
  useMilitaryStudents,
  useQueryDeferral,
  useSendDeferrals,
} from '../api/military.ts'
import { deferralColumns } from './DeferralColumns.tsx'
import { SendRequestModal } from './SendRequestModal.tsx'
import { StatusModal } from './StatusModal.tsx'

const STATES = ['none', 'pending', 'deferred', 'cancelled', 'refused'] as const

/** The students' table with the batch send. */
export function StudentsTable() {
  const { t, i18n } = useTranslation('military')
  const { message } = App.useApp()
  const actionsFixed = useRowActionsFixed()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [q, setQ] = useState('')
  const [state, setState] = useState('')
  const [selected, setSelected] = useState<number[]>([])
  const [results, setResults] = useState<MilitarySendResult[] | null>(null)
  const query = useMilitaryStudents(page, pageSize, q, state, i18n.language)
  const [asking, setAsking] = useState(false)
  const [status, setStatus] = useState<MilitaryStatus | null>(null)
  const send = useSendDeferrals()
  const ask = useQueryDeferral()
  const statusOf = useMilitaryStatus()

  const run = async (choice: { offerType: MilitaryOfferType; reasonNo: number }) => {
    try {
      setResults(await send.mutateAsync({ ids: selected, ...choice }))
      setSelected([])
      setAsking(false)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }
  const showStatus = async (s: MilitaryStudent) => {
    try {
      setStatus(await statusOf.mutateAsync(s.StudentId))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }
  const queryOne = async (s: MilitaryStudent) => {
    try {
      const r = await ask.mutateAsync(s.StudentId)
      message.success(t('queried', { name: r.FullName, code: r.ResultCode ?? '—' }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          aria-label={t('search')}
          placeholder={t('search')}
          style={{ maxWidth: 280 }}
          onSearch={(v) => {
            setQ(v.trim())
            setPage(1)
          }}
        />
        <Select
          aria-label={t('col.state')}
          style={{ width: 180 }}
          value={state}
          onChange={(v) => {
            setState(v)
            setPage(1)
          }}
          options={[
            { value: '', label: t('state.all') },
            ...STATES.map((v) => ({ value: v, label: t(`state.${v}`) })),
          ]}
        />
        <Button type="primary" disabled={selected.length === 0} onClick={() => setAsking(true)}>
          {t('send.selected', { count: selected.length })}
        </Button>
      </Flex>
      {query.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} description={query.error.message} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={t('students.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<MilitaryStudent>
            rowKey="StudentId"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            style={{ minWidth: 1300 }}
            locale={{ emptyText: <Empty description={t('students.empty')} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (r) => ({ 'aria-label': t('select', { name: r.FullName }) }),
            }}
            pagination={{
              current: page,
              pageSize,
              total: query.data?.total ?? 0,
              showTotal: (n) => t('total', { count: n }),
              onChange: (p, s) => {
                setPage(s === pageSize ? p : 1)
                setPageSize(s)
              },
            }}
            columns={[
              ...deferralColumns(t),
              {
                title: t('col.action'),
                key: 'action',
                width: 200,
                fixed: actionsFixed,
                render: (_: unknown, s) => (
                  <Flex gap="small">
                    <Button
                      size="small"
                      disabled={!s.RequestId}
                      loading={ask.isPending && ask.variables === s.StudentId}
                      onClick={() => queryOne(s)}
                      aria-label={t('queryOf', { name: s.FullName })}
                    >
                      {t('query')}
                    </Button>
                    <Button
                      size="small"
                      loading={statusOf.isPending && statusOf.variables === s.StudentId}
                      onClick={() => showStatus(s)}
                      aria-label={t('statusOf', { name: s.FullName })}
                    >
                      {t('status.button')}
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        </section>
      )}
      <SendRequestModal
        open={asking}
        count={selected.length}
        sending={send.isPending}
        onCancel={() => setAsking(false)}
        onSend={run}
      />
      <StatusModal status={status} onClose={() => setStatus(null)} />
      <Modal
        open={results !== null}
        title={t('send.resultTitle')}
        onCancel={() => setResults(null)}
        footer={<Button onClick={() => setResults(null)}>{t('close')}</Button>}
        width={720}
      >
        <Table<MilitarySendResult>
          rowKey="StudentId"
          size="small"
          pagination={false}
          dataSource={results ?? []}
          scroll={{ x: 600 }}
          columns={[
            { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 110 },
            { title: t('col.fullName'), dataIndex: 'FullName', width: 160 },
            {
              title: t('col.state'),
              dataIndex: 'State',
              width: 130,
              render: (s: MilitarySendResult['State']) => (
                <Tag color={s === 'refused' ? 'red' : s === 'pending' ? 'blue' : 'default'}>
                  {t(`result.${s}`)}
                </Tag>
              ),
            },
            { title: t('col.requestId'), dataIndex: 'RequestId', width: 120, render: (v) => v ?? '—' },
            { title: t('col.resultCode'), dataIndex: 'ResultCode', width: 100 },
            { title: t('col.message'), dataIndex: 'Message' },
          ]}
        />
      </Modal>
    </Flex>
  )
}
