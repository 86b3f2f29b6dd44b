/**
 * The people without a Moodle user (issue 20, Moodle user sync): server-side pages, a name/e-mail filter,
 * selection, and creating the selected users in Moodle after a confirmation (the answer per person). On the
 * shared data table (issue 36).
 */
import type { MoodleUnlinked } from '@unacs/contracts'
import { App, Button, Flex, Popconfirm, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useSelection } from '../../../shared/data-table/use-selection.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { useCreateMoodleUsers, useUnlinked } from '../api/moodle.ts'

/** The unlinked people's table with the create action. */
export function UnlinkedTable() {
  const { t } = useTranslation('moodle')
  const { message } = App.useApp()
  const paging = usePaging()
  const { filter, patch } = useTableFilter<{ q?: string }>({}, paging)
  const selection = useSelection<MoodleUnlinked>()
  const selected = selection.selected
  const query = useUnlinked(paging.page, paging.pageSize, filter.q ?? '')
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
      selection.clear()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <FilterBar
        filter={filter}
        onChange={patch}
        fields={[field.search('q', t('unlinked.search'), { width: 'min(100%, 320px)' })]}
      >
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
      </FilterBar>
      <DataTable<MoodleUnlinked>
        rowKey="PersonId"
        query={query}
        paging={paging}
        retry={false}
        showTotal={(n) => t('total', { count: n })}
        region={{ label: t('unlinked.title'), minWidth: 640 }}
        emptyText={t('unlinked.empty')}
        selection={selection.rowSelection((r) => t('unlinked.select', { name: r.FullName }))}
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
    </Flex>
  )
}
