/**
 * The grade grid of a section (spec §4 "Grade entry"): one row per student, one keyboard-friendly cell per
 * exam (Tab moves on; Enter or the save button saves every changed cell at once, issue 24), the total from
 * the server after every save, the letter and pass status once finalised, absence %, and a history action per
 * student (issue 6 "every change is audited"). antd draws the table (columns, fixed first column, pagination); the
 * cells, tags and history buttons are light (issue 23, seventh pass: antd's per-cell components made the grid's
 * first draw one long task).
 */
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined'
import type { GradeSheet, GradeSheetRow } from '@unacs/contracts'
import { Flex, Table } from 'antd'
import { memo, useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { GradeCellInput } from './GradeCellInput.tsx'
import { GradeGridToolbar } from './GradeGridToolbar.tsx'
import { useGradeDrafts } from './use-grade-drafts.ts'

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

/** The grid of `sheet` (memoised: its parent's own re-renders do not draw antd's table again). */
export const GradeGrid = memo(function GradeGrid(props: GradeGridProps) {
  const { t } = useTranslation('grades')
  const { percent } = useFormat()
  const { sheet } = props
  const drafts = useGradeDrafts(sheet)
  const { onMounted } = props
  useLayoutEffect(() => onMounted?.(), [onMounted])
  return (
    <Flex vertical gap="small">
      {props.readOnly ? null : (
        <GradeGridToolbar
          count={drafts.count}
          saving={drafts.saving}
          onSave={() => drafts.saveAll()}
          onDiscard={drafts.discard}
        />
      )}
      {/* The grid scrolls sideways in a box of its own, its first column kept in view by CSS (grade-entry.css):
          antd's `scroll.x` with a fixed column measures every column's width after the draw (issue 23). */}
      <div className="grade-grid-scroll">
        <Table<GradeSheetRow>
          size="small"
          rowKey="StudentId"
          dataSource={sheet.Rows}
          pagination={sheet.Rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          locale={{ emptyText: t('entry.noStudents') }}
          columns={[
            { title: t('entry.studentNo'), dataIndex: 'StudentNo', className: 'grade-sticky', width: 110 },
            { title: t('entry.student'), dataIndex: 'FullName', width: 180 },
            ...sheet.Items.map((item) => ({
              key: String(item.Id),
              title: `${item.ExamName} (${percent(item.Weight)})`,
              render: (_: unknown, row: GradeSheetRow) => (
                <GradeCellInput
                  {...drafts.view(row.StudentId, item.Id)}
                  disabled={props.readOnly || item.Locked || item.ExternalUpload}
                  label={`${row.StudentNo} ${item.ExamName}`}
                  onChange={(text) => drafts.change(row.StudentId, item.Id, text)}
                  onEnter={() => drafts.saveAll()}
                />
              ),
            })),
            { title: t('entry.total'), dataIndex: 'Total', align: 'right' as const },
            { title: t('entry.letter'), dataIndex: 'LetterGrade', render: (v: string | null) => v ?? '—' },
            {
              title: t('entry.status'),
              dataIndex: 'PassStatus',
              render: (v: GradeSheetRow['PassStatus']) => (
                <LightTag color={v.startsWith('failed') ? 'red' : v === 'notFinalized' ? undefined : 'green'}>
                  {t(`pass.${v}`)}
                </LightTag>
              ),
            },
            { title: t('entry.absence'), dataIndex: 'AbsencePercentage', align: 'right' as const },
            ...(props.onHistory
              ? [
                  {
                    key: 'history',
                    title: t('entry.history'),
                    width: 72,
                    align: 'center' as const,
                    render: (_: unknown, row: GradeSheetRow) => (
                      <LightButton
                        className="grade-history-button"
                        title={t('entry.history')}
                        aria-label={`${t('entry.history')}: ${row.StudentNo} ${row.FullName}`}
                        onClick={() => props.onHistory?.(row)}
                      >
                        <LightSvgIcon icon={HistoryOutlined} />
                      </LightButton>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </Flex>
  )
})
