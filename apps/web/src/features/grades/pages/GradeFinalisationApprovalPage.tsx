/**
 * Grade finalisation approval for the head of department (component key `GradeFinalisationApproval`; spec
 * §4 "Grade entry: entry, then finalise and approve; reverting finalisation reopens entry"; docs/decisions.md
 * "Department approval of a finalisation"): the department's sections of a term with submission state
 * (none / partial / finalised), weights total and approval; a section's sheet opens read-only; a finalised
 * section is approved, or sent back to its instructor with a reason.
 */
import { CheckCircleOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons'
import type { ApprovalSection } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate, showDateTime } from '../../../shared/text/format.ts'
import { useApproveFinalisation } from '../api/approve-finalisation.ts'
import { useGradeSheet } from '../api/get-grade-sheet.ts'
import { useApprovalSections } from '../api/list-approval-sections.ts'
import { ReadOnlySheet } from '../components/ReadOnlySheet.tsx'
import { SendBackModal } from '../components/SendBackModal.tsx'

type Filter = 'all' | 'awaiting' | 'approved' | 'open'
const stateColour = { none: undefined, partial: 'orange', finalized: 'green' } as const

/** Which filter group a section belongs to. */
const groupOf = (s: ApprovalSection): Exclude<Filter, 'all'> =>
  s.State !== 'finalized' ? 'open' : s.ApprovedAt ? 'approved' : 'awaiting'

const stamp = (iso: string | null) => (iso ? showDateTime(iso) : '—')
const day = (iso: string | null) => (iso ? showDate(iso) : '—')

/** The approval page. */
export function GradeFinalisationApprovalPage() {
  const { t } = useTranslation('grades')
  const [termId, setTermId] = useState<number>()
  const [filter, setFilter] = useState<Filter>('all')
  const [viewing, setViewing] = useState<ApprovalSection | null>(null)
  const [sendingBack, setSendingBack] = useState<ApprovalSection | null>(null)
  const list = useApprovalSections(termId)
  if (list.error) return <Result status="warning" title={list.error.message} />
  const data = list.data
  const sections = data?.Sections ?? []
  const counts = { all: sections.length, awaiting: 0, approved: 0, open: 0 }
  for (const s of sections) counts[groupOf(s)]++
  const rows = sections.filter((s) => filter === 'all' || groupOf(s) === filter)
  const live = (s: ApprovalSection | null) =>
    s ? (sections.find((x) => x.SectionId === s.SectionId) ?? s) : null

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('approval.intro')}
      </Typography.Paragraph>
      <Card size="small">
        <Flex gap="large" wrap align="center" justify="space-between">
          <Flex gap="large" wrap>
            <Statistic title={t('approval.stats.sections')} value={counts.all} loading={list.isLoading} />
            <Statistic
              title={t('approval.stats.awaiting')}
              value={counts.awaiting}
              loading={list.isLoading}
              styles={{ content: counts.awaiting > 0 ? { color: 'var(--ant-color-warning)' } : undefined }}
            />
            <Statistic
              title={t('approval.stats.approved')}
              value={counts.approved}
              loading={list.isLoading}
            />
            <Statistic title={t('approval.stats.open')} value={counts.open} loading={list.isLoading} />
          </Flex>
          <Select
            style={{ minWidth: 240 }}
            aria-label={t('approval.term')}
            loading={list.isLoading}
            value={data?.TermId ?? undefined}
            placeholder={t('approval.term')}
            onChange={(v: number) => setTermId(v)}
            options={(data?.Terms ?? []).map((x) => ({
              value: x.TermId,
              label: x.IsActive ? `${x.TermName} (${t('approval.activeTerm')})` : x.TermName,
            }))}
          />
        </Flex>
      </Card>
      <Card title={t('approval.title')}>
        <Flex vertical gap="middle">
          <Segmented<Filter>
            aria-label={t('approval.filter')}
            value={filter}
            onChange={setFilter}
            options={(['all', 'awaiting', 'approved', 'open'] as const).map((f) => ({
              value: f,
              label: `${t(`approval.filters.${f}`)} (${counts[f]})`,
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <Table<ApprovalSection>
            size="small"
            rowKey="SectionId"
            loading={list.isLoading || list.isPlaceholderData}
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: list.isLoading
                ? ' '
                : sections.length > 0
                  ? t('approval.emptyFiltered')
                  : t('approval.empty'),
            }}
            columns={[
              {
                title: t('approval.course'),
                render: (_, s) => (
                  <Flex vertical>
                    <Typography.Link
                      onClick={() => setViewing(s)}
                    >{`${s.CourseCode}-${s.SectionName}`}</Typography.Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {s.CourseName}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('approval.instructors'),
                dataIndex: 'Instructors',
                render: (v: string[]) => (
                  <div style={{ minWidth: 120, maxWidth: 180, whiteSpace: 'normal' }}>
                    {v.length ? v.join(', ') : '—'}
                  </div>
                ),
              },
              { title: t('approval.students'), dataIndex: 'StudentCount', align: 'right' },
              {
                title: t('approval.weights'),
                dataIndex: 'WeightTotal',
                align: 'right',
                render: (v: number) => (
                  <Tooltip title={v === 100 ? undefined : t('approval.weightsHint')}>
                    <Tag
                      color={v === 100 ? 'green' : v === 0 ? undefined : 'orange'}
                      style={{ marginInlineEnd: 0 }}
                    >
                      {t('approval.percent', { value: v })}
                    </Tag>
                  </Tooltip>
                ),
              },
              {
                title: t('approval.state'),
                dataIndex: 'State',
                render: (v: ApprovalSection['State'], s) => (
                  <Flex vertical gap={2}>
                    <Tag color={stateColour[v]} style={{ alignSelf: 'flex-start' }}>
                      {t(`state.${v}`)}
                    </Tag>
                    {v === 'finalized' && s.FinalizedAt ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('approval.by', { name: s.FinalizedByName ?? '—', date: day(s.FinalizedAt) })}
                      </Typography.Text>
                    ) : null}
                    {v !== 'finalized' && s.RevertReason ? (
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        ellipsis={{ tooltip: s.RevertReason }}
                      >
                        {t('approval.sentBackShort')}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                ),
              },
              {
                title: t('approval.approvalState'),
                key: 'approval',
                render: (_, s) =>
                  s.ApprovedAt ? (
                    <Flex vertical gap={2}>
                      <Tag
                        color="green"
                        icon={<CheckCircleOutlined aria-hidden />}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {t('approval.approved')}
                      </Tag>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('approval.by', { name: s.ApprovedByName ?? '—', date: day(s.ApprovedAt) })}
                      </Typography.Text>
                    </Flex>
                  ) : s.State === 'finalized' ? (
                    <Tag color="gold">{t('approval.awaiting')}</Tag>
                  ) : (
                    <Typography.Text type="secondary" aria-label={t('approval.notFinalized')}>
                      —
                    </Typography.Text>
                  ),
              },
              {
                title: t('approval.actions'),
                key: 'actions',
                fixed: 'right',
                render: (_, s) => (
                  <RowActions section={s} onView={() => setViewing(s)} onSendBack={() => setSendingBack(s)} />
                ),
              },
            ]}
          />
        </Flex>
      </Card>
      <SheetDrawer
        section={live(viewing)}
        onClose={() => setViewing(null)}
        onSendBack={(s) => setSendingBack(s)}
      />
      <SendBackModal section={sendingBack} onClose={() => setSendingBack(null)} />
    </Flex>
  )
}

/** View, approve (finalised and not yet approved) and send back (finalised) for one section. */
function RowActions(props: {
  section: ApprovalSection
  onView?: () => void
  onSendBack: () => void
  size?: 'small' | 'middle'
}) {
  const { t } = useTranslation('grades')
  const { message } = App.useApp()
  const approve = useApproveFinalisation()
  const s = props.section
  const name = `${s.CourseCode}-${s.SectionName}`
  const size = props.size ?? 'small'
  return (
    <Flex gap={4} wrap>
      {props.onView ? (
        <Tooltip title={t('approval.view')}>
          <Button
            size={size}
            icon={<EyeOutlined aria-hidden />}
            onClick={props.onView}
            aria-label={`${t('approval.view')}: ${name}`}
          />
        </Tooltip>
      ) : null}
      {s.State === 'finalized' && !s.ApprovedAt ? (
        <Popconfirm
          title={t('approval.approveTitle')}
          description={t('approval.approveConfirm', { section: name })}
          okText={t('approval.approve')}
          cancelText={t('approval.cancel')}
          onConfirm={() =>
            approve.mutate(
              { SectionId: s.SectionId, Version: s.Version },
              {
                onSuccess: () => message.success(t('approval.approvedOk', { section: name })),
                onError: (e) => message.error(e.message),
              },
            )
          }
        >
          <Button
            size={size}
            type="primary"
            icon={<CheckCircleOutlined aria-hidden />}
            loading={approve.isPending}
            aria-label={`${t('approval.approve')}: ${name}`}
          >
            {t('approval.approve')}
          </Button>
        </Popconfirm>
      ) : null}
      {s.State === 'finalized' ? (
        <Button
          size={size}
          danger
          icon={<RollbackOutlined aria-hidden />}
          onClick={props.onSendBack}
          aria-label={`${t('approval.sendBack')}: ${name}`}
        >
          {t('approval.sendBack')}
        </Button>
      ) : null}
    </Flex>
  )
}

/** The section's details and read-only grade sheet, with the same actions. */
function SheetDrawer(props: {
  section: ApprovalSection | null
  onClose: () => void
  onSendBack: (s: ApprovalSection) => void
}) {
  const { t } = useTranslation('grades')
  const s = props.section
  const sheet = useGradeSheet(s?.SectionId)
  return (
    <Drawer
      open={!!s}
      onClose={props.onClose}
      size="min(960px, 100vw)"
      title={s ? `${s.CourseCode} ${s.CourseName} — ${s.SectionName}` : ''}
      destroyOnHidden
      extra={s ? <RowActions section={s} size="middle" onSendBack={() => props.onSendBack(s)} /> : null}
    >
      {s ? (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'term', label: t('approval.term'), children: s.TermName },
              {
                key: 'state',
                label: t('approval.state'),
                children: <Tag color={stateColour[s.State]}>{t(`state.${s.State}`)}</Tag>,
              },
              {
                key: 'instructors',
                label: t('approval.instructors'),
                children: s.Instructors.join(', ') || '—',
              },
              {
                key: 'weights',
                label: t('approval.weights'),
                children: t('approval.percent', { value: s.WeightTotal }),
              },
              {
                key: 'finalized',
                label: t('approval.finalizedBy'),
                children: s.FinalizedAt ? `${s.FinalizedByName ?? '—'} · ${stamp(s.FinalizedAt)}` : '—',
              },
              {
                key: 'approved',
                label: t('approval.approvalState'),
                children: s.ApprovedAt
                  ? `${s.ApprovedByName ?? '—'} · ${stamp(s.ApprovedAt)}`
                  : s.State === 'finalized'
                    ? t('approval.awaiting')
                    : t('approval.notFinalized'),
              },
            ]}
          />
          {s.RevertReason && s.State !== 'finalized' ? (
            <Alert type="info" showIcon title={t('approval.lastRevert', { reason: s.RevertReason })} />
          ) : null}
          <Typography.Text type="secondary">{t('approval.readOnly')}</Typography.Text>
          {sheet.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : sheet.error ? (
            <Alert type="error" showIcon title={sheet.error.message} />
          ) : sheet.data ? (
            sheet.data.Items.length === 0 ? (
              <Alert type="info" showIcon title={t('approval.noExams')} />
            ) : (
              <ReadOnlySheet sheet={sheet.data} />
            )
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  )
}
