/**
 * Pending applications of the clubs the caller presides over or advises (issue 21 § Clubs "the club's
 * president or advisor approves"): approve, or reject after confirmation. Hidden when there are none to decide.
 */
import type { ClubApplication } from '@unacs/contracts'
import { App, Button, Card, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useDecideApplication } from '../api/decide-application.ts'
import { usePendingApplications } from '../api/pending-applications.ts'

/** The decisions card. */
export function PendingApplications() {
  const { t, i18n } = useTranslation('clubs')
  const { message, modal } = App.useApp()
  const pending = usePendingApplications(i18n.language)
  const decide = useDecideApplication()
  if (!pending.data || pending.data.length === 0) return null

  const send = (id: number, approve: boolean) =>
    decide
      .mutateAsync({ ApplicationId: id, Approve: approve })
      .catch((err: Error) => message.error(err.message))

  return (
    <Card title={t('decisions')}>
      <Table<ClubApplication>
        rowKey="Id"
        size="small"
        dataSource={pending.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 600 }}
        columns={[
          { title: t('name'), dataIndex: 'ClubName' },
          { title: t('student'), render: (_, a) => `${a.StudentNo} ${a.FullName}` },
          { title: t('note'), dataIndex: 'Note' },
          { title: t('appliedAt'), render: (_, a) => showDate(a.AppliedAt) },
          {
            title: t('actions'),
            render: (_, a) => (
              <Space size="small">
                <Button size="small" type="primary" onClick={() => send(a.Id, true)}>
                  {t('approve')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    modal.confirm({
                      title: t('confirmReject'),
                      okButtonProps: { danger: true },
                      onOk: () => send(a.Id, false),
                    })
                  }
                >
                  {t('reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  )
}
