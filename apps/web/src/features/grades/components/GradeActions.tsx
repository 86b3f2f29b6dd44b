/**
 * The section's grading actions (spec §4; issue 6), drawn light (issue 23, sixth pass): template download,
 * upload, grade document (PDF), finalise and approve (after a light confirmation), revert with a reason. The
 * upload and revert dialogs (antd) load when first opened; a failure shows in an alert under the buttons, and a
 * finalisation in a toast.
 */
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined'
import RollbackOutlined from '@ant-design/icons-svg/es/asn/RollbackOutlined'
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined'
import type { GradeSheet } from '@unacs/contracts'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import { AntdPart, useWarmAntd } from '../../../shared/ui/AntdPart.tsx'
import { LightAlert } from '../../../shared/ui/LightAlert.tsx'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightConfirmDialog } from '../../../shared/ui/LightConfirmDialog.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'
import { showLightToast } from '../../../shared/ui/light-toast.ts'
import { useFinalizeGrades } from '../api/finalize-grades.ts'
import { openGradeDocument } from '../api/grade-document.ts'
import { downloadTemplate } from '../api/grade-spreadsheet.ts'

const loadRevert = () => loadChunk(() => import('./RevertModal.tsx'))
const loadUpload = () => loadChunk(() => import('./UploadModal.tsx'))
const RevertModal = lazy(() => loadRevert().then((m) => ({ default: m.RevertModal })))
const UploadModal = lazy(() => loadUpload().then((m) => ({ default: m.UploadModal })))

type Dialog = 'revert' | 'upload' | 'finalize'

/** Buttons for `sheet`'s section. */
export function GradeActions(props: { sheet: GradeSheet }) {
  const { t, i18n } = useTranslation('grades')
  const [dialog, setDialogState] = useState<Dialog | null>(null)
  // Each antd dialog stays mounted from its first opening on (so it animates closed and keeps its state).
  const [used, setUsed] = useState<{ revert?: true; upload?: true }>({})
  const setDialog = (next: Dialog | null) => {
    if (next === 'revert' || next === 'upload') setUsed((u) => ({ ...u, [next]: true }))
    setDialogState(next)
  }
  const [opening, setOpening] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const finalize = useFinalizeGrades()
  const warmAntd = useWarmAntd()
  const warm = (load: () => Promise<unknown>) => () => {
    warmAntd()
    load().catch(() => undefined)
  }
  const fail = (e: Error) => setFailure(e.message)
  const id = props.sheet.Section.SectionId
  const finalized = props.sheet.Section.State === 'finalized'
  return (
    <div className="grade-stack grade-stack-small">
      <div className="grade-actions">
        <LightButton
          kind="outline"
          onClick={() => {
            setFailure(null)
            downloadTemplate(id).catch(fail)
          }}
        >
          <LightSvgIcon icon={DownloadOutlined} />
          {t('entry.template')}
        </LightButton>
        <LightButton
          kind="outline"
          disabled={finalized}
          onPointerEnter={warm(loadUpload)}
          onFocus={warm(loadUpload)}
          onClick={() => setDialog('upload')}
        >
          <LightSvgIcon icon={UploadOutlined} />
          {t('entry.upload')}
        </LightButton>
        <LightButton
          kind="outline"
          busy={opening}
          onClick={() => {
            setFailure(null)
            setOpening(true)
            openGradeDocument(id, i18n.language === 'en' ? 'en' : 'tr')
              .catch(fail)
              .finally(() => setOpening(false))
          }}
        >
          {opening ? null : <LightSvgIcon icon={FilePdfOutlined} />}
          {t('entry.document')}
        </LightButton>
        {finalized ? (
          <LightButton
            kind="outline"
            data-danger
            onPointerEnter={warm(loadRevert)}
            onFocus={warm(loadRevert)}
            onClick={() => setDialog('revert')}
          >
            <LightSvgIcon icon={RollbackOutlined} />
            {t('entry.revert')}
          </LightButton>
        ) : (
          <LightButton
            kind="solid"
            busy={finalize.isPending}
            disabled={props.sheet.Items.length === 0}
            onClick={() => setDialog('finalize')}
          >
            {finalize.isPending ? null : <LightSvgIcon icon={CheckCircleOutlined} />}
            {t('entry.finalize')}
          </LightButton>
        )}
      </div>
      {failure ? <LightAlert message={failure} /> : null}
      <LightConfirmDialog
        open={dialog === 'finalize'}
        title={t('entry.finalizeConfirm')}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null)
          setFailure(null)
          finalize.mutate(
            { SectionId: id, Version: props.sheet.Version },
            { onSuccess: () => showLightToast(t('state.finalized')), onError: fail },
          )
        }}
      />
      {used.revert || used.upload ? (
        <AntdPart fallback={null}>
          {used.revert ? (
            <RevertModal open={dialog === 'revert'} sectionId={id} onClose={() => setDialog(null)} />
          ) : null}
          {used.upload ? (
            <UploadModal open={dialog === 'upload'} sectionId={id} onClose={() => setDialog(null)} />
          ) : null}
        </AntdPart>
      ) : null}
    </div>
  )
}
