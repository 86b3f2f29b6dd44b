/**
 * /applications (route Basvurular, component key `Applications`; spec §2): the guest's applications with
 * application number, position, status and last step; continue a draft or open the summary.
 */
import { FileAddOutlined } from '@ant-design/icons'
import type { ApplicationListItem } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useApplications } from '../api/list-applications.ts'
import { positionLine, stepName } from '../components/labels.ts'

/** The guest's applications list. */
export function ApplicationsPage() {
  const { t } = useTranslation('applications')
  const list = useApplications()

  return (
    <Flex vertical gap="large">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
        {t('list.title')}
      </Typography.Title>
      <Card
        title={t('list.cardTitle')}
        extra={
          <ButtonLink to="/application" type="primary" icon={<FileAddOutlined aria-hidden />}>
            {t('list.new')}
          </ButtonLink>
        }
      >
        {list.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
        <Table<ApplicationListItem>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 940 }}
          locale={{ emptyText: <Empty description={t('list.empty')} /> }}
          columns={[
            { title: t('list.applicationNo'), dataIndex: 'applicationNo', width: 120 },
            { title: t('list.position'), key: 'position', width: 300, render: (_, a) => positionLine(t, a) },
            {
              title: t('list.status'),
              dataIndex: 'status',
              width: 130,
              render: (s: ApplicationListItem['status']) => (
                <Tag color={s === 'finalised' ? 'green' : 'gold'}>{t(`status.${s}`)}</Tag>
              ),
            },
            {
              title: t('list.lastStep'),
              dataIndex: 'lastStep',
              width: 170,
              render: (n: number) => stepName(t, n),
            },
            {
              title: t('list.actions'),
              key: 'actions',
              width: 220,
              render: (_, a) => (
                <Flex gap="small" wrap>
                  {a.status === 'draft' ? (
                    <ButtonLink to={`/application?id=${a.id}`} size="small" type="primary">
                      {t('list.continue')}
                    </ButtonLink>
                  ) : null}
                  <ButtonLink to={`/application-summary?id=${a.id}`} size="small">
                    {t('list.summary')}
                  </ButtonLink>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
