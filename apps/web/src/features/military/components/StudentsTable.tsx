/**
 * The male students of the legal age with their last request (issue 20, issue 35): server-side pages,
 * filters, selection, sending a deferral or cancellation for the selected (offer type, YÖKSİS reason, signer;
 * the answer per student in a table), the result query and the military status query per student; on the
 * shared data table (issue 36).
 */
import type { MilitaryOfferType, MilitarySendResult, MilitaryStatus, MilitaryStudent } from '@unacs/contracts'
import { App, Button, Flex, Modal, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useSelection } from '../../../shared/data-table/use-selection.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
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
  const paging = usePaging()
  const { filter, patch } = useTableFilter<{ q?: string; state?: string }>({}, paging)
  const selection = useSelection<MilitaryStudent>()
  const selected = selection.selected
  const [results, setResults] = useState<MilitarySendResult[] | null>(null)
  const query = useMilitaryStudents(
    paging.page,
    paging.pageSize,
    filter.q ?? '',
    filter.state ?? '',
    i18n.language,
  )
  const [asking, setAsking] = useState(false)
  const [status, setStatus] = useState<MilitaryStatus | null>(null)
  const send = useSendDeferrals()
  const ask = useQueryDeferral()
  const statusOf = useMilitaryStatus()

  const run = async (choice: { offerType: MilitaryOfferType; reasonNo: number }) => {
    try {
      setResults(await send.mutateAsync({ ids: selected, ...choice }))
      selection.clear()
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
      <FilterBar
        filter={filter}
        onChange={patch}
        fields={[
          field.search('q', t('search'), { width: 'min(100%, 280px)' }),
          field.choice('state', t('col.state'), t('state.all'), STATES, (v) => t(`state.${v}`), {
            width: 180,
          }),
        ]}
      >
        <Button type="primary" disabled={selected.length === 0} onClick={() => setAsking(true)}>
          {t('send.selected', { count: selected.length })}
        </Button>
      </FilterBar>
      <DataTable<MilitaryStudent>
        rowKey="StudentId"
        query={query}
        paging={paging}
        showTotal={(n) => t('total', { count: n })}
        region={{ label: t('students.title'), minWidth: 1300 }}
        emptyText={t('students.empty')}
        selection={selection.rowSelection((r) => t('select', { name: r.FullName }))}
        columns={deferralColumns(t)}
        actions={{
          key: 'action',
          title: t('col.action'),
          width: 200,
          render: (_: unknown, s: MilitaryStudent) => (
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
        }}
      />
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
