/**
 * The student's document requests (spec §3 "Document": name, language, creation date, status; §1 download
 * and delete): a status tag (requested, created, display ended), the verification code, a download button
 * and a delete that asks for confirmation first.
 */
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import type { StudentDocument } from '@unacs/contracts'
import { App, Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { useDeleteDocument } from '../api/delete-document.ts'
import { downloadDocument } from '../api/download-document.ts'

/** Props: the requests and whether they are loading. */
export interface DocumentTableProps {
  documents: StudentDocument[]
  loading: boolean
}

/** The requests table. */
export function DocumentTable({ documents, loading }: DocumentTableProps) {
  const { t, i18n } = useTranslation('documents')
  const actionsFixed = useRowActionsFixed()
  const { message } = App.useApp()
  const remove = useDeleteDocument()
  const [downloading, setDownloading] = useState<number | null>(null)
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  })
  const when = (v: string | null) => (v ? format.format(new Date(v)) : '—')

  const onDownload = async (id: number) => {
    setDownloading(id)
    try {
      await downloadDocument(id)
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('downloadFailed'))
    } finally {
      setDownloading(null)
    }
  }
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => message.success(t('deleted')),
      onError: (error) => message.error(error instanceof ApiError ? error.message : t('deleteFailed')),
    })

  const statusOf = (d: StudentDocument) => {
    if (d.Status === 'requested') return <Tag color="blue">{t('status.requested')}</Tag>
    if (d.Status === 'preparing') return <Tag color="gold">{t('status.preparing')}</Tag>
    if (d.Status === 'rejected')
      return (
        <span>
          <Tag color="red">{t('status.rejected')}</Tag> {t('rejectionReason')}: {d.RejectionReason}
        </span>
      )
    if (d.DisplayUntil && new Date(d.DisplayUntil).getTime() < Date.now())
      return <Tag>{t('status.displayEnded')}</Tag>
    return <Tag color="green">{t('status.created')}</Tag>
  }

  const columns: ColumnsType<StudentDocument> = [
    { title: t('columns.name'), dataIndex: 'Kind', render: (k: StudentDocument['Kind']) => t(`kind.${k}`) },
    { title: t('columns.language'), dataIndex: 'Language', render: (l: 'tr' | 'en') => t(`language.${l}`) },
    { title: t('columns.requestedAt'), dataIndex: 'RequestedAt', render: when },
    { title: t('columns.createdAt'), dataIndex: 'CreatedAt', render: when },
    { title: t('columns.status'), key: 'status', render: (_, d) => statusOf(d) },
    { title: t('columns.displayUntil'), dataIndex: 'DisplayUntil', render: when },
    {
      title: t('columns.code'),
      dataIndex: 'VerificationCode',
      render: (c: string | null) =>
        c ? (
          <Typography.Text code copyable>
            {c}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: actionsFixed,
      render: (_, d) => (
        <Space wrap>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            disabled={d.Status !== 'created'}
            loading={downloading === d.Id}
            onClick={() => onDownload(d.Id)}
          >
            {t('download')}
          </Button>
          <Popconfirm
            title={t('confirmDelete.title')}
            description={t('confirmDelete.description', { name: t(`kind.${d.Kind}`) })}
            okText={t('confirmDelete.ok')}
            cancelText={t('confirmDelete.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => onDelete(d.Id)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]

  return (
    <Table<StudentDocument>
      rowKey="Id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={documents}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
    />
  )
}
