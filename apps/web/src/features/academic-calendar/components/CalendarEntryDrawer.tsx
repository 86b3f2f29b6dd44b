/**
 * The add/edit drawer of one academic calendar entry (issue 24 deadlines): term, type, Turkish and English
 * titles, start and end dates (in the UI language's date format) and who sees it. Mirrors the server's date
 * rules for early messages (end not before start, both within the term's calendar); the server checks them
 * again (422), and a stale edit (409) shows the server's message.
 */
import {
  CALENDAR_KINDS,
  type CalendarEntry,
  type CalendarTerm,
  type SaveCalendarEntry,
} from '@unacs/contracts'
import { App, Button, Drawer, Flex, Form, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useCalendarWrite } from '../api/academic-calendar.ts'

interface Values {
  TermId: number
  Kind: SaveCalendarEntry['Kind']
  TitleTr: string
  TitleEn: string
  StartsOn: Dayjs
  EndsOn: Dayjs
  Audience: SaveCalendarEntry['Audience']
}

/** Props: the terms, the entry edited (`'new'` to add, null closed), the term preselected, the close callback. */
export interface CalendarEntryDrawerProps {
  terms: CalendarTerm[]
  entry: CalendarEntry | 'new' | null
  defaultTermId?: number
  onClose: () => void
}

const ISO = 'YYYY-MM-DD'

/** The drawer. */
export function CalendarEntryDrawer({ terms, entry, defaultTermId, onClose }: CalendarEntryDrawerProps) {
  const { t } = useTranslation('academic-calendar')
  const fmt = useFormat()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const { save } = useCalendarWrite()
  const editing = entry !== null && entry !== 'new' ? entry : null
  const termId = Form.useWatch('TermId', form)
  const term = terms.find((x) => x.Id === termId)

  const initial: Partial<Values> = editing
    ? {
        ...editing,
        StartsOn: dayjs(editing.StartsOn, ISO),
        EndsOn: dayjs(editing.EndsOn, ISO),
      }
    : { TermId: defaultTermId ?? terms[0]?.Id, Audience: 'students' }

  const submit = (v: Values) =>
    save.mutate(
      {
        Id: editing?.Id ?? null,
        Version: editing?.Version ?? null,
        TermId: v.TermId,
        Kind: v.Kind,
        TitleTr: v.TitleTr,
        TitleEn: v.TitleEn,
        StartsOn: v.StartsOn.format(ISO),
        EndsOn: v.EndsOn.format(ISO),
        Audience: v.Audience,
      },
      {
        onSuccess: () => {
          message.success(t('admin.saved'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('admin.failed')),
      },
    )

  const required = { required: true, message: t('admin.required') }
  const withinTerm = {
    validator: (_: unknown, d: Dayjs | undefined) =>
      d && term && (d.format(ISO) < term.StartsOn || d.format(ISO) > term.EndsOn)
        ? Promise.reject(new Error(t('admin.outsideTerm')))
        : Promise.resolve(),
  }
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      destroyOnHidden
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={editing ? t('admin.editTitle') : t('admin.newTitle')}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('admin.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="TermId"
          label={t('admin.term')}
          rules={[required]}
          extra={
            term ? t('admin.termSpan', { from: fmt.date(term.StartsOn), to: fmt.date(term.EndsOn) }) : null
          }
        >
          <Select options={terms.map((x) => ({ value: x.Id, label: x.Name }))} />
        </Form.Item>
        <Form.Item name="Kind" label={t('admin.field.kind')} rules={[required]}>
          <Select options={CALENDAR_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="TitleTr"
          label={t('admin.field.titleTr')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="TitleEn"
          label={t('admin.field.titleEn')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Flex gap="small" wrap>
          <Form.Item
            name="StartsOn"
            label={t('admin.field.startsOn')}
            rules={[required, withinTerm]}
            dependencies={['TermId']}
            style={{ flex: '1 1 140px' }}
          >
            <DateField style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="EndsOn"
            label={t('admin.field.endsOn')}
            dependencies={['StartsOn', 'TermId']}
            style={{ flex: '1 1 140px' }}
            rules={[
              required,
              withinTerm,
              {
                validator: (_, d: Dayjs | undefined) => {
                  const start = form.getFieldValue('StartsOn') as Dayjs | undefined
                  return d && start && d.isBefore(start, 'day')
                    ? Promise.reject(new Error(t('admin.endBeforeStart')))
                    : Promise.resolve()
                },
              },
            ]}
          >
            <DateField style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="Audience" label={t('admin.field.audience')} rules={[required]}>
          <Select
            options={(['students', 'all'] as const).map((a) => ({ value: a, label: t(`audience.${a}`) }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  )
}
