/**
 * A student's days with absence in a section (spec §3 "excuse type and hours", "considered-absent flag"): per
 * day the absent lesson hours with their excuse type, how many count towards the limit, and an edit action.
 */
import { EditOutlined } from '@ant-design/icons'
import type { StudentExcuses } from '@unacs/contracts'
import { Badge, Button, Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { excuseColour } from './excuse-colours.ts'

/** One day of a student's absence. */
export type ExcuseDay = StudentExcuses['Days'][number]

/** The days of `row`; `onEdit` opens the excuse form of a day. */
export function ExcuseDays(props: { row: StudentExcuses; onEdit: (day: ExcuseDay) => void }) {
  const { t } = useTranslation('absences')
  return (
    <Table<ExcuseDay>
      size="small"
      rowKey="Day"
      pagination={props.row.Days.length > 10 ? { pageSize: 10, size: 'small' } : false}
      dataSource={props.row.Days}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      columns={[
        {
          title: t('day'),
          dataIndex: 'Day',
          width: 170,
          render: (d: string, r) => (
            <Flex gap={6} align="center" wrap>
              <span>{showDate(d)}</span>
              {r.Confirmed ? <Tag>{t('excuses.confirmedDay')}</Tag> : null}
            </Flex>
          ),
        },
        {
          title: t('excuses.hours'),
          render: (_, r) => (
            <Flex gap={4} wrap>
              {r.Hours.map((h) => (
                <Tag key={h.Hour}>
                  {h.ExcuseType ? (
                    <Flex component="span" gap={6} align="center">
                      <Badge color={excuseColour[h.ExcuseType]} />
                      {`${t('hour', { n: h.Hour })} · ${t(`excuse.${h.ExcuseType}`)}`}
                    </Flex>
                  ) : (
                    t('hour', { n: h.Hour })
                  )}
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          title: t('countedHours'),
          width: 120,
          render: (_, r) => (
            <Typography.Text>
              {r.Hours.filter((h) => h.ConsideredAbsent).length} / {r.Hours.length}
            </Typography.Text>
          ),
        },
        {
          title: '',
          width: 150,
          render: (_, r) => (
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={`${t('excuses.edit')} ${showDate(r.Day)}`}
              onClick={() => props.onEdit(r)}
            >
              {t('excuses.edit')}
            </Button>
          ),
        },
      ]}
    />
  )
}
