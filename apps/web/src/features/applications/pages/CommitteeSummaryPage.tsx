/**
 * An application as the committee sees it (component key `AcademicApplicationSummary`, route
 * juri/basvuru-ozet/:applicationId; issue 9 § Evaluation): the declaration of no conflict first, then the
 * summary with its files and PDF, and the evaluation panel (opinion, opinions, finish).
 */
import { ArrowLeftOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons'
import { Alert, App, Button, Flex, Popconfirm, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useDeclareNoConflict } from '../api/evaluation-actions.ts'
import { useApplicationSummary } from '../api/get-application-summary.ts'
import { useEvaluationDetail } from '../api/get-evaluation-detail.ts'
import { openFile } from '../api/open-file.ts'
import { EvaluationPanel } from '../components/EvaluationPanel.tsx'
import { errorText } from '../components/form-helpers.ts'
import { SummaryView } from '../components/SummaryView.tsx'

/** The committee's view of one application. */
export function CommitteeSummaryPage() {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const user = useSessionUser()
  const raw = Number(usePageContext().params.applicationId)
  const id = Number.isInteger(raw) && raw > 0 ? raw : null
  const detail = useEvaluationDetail(id)
  const declared = detail.data?.noConflictDeclared === true
  const summary = useApplicationSummary('committee', id, declared)
  const declare = useDeclareNoConflict()
  const open = (path: string, name: string) =>
    openFile(path, name).catch((e) => message.error(errorText(e, t('files.failed'))))

  if (id === null || detail.isError) return <Result status="404" title={t('form.notFound')} />
  if (detail.isLoading || !detail.data) return <Spin size="large" />
  const back = (
    <Button
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={() => navigate('/juri/degerlendirme')}
      className="no-print"
    >
      {t('evaluation.back')}
    </Button>
  )
  if (!declared) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert
          type="warning"
          showIcon
          title={t('evaluation.declareTitle')}
          description={t('evaluation.declareFirst')}
        />
        <Popconfirm
          title={t('evaluation.declareTitle')}
          okText={t('evaluation.declareOk')}
          cancelText={t('cancel')}
          onConfirm={() =>
            declare.mutate(id, { onError: (e) => message.error(errorText(e, t('saveFailed'))) })
          }
        >
          <Button type="primary" loading={declare.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('evaluation.declare')}
          </Button>
        </Popconfirm>
      </Flex>
    )
  }
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        {back}
        <Flex gap="small" className="no-print">
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('summary.print')}
          </Button>
          <Button
            icon={<FilePdfOutlined aria-hidden />}
            onClick={() => open(`/api/Application/Degerlendirme/Pdf?applicationId=${id}`, `${id}.pdf`)}
          >
            {t('summary.pdf')}
          </Button>
        </Flex>
      </Flex>
      <EvaluationPanel detail={detail.data} myRegistryNo={user?.staff?.SicilNo ?? null} />
      {summary.isLoading || !summary.data ? (
        <Spin />
      ) : (
        <SummaryView
          summary={summary.data}
          onOpenFile={(fileId, name) =>
            open(`/api/Application/Degerlendirme/File?applicationId=${id}&fileId=${fileId}`, name)
          }
        />
      )}
    </Flex>
  )
}
