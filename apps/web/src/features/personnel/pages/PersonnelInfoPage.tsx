/**
 * "My personnel information" (component key `PersonnelInfo`, route personel/bilgilerim; spec §3
 * "Personnel"; issue "Staff self-service" § Personnel information): the signed-in staff member's record in
 * three tabs; identity and duty read-only, contact editable.
 */
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useMyRecord } from '../api/get-my-record.ts'
import { PersonnelRecordTabs } from '../components/PersonnelRecordTabs.tsx'
import { RecordHeader } from '../components/RecordHeader.tsx'

/** The own personnel record page. */
export function PersonnelInfoPage() {
  const { t } = useTranslation('personnel')
  const record = useMyRecord()

  if (record.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    )
  }
  if (record.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={record.error instanceof ApiError ? record.error.message : t('loadFailed')}
        action={<Button onClick={() => record.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card>
        <Flex vertical gap="small">
          <RecordHeader record={record.data} />
          <PersonnelRecordTabs record={record.data} editable />
        </Flex>
      </Card>
    </Flex>
  )
}
