/**
 * The grade grid of a section (spec §4 "Grade entry"): one row per student, one keyboard-friendly cell per
 * exam (Tab moves on; Enter or the save button saves every changed cell at once, issue 24), the total from
 * the server after every save, the letter and pass status once finalised, absence %, and a history action per
 * student (issue 6 "every change is audited").
 */
import { HistoryOutlined, SaveOutlined } from '@ant-design/icons'
import type { GradeSheet, GradeSheetRow } from '@unacs/contracts'
import { Button, Flex, Table, Tag, Tooltip, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { GradeCellInput } from './GradeCellInput.tsx'
import { useGradeDrafts } from './use-grade-drafts.ts'

/** The grid of `sheet`; cells are read-only when `readOnly`; `onHistory` opens a student's grade history. */
export function GradeGrid(props: {
  sheet: GradeSheet
  readOnly: boolean
  onHistory?: (row: GradeSheetRow) => void
}) {
  const { t } = useTranslation('grades')
  const { percent } = useFormat()
  const { sheet } = props
  const drafts = useGradeDrafts(sheet)
  const { token } = theme.useToken()
  return (
    <Flex vertical gap="small">
      {props.readOnly ? null : (
        <Flex gap="small" align="center" wrap>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={drafts.count === 0}
            loading={drafts.saving}
            onClick={() => drafts.saveAll()}
          >
            {t('entry.saveGrades')}
          </Button>
          <Button disabled={drafts.count === 0 || drafts.saving} onClick={drafts.discard}>
            {t('entry.discard')}
          </Button>
          <Typography.Text type="secondary" role="status">
            {drafts.count > 0 ? t('entry.unsaved', { count: drafts.count }) : t('entry.saveHint')}
          </Typography.Text>
        </Flex>
      )}
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
              <Tag
                color={v.startsWith('failed') ? 'red' : v === 'notFinalized' ? undefined : 'green'}
                style={{ color: token.colorText }}
              >
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
    </Flex>
  )
}
