/**
 * My certificate requests (component key `CertificateRequests`, ogrenci/sertifika-talepleri; issue 20 §
 * Certificate requests): the request form over the eligible subjects and the requests with their states
 * and the download of approved certificates.
 */
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCertificateOptions, useMyCertificates } from '../api/certificates.ts'
import { CertificateTable } from '../components/CertificateTable.tsx'
import { RequestCertificateForm } from '../components/RequestCertificateForm.tsx'

/** The student's certificate requests page. */
export function CertificateRequestsPage() {
  const { t } = useTranslation('certificates')
  const options = useCertificateOptions()
  const mine = useMyCertificates()
  const failed = (error: Error, retry: () => void) => (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      action={<Button onClick={retry}>{t('retry')}</Button>}
    />
  )
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card title={t('request.title')}>
        {options.isError ? (
          failed(options.error, () => options.refetch())
        ) : options.isPending ? (
          <Skeleton active />
        ) : (
          <RequestCertificateForm options={options.data} />
        )}
      </Card>
      <Card title={t('title')}>
        {mine.isError ? (
          failed(mine.error, () => mine.refetch())
        ) : (
          <CertificateTable items={mine.data ?? []} loading={mine.isPending} />
        )}
      </Card>
    </Flex>
  )
}
