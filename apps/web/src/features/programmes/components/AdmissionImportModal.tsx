/**
 * Importing admission figures from XLSX (issue 19 "Admission data … imported from XLSX"): download the template
 * (the stored figures of the registrar's programmes and an empty row for this year), choose the filled file,
 * check it (nothing stored; a per-row report), then import it when no row has errors (all-or-nothing), in
 * the shared import dialog (shared/ui/ImportDialog.tsx).
 */
import type { AdmissionImportResult } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { ImportDialog } from '../../../shared/ui/ImportDialog.tsx'
import { downloadAdmissionTemplate, useAdmissionImport } from '../api/admissions.ts'

/** Props: open flag and close callback. */
export interface AdmissionImportModalProps {
  open: boolean
  onClose: () => void
}

/** The import dialog with its per-row report. */
export function AdmissionImportModal({ open, onClose }: AdmissionImportModalProps) {
  const { t } = useTranslation('programmes')
  const run = useAdmissionImport()

  return (
    <ImportDialog<AdmissionImportResult, AdmissionImportResult['Errors'][number]>
      open={open}
      onClose={onClose}
      run={run}
      texts={{
        title: t('admissions.importTitle'),
        help: t('admissions.importHelp'),
        choose: t('admissions.choose'),
        check: t('admissions.check'),
        store: t('admissions.store'),
        failed: t('failed'),
        hasErrors: (count) => t('admissions.hasErrors', { count }),
        ready: (r) => t('admissions.ready', { rows: r.Rows, created: r.Created, updated: r.Updated }),
        stored: (r) => t('admissions.imported', { created: r.Created, updated: r.Updated }),
      }}
      template={{ label: t('admissions.template'), download: downloadAdmissionTemplate }}
      errorRows={(r) => r.Errors}
      rowKey={(e) => `${e.Row}-${e.Message}`}
      columns={[
        { title: t('admissions.row'), dataIndex: 'Row', width: 70 },
        { title: t('col.code'), dataIndex: 'Code', width: 120 },
        { title: t('admissions.error'), dataIndex: 'Message' },
      ]}
    />
  )
}
