/**
 * Students' grade change requests for staff (spec §3 "grade request: request date, status, approval end date,
 * processor, requester, reason"; issue 6 § Requests): filter by status, pagination, approve or reject with an
 * answer, offered only while the approval end date has not passed. Same flow as the absence requests.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import type { GradeRequest } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Segmented,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { useGradeRequests } from '../api/list-grade-requests.ts'
import { useProcessGradeRequest } from '../api/process-grade-request.ts'
import { ClampedText } from './ClampedText.tsx'

/** What a row shows as its status: the stored one, or `expired` for a pending one past its end date. */
type ShownStatus = GradeRequest['Status'] | 'expired'
type Filter = 'all' | ShownStatus

const colour: Record<ShownStatus, string | undefined> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  expired: undefined,
}

/** Today's date in Istanbul as YYYY-MM-DD (business dates are whole Istanbul days). */
const today = () => istanbulToday()

/** The request's shown status on `day`. */
export function shownStatus(r: GradeRequest, day: string): ShownStatus {
  return r.Status === 'pending' && r.ApprovalEndDate < day ? 'expired' : r.Status
}

/** The staff member's requests table with its status filter and the approve / reject dialog. */
export function GradeRequestTable() {
  const { t } = useTranslation('grades')
  const { message } = App.useApp()
  const requests = useGradeRequests()
  const process = useProcessGradeRequest()
  const [filter, setFilter] = useState<Filter>('pending')
  const [target, setTarget] = useState<{ request: GradeRequest; approve: boolean } | null>(null)
  const [form] = Form.useForm<{ Answer: string }>()
  const day = today()
  const counts = useMemo(() => {
    const c: Record<Filter, number> = { all: 0, pending: 0, approved: 0, rejected: 0, expired: 0 }
    for (const r of requests.data ?? []) {
      c.all++
      c[shownStatus(r, day)]++
    }
    return c
  }, [requests.data, day])
  const rows = (requests.data ?? []).filter((r) => filter === 'all' || shownStatus(r, day) === filter)
  // Pending and expired requests have no processor yet; processed ones need no actions.
  const showProcessed = filter === 'all' || filter === 'approved' || filter === 'rejected'
  const showActions = filter === 'all' || filter === 'pending' || filter === 'expired'
  if (requests.error) return <Alert type="error" showIcon title={requests.error.message} />
  const filters: Filter[] = ['pending', 'approved', 'rejected', 'expired', 'all']
  return (
    <Flex vertical gap="middle">
      <Segmented<Filter>
        aria-label={t('requests.filter')}
        value={filter}
        onChange={setFilter}
        options={filters.map((f) => ({
          value: f,
          label: `${f === 'all' ? t('requests.all') : t(`requests.statuses.${f}`)} (${counts[f]})`,
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Table<GradeRequest>
        size="small"
        rowKey="Id"
        loading={requests.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: requests.isLoading
            ? ' '
            : (requests.data?.length ?? 0) > 0
              ? t('requests.emptyFiltered')
              : t('requests.empty'),
        }}
        columns={[
          {
            title: t('requests.requestDate'),
            dataIndex: 'RequestDate',
            width: 110,
            render: (v: string) => showDate(v),
          },
          {
            title: t('requests.course'),
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
            render: (_, r) => (
              <Flex vertical>
                <span>{r.RequesterName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.StudentNo}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('requests.reason'),
            dataIndex: 'Reason',
            render: (v: string) => <ClampedText text={v} />,
          },
          {
            title: t('requests.status'),
            key: 'status',
            render: (_, r) => {
              const s = shownStatus(r, day)
              return <Tag color={colour[s]}>{t(`requests.statuses.${s}`)}</Tag>
            },
          },
          {
            // One line: with `max-content` scrolling the fixed actions column would cover a wrapped title.
            title: <span style={{ whiteSpace: 'nowrap' }}>{t('requests.approvalEnd')}</span>,
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
                  render: (_: unknown, r: GradeRequest) =>
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
          ...(showActions
            ? [
                {
                  title: t('requests.actions'),
                  key: 'actions',
                  fixed: 'right' as const,
                  render: (_: unknown, r: GradeRequest) => {
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
                  },
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={!!target}
        title={target?.approve ? t('requests.approveTitle') : t('requests.rejectTitle')}
        okText={target?.approve ? t('requests.approve') : t('requests.reject')}
        okButtonProps={{ danger: !target?.approve }}
        cancelText={t('requests.cancel')}
        confirmLoading={process.isPending}
        onCancel={() => {
          setTarget(null)
          process.reset()
        }}
        onOk={() => form.submit()}
        destroyOnHidden
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
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            target &&
            process.mutate(
              { Id: target.request.Id, Approve: target.approve, Answer: v.Answer.trim() },
              {
                onSuccess: () => {
                  message.success(t('requests.done'))
                  setTarget(null)
                },
              },
            )
          }
        >
          {process.error ? (
            <Alert type="error" showIcon title={process.error.message} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            name="Answer"
            label={target?.approve ? t('requests.answerLabel') : t('requests.rejectReason')}
            rules={[
              { required: true, whitespace: true, min: 5, max: 500, message: t('requests.answerRule') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  )
}
