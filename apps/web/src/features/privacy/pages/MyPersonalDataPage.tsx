/**
 * My personal data (component key `MyPersonalData`, menu kisisel-verilerim; issue 39, KVKK Art. 11), for every
 * signed-in student and staff member: the categories of data the portal holds with their purposes and legal
 * bases, the transfers to outside systems with dates, who on the staff read the data and when, the export of
 * everything (a ZIP built in the background) and the requests to the data controller with their answers.
 * `GuestPersonalDataPage` is the same page for a guest applicant (route /guest-personal-data in the guest layout):
 * their categories, the committee's and HR's reads of their application, their export and their requests through
 * the guest calls (docs/decisions.md "My personal data for guests").
 */
import type { AccessRecord, DataCategory, DataTransfer } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMyDataOverview } from '../api/my-data-api.ts'
import { ExportCard } from '../components/ExportCard.tsx'
import { MyRequestsCard } from '../components/MyRequestsCard.tsx'

/** The page for a guest applicant (the guest layout's "My personal data"). */
export function GuestPersonalDataPage() {
  return <MyPersonalDataPage guest />
}

/** The page; `guest` for a guest applicant (the guest calls). */
export function MyPersonalDataPage({ guest = false }: { guest?: boolean }) {
  const { t, i18n } = useTranslation('privacy')
  const overview = useMyDataOverview(guest)
  const locale = i18n.language === 'en' ? 'en-GB' : 'tr-TR'
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { timeZone: 'Europe/Istanbul' })
  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'Europe/Istanbul' })

  if (overview.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={overview.error.message}
        action={<Button onClick={() => overview.refetch()}>{t('retry')}</Button>}
      />
    )
  const data = overview.data
  return (
    <Flex vertical gap="large">
      <Card title={t('mine.title')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t(guest ? 'mine.guestIntro' : 'mine.intro')}
        </Typography.Paragraph>
      </Card>
      {!data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Card title={t('mine.categories.title')}>
            <Table<DataCategory>
              rowKey="Key"
              size="small"
              pagination={false}
              dataSource={data.Categories}
              scroll={{ x: 720 }}
              columns={[
                { title: t('mine.categories.name'), dataIndex: 'Name', width: 200 },
                { title: t('mine.categories.purpose'), dataIndex: 'Purpose', width: 260 },
                { title: t('mine.categories.basis'), dataIndex: 'LegalBasis', width: 260 },
                { title: t('mine.categories.records'), dataIndex: 'Records', width: 90, align: 'right' },
              ]}
            />
          </Card>
          <Card title={t('mine.transfers.title')}>
            <Table<DataTransfer>
              rowKey={(r) => `${r.System}-${r.At}-${r.What}`}
              size="small"
              dataSource={data.Transfers}
              pagination={data.Transfers.length > 10 ? { pageSize: 10 } : false}
              scroll={data.Transfers.length ? { x: 600 } : undefined}
              locale={{ emptyText: <Empty description={t('mine.transfers.empty')} /> }}
              columns={[
                { title: t('mine.transfers.at'), dataIndex: 'At', width: 170, render: when },
                { title: t('mine.transfers.system'), dataIndex: 'SystemName', width: 170 },
                { title: t('mine.transfers.what'), dataIndex: 'What' },
              ]}
            />
          </Card>
          <Card title={t('mine.reads.title')}>
            <Table<AccessRecord>
              rowKey="Id"
              size="small"
              dataSource={data.Reads}
              pagination={data.Reads.length > 10 ? { pageSize: 10 } : false}
              scroll={data.Reads.length ? { x: 640 } : undefined}
              locale={{ emptyText: <Empty description={t('mine.reads.empty')} /> }}
              columns={[
                { title: t('access.col.at'), dataIndex: 'At', width: 170, render: when },
                { title: t('access.col.reader'), dataIndex: 'Reader', width: 180 },
                { title: t('access.col.role'), dataIndex: 'ReaderRole', width: 160 },
                { title: t('access.col.kind'), dataIndex: 'KindName', width: 200 },
              ]}
            />
          </Card>
          <ExportCard last={data.LastExport} when={when} guest={guest} />
        </>
      )}
      <MyRequestsCard when={when} day={day} guest={guest} />
    </Flex>
  )
}
