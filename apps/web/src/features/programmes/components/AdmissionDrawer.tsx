/**
 * A programme's admission figures for the guide (issue 19 "Admission data for the guide"), opened from the
 * programme versions page: the years newest first with score type, quota, placed count and the min and max
 * placement scores; add a year, edit one, delete one (confirmed). 409/422 answers show the server's message.
 */
import type { AdmissionRow } from '@unacs/contracts'
import { Alert, App, Button, Drawer, Empty, Popconfirm, Space, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useAdmissions, useAdmissionWrite } from '../api/admissions.ts'
import { AdmissionForm } from './AdmissionForm.tsx'

/** Props: the programme shown (null: closed) and the close callback. */
export interface AdmissionDrawerProps {
  programme: { ProgrammeId: number; Code: string; Name: string } | null
  onClose: () => void
}

/** The drawer of a programme's admission figures. */
export function AdmissionDrawer({ programme, onClose }: AdmissionDrawerProps) {
  const { t, i18n } = useTranslation('programmes')
  const { message } = App.useApp()
  const q = useAdmissions(programme?.ProgrammeId ?? null)
  const { remove } = useAdmissionWrite()
  const [editing, setEditing] = useState<AdmissionRow | 'new' | null>(null)
  const score = (v: number | null) =>
    v === null ? '—' : v.toLocaleString(i18n.language, { maximumFractionDigits: 5 })

  return (
    <Drawer
      open={programme !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={programme ? t('admissions.title', { name: `${programme.Code} ${programme.Name}` }) : ''}
      extra={
        <Button type="primary" disabled={!q.data} onClick={() => setEditing('new')}>
          {t('admissions.addYear')}
        </Button>
      }
    >
      {q.isError ? (
        <Alert type="error" showIcon title={q.error instanceof ApiError ? q.error.message : t('failed')} />
      ) : (
        <Table<AdmissionRow>
          rowKey="Year"
          size="small"
          loading={q.isFetching}
          dataSource={q.data?.Rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('admissions.empty')} /> }}
          columns={[
            { title: t('guide.year'), dataIndex: 'Year' },
            { title: t('guide.scoreType'), dataIndex: 'ScoreType' },
            { title: t('guide.quota'), dataIndex: 'Quota', align: 'right' },
            { title: t('guide.placed'), dataIndex: 'Placed', align: 'right' },
            { title: t('guide.minScore'), dataIndex: 'MinScore', align: 'right', render: score },
            { title: t('guide.maxScore'), dataIndex: 'MaxScore', align: 'right', render: score },
            {
              title: t('col.actions'),
              key: 'actions',
              render: (_, r) => (
                <Space size="small">
                  <Button
                    size="small"
                    aria-label={`${t('action.edit')} ${r.Year}`}
                    onClick={() => setEditing(r)}
                  >
                    {t('action.edit')}
                  </Button>
                  <Popconfirm
                    title={t('admissions.confirmDelete', { year: r.Year })}
                    okText={t('action.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('action.cancel')}
                    onConfirm={() =>
                      programme &&
                      remove.mutate(
                        { ProgrammeId: programme.ProgrammeId, Year: r.Year, Version: r.Version },
                        {
                          onSuccess: () => message.success(t('admissions.deleted')),
                          onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
                        },
                      )
                    }
                  >
                    <Button size="small" danger aria-label={`${t('action.delete')} ${r.Year}`}>
                      {t('action.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing !== null && q.data && (
        <AdmissionForm
          list={q.data}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  )
}
