/**
 * The correction worklist (issue 35 "Corrections"): differences the registrar accepted, to enter in YÖKSİS's
 * own screens (there is no write service). Filtered by state, downloaded as XLSX with YÖKSİS's field names; the
 * registrar marks entered ones, and the next comparison covering the person verifies them.
 */
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons'
import type { WorklistItem, WorklistState } from '@unacs/contracts'
import { Alert, App, Badge, Button, Empty, Flex, Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { exportWorklist, useMarkEntered, useWorklist } from '../api/worklist.ts'

const STATE_STATUS = { open: 'warning', entered: 'processing', verified: 'success' } as const

/** The worklist with its state filter, export and "entered" action. */
export function WorklistTable() {
  const { t } = useTranslation('yoksis')
  const { message } = App.useApp()
  const [state, setState] = useState<WorklistState | null>('open')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const [selected, setSelected] = useState<number[]>([])
  const query = useWorklist(state, page, pageSize)
  const mark = useMarkEntered()

  const entered = async () => {
    try {
      const { Count } = await mark.mutateAsync(selected)
      message.success(t('worklist.markedEntered', { count: Count }))
      setSelected([])
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('worklist.failed'))
    }
  }
  const download = async () => {
    try {
      await exportWorklist(state)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('worklist.intro')}</Typography.Paragraph>
      <Space wrap>
        <Select
          aria-label={t('worklist.stateFilter')}
          style={{ width: 200 }}
          value={state ?? 'all'}
          onChange={(v: WorklistState | 'all') => {
            setState(v === 'all' ? null : v)
            setPage(1)
          }}
          options={[
            { value: 'all', label: t('worklist.all') },
            ...(['open', 'entered', 'verified'] as const).map((s) => ({
              value: s,
              label: t(`worklist.state.${s}`),
            })),
          ]}
        />
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('worklist.export')}
        </Button>
        <Button
          icon={<CheckOutlined />}
          disabled={selected.length === 0}
          loading={mark.isPending}
          onClick={entered}
        >
          {t('worklist.markEntered', { count: selected.length })}
        </Button>
      </Space>
      {query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={t('worklist.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<WorklistItem>
            rowKey="Id"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            style={{ minWidth: 980 }}
            locale={{ emptyText: <Empty description={t('worklist.empty')} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (r) => ({
                disabled: r.State !== 'open',
                'aria-label': t('worklist.select', { name: r.FullName }),
              }),
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
              {
                title: t('col.student'),
                key: 'student',
                width: 230,
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{r.FullName}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[r.StudentNo, r.NationalId, r.ProgrammeCode].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('worklist.yoksisField'),
                key: 'field',
                width: 240,
                render: (_: unknown, r) => <code>{r.YoksisField ?? t(`kind.${r.Kind}`)}</code>,
              },
              {
                title: t('col.theirs'),
                dataIndex: 'Theirs',
                width: 150,
                render: (v: string | null) => v ?? '—',
              },
              {
                title: t('worklist.toEnter'),
                dataIndex: 'Ours',
                width: 150,
                render: (v: string | null) => v ?? '—',
              },
              {
                title: t('worklist.stateCol'),
                key: 'state',
                width: 170,
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <Badge status={STATE_STATUS[r.State]} text={t(`worklist.state.${r.State}`)} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {showDateTime(r.VerifiedAt ?? r.EnteredAt ?? r.CreatedAt)}
                    </Typography.Text>
                  </Space>
                ),
              },
            ]}
          />
        </section>
      )}
    </Flex>
  )
}
