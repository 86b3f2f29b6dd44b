/**
 * Which students an advisor assignment takes (issue 22 "by class, programme, or a selection"): either every
 * active student of a unit and/or class, or students picked from a server-paged list of active students.
 */
import type { StudentRow } from '@unacs/contracts'
import { Alert, Empty, Flex, Input, Radio, Select, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useStudentUnits } from '../api/get-units.ts'
import { useStudentSearch } from '../api/search-students.ts'

/** The chosen target: a unit/class group or a selection of studentship ids. */
export interface AssignTarget {
  mode: 'group' | 'selection'
  unitId?: number
  classYear?: number
  studentIds: number[]
}

/** Props: the target and its change callback. */
export interface AssignTargetsProps {
  value: AssignTarget
  onChange: (next: AssignTarget) => void
}

const ALL = 0

/** The mode switch, the unit and class selects, and (in selection mode) the students list. */
export function AssignTargets({ value, onChange }: AssignTargetsProps) {
  const { t } = useTranslation('students')
  const units = useStudentUnits()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const filter = {
    status: 'active' as const,
    unitId: value.unitId,
    classYear: value.classYear,
    q: q || undefined,
  }
  const list = useStudentSearch(filter, page, pageSize)
  const set = (patch: Partial<AssignTarget>) => {
    setPage(1)
    onChange({ ...value, ...patch })
  }
  return (
    <Flex vertical gap="middle">
      <Radio.Group
        optionType="button"
        value={value.mode}
        onChange={(e) => set({ mode: e.target.value, studentIds: [] })}
        options={[
          { value: 'group', label: t('advisors.byGroup') },
          { value: 'selection', label: t('advisors.bySelection') },
        ]}
      />
      <Flex wrap gap="small">
        <Select
          aria-label={t('filter.unit')}
          showSearch={{ filterOption: filterByTurkish }}
          loading={units.isLoading}
          style={{ width: 'min(100%, 320px)' }}
          value={value.unitId ?? ALL}
          onChange={(v: number) => set({ unitId: v === ALL ? undefined : v, studentIds: [] })}
          options={[
            { value: ALL, label: t('advisors.allUnits') },
            ...(units.data ?? []).map((u) => ({ value: u.Id, label: u.Name })),
          ]}
        />
        <Select
          aria-label={t('filter.classYear')}
          style={{ width: 140 }}
          value={value.classYear ?? ALL}
          onChange={(v: number) => set({ classYear: v === ALL ? undefined : v, studentIds: [] })}
          options={[
            { value: ALL, label: t('advisors.allClasses') },
            ...[1, 2, 3, 4, 5, 6].map((c) => ({ value: c, label: t('classN', { n: c }) })),
          ]}
        />
        {value.mode === 'selection' ? (
          <Input.Search
            aria-label={t('filter.q')}
            placeholder={t('filter.q')}
            allowClear
            maxLength={100}
            style={{ width: 'min(100%, 300px)' }}
            onSearch={(v) => {
              setQ(v.trim())
              setPage(1)
            }}
          />
        ) : null}
      </Flex>
      {value.mode === 'group' ? (
        <Typography.Text type="secondary">
          {t('advisors.groupHint')} {list.data ? t('total', { count: list.data.total }) : null}
        </Typography.Text>
      ) : list.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={list.error.message} />
      ) : (
        <>
          <Typography.Text data-testid="selected-count">
            {t('advisors.selected', { count: value.studentIds.length })}
          </Typography.Text>
          <ScrollRegion label={t('advisors.target')}>
            <Table<StudentRow>
              rowKey="Id"
              size="small"
              loading={list.isFetching}
              dataSource={list.data?.items ?? []}
              locale={{ emptyText: <Empty description={t('empty')} /> }}
              rowSelection={{
                preserveSelectedRowKeys: true,
                selectedRowKeys: value.studentIds,
                onChange: (keys) => onChange({ ...value, studentIds: keys.map(Number) }),
                getCheckboxProps: (r) => ({ 'aria-label': r.FullName }),
              }}
              pagination={{
                current: page,
                pageSize,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                showTotal: (n) => t('total', { count: n }),
                onChange: (p, s) => {
                  setPage(s === pageSize ? p : 1)
                  setPageSize(s)
                },
              }}
              columns={[
                { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 120 },
                { title: t('col.fullName'), dataIndex: 'FullName' },
                { title: t('col.programme'), dataIndex: 'Programme', responsive: ['md'] },
                { title: t('col.classYear'), dataIndex: 'ClassYear', width: 70, align: 'right' },
              ]}
            />
          </ScrollRegion>
        </>
      )}
    </Flex>
  )
}
