/**
 * The grid's unsaved cells and their one save (issue 24): the shared score-grid drafts (shared/hooks/
 * use-cell-drafts.ts) with the grade-entry texts; a save asked while one is on its way waits for it.
 */
import type { GradeSheet } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { type CellDraftsFeedback, useCellDrafts } from '../../../shared/hooks/use-cell-drafts.ts'
import { useSaveGrades } from '../api/save-grades.ts'

/**
 * Drafts of `sheet`'s grid with their save, telling the user through `feedback` (see `useCellDrafts` for what it
 * returns).
 */
export function useGradeDrafts(sheet: GradeSheet, feedback: CellDraftsFeedback) {
  const { t } = useTranslation('grades')
  const save = useSaveGrades(sheet.Section.SectionId)

  return useCellDrafts({
    sheet,
    save,
    flaggedLine: (values) => t('entry.flaggedLine', values),
    texts: {
      invalid: (count) => t('entry.invalidCells', { count }),
      saved: (count) => t('entry.savedCount', { count }),
      confirmOk: t('entry.confirmOk'),
    },
    queueWhileSaving: true,
    feedback,
  })
}
