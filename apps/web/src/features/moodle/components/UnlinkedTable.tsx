/**
 * The people without a Moodle user (issue 20, Moodle user sync): server-side pages, a name/e-mail filter,
 * selection, and creating the selected users in Moodle after a confirmation (the answer per person).
 */
import type { MoodleUnlinked } from '@unacs/contracts'
import { Alert, App, Button, Empty, Flex, Input, Popconfirm, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useCreateMoodleUsers, useUnlinked } from '../api/moodle.ts'

/** The unlinked people's table with the create action. */
export function UnlinkedTable() {
  const { t } = useTranslation('moodle')
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [q, setQ] = useState('')
  const [selected, setSelected] = useState<number[]>([])
  const query = useUnlinked(page, pageSize, q)
  const create = useCreateMoodleUsers()

  const run = async () => {
    try {
      const results = await create.mutateAsync(selected)
      message.success(
        t('unlinked.done', {
          created: results.filter((r) => r.State === 'created').length,
          linked: results.filter((r) => r.State !== 'created').length,
        }),
      )
      setSelected([])
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          aria-label={t('unlinked.search')}
          placeholder={t('unlinked.search')}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setQ(v.trim())
            setPage(1)
          }}
        />
        <Popconfirm
          title={t('unlinked.confirmTitle')}
          description={t('unlinked.confirm', { count: selected.length })}
          okText={t('unlinked.create')}
          cancelText={t('cancel')}
          onConfirm={run}
          disabled={selected.length === 0}
        >
          <Button type="primary" disabled={selected.length === 0} loading={create.isPending}>
            {t('unlinked.createSelected', { count: selected.length })}
          </Button>
        </Popconfirm>
      </Flex>
      {query.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} description={query.error.message} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={t('unlinked.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<MoodleUnlinked>
            rowKey="PersonId"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            style={{ minWidth: 640 }}
            locale={{ emptyText: <Empty description={t('unlinked.empty')} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (r) => ({ 'aria-label': t('unlinked.select', { name: r.FullName }) }),
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
              { title: t('col.fullName'), dataIndex: 'FullName', width: 200 },
              {
                title: t('col.kind'),
                dataIndex: 'Kind',
                width: 110,
                render: (k: MoodleUnlinked['Kind']) => <Tag>{t(`kind.${k}`)}</Tag>,
              },
              { title: t('col.username'), dataIndex: 'Username', width: 160 },
              { title: t('col.email'), dataIndex: 'Email' },
            ]}
          />
        </section>
      )}
    </Flex>
  )
}
