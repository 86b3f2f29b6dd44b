/**
 * /application-summary?id= (route BasvuruOzetForGuest, component key `ApplicationSummary`; spec §2): the
 * guest's whole application on one page, printable and as a PDF.
 */
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons'
import { App, Button, Flex, Result, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useApplicationSummary } from '../api/get-application-summary.ts'
import { openFile } from '../api/open-file.ts'
import { errorText } from '../components/form-helpers.ts'
import { SummaryView } from '../components/SummaryView.tsx'

/** The guest's application summary. */
export function ApplicationSummaryPage() {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [params] = useSearchParams()
  const raw = Number(params.get('id'))
  const id = Number.isInteger(raw) && raw > 0 ? raw : null
  const summary = useApplicationSummary('guest', id)
  const open = (path: string, name: string) =>
    openFile(path, name).catch((e) => message.error(errorText(e, t('files.failed'))))

  if (id === null || summary.isError) {
    return (
      <Result
        status="404"
        title={t('form.notFound')}
        extra={<ButtonLink to="/applications">{t('form.backToList')}</ButtonLink>}
      />
    )
  }
  if (summary.isLoading || !summary.data) return <Spin size="large" />
  const s = summary.data
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {t('summary.title', { no: s.applicationNo })}
        </Typography.Title>
        <Flex gap="small" className="no-print">
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('summary.print')}
          </Button>
          <Button
            type="primary"
            icon={<FilePdfOutlined aria-hidden />}
            onClick={() =>
              open(`/api/Application/AkademikBasvuruOzetlerForGuest/Pdf?id=${s.id}`, `${s.applicationNo}.pdf`)
            }
          >
            {t('summary.pdf')}
          </Button>
        </Flex>
      </Flex>
      <SummaryView
        summary={s}
        onOpenFile={(fileId, name) =>
          open(`/api/Application/AkademikBasvurular/File?applicationId=${s.id}&fileId=${fileId}`, name)
        }
      />
    </Flex>
  )
}
