/**
 * An event's attendance list with check boxes (issue 21 § Events "takes attendance (a list with check
 * boxes…)"): registered and recorded students; numbers can be added; saving asks for confirmation.
 */
import type { AttendanceLine } from '@unacs/contracts'
import { Alert, App, Button, Checkbox, Empty, Flex, Input, Modal, Space, Table, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAttendance } from '../api/get-attendance.ts'
import { useSaveAttendance } from '../api/save-attendance.ts'

/** Opens for `eventId` (null: closed). */
export function AttendanceModal(props: { eventId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('events')
  const { message, modal } = App.useApp()
  const sheet = useAttendance(props.eventId, i18n.language)
  const save = useSaveAttendance()
  const [lines, setLines] = useState<AttendanceLine[]>([])
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [extra, setExtra] = useState('')

  useEffect(() => {
    if (!sheet.data) return
    setLines(sheet.data.Lines)
    setTicked(new Set(sheet.data.Lines.filter((l) => l.Status === 'attended').map((l) => l.StudentNo)))
  }, [sheet.data])

  const add = () => {
    const no = extra.trim()
    if (!no || lines.some((l) => l.StudentNo === no)) return
    setLines([...lines, { StudentNo: no, FullName: '', Registration: null, Status: null, Source: null }])
    setTicked(new Set([...ticked, no]))
    setExtra('')
  }

  const submit = () =>
    modal.confirm({
      title: t('admin.confirmAttendance'),
      okText: t('admin.save'),
      cancelText: t('admin.cancel'),
      onOk: async () => {
        try {
          await save.mutateAsync({
            EventId: props.eventId as number,
            Entries: lines.map((l) => ({ StudentNo: l.StudentNo, Attended: ticked.has(l.StudentNo) })),
          })
          message.success(t('admin.saved'))
          props.onClose()
        } catch (err) {
          message.error((err as Error).message)
        }
      },
    })

  return (
    <Modal
      open={props.eventId !== null}
      width={760}
      title={t('admin.attendanceTitle', { name: sheet.data?.Event.NameTr ?? '' })}
      onCancel={props.onClose}
      footer={
        <Button type="primary" disabled={lines.length === 0} loading={save.isPending} onClick={submit}>
          {t('admin.saveAttendance')}
        </Button>
      }
    >
      {sheet.isError ? <Alert type="error" showIcon title={sheet.error.message} /> : null}
      <Flex vertical gap="middle">
        <Space.Compact style={{ maxWidth: 360 }}>
          <Input
            aria-label={t('admin.addStudent')}
            placeholder={t('admin.addStudent')}
            value={extra}
            maxLength={20}
            onChange={(ev) => setExtra(ev.target.value)}
            onPressEnter={add}
          />
          <Button onClick={add}>{t('admin.add')}</Button>
        </Space.Compact>
        <Table<AttendanceLine>
          rowKey="StudentNo"
          size="small"
          loading={sheet.isPending}
          dataSource={lines}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 520 }}
          locale={{ emptyText: <Empty description={t('admin.noLines')} /> }}
          columns={[
            {
              title: t('admin.present'),
              width: 90,
              render: (_, l) => (
                <Checkbox
                  aria-label={`${t('admin.present')} ${l.StudentNo}`}
                  checked={ticked.has(l.StudentNo)}
                  onChange={(ev) => {
                    const next = new Set(ticked)
                    if (ev.target.checked) next.add(l.StudentNo)
                    else next.delete(l.StudentNo)
                    setTicked(next)
                  }}
                />
              ),
            },
            { title: t('admin.studentNo'), dataIndex: 'StudentNo' },
            { title: t('admin.fullName'), dataIndex: 'FullName' },
            {
              title: t('admin.registered'),
              render: (_, l) =>
                l.Registration ? (
                  <Tag>{t(l.Registration === 'registered' ? 'admin.registered' : 'admin.waitlisted')}</Tag>
                ) : null,
            },
            {
              title: t('admin.source'),
              render: (_, l) =>
                l.Source ? t(l.Source === 'qr' ? 'admin.sourceQr' : 'admin.sourceList') : null,
            },
          ]}
        />
      </Flex>
    </Modal>
  )
}
