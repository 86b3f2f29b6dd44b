/**
 * The searchable, paged list of people to impersonate (spec §7 GetAllPersonelList,
 * GetAllOgrenciList, GetAllMezunOgrenciList), with single selection.
 */
import type { ImpersonationCandidate } from '@unacs/contracts'
import { Alert, Flex, Input, Table, type TableProps } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImpersonationType } from '../api/candidate-page.ts'
import { useImpersonationCandidates } from '../api/impersonation-list.ts'

/** Rows per page. */
const PAGE_SIZE = 10
/** Typing pause before searching (ms). */
const SEARCH_DELAY_MS = 300

/** Props of {@link CandidateTable}. */
export interface CandidateTableProps {
  type: ImpersonationType
  selectedId: string | null
  onSelect: (candidate: ImpersonationCandidate) => void
}

/** Search field and table for one list type. */
export function CandidateTable({ type, selectedId, onSelect }: CandidateTableProps) {
  const { t } = useTranslation('identity')
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const query = useImpersonationCandidates({ type, search, page, pageSize: PAGE_SIZE })

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  const columns: TableProps<ImpersonationCandidate>['columns'] = [
    { key: 'id', dataIndex: 'Id', title: t('impersonation.columns.id'), width: 140 },
    { key: 'name', dataIndex: 'FullName', title: t('impersonation.columns.fullName') },
    { key: 'unit', dataIndex: 'Unit', title: t('impersonation.columns.unit'), responsive: ['md'] },
  ]

  return (
    <Flex vertical gap="small">
      <Input.Search
        aria-label={t('impersonation.search')}
        placeholder={t('impersonation.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        allowClear
      />
      {query.isError ? <Alert type="error" showIcon title={t('impersonation.loadFailed')} /> : null}
      <Table<ImpersonationCandidate>
        size="small"
        rowKey="Id"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (_keys, rows) => {
            if (rows[0]) onSelect(rows[0])
          },
          getCheckboxProps: (row) => ({ 'aria-label': `${t('impersonation.select')}: ${row.FullName}` }),
        }}
        onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => t('impersonation.total', { count: total }),
        }}
        scroll={{ x: true }}
      />
    </Flex>
  )
}
