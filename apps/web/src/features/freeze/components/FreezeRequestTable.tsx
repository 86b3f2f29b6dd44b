/**
 * Freeze requests as a table (spec §3: request date, status, approval end date, processor, reason) for the
 * student's own list (withdraw a pending one, after confirmation) or the registrar's history drawer.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { FreezeRequest } from '@unacs/contracts'
import { App, Button, Empty, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { downloadFreezeFile } from '../api/download-freeze-file.ts'
import { useWithdrawFreezeRequest } from '../api/withdraw-freeze-request.ts'
import { FreezeStatusTag } from './FreezeStatusTag.tsx'

/** Shared columns: date, terms, reason, status, approval end date, processor, answer, document. */
export function useFreezeColumns(): TableColumnsType<FreezeRequest> {
  const { t } = useTranslation('freeze')
  const { message } = App.useApp()
  return [
    {
      title: t('table.requestDate'),
      dataIndex: 'RequestDate',
      render: (v: string) => showDate(v),
    },
    {
      title: t('table.terms'),
      dataIndex: 'Terms',
      render: (terms: FreezeRequest['Terms']) =>
        terms.map((x) => (
          <Tag key={x.Code} style={{ marginBottom: 2 }}>
            {x.Name}
          </Tag>
        )),
    },
    {
      title: t('table.reason'),
      dataIndex: 'Reason',
      render: (v: FreezeRequest['Reason']) => t(`reason.${v}`),
    },
    {
      title: t('table.status'),
      dataIndex: 'Status',
      render: (v: FreezeRequest['Status']) => <FreezeStatusTag status={v} />,
    },
    {
      title: t('table.approvalEnd'),
      dataIndex: 'ApprovalEndDate',
      render: (v: string) => showDate(v),
    },
    { title: t('table.processor'), dataIndex: 'ProcessorName', render: (v: string | null) => v ?? '—' },
    { title: t('table.answer'), dataIndex: 'Answer', render: (v: string | null) => v ?? '—' },
    {
      title: t('table.document'),
      dataIndex: 'FileName',
      render: (v: string | null, r) =>
        v ? (
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => downloadFreezeFile(r.Id, v).catch((e: Error) => message.error(e.message))}
          >
            {v}
          </Button>
        ) : (
          '—'
        ),
    },
  ]
}

/** The requests; with `withdraw` a pending row offers withdrawal after a confirmation. */
export function FreezeRequestTable(props: {
  requests: FreezeRequest[]
  loading?: boolean
  withdraw?: boolean
}) {
  const { t } = useTranslation('freeze')
  const { message } = App.useApp()
  const withdraw = useWithdrawFreezeRequest()
  const columns = useFreezeColumns()
  if (!props.loading && props.requests.length === 0) {
    return <Empty description={<Typography.Text>{t('table.empty')}</Typography.Text>} />
  }
  // The scrolling box is focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('table.region')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<FreezeRequest>
        size="small"
        rowKey="Id"
        loading={props.loading}
        dataSource={props.requests}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('table.empty') }}
        columns={[
          ...columns,
          ...(props.withdraw
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, r: FreezeRequest) =>
                    r.Status === 'pending' ? (
                      <Popconfirm
                        title={t('withdraw.confirm')}
                        okText={t('withdraw.ok')}
                        cancelText={t('common.cancel')}
                        onConfirm={() =>
                          withdraw.mutateAsync(r.Id).then(
                            () => message.success(t('withdraw.done')),
                            (e: Error) => message.error(e.message),
                          )
                        }
                      >
                        <Button size="small">{t('withdraw.button')}</Button>
                      </Popconfirm>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </section>
  )
}
