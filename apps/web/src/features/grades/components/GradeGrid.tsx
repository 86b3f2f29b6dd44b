/**
 * The grade grid of a section (spec §4 "Grade entry"): one row per student, one keyboard-friendly cell per
 * exam (Tab moves on; Enter or the save button saves every changed cell at once, issue 24), the total from
 * the server after every save, the letter and pass status once finalised, absence %, and a history action per
 * student (issue 6 "every change is audited"). Fifty students a page, with a pager below when there are more.
 *
 * Drawn without antd (issue 23, seventh pass): a `LightTable` of native inputs (GradeCellInput), light tags and
 * buttons; the save's messages are light toasts and its confirmation of flagged cells a `LightConfirmDialog`
 * (use-light-cell-feedback.tsx). The first column stays in view by CSS while the grid scrolls sideways.
 */
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined'
import type { GradeSheet, GradeSheetRow } from '@unacs/contracts'
import { memo, useLayoutEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLightCellFeedback } from '../../../shared/hooks/use-light-cell-feedback.tsx'
import { useFormat } from '../../../shared/text/format.ts'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'
import { type LightColumn, LightTable } from '../../../shared/ui/LightTable.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { GradeCellInput } from './GradeCellInput.tsx'
import { GradeGridToolbar } from './GradeGridToolbar.tsx'
import { useGradeDrafts } from './use-grade-drafts.ts'
import './grade-entry.css'

/** Students per page of the grid. */
export const GRID_PAGE_SIZE = 50

/** Props of {@link GradeGrid}. */
export interface GradeGridProps {
  sheet: GradeSheet
  /** Cells read-only (a finalised section). */
  readOnly: boolean
  /** Opens a student's grade history. */
  onHistory?: (row: GradeSheetRow) => void
  /** Called once the grid is in the document (before the browser paints it): its placeholder can go. */
  onMounted?: () => void
}

/** The grid of `sheet` (memoised: its parent's own re-renders do not draw it again). */
export const GradeGrid = memo(function GradeGrid(props: GradeGridProps) {
  const { t } = useTranslation('grades')
  const { percent } = useFormat()
  const { sheet, onHistory, onMounted } = props
  const { feedback, dialog } = useLightCellFeedback()
  const drafts = useGradeDrafts(sheet, feedback)
  const [page, setPage] = useState(1)
  useLayoutEffect(() => onMounted?.(), [onMounted])
  const pages = Math.max(1, Math.ceil(sheet.Rows.length / GRID_PAGE_SIZE))
  const current = Math.min(page, pages)
  const rows = sheet.Rows.slice((current - 1) * GRID_PAGE_SIZE, current * GRID_PAGE_SIZE)
  const columns: LightColumn<GradeSheetRow>[] = [
    {
      key: 'no',
      title: t('entry.studentNo'),
      render: (row) => row.StudentNo,
      className: 'grade-sticky',
      width: 110,
    },
    { key: 'name', title: t('entry.student'), render: (row) => row.FullName, width: 180 },
    ...sheet.Items.map(
      (item): LightColumn<GradeSheetRow> => ({
        key: `item-${item.Id}`,
        title: `${item.ExamName} (${percent(item.Weight)})`,
        render: (row) => (
          <GradeCellInput
            {...drafts.view(row.StudentId, item.Id)}
            disabled={props.readOnly || item.Locked || item.ExternalUpload}
            label={`${row.StudentNo} ${item.ExamName}`}
            onChange={(text) => drafts.change(row.StudentId, item.Id, text)}
            onEnter={() => drafts.saveAll()}
          />
        ),
      }),
    ),
    { key: 'total', title: t('entry.total'), render: (row) => row.Total, align: 'right' },
    { key: 'letter', title: t('entry.letter'), render: (row) => row.LetterGrade ?? '—' },
    {
      key: 'status',
      title: t('entry.status'),
      render: (row) => (
        <LightTag
          color={
            row.PassStatus.startsWith('failed')
              ? 'red'
              : row.PassStatus === 'notFinalized'
                ? undefined
                : 'green'
          }
        >
          {t(`pass.${row.PassStatus}`)}
        </LightTag>
      ),
    },
    { key: 'absence', title: t('entry.absence'), render: (row) => row.AbsencePercentage, align: 'right' },
    ...(onHistory
      ? [
          {
            key: 'history',
            title: t('entry.history'),
            width: 72,
            align: 'center' as const,
            render: (row: GradeSheetRow) => (
              <LightButton
                className="grade-history-button"
                title={t('entry.history')}
                aria-label={`${t('entry.history')}: ${row.StudentNo} ${row.FullName}`}
                onClick={() => onHistory(row)}
              >
                <LightSvgIcon icon={HistoryOutlined} />
              </LightButton>
            ),
          },
        ]
      : []),
  ]
  return (
    <div className="grade-stack grade-stack-small">
      {props.readOnly ? null : (
        <GradeGridToolbar
          count={drafts.count}
          saving={drafts.saving}
          onSave={() => drafts.saveAll()}
          onDiscard={drafts.discard}
        />
      )}
      <div className="grade-grid">
        <LightTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.StudentId}
          emptyText={t('entry.noStudents')}
        />
      </div>
      {pages > 1 ? (
        <nav className="grade-pager" aria-label={t('entry.pageOf', { page: current, pages })}>
          <LightButton kind="outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {t('entry.pagePrev')}
          </LightButton>
          <span className="light-secondary" aria-live="polite">
            {t('entry.pageOf', { page: current, pages })}
          </span>
          <LightButton kind="outline" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            {t('entry.pageNext')}
          </LightButton>
        </nav>
      ) : null}
      {dialog}
    </div>
  )
})
