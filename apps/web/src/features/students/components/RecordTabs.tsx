/**
 * The student record's data tabs (issue 37 "Student record"): the term-by-term history (term GPA, CGPA, each
 * course's grade and status), the course registrations, the absences, the requests (freeze, departure,
 * certificates), the documents and the audit history — the last two paged on the server. Each tab loads its
 * call when opened and shows its own loading, error and empty states.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import { Alert, Card, Empty, Flex, List, Skeleton, Table, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRecordPage, useRecordTab } from '../api/get-record-tabs.ts'

const PAGE = 10

/** Loading, error and empty states around a tab's content. */
function Frame<T>({
  q,
  empty,
  children,
}: {
  q: UseQueryResult<T>
  empty: boolean
  children: (d: T) => ReactNode
}) {
  const { t } = useTranslation('students')
  if (q.isPending) return <Skeleton active />
  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />
  if (empty) return <Empty description={t('record.empty')} />
  return <>{children(q.data)}</>
}

/** A timestamp in Istanbul time, in the reader's locale. */
function useStamp() {
  const { i18n } = useTranslation()
  return (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
          timeZone: 'Europe/Istanbul',
          dateStyle: 'short',
          timeStyle: 'short',
        })
      : '—'
}

const two = (v: number | null) => (v === null ? '—' : v.toFixed(2))

/** Terms: one card per term with GPA, CGPA and its courses. */
export function TermsTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const q = useRecordTab('Terms', id)
  return (
    <Frame q={q} empty={q.data?.length === 0}>
      {(terms) => (
        <Flex vertical gap="small">
          {terms.map((term) => (
            <Card
              key={term.TermId}
              size="small"
              title={term.TermName}
              extra={
                <Flex gap={4} wrap>
                  <Tag>{`${t('record.termGpa')} ${two(term.TermGpa)}`}</Tag>
                  <Tag>{`${t('col.cgpa')} ${two(term.Cgpa)}`}</Tag>
                </Flex>
              }
            >
              <Table
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                rowKey="CourseCode"
                dataSource={term.Courses}
                columns={[
                  { title: t('col.courseCode'), dataIndex: 'CourseCode' },
                  { title: t('col.courseName'), dataIndex: 'CourseName', responsive: ['sm'] },
                  { title: t('record.credit'), dataIndex: 'Credit', responsive: ['md'] },
                  {
                    title: t('record.letter'),
                    dataIndex: 'LetterGrade',
                    render: (v: string | null) => v ?? '—',
                  },
                  {
                    title: t('col.status'),
                    dataIndex: 'PassStatus',
                    render: (v: string) => <Tag>{t(`pass.${v}`, { defaultValue: v })}</Tag>,
                  },
                ]}
              />
            </Card>
          ))}
        </Flex>
      )}
    </Frame>
  )
}

/** Registrations: one row per term's basket. */
export function RegistrationsTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const stamp = useStamp()
  const q = useRecordTab('Registrations', id)
  return (
    <Frame q={q} empty={q.data?.length === 0}>
      {(rows) => (
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Flex gap="small" wrap align="center">
                    <span>{r.TermName}</span>
                    <Tag>{r.Status}</Tag>
                  </Flex>
                }
                description={
                  <>
                    <div>{r.Courses.join(' · ') || '—'}</div>
                    <div>
                      {`${t('record.submitted')}: ${stamp(r.SubmittedAt)} · ${t('record.decided')}: ${stamp(r.DecidedAt)}`}
                      {r.Reason ? ` · ${r.Reason}` : ''}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Frame>
  )
}

/** Absences: counted hours per course. */
export function AbsencesTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const q = useRecordTab('Absences', id)
  return (
    <Frame q={q} empty={q.data?.length === 0}>
      {(rows) => (
        <Table
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey={(r) => `${r.TermName}-${r.CourseCode}`}
          dataSource={rows}
          columns={[
            { title: t('record.term'), dataIndex: 'TermName', responsive: ['sm'] },
            { title: t('col.courseCode'), dataIndex: 'CourseCode' },
            {
              title: t('record.absentHours'),
              key: 'h',
              render: (_, r) => `${r.AbsentHours} / ${r.TotalHours}`,
            },
            { title: '%', dataIndex: 'Percentage', render: (v: number) => v.toFixed(2) },
          ]}
        />
      )}
    </Frame>
  )
}

/** Requests: freeze, departure and certificate requests, newest first. */
export function RequestsTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const stamp = useStamp()
  const q = useRecordTab('Requests', id)
  return (
    <Frame q={q} empty={q.data?.length === 0}>
      {(rows) => (
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Flex gap="small" wrap align="center">
                    <span>{t(`record.kind.${r.Kind}`)}</span>
                    <Tag>{r.Status}</Tag>
                  </Flex>
                }
                description={`${stamp(r.RequestedAt)} · ${r.Detail}`}
              />
            </List.Item>
          )}
        />
      )}
    </Frame>
  )
}

/** Documents: paged on the server. */
export function DocumentsTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const stamp = useStamp()
  const [page, setPage] = useState(1)
  const q = useRecordPage('Documents', id, page, PAGE)
  return (
    <Frame q={q} empty={q.data?.total === 0}>
      {(d) => (
        <Table
          size="small"
          scroll={{ x: 'max-content' }}
          rowKey="Id"
          dataSource={d.items}
          loading={q.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE,
            total: d.total,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('record.document'), dataIndex: 'Name' },
            { title: t('record.language'), dataIndex: 'Language', render: (v: string) => v.toUpperCase() },
            { title: t('record.created'), dataIndex: 'CreatedAt', render: stamp, responsive: ['sm'] },
            { title: t('col.status'), dataIndex: 'Status', render: (v: string) => <Tag>{v}</Tag> },
          ]}
        />
      )}
    </Frame>
  )
}

/** History: the audit entries about the studentship, paged on the server. */
export function HistoryTab({ id }: { id: number }) {
  const { t } = useTranslation('students')
  const stamp = useStamp()
  const [page, setPage] = useState(1)
  const q = useRecordPage('History', id, page, PAGE)
  return (
    <Frame q={q} empty={q.data?.total === 0}>
      {(d) => (
        <List
          dataSource={d.items}
          loading={q.isFetching}
          pagination={{ current: page, pageSize: PAGE, total: d.total, onChange: setPage, size: 'small' }}
          renderItem={(h) => (
            <List.Item>
              <List.Item.Meta
                title={`${h.Entity} · ${h.Action}`}
                description={
                  <Typography.Text type="secondary">
                    {`${stamp(h.At)} · ${h.Actor ?? t('record.system')}${h.Reason ? ` · ${h.Reason}` : ''}`}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Frame>
  )
}
