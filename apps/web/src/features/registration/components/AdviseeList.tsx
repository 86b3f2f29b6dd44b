/** The advisor's advisees with registration status (issue 7 "Advisor"), each linking to `linkTo(studentNo)`. */
import type { Advisee, RegistrationStatus } from '@unacs/contracts'
import { Card, Flex, Input, Select, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAdvisees } from '../api/list-advisees.ts'
import { LoadError } from './LoadError.tsx'
import { StatusTag } from './StatusTag.tsx'

const STATUSES: RegistrationStatus[] = ['none', 'draft', 'submitted', 'approved', 'rejected', 'returned']

/** Props: where a row links and the link's label. */
export interface AdviseeListProps {
  linkTo: (studentNo: string) => string
  linkLabel: string
}

/** The advisee list with status and name filters. */
export function AdviseeList({ linkTo, linkLabel }: AdviseeListProps) {
  const { t } = useTranslation('registration')
  const [status, setStatus] = useState<RegistrationStatus | undefined>()
  const [search, setSearch] = useState<string | undefined>()
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const list = useAdvisees({ status, search, ...paging })
  const columns: ColumnsType<Advisee> = [
    { title: t('columns.studentNo'), dataIndex: 'StudentNo', width: 120 },
    { title: t('columns.fullName'), dataIndex: 'FullName' },
    { title: t('columns.programme'), dataIndex: 'ProgrammeName', responsive: ['md'] },
    { title: t('columns.classYear'), dataIndex: 'ClassYear', width: 70 },
    {
      title: t('columns.status'),
      dataIndex: 'Status',
      render: (s: RegistrationStatus) => <StatusTag status={s} />,
    },
    { title: t('columns.ects'), dataIndex: 'TotalEcts', width: 70 },
    {
      title: t('columns.preInterview'),
      dataIndex: 'PreInterviewDone',
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>{v ? t('advisor.done') : t('advisor.missing')}</Tag>
      ),
    },
    {
      title: t('columns.actions'),
      key: 'go',
      render: (_, r) => <Link to={linkTo(r.StudentNo)}>{linkLabel}</Link>,
    },
  ]
  if (list.isError) return <LoadError message={list.error.message} retry={() => list.refetch()} />
  return (
    <Card>
      <Flex wrap gap="small" style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('filters.status')}
          aria-label={t('filters.status')}
          style={{ minWidth: 200 }}
          value={status}
          onChange={(v) => {
            setStatus(v)
            setPaging((p) => ({ ...p, page: 1 }))
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('filters.student')}
          aria-label={t('filters.student')}
          style={{ maxWidth: 280 }}
          maxLength={100}
          onSearch={(v) => {
            setSearch(v || undefined)
            setPaging((p) => ({ ...p, page: 1 }))
          }}
        />
      </Flex>
      <Table
        rowKey="StudentNo"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 700 }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </Card>
  )
}
