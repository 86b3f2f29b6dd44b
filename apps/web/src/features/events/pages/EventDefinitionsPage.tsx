/**
 * Event definitions (component key `EventDefinitions`) and orientation events (`OrientationEvents`) of the
 * student centre (issue 21 § Events, § Orientation; spec §1, §3 "Event"): a server-paged list with counts,
 * the add/edit form, the attendance list and the QR check-in code of each event, and its .ics file.
 */
import type { EventDefinition } from '@unacs/contracts'
import { Alert, App, Button, Card, Input, Space, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { downloadIcs } from '../api/download-ics.ts'
import { useEvents } from '../api/list-events.ts'
import { AttendanceModal } from '../components/AttendanceModal.tsx'
import { EventFormModal } from '../components/EventFormModal.tsx'
import { QrModal } from '../components/QrModal.tsx'

/** The list of events; `orientation` shows only orientation events (and presets new ones as such). */
export function EventDefinitionsPage({ orientation = false }: { orientation?: boolean }) {
  const { t, i18n } = useTranslation('events')
  const { message } = App.useApp()
  const [page, setPage] = useState({ page: 1, pageSize: 20 })
  const [search, setSearch] = useState('')
  const query = useEvents({ ...page, ...(orientation ? { orientation: true } : {}), search }, i18n.language)
  const [editing, setEditing] = useState<Partial<EventDefinition> | null>(null)
  const [attendance, setAttendance] = useState<number | null>(null)
  const [qr, setQr] = useState<EventDefinition | null>(null)
  const nameOf = (e: EventDefinition) => (i18n.language === 'en' ? e.NameEn : e.NameTr)

  return (
    <Card
      title={orientation ? t('admin.orientationEvents') : t('admin.events')}
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('admin.newEvent')}
        </Button>
      }
    >
      <Input.Search
        aria-label={t('admin.search')}
        placeholder={t('admin.search')}
        allowClear
        maxLength={100}
        onSearch={(v) => (setSearch(v), setPage({ ...page, page: 1 }))}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
      ) : (
        <Table<EventDefinition>
          rowKey="Id"
          loading={query.isFetching}
          dataSource={query.data?.items ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('admin.empty') }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, s) => setPage({ page: p, pageSize: s }),
          }}
          columns={[
            { title: t('admin.name'), render: (_, e) => nameOf(e) },
            { title: t('admin.type'), dataIndex: 'TypeName' },
            { title: t('admin.hall'), dataIndex: 'Hall' },
            {
              title: t('admin.time'),
              render: (_, e) => `${showDateTime(e.StartsAt)}–${dayjs(e.EndsAt).format('HH:mm')}`,
            },
            { title: t('admin.points'), dataIndex: 'Points', align: 'right' },
            {
              title: t('admin.capacity'),
              render: (_, e) =>
                e.Capacity === null ? (
                  e.RegisteredCount || '—'
                ) : (
                  <span>
                    {e.RegisteredCount}/{e.Capacity} {e.WaitlistCount ? <Tag>+{e.WaitlistCount}</Tag> : null}
                  </span>
                ),
            },
            { title: t('admin.attended'), dataIndex: 'AttendedCount', align: 'right' },
            {
              title: t('admin.actions'),
              render: (_, e) => (
                <Space wrap size="small">
                  <Button size="small" onClick={() => setEditing(e)}>
                    {t('admin.edit')}
                  </Button>
                  <Button size="small" onClick={() => setAttendance(e.Id)}>
                    {t('admin.attendance')}
                  </Button>
                  <Button size="small" onClick={() => setQr(e)}>
                    {t('admin.qr')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => downloadIcs(e.Id).catch(() => message.error(t('admin.icsFailed')))}
                  >
                    {t('admin.ics')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <EventFormModal event={editing} orientation={orientation} onClose={() => setEditing(null)} />
      <AttendanceModal eventId={attendance} onClose={() => setAttendance(null)} />
      <QrModal eventId={qr?.Id ?? null} name={qr ? nameOf(qr) : ''} onClose={() => setQr(null)} />
    </Card>
  )
}

/** The orientation events page (component key `OrientationEvents`). */
export function OrientationEventsPage() {
  return <EventDefinitionsPage orientation />
}
