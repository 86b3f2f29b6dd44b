/**
 * The registrar's academic calendar (component key `AcademicCalendarAdmin`, ogrenci-isleri/akademik-takvim;
 * issue 24 deadlines): the entries of a term (or every term) by start date; add or edit one in a drawer,
 * delete one after a confirmation. Server answers (403 without university-wide scope, 409 stale, 422 dates)
 * show the server's message.
 */
import type { CalendarEntry, CalendarKind } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Popconfirm, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useCalendarList, useCalendarWrite } from '../api/academic-calendar.ts'
import { CalendarEntryDrawer } from '../components/CalendarEntryDrawer.tsx'
import { KIND_COLORS } from '../kind-colors.ts'

/** The page. */
export function AcademicCalendarAdminPage() {
  const { t, i18n } = useTranslation('academic-calendar')
  const fmt = useFormat()
  const { message } = App.useApp()
  const [termId, setTermId] = useState<number | undefined>(undefined)
  const [editing, setEditing] = useState<CalendarEntry | 'new' | null>(null)
  const q = useCalendarList(termId, i18n.language)
  const { remove } = useCalendarWrite()
  const terms = q.data?.Terms ?? []
  const title = (e: CalendarEntry) => (i18n.language === 'en' ? e.TitleEn : e.TitleTr)
  const dates = (e: CalendarEntry) =>
    e.StartsOn === e.EndsOn
      ? fmt.date(e.StartsOn)
      : t('home.range', { from: fmt.date(e.StartsOn), to: fmt.date(e.EndsOn) })

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('admin.intro')}</Typography.Paragraph>
      <Card
        title={
          <Select
            aria-label={t('admin.term')}
            style={{ minWidth: 220, maxWidth: '100%' }}
            allowClear
            placeholder={t('admin.allTerms')}
            value={termId}
            onChange={(v?: number) => setTermId(v)}
            options={terms.map((x) => ({ value: x.Id, label: x.Name }))}
          />
        }
        extra={
          <Button type="primary" disabled={!q.data} onClick={() => setEditing('new')}>
            {t('admin.add')}
          </Button>
        }
      >
        {q.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.loadFailed')}
            description={q.error.message}
            action={<Button onClick={() => q.refetch()}>{t('admin.retry')}</Button>}
          />
        ) : (
          <ScrollRegion label={t('admin.table')}>
            <Table<CalendarEntry>
              size="small"
              rowKey="Id"
              loading={q.isFetching}
              dataSource={q.data?.Entries ?? []}
              pagination={false}
              locale={{ emptyText: t('admin.empty') }}
              columns={[
                {
                  title: t('admin.columns.dates'),
                  key: 'dates',
                  render: (_, e) => <span style={{ whiteSpace: 'nowrap' }}>{dates(e)}</span>,
                },
                {
                  title: t('admin.columns.kind'),
                  dataIndex: 'Kind',
                  render: (k: CalendarKind) => <Tag color={KIND_COLORS[k]}>{t(`kind.${k}`)}</Tag>,
                },
                {
                  title: t('admin.columns.title'),
                  key: 'title',
                  // A readable width on a phone: the table scrolls sideways rather than squeezing the titles.
                  render: (_, e) => (
                    <span style={{ display: 'inline-block', minWidth: 180 }}>{title(e)}</span>
                  ),
                },
                {
                  title: t('admin.columns.audience'),
                  dataIndex: 'Audience',
                  render: (a: CalendarEntry['Audience']) => t(`audience.${a}`),
                },
                {
                  title: t('admin.columns.actions'),
                  key: 'actions',
                  render: (_, e) => (
                    <Flex gap={4} wrap>
                      <Button
                        size="small"
                        aria-label={`${t('admin.edit')}: ${title(e)}`}
                        onClick={() => setEditing(e)}
                      >
                        {t('admin.edit')}
                      </Button>
                      <Popconfirm
                        title={t('admin.confirmDelete', { title: title(e) })}
                        description={t('admin.confirmDeleteDescription')}
                        okText={t('admin.delete')}
                        okButtonProps={{ danger: true, loading: remove.isPending }}
                        cancelText={t('admin.cancel')}
                        onConfirm={() =>
                          remove.mutate(
                            { Id: e.Id, Version: e.Version },
                            {
                              onSuccess: () => message.success(t('admin.deleted')),
                              onError: (err) =>
                                message.error(err instanceof ApiError ? err.message : t('admin.failed')),
                            },
                          )
                        }
                      >
                        <Button size="small" danger aria-label={`${t('admin.delete')}: ${title(e)}`}>
                          {t('admin.delete')}
                        </Button>
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
      {q.data ? (
        <CalendarEntryDrawer
          terms={terms}
          entry={editing}
          defaultTermId={termId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  )
}
