/**
 * One request queue page body for every feature that reviews requests (issue 36 "one shared request queue";
 * issue 22 "Request queues"): a filter bar (status, the feature's own filters, a requested-date range with the
 * keyboard-safe `DateRangeField`, search), the server-paged table with the feature's columns and a row-action
 * column that stays in view (`useRowActionsFixed`), bulk selection (its checkboxes fixed left while the
 * actions are fixed right) with the feature's bulk buttons, and the load error with a retry. Decisions go
 * through `useQueueDecision` (409: what changed, then a refetch) and the reason dialog `DecideDialog`; the
 * feature keeps its columns, labels, rules and calls.
 */
import { Alert, Button, Card, Flex, Input, Segmented, Select, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext'
import dayjs from 'dayjs'
import { type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeField } from '../ui/DateField.tsx'
import { useRowActionsFixed } from '../ui/use-row-actions-fixed.ts'
import type { QueueParams, QueueParamsState } from './use-queue-params.ts'

/** What the queue shows of the feature's list query (TanStack Query's result fits). */
export interface QueueQuery<T> {
  data?: { items: T[]; total: number }
  isError: boolean
  error: Error | null
  isFetching: boolean
  refetch: () => unknown
}

/** The queue's texts, in the feature's namespace and the page's language. */
export interface QueueLabels {
  /** The status filter's accessible name. */
  status: string
  /** The search box's accessible name and placeholder. */
  search: string
  /** The date range's accessible name (shown only when given). */
  dates?: string
  empty: string
  loadFailed: string
  retry: string
  /** The table card's title. */
  title?: string
  /** The filter card's title. */
  filters?: string
  /** The row-action column's title. */
  actions?: string
}

/** Bulk selection: which rows may be selected, their checkbox names, the selection and its setter. */
export interface QueueSelection<T> {
  selectable: (row: T) => boolean
  label: (row: T) => string
  selected: number[]
  onChange: (ids: number[]) => void
}

/** Props of {@link RequestQueue}. */
export interface RequestQueueProps<T extends { Id: number }, P extends QueueParams> {
  state: QueueParamsState<P>
  query: QueueQuery<T>
  labels: QueueLabels
  /** The status filter's options (value sent as `Status`). */
  statuses: readonly { value: string; label: string }[]
  /**
   * The status filter as a select (default) or as segmented buttons (few statuses, e.g. with their counts in
   * the labels), which also lets a filter's columns follow the chosen status.
   */
  statusStyle?: 'select' | 'segmented'
  /** The feature's own filters, after the status. */
  filters?: ReactNode
  /** Offer the requested-date range (sent as `From` / `To`). */
  dates?: boolean
  columns: ColumnsType<T>
  /** The row's actions (none: no action column). */
  actions?: (row: T) => ReactNode
  /** Bulk selection (none: no checkboxes). */
  selection?: QueueSelection<T>
  /** The bulk buttons, shown in the table card's header. */
  bulk?: ReactNode
}

/** The queue: filter card and table card. */
export function RequestQueue<T extends { Id: number }, P extends QueueParams>(
  props: RequestQueueProps<T, P>,
) {
  const { state, query, labels, selection } = props
  const { params, filter, turn } = state
  const { t } = useTranslation('common')
  const actionsFixed = useRowActionsFixed()
  const items = query.data?.items ?? []
  const columns: ColumnsType<T> = props.actions
    ? [
        ...props.columns,
        {
          title: labels.actions,
          key: 'actions',
          // A fixed column needs the table's own horizontal scroll, and an empty table has none (nor rows
          // whose actions to keep in view): fixed there, the header covered its neighbour's title (the
          // absence queue's "Approval end date" at 1366 px in English).
          fixed: items.length === 0 ? undefined : actionsFixed,
          render: (_: unknown, r: T) => props.actions?.(r) ?? null,
        },
      ]
    : props.columns
  const table = (
    <Table<T>
      size="small"
      rowKey="Id"
      loading={query.isFetching}
      dataSource={items}
      // An empty table scrolls nothing: no scroll region without focusable content (axe).
      scroll={items.length > 0 ? { x: 'max-content' } : undefined}
      locale={{ emptyText: labels.empty }}
      rowSelection={
        selection
          ? {
              // With the actions fixed right, the checkboxes stay fixed left: a row's box and its buttons are
              // both in view while the columns between scroll (issue 36, 1366 px).
              fixed: actionsFixed && items.length > 0 ? 'left' : undefined,
              // The table's hidden measure row (drawn with a sideways scroll) copies each column's title; the
              // "select all" box is left out of that copy, which no one can see but the keyboard could reach
              // (axe aria-hidden-focus).
              columnTitle: (box: ReactNode) => (
                <OutsideMeasureRow>
                  <div className="ant-table-selection">{box}</div>
                </OutsideMeasureRow>
              ),
              getTitleCheckboxProps: () => ({ 'aria-label': t('requestQueue.selectAll') }),
              selectedRowKeys: selection.selected,
              onChange: (keys) => selection.onChange(keys as number[]),
              getCheckboxProps: (r) => ({
                disabled: !selection.selectable(r),
                'aria-label': selection.label(r),
              }),
            }
          : undefined
      }
      pagination={{
        current: params.page,
        pageSize: params.pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: turn,
      }}
      columns={columns}
    />
  )
  return (
    <Flex vertical gap="middle">
      <Card title={labels.filters}>
        <Flex wrap gap="small">
          {props.statusStyle === 'segmented' ? (
            <Segmented<string>
              aria-label={labels.status}
              value={params.Status}
              onChange={(v) => filter({ Status: v } as Partial<P>)}
              options={props.statuses.map((s) => ({ value: s.value, label: s.label }))}
              style={{ maxWidth: '100%', overflowX: 'auto' }}
            />
          ) : (
            <Select
              aria-label={labels.status}
              style={{ minWidth: 170 }}
              value={params.Status}
              onChange={(v: string) => filter({ Status: v } as Partial<P>)}
              options={props.statuses.map((s) => ({ value: s.value, label: s.label }))}
            />
          )}
          {props.filters}
          {props.dates ? (
            <DateRangeField
              aria-label={labels.dates}
              onChange={(d) =>
                filter({ From: d?.[0]?.format('YYYY-MM-DD'), To: d?.[1]?.format('YYYY-MM-DD') } as Partial<P>)
              }
              disabledDate={(d) => d.isAfter(dayjs())}
            />
          ) : null}
          <Input.Search
            aria-label={labels.search}
            placeholder={labels.search}
            allowClear
            style={{ maxWidth: 260 }}
            onSearch={(v) => filter({ Search: v.trim() || undefined } as Partial<P>)}
          />
        </Flex>
      </Card>
      <Card title={labels.title} extra={props.bulk}>
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={labels.loadFailed}
            description={query.error?.message}
            action={<Button onClick={() => query.refetch()}>{labels.retry}</Button>}
          />
        ) : (
          table
        )}
      </Card>
    </Flex>
  )
}

/**
 * Its children, except inside the table's hidden measure row (antd's own context, which its tooltips and filter
 * menus read for the same reason), where it draws nothing.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children
}
