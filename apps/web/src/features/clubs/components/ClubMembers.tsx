/**
 * A club's members for its advisor or president (issue 21 § Clubs "the club's … advisor … sees members"):
 * a server-paged table searchable by name or student number, with the programme and joining date; the
 * president is marked.
 */
import type { ClubMember } from '@unacs/contracts'
import { Alert, Button, Flex, Input, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useClubMembers } from '../api/club-members.ts'

/** Props: the club whose members are listed. */
export function ClubMembers({ clubId }: { clubId: number }) {
  const { t, i18n } = useTranslation('clubs')
  const [q, setQ] = useState({ page: 1, pageSize: 20, search: '' })
  const members = useClubMembers({ ClubId: clubId, ...q }, i18n.language)
  if (members.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={members.error.message}
        action={<Button onClick={() => members.refetch()}>{t('retry')}</Button>}
      />
    )
  return (
    <Flex vertical gap="small">
      <Input.Search
        allowClear
        aria-label={t('memberSearch')}
        placeholder={t('memberSearch')}
        style={{ maxWidth: 320 }}
        onSearch={(search) => setQ((old) => ({ ...old, page: 1, search: search.trim() }))}
      />
      <Table<ClubMember>
        rowKey="StudentNo"
        size="small"
        loading={members.isFetching}
        dataSource={members.data?.items}
        locale={{ emptyText: t('membersEmpty') }}
        pagination={{
          current: q.page,
          pageSize: q.pageSize,
          total: members.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('memberTotal', { count: total }),
          onChange: (page) => setQ((old) => ({ ...old, page })),
        }}
        columns={[
          { title: t('studentNo'), dataIndex: 'StudentNo' },
          {
            title: t('student'),
            render: (_, m) => (
              <>
                {m.FullName} {m.IsPresident ? <Tag>{t('statusPresident')}</Tag> : null}
              </>
            ),
          },
          // Narrow screens show number and name only (no horizontally scrolled box).
          { title: t('programme'), dataIndex: 'Programme', responsive: ['md' as const] },
          {
            title: t('joinedAt'),
            responsive: ['sm' as const],
            render: (_, m) => showDate(m.JoinedAt),
          },
        ]}
      />
    </Flex>
  )
}
