/**
 * The section's grading actions: template, upload, grade document (PDF), finalise and approve, revert
 * (spec §4; issue 6).
 */
import {
  CheckCircleOutlined,
  DownloadOutlined,
  FilePdfOutlined,
  RollbackOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import type { GradeSheet } from '@unacs/contracts'
import { App, Button, Flex, Popconfirm } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import { useFinalizeGrades } from '../api/finalize-grades.ts'
import { openGradeDocument } from '../api/grade-document.ts'
import { downloadTemplate } from '../api/grade-spreadsheet.ts'

// The dialogs (antd's Upload, progress and their icons) load when first opened, not with the page (issue 23).
const RevertModal = lazy(() =>
  loadChunk(() => import('./RevertModal.tsx')).then((m) => ({ default: m.RevertModal })),
)
const UploadModal = lazy(() =>
  loadChunk(() => import('./UploadModal.tsx')).then((m) => ({ default: m.UploadModal })),
)

/** Buttons for `sheet`'s section. */
export function GradeActions(props: { sheet: GradeSheet }) {
  const { t, i18n } = useTranslation('grades')
  const { message } = App.useApp()
  const [dialog, setDialogState] = useState<'revert' | 'upload' | null>(null)
  // Each dialog stays mounted from its first opening on (so it animates closed and keeps its state).
  const [used, setUsed] = useState<{ revert?: true; upload?: true }>({})
  const setDialog = (next: 'revert' | 'upload' | null) => {
    if (next) setUsed((u) => ({ ...u, [next]: true }))
    setDialogState(next)
  }
  const [opening, setOpening] = useState(false)
  const finalize = useFinalizeGrades()
  const id = props.sheet.Section.SectionId
  const finalized = props.sheet.Section.State === 'finalized'
  return (
    <Flex gap="small" wrap>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => downloadTemplate(id).catch((e: Error) => message.error(e.message))}
      >
        {t('entry.template')}
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} disabled={finalized} onClick={() => setDialog('upload')}>
        {t('entry.upload')}
      </Button>
      <Button
        icon={<FilePdfOutlined aria-hidden />}
        loading={opening}
        onClick={() => {
          setOpening(true)
          openGradeDocument(id, i18n.language === 'en' ? 'en' : 'tr')
            .catch((e: Error) => message.error(e.message))
            .finally(() => setOpening(false))
        }}
      >
        {t('entry.document')}
      </Button>
      {finalized ? (
        <Button danger icon={<RollbackOutlined aria-hidden />} onClick={() => setDialog('revert')}>
          {t('entry.revert')}
        </Button>
      ) : (
        <Popconfirm
          title={t('entry.finalizeConfirm')}
          onConfirm={() =>
            finalize.mutate(
              { SectionId: id, Version: props.sheet.Version },
              {
                onSuccess: () => message.success(t('state.finalized')),
                onError: (e) => message.error(e.message),
              },
            )
          }
        >
          <Button
            type="primary"
            icon={<CheckCircleOutlined aria-hidden />}
            loading={finalize.isPending}
            disabled={props.sheet.Items.length === 0}
          >
            {t('entry.finalize')}
          </Button>
        </Popconfirm>
      )}
      <Suspense fallback={null}>
        {used.revert ? (
          <RevertModal open={dialog === 'revert'} sectionId={id} onClose={() => setDialog(null)} />
        ) : null}
        {used.upload ? (
          <UploadModal open={dialog === 'upload'} sectionId={id} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </Flex>
  )
}
