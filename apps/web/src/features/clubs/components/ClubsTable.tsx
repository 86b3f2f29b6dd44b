/**
 * The club list (issue 21 § Clubs "club list with advisors and presidents"): server-paged with a search;
 * `action` renders the last column (apply for students, edit for the student centre).
 */
import type { Club } from '@unacs/contracts'
import { Alert, Input, Table, Tag } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClubs } from '../api/list-clubs.ts'

const STATUS_KEYS = {
  none: 'statusNone',
  pending: 'statusPending',
  member: 'statusMember',
  president: 'statusPresident',
  rejected: 'statusRejected',
} as const

/** The table; `showStatus` adds the caller's standing. */
export function ClubsTable(props: { action: (club: Club) => ReactNode; showStatus: boolean }) {
  const { t, i18n } = useTranslation('clubs')
  const [page, setPage] = useState({ page: 1, pageSize: 20 })
  const [search, setSearch] = useState('')
  const query = useClubs({ ...page, search }, i18n.language)
  return (
    <>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('search')}
        allowClear
        maxLength={100}
        onSearch={(v) => (setSearch(v), setPage({ ...page, page: 1 }))}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
      ) : (
        <Table<Club>
          rowKey="Id"
          loading={query.isFetching}
          dataSource={query.data?.items ?? []}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: query.data?.total ?? 0,
            onChange: (p, s) => setPage({ page: p, pageSize: s }),
          }}
          columns={[
            { title: t('name'), dataIndex: 'Name' },
            { title: t('advisor'), dataIndex: 'AdvisorName' },
            { title: t('president'), render: (_, c) => c.PresidentName ?? '—' },
            { title: t('members'), dataIndex: 'MemberCount', align: 'right' },
            ...(props.showStatus
              ? [
                  {
                    title: t('status'),
                    render: (_: unknown, c: Club) =>
                      c.MyStatus === 'none' ? '—' : <Tag>{t(STATUS_KEYS[c.MyStatus])}</Tag>,
                  },
                ]
              : [{ title: t('pending'), dataIndex: 'PendingCount', align: 'right' as const }]),
            { title: t('actions'), render: (_: unknown, c: Club) => props.action(c) },
          ]}
        />
      )}
    </>
  )
}
