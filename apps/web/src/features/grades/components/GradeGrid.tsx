/**
 * The grade grid of a section (spec §4 "Grade entry"): one row per student, one keyboard-friendly cell per
 * exam (Tab moves on, Enter saves), the live total, the letter and pass status once finalised, absence %, and
 * a history action per student (issue 6 "every change is audited").
 */
import { HistoryOutlined } from '@ant-design/icons'
import type { GradeSheet, GradeSheetRow } from '@unacs/contracts'
import { Button, Table, Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { GradeCellInput } from './GradeCellInput.tsx'

const EMPTY = { Score: null, NotTaken: false, Version: 0 }

/** The grid of `sheet`; cells are read-only when `readOnly`; `onHistory` opens a student's grade history. */
export function GradeGrid(props: {
  sheet: GradeSheet
  readOnly: boolean
  onHistory?: (row: GradeSheetRow) => void
}) {
  const { t } = useTranslation('grades')
  const { sheet } = props
  return (
    <Table<GradeSheetRow>
      size="small"
      rowKey="StudentId"
      dataSource={sheet.Rows}
      pagination={sheet.Rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('entry.noStudents') }}
      columns={[
        { title: t('entry.studentNo'), dataIndex: 'StudentNo', fixed: 'left', width: 110 },
        { title: t('entry.student'), dataIndex: 'FullName', width: 180 },
        ...sheet.Items.map((item) => ({
          key: String(item.Id),
          title: `${item.ExamName} (%${item.Weight})`,
          render: (_: unknown, row: GradeSheetRow) => (
            <GradeCellInput
              item={item}
              studentId={row.StudentId}
              cell={row.Grades[String(item.Id)] ?? EMPTY}
              disabled={props.readOnly}
              label={`${row.StudentNo} ${item.ExamName}`}
            />
          ),
        })),
        { title: t('entry.total'), dataIndex: 'Total', align: 'right' as const },
        { title: t('entry.letter'), dataIndex: 'LetterGrade', render: (v: string | null) => v ?? '—' },
        {
          title: t('entry.status'),
          dataIndex: 'PassStatus',
          render: (v: GradeSheetRow['PassStatus']) => (
            <Tag color={v.startsWith('failed') ? 'red' : v === 'notFinalized' ? undefined : 'green'}>
              {t(`pass.${v}`)}
            </Tag>
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
                  <Tooltip title={t('entry.history')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<HistoryOutlined aria-hidden />}
                      aria-label={`${t('entry.history')}: ${row.StudentNo} ${row.FullName}`}
                      onClick={() => props.onHistory?.(row)}
                    />
                  </Tooltip>
                ),
              },
            ]
          : []),
      ]}
    />
  )
}
