/**
 * The queue of students' requests about a section (issue 36 "one shared request queue"; spec §3 "Absence
 * request and grade request: request date, status, approval end date, processor, requester, reason"): absence
 * excuses and grade changes, reviewed by the staff who teach or run the section. On `RequestQueue`: the status
 * as segmented buttons with the server's counts (pending, approved, rejected, expired, all), the requested-date
 * range and search, the common columns with the feature's own, approve / reject with an answer of 5–500
 * characters (`DecideDialog`, the request shown above it), offered while the approval end date has not passed,
 * and a 409 named and refetched (`useQueueDecision`); pending requests can be selected and approved or rejected
 * together with one answer (`useSectionBulk`, the feature's ProcessMany).
 *
 * Texts come from the feature's namespace `ns`, under `requests.`: filter, all, statuses.{pending, approved,
 * rejected, expired}, search, dates, requestDate, course, requester, reason, status, approvalEnd, lastDay,
 * daysLeft, processor, answer, actions, approve, reject, expiredHint, approveTitle, rejectTitle, answerLabel,
 * rejectReason, answerRule, cancel, done, failed, loadFailed, retry, empty, emptyFiltered; and for the bulk
 * decision select, approveSelected, rejectSelected, approveManyTitle, rejectManyTitle, manyHint, doneMany.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import type { UseMutationResult } from '@tanstack/react-query'
import type {
  ProcessManyRequest,
  ProcessRequest,
  SectionRequest,
  SectionRequestCounts,
  SectionRequestFilter,
} from '@unacs/contracts'
import { Button, Flex, Tag, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../text/format.ts'
import { istanbulToday } from '../text/istanbul-today.ts'
import { DecideDialog } from './DecideDialog.tsx'
import { type QueueQuery, RequestQueue } from './RequestQueue.tsx'
import { sectionDecideTexts } from './section-decide-texts.ts'
import { useQueueDecision } from './use-queue-decision.ts'
import type { QueueParams, QueueParamsState } from './use-queue-params.ts'
import { useSectionBulk } from './use-section-bulk.tsx'

/** The common fields of a section request (contracts' ZSectionRequest). */
export type SectionRequestRow = SectionRequest

/** What a row shows as its status: the stored one, or `expired` for a pending one past its end date. */
type Shown = SectionRequestRow['Status'] | 'expired'

const COLOUR: Record<Shown, string | undefined> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  expired: undefined,
}

/** The filters in the order they are offered. */
const FILTERS: SectionRequestFilter[] = ['pending', 'approved', 'rejected', 'expired', 'all']

/** The request's shown status on Istanbul day `day` ('YYYY-MM-DD'). */
export function shownStatus(r: SectionRequestRow, day: string): Shown {
  return r.Status === 'pending' && r.ApprovalEndDate < day ? 'expired' : r.Status
}

/** Props of {@link SectionRequestQueue}. */
export interface SectionRequestQueueProps<T extends SectionRequestRow, P extends QueueParams> {
  /** The feature's i18n namespace (texts under `requests.`). */
  ns: string
  state: QueueParamsState<P>
  /** The feature's Queue call (a page with `Counts`). */
  query: QueueQuery<T> & { data?: { items: T[]; total: number; Counts: SectionRequestCounts } }
  /** The feature's Process call as a mutation (refreshes the queue when settled). */
  decide: UseMutationResult<unknown, Error, ProcessRequest>
  /**
   * The feature's ProcessMany call as a mutation (all or none; refreshes the queue when settled): pending rows
   * get checkboxes and "approve / reject selected" (`useSectionBulk`).
   */
  decideMany: UseMutationResult<unknown, Error, ProcessManyRequest>
  /** The feature's own columns, after the requester (e.g. the excused days). */
  columns?: ColumnsType<T>
  /** How the request's reason is shown (default: one line with an ellipsis). */
  renderReason?: (text: string) => ReactNode
}

/** The queue page body with its decision dialog. */
export function SectionRequestQueue<T extends SectionRequestRow, P extends QueueParams>(
  props: SectionRequestQueueProps<T, P>,
) {
  // The keys are the feature's (its namespace is typed apart): loaded by this call, read untyped.
  const { t: typed } = useTranslation(props.ns as 'common')
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string
  const { state, query } = props
  const [target, setTarget] = useState<{ request: T; approve: boolean } | null>(null)
  const day = istanbulToday()
  const filter = (state.params.Status ?? 'pending') as SectionRequestFilter
  const counts = query.data?.Counts
  const conflict = {
    describe: (r: T) => `${r.StudentNo} ${r.RequesterName} · ${r.CourseCode}`,
    status: (r: T) => t(`requests.statuses.${shownStatus(r, day)}`),
  }
  const decision = useQueueDecision(props.decide, {
    ...conflict,
    failed: t('requests.failed'),
    refetch: query.refetch,
  })
  const bulk = useSectionBulk<T>({
    ...conflict,
    decideMany: props.decideMany,
    items: query.data?.items ?? [],
    selectable: (r) => shownStatus(r, day) === 'pending',
    t,
    refetch: query.refetch,
  })
  // Pending and expired requests have no processor yet; processed ones need no actions.
  const showProcessed = filter === 'all' || filter === 'approved' || filter === 'rejected'
  const showActions = filter === 'all' || filter === 'pending' || filter === 'expired'
  const canSelect = filter === 'all' || filter === 'pending'
  const columns: ColumnsType<T> = [
    {
      title: t('requests.requestDate'),
      dataIndex: 'RequestDate',
      width: 110,
      render: (v: string) => showDate(v),
    },
    {
      title: t('requests.course'),
      key: 'course',
      render: (_, r) => (
        <Flex vertical>
          <span>{r.CourseCode}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.CourseName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('requests.requester'),
      key: 'requester',
      render: (_, r) => (
        <Flex vertical>
          <span>{r.RequesterName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.StudentNo}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(props.columns ?? []),
    {
      title: t('requests.reason'),
      dataIndex: 'Reason',
      ...(props.renderReason
        ? { render: (v: string) => props.renderReason?.(v) }
        : { ellipsis: true, width: 220 }),
    },
    {
      title: t('requests.status'),
      key: 'status',
      render: (_, r) => {
        const s = shownStatus(r, day)
        return <Tag color={COLOUR[s]}>{t(`requests.statuses.${s}`)}</Tag>
      },
    },
    {
      // A plain title: with rows the table takes its content's width (one line, actions fixed beside it); the
      // empty table fits its box, so a title kept on one line ran under "Actions" there (1366 px, English).
      title: t('requests.approvalEnd'),
      dataIndex: 'ApprovalEndDate',
      render: (v: string, r) => {
        const left = dayjs(v).diff(dayjs(day), 'day')
        return (
          <Flex vertical>
            <span>{showDate(v)}</span>
            {r.Status === 'pending' && left >= 0 ? (
              // Near the end in a warning colour that passes WCAG AA as small text (issue 36).
              <Typography.Text
                type={left <= 3 ? undefined : 'secondary'}
                style={{ fontSize: 12, color: left <= 3 ? 'var(--light-warning-text)' : undefined }}
              >
                {left === 0 ? t('requests.lastDay') : t('requests.daysLeft', { count: left })}
              </Typography.Text>
            ) : null}
          </Flex>
        )
      },
    },
    ...(showProcessed
      ? [
          {
            title: t('requests.processor'),
            key: 'processor',
            render: (_: unknown, r: T) =>
              r.ProcessorName ? (
                <Flex vertical style={{ minWidth: 160, maxWidth: 280 }}>
                  <span>{r.ProcessorName}</span>
                  {r.Answer ? (
                    <Typography.Paragraph
                      type="secondary"
                      style={{ margin: 0, fontSize: 12 }}
                      ellipsis={{ rows: 2, tooltip: r.Answer }}
                    >
                      {`${t('requests.answer')}: ${r.Answer}`}
                    </Typography.Paragraph>
                  ) : null}
                </Flex>
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ]
  const actions = (r: T) => {
    if (r.Status !== 'pending') return null
    const expired = shownStatus(r, day) === 'expired'
    const buttons = (
      <Flex gap={4}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          disabled={expired}
          aria-label={`${t('requests.approve')}: ${r.StudentNo} ${r.CourseCode}`}
          onClick={() => setTarget({ request: r, approve: true })}
        >
          {t('requests.approve')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          disabled={expired}
          aria-label={`${t('requests.reject')}: ${r.StudentNo} ${r.CourseCode}`}
          onClick={() => setTarget({ request: r, approve: false })}
        >
          {t('requests.reject')}
        </Button>
      </Flex>
    )
    return expired ? <Tooltip title={t('requests.expiredHint')}>{buttons}</Tooltip> : buttons
  }
  const approve = target?.approve ?? false
  return (
    <>
      <RequestQueue<T, P>
        state={state}
        query={query}
        labels={{
          status: t('requests.filter'),
          search: t('requests.search'),
          dates: t('requests.dates'),
          empty:
            (counts?.all ?? 0) > 0 && filter !== 'all' ? t('requests.emptyFiltered') : t('requests.empty'),
          loadFailed: t('requests.loadFailed'),
          retry: t('requests.retry'),
          actions: t('requests.actions'),
        }}
        statusStyle="segmented"
        statuses={FILTERS.map((f) => ({
          value: f,
          label: `${f === 'all' ? t('requests.all') : t(`requests.statuses.${f}`)} (${counts?.[f] ?? 0})`,
        }))}
        dates
        columns={columns}
        actions={showActions ? actions : undefined}
        // Only pending requests are decided: no checkboxes where none can be (approved, rejected, expired).
        selection={canSelect ? bulk.selection : undefined}
        bulk={canSelect ? bulk.buttons : undefined}
      />
      {bulk.dialog}
      <DecideDialog
        open={target !== null}
        title={approve ? t('requests.approveTitle') : t('requests.rejectTitle')}
        {...sectionDecideTexts(t, approve)}
        pending={props.decide.isPending}
        onConfirm={(Answer) =>
          target &&
          decision({ Id: target.request.Id, Approve: target.approve, Answer }, t('requests.done'), () =>
            setTarget(null),
          )
        }
        onCancel={() => setTarget(null)}
      >
        {target ? (
          <Flex vertical gap="small" style={{ marginBottom: 16 }}>
            <Typography.Text>
              <Typography.Text
                strong
              >{`${target.request.RequesterName} (${target.request.StudentNo})`}</Typography.Text>
              {` · ${target.request.CourseCode} ${target.request.CourseName}`}
            </Typography.Text>
            <Typography.Text type="secondary">{target.request.Reason}</Typography.Text>
          </Flex>
        ) : null}
      </DecideDialog>
    </>
  )
}
