/**
 * The prep grid's unsaved cells and their one save (issue 18, as a course section's grid, issue 24): the
 * shared score-grid drafts (shared/hooks/use-cell-drafts.ts) with the prep texts; a save asked while one is
 * on its way is ignored.
 */
import type { PrepGradeSheet } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { useAntdCellFeedback } from '../../../shared/hooks/use-antd-cell-feedback.ts'
import { useCellDrafts } from '../../../shared/hooks/use-cell-drafts.ts'
import { useSavePrepGrades } from '../api/grading.ts'

/** Drafts of `sheet`'s grid with their save (see `useCellDrafts` for what it returns). */
export function usePrepDrafts(sheet: PrepGradeSheet) {
  const { t } = useTranslation('prep')
  const save = useSavePrepGrades()
  const feedback = useAntdCellFeedback()

  return useCellDrafts({
    sheet,
    save,
    flaggedLine: (values) => t('grading.flagged', values),
    texts: {
      invalid: (count) => t('grading.invalid', { count }),
      saved: (count) => t('grading.saved', { count }),
      confirmOk: t('grading.confirmOk'),
      cancel: t('cancel'),
    },
    queueWhileSaving: false,
    feedback,
  })
}
