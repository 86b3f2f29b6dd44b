/**
 * The student's certificate requests (issue 20 § Certificate requests): type, subject, purpose, language,
 * date, state (with the registrar's reason when rejected), the verification code and the download of an
 * approved certificate, inside the shared scroll region for narrow screens.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { StudentCertificate } from '@unacs/contracts'
import { App, Button, Empty, Flex, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { downloadCertificate } from '../api/certificates.ts'

/** Colour of each state's tag. */
export const STATUS_COLORS: Record<StudentCertificate['Status'], string> = {
  requested: 'blue',
  approved: 'green',
  rejected: 'red',
}

/** Props: the requests and whether they are loading. */
export interface CertificateTableProps {
  items: StudentCertificate[]
  loading: boolean
}

/** The requests table. */
export function CertificateTable({ items, loading }: CertificateTableProps) {
  const { t, i18n } = useTranslation('certificates')
  const { message } = App.useApp()
  const [busy, setBusy] = useState<number | null>(null)
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  })

  const onDownload = async (id: number) => {
    setBusy(id)
    try {
      await downloadCertificate(id)
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('downloadFailed'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <ScrollRegion label={t('title')}>
      <Table<StudentCertificate>
        rowKey="Id"
        size="middle"
        loading={loading}
        dataSource={items}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          {
            title: t('columns.kind'),
            dataIndex: 'Kind',
            render: (k: StudentCertificate['Kind']) => t(`kind.${k}`),
          },
          { title: t('columns.subject'), dataIndex: 'Subject' },
          { title: t('columns.purpose'), dataIndex: 'Purpose' },
          {
            title: t('columns.language'),
            dataIndex: 'Language',
            render: (l: 'tr' | 'en') => t(`language.${l}`),
          },
          {
            title: t('columns.requestedAt'),
            dataIndex: 'RequestedAt',
            render: (v: string) => format.format(new Date(v)),
          },
          {
            title: t('columns.status'),
            key: 'status',
            render: (_, c) => (
              <Flex vertical gap={2}>
                <Tag color={STATUS_COLORS[c.Status]}>{t(`status.${c.Status}`)}</Tag>
                {c.RejectionReason ? (
                  <span>
                    {t('rejectionReason')}: {c.RejectionReason}
                  </span>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('columns.code'),
            dataIndex: 'VerificationCode',
            render: (code: string | null) =>
              code ? (
                <Typography.Text code copyable>
                  {code}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, c) =>
              c.Status === 'approved' ? (
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  loading={busy === c.Id}
                  onClick={() => onDownload(c.Id)}
                >
                  {t('download')}
                </Button>
              ) : null,
          },
        ]}
      />
    </ScrollRegion>
  )
}
