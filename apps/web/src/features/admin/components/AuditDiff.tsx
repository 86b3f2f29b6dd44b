/**
 * An audit entry's before and after as a readable diff (issue 22 "each entry shows before and after as a
 * readable diff"; issue 36 "in human terms"): a heading with the entity kind, action and subject in words,
 * then one line per field under its label, referenced ids shown by name (role, unit, staff member with
 * registry number, student with number, course, section), dates in Istanbul, yes/no for flags; changed
 * fields marked.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { AuditPage, AuditRow } from '@unacs/contracts'
import { Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '../../../shared/text/format.ts'
import { adminKey } from '../api/audit.ts'

/**
 * Props: the entry's before and after snapshots (any JSON, null for create/delete) and, optionally, the entry
 * itself for its words; without `row` the entry is found in the audit list's cached pages by its snapshots.
 */
export interface AuditDiffProps {
  before: unknown
  after: unknown
  row?: AuditRow
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

/** The cached list entry whose snapshots are `before` and `after` (the same objects the page rendered). */
function useCachedRow(before: unknown, after: unknown, given: AuditRow | undefined): AuditRow | undefined {
  const client = useQueryClient()
  if (given) return given
  for (const [, page] of client.getQueriesData<AuditPage>({ queryKey: [...adminKey, 'audit'] })) {
    const hit = page?.items?.find((r) => r.Before === before && r.After === after)
    if (hit) return hit
  }
  return undefined
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** The diff table with its heading. */
export function AuditDiff({ before, after, row: given }: AuditDiffProps) {
  const { t, i18n } = useTranslation('admin')
  const row = useCachedRow(before, after, given)
  const lang = i18n.language

  /** A value in words: referenced ids by name, flags as yes/no, dates in Istanbul, text as is. */
  const words = (field: string, v: unknown): string => {
    if (v === undefined) return '—'
    if (v === null || v === '') return t('audit.diff.empty')
    const names = row?.Refs[field]
    const one = (x: unknown): string => {
      if (names && (typeof x === 'number' || typeof x === 'string') && names[String(x)])
        return names[String(x)] as string
      if (typeof x === 'boolean') return x ? t('audit.diff.yes') : t('audit.diff.no')
      if (typeof x === 'string' && ISO_DATE.test(x)) return formatDate(x, lang) || x
      if (typeof x === 'string' && ISO_INSTANT.test(x)) return formatDateTime(x, lang) || x
      if (typeof x === 'string') return x
      if (typeof x === 'number') return x.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR')
      return JSON.stringify(x)
    }
    return Array.isArray(v) ? v.map(one).join(', ') || '—' : one(v)
  }
  const label = (field: string) =>
    field === 'value' && !row?.FieldLabels.value ? t('audit.diff.value') : (row?.FieldLabels[field] ?? field)

  return (
    <Flex vertical gap={8}>
      {row ? (
        <Typography.Text data-testid="audit-subject">
          <Typography.Text strong>{row.EntityLabel}</Typography.Text> · {row.ActionLabel}
          {row.Subject ? ` — ${row.Subject}` : ''}
        </Typography.Text>
      ) : null}
      <Table<Line>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={diffLines(before, after)}
        columns={[
          {
            title: t('audit.field'),
            dataIndex: 'field',
            width: 180,
            render: (f: string, l) => (
              <span>
                {label(f)} {l.changed ? <Tag>{t('audit.changed')}</Tag> : null}
              </span>
            ),
          },
          {
            title: t('audit.before'),
            key: 'before',
            render: (_: unknown, l) => (
              <Typography.Text
                delete={l.changed && l.before !== undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {words(l.field, l.before)}
              </Typography.Text>
            ),
          },
          {
            title: t('audit.after'),
            key: 'after',
            render: (_: unknown, l) => (
              <Typography.Text strong={l.changed} style={{ overflowWrap: 'anywhere' }}>
                {words(l.field, l.after)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Flex>
  )
}
