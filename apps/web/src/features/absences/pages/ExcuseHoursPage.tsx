/**
 * Excuse hours (component key `ExcuseHours`; spec §3 "Absence: … considered-absent flag, excuse type and
 * hours"; issue 6 § Absences): per section the students with absent hours, their excused hours by excuse type
 * with the section's totals; a student's days open below the row, where the excuse of a day's hours is set
 * or changed.
 */
import type { ExcuseType, SectionExcuses, StudentExcuses } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSectionExcuses } from '../api/list-section-excuses.ts'
import { ExcuseDays } from '../components/ExcuseDays.tsx'
import { ExcuseModal, type ExcuseTarget } from '../components/ExcuseModal.tsx'
import { EXCUSE_TYPES } from '../components/excuse-colours.ts'
import { SectionSelect } from '../components/SectionSelect.tsx'

const hoursOf = (list: SectionExcuses['Totals'], type: ExcuseType) =>
  list.find((x) => x.ExcuseType === type)?.Hours ?? 0

/** A count, dimmed when zero. */
function Count(props: { n: number; strong?: boolean }) {
  return (
    <Typography.Text type={props.n === 0 ? 'secondary' : undefined} strong={props.strong}>
      {props.n}
    </Typography.Text>
  )
}

/** The excuse hours page. */
export function ExcuseHoursPage() {
  const { t } = useTranslation('absences')
  const [sectionId, setSectionId] = useState<number>()
  const [editing, setEditing] = useState<ExcuseTarget | null>(null)
  const excuses = useSectionExcuses(sectionId)
  const data = excuses.data
  return (
    <Card title={t('excuses.title')}>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('excuses.intro')}
        </Typography.Paragraph>
        <Flex wrap>
          <SectionSelect value={sectionId} onChange={setSectionId} />
        </Flex>
        {excuses.error ? <Alert type="error" showIcon title={excuses.error.message} /> : null}
        {!sectionId ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseSectionFirst')} />
        ) : (
          <Table<StudentExcuses>
            size="small"
            rowKey="StudentId"
            loading={excuses.isLoading}
            dataSource={data?.Rows ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('excuses.empty') }}
            expandable={{
              expandedRowRender: (r) => <ExcuseDays row={r} onEdit={(day) => setEditing({ row: r, day })} />,
            }}
            columns={[
              { title: t('studentNo'), dataIndex: 'StudentNo', width: 120 },
              { title: t('student'), dataIndex: 'FullName' },
              { title: t('absentHours'), dataIndex: 'AbsentHours', align: 'right' },
              ...EXCUSE_TYPES.map((type) => ({
                key: type,
                title: t(`excuse.${type}`),
                align: 'right' as const,
                render: (_: unknown, r: StudentExcuses) => <Count n={hoursOf(r.ByType, type)} />,
              })),
              {
                title: t('excusedHours'),
                dataIndex: 'ExcusedHours',
                align: 'right',
                render: (n: number) => <Count n={n} strong />,
              },
              { title: t('countedHours'), dataIndex: 'CountedHours', align: 'right' },
            ]}
            summary={() =>
              data && data.Rows.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <Typography.Text strong>{t('excuses.sectionTotal')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <Typography.Text strong>{data.AbsentHours}</Typography.Text>
                  </Table.Summary.Cell>
                  {EXCUSE_TYPES.map((type, k) => (
                    <Table.Summary.Cell key={type} index={4 + k} align="right">
                      <Count n={hoursOf(data.Totals, type)} strong />
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={9} align="right">
                    <Typography.Text strong>{data.ExcusedHours}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={10} align="right">
                    <Typography.Text strong>
                      {data.Rows.reduce((sum, r) => sum + r.CountedHours, 0)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : undefined
            }
          />
        )}
      </Flex>
      {sectionId ? (
        <ExcuseModal sectionId={sectionId} target={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  )
}
