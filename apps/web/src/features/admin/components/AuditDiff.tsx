/**
 * An audit entry's before and after as a readable diff (issue 22 "each entry shows before and after as a
 * readable diff"): one line per field, changed fields marked, values shown as short JSON.
 */
import { Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the entry's before and after snapshots (any JSON, null for create/delete). */
export interface AuditDiffProps {
  before: unknown
  after: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v))

/** One diff line. */
interface Line {
  field: string
  before: unknown
  after: unknown
  changed: boolean
}

/** The fields of both snapshots with their values; a non-object snapshot is one line named "value". */
export function diffLines(before: unknown, after: unknown): Line[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: 'value', before, after, changed: show(before) !== show(after) }]
  }
  const b = isRecord(before) ? before : {}
  const a = isRecord(after) ? after : {}
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return keys.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: show(b[field]) !== show(a[field]),
  }))
}

/** The diff table. */
export function AuditDiff({ before, after }: AuditDiffProps) {
  const { t } = useTranslation('admin')
  return (
    <Table<Line>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={diffLines(before, after)}
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'field',
          width: 160,
          render: (f: string, l) => (
            <span>
              {f} {l.changed ? <Tag>{t('audit.changed')}</Tag> : null}
            </span>
          ),
        },
        {
          title: t('audit.before'),
          key: 'before',
          render: (_: unknown, l) => (
            <Typography.Text delete={l.changed && l.before !== undefined} style={{ wordBreak: 'break-all' }}>
              {show(l.before)}
            </Typography.Text>
          ),
        },
        {
          title: t('audit.after'),
          key: 'after',
          render: (_: unknown, l) => (
            <Typography.Text strong={l.changed} style={{ wordBreak: 'break-all' }}>
              {show(l.after)}
            </Typography.Text>
          ),
        },
      ]}
    />
  )
}
