/**
 * A staff member's record for Human Resources (component key `PersonnelDetail`, route
 * ik/personel/:registryNo; spec §3 "Personnel"): the three tabs, all read-only. Unknown registry numbers
 * show the server's "not found" message.
 */
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Alert, Card, Flex, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { usePersonnel } from '../api/get-personnel.ts'
import { PersonnelRecordTabs } from '../components/PersonnelRecordTabs.tsx'
import { RecordHeader } from '../components/RecordHeader.tsx'

/** The HR read-only personnel record page. */
export function PersonnelDetailPage() {
  const { t } = useTranslation('personnel')
  const { params } = usePageContext()
  const record = usePersonnel(params.registryNo)
  const back = (
    <ButtonLink to="/ik/personel-arama" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('detail.back')}
    </ButtonLink>
  )

  if (record.isError) {
    const notFound = record.error instanceof ApiError && record.error.status === 404
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('detail.notFound') : t('loadFailed')}
        extra={back}
      />
    )
  }
  if (!record.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    )
  }
  return (
    <Flex vertical gap="middle">
      <Flex>{back}</Flex>
      <Alert type="info" showIcon title={t('detail.hrView')} />
      <Card>
        <Flex vertical gap="small">
          <RecordHeader record={record.data} />
          <PersonnelRecordTabs record={record.data} editable={false} />
        </Flex>
      </Card>
    </Flex>
  )
}
