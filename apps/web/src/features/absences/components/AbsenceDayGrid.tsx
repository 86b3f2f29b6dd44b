/**
 * One day's absence entry (spec §3 "Absence", §4 day confirmation): a checkbox per student and lesson hour,
 * saved as a whole with the version read; confirm the day as completed or remove the confirmation.
 */
import type { AbsenceDay } from '@unacs/contracts'
import { Alert, App, Button, Checkbox, Flex, InputNumber, Table, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useConfirmAbsenceDay } from '../api/confirm-absence-day.ts'
import { useSaveAbsenceDay } from '../api/save-absence-day.ts'

type Marks = Record<number, number[]>

/** The grid of `day`. */
export function AbsenceDayGrid(props: { day: AbsenceDay }) {
  const { t } = useTranslation('absences')
  const { lessonTime } = useFormat()
  const { message } = App.useApp()
  const { day } = props
  const [hours, setHours] = useState(day.LessonHours)
  const [marks, setMarks] = useState<Marks>({})
  const save = useSaveAbsenceDay()
  const confirm = useConfirmAbsenceDay()
  useEffect(() => {
    setHours(day.LessonHours)
    setMarks(Object.fromEntries(day.Rows.map((r) => [r.StudentId, r.Hours.map((h) => h.Hour)])))
  }, [day])
  const toggle = (studentId: number, hour: number, on: boolean) =>
    setMarks((m) => ({
      ...m,
      [studentId]: on ? [...(m[studentId] ?? []), hour] : (m[studentId] ?? []).filter((h) => h !== hour),
    }))
  const submit = () =>
    save.mutate(
      {
        SectionId: day.SectionId,
        Day: day.Day,
        LessonHours: hours,
        Version: day.Version,
        Entries: day.Rows.map((r) => ({
          StudentId: r.StudentId,
          Hours: (marks[r.StudentId] ?? [])
            .filter((h) => h <= hours)
            .map((h) => {
              const old = r.Hours.find((x) => x.Hour === h)
              return {
                Hour: h,
                ExcuseType: old?.ExcuseType ?? null,
                ConsideredAbsent: old?.ConsideredAbsent ?? true,
              }
            }),
        })),
      },
      { onSuccess: () => message.success(t('save')), onError: (e) => message.error(e.message) },
    )
  const locked = day.Confirmed
  return (
    <Flex vertical gap="middle">
      {locked ? <Alert type="info" showIcon title={t('confirmedInfo')} /> : null}
      <Flex gap="middle" align="center" wrap>
        <Typography.Text>{t('lessonHours')}</Typography.Text>
        <InputNumber
          min={1}
          max={12}
          value={hours}
          disabled={locked}
          onChange={(v) => setHours(v ?? 1)}
          aria-label={t('lessonHours')}
        />
        {day.LessonTime ? (
          <Typography.Text type="secondary">
            {t('lessonTimeLine', { time: lessonTime(day.LessonTime) })}
          </Typography.Text>
        ) : null}
        <Button type="primary" disabled={locked} loading={save.isPending} onClick={submit}>
          {t('save')}
        </Button>
        <Button
          disabled={day.Version === 0}
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { SectionId: day.SectionId, Day: day.Day, Version: day.Version, confirm: !locked },
              { onError: (e) => message.error(e.message) },
            )
          }
        >
          {locked ? t('unconfirm') : t('confirm')}
        </Button>
      </Flex>
      <Table
        size="small"
        rowKey="StudentId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={day.Rows}
        locale={{ emptyText: t('noStudents') }}
        columns={[
          { title: t('studentNo'), dataIndex: 'StudentNo', width: 110 },
          { title: t('student'), dataIndex: 'FullName' },
          ...Array.from({ length: hours }, (_, k) => ({
            key: `h${k + 1}`,
            title: t('hour', { n: k + 1 }),
            align: 'center' as const,
            render: (_: unknown, r: AbsenceDay['Rows'][number]) => (
              <Checkbox
                aria-label={`${r.StudentNo} ${t('hour', { n: k + 1 })}`}
                disabled={locked}
                checked={(marks[r.StudentId] ?? []).includes(k + 1)}
                onChange={(e) => toggle(r.StudentId, k + 1, e.target.checked)}
              />
            ),
          })),
        ]}
      />
    </Flex>
  )
}
