/**
 * My documents (component key `StudentDocuments`; issue 5 § Documents; spec §1 "Student documents with
 * request, download and delete", §4): the request form and the requests with download and delete. A studentship
 * that is not active (a graduate's) is told it gets no student certificate (issue 24).
 */
import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { forActiveStudents } from '../../../shared/home/home-card.ts'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useDocuments } from '../api/list-documents.ts'
import { DocumentTable } from '../components/DocumentTable.tsx'
import { RequestDocumentForm } from '../components/RequestDocumentForm.tsx'

/** The student's documents page. */
export function StudentDocumentsPage() {
  const { t } = useTranslation('documents')
  const query = useDocuments()
  const user = useSessionUser()
  const active = user ? forActiveStudents(user) : true
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t(active ? 'intro' : 'introInactive')}
      </Typography.Paragraph>
      <Card title={t('request.title')}>
        <RequestDocumentForm />
      </Card>
      <Card title={t('title')}>
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={query.error.message}
            action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <DocumentTable documents={query.data ?? []} loading={query.isPending} />
        )}
      </Card>
    </Flex>
  )
}
