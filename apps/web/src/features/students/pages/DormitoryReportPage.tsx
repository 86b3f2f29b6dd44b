/**
 * Dormitory report (component key `DormitoryReport`; issue 22 "dormitory report"): the buildings with their
 * residents and beds, and the residents of the caller's units by building and room, filtered (text, building,
 * room, unit, class) and paged on the server, with the streamed XLSX export of every filtered row.
 */
import type { DormitoryFilter } from '@unacs/contracts'
import { Card, Flex, Input, Select, Skeleton, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useDormitoryBuildings } from '../api/dormitory.ts'
import { useStudentUnits } from '../api/get-units.ts'
import { DormitoryTable } from '../components/DormitoryTable.tsx'
import { ExportButton } from '../components/ExportButton.tsx'

const ALL = 0

/** The dormitory report page. */
export function DormitoryReportPage() {
  const { t } = useTranslation('students')
  const buildings = useDormitoryBuildings()
  const units = useStudentUnits()
  const [filter, setFilter] = useState<DormitoryFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const set = <K extends keyof DormitoryFilter>(k: K, v: DormitoryFilter[K] | undefined) => {
    const next = { ...filter }
    if (v === undefined || v === '') delete next[k]
    else next[k] = v
    setFilter(next)
    setPage(1)
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('dormitory.intro')}</Typography.Paragraph>
      <Card title={t('dormitory.buildings')} size="small">
        {buildings.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Flex wrap gap="small">
            {(buildings.data ?? []).map((b) => (
              <Card key={b.Id} size="small" style={{ flex: '1 1 220px' }}>
                <Flex vertical gap={4}>
                  <Typography.Text strong>
                    {b.Name} <Tag>{t(`dormitory.${b.Gender}`)}</Tag>
                  </Typography.Text>
                  <Typography.Text type="secondary" data-testid="building-occupancy">
                    {t('dormitory.occupancy', { residents: b.Residents, beds: b.Beds, rooms: b.Rooms })}
                  </Typography.Text>
                </Flex>
              </Card>
            ))}
          </Flex>
        )}
      </Card>
      <Card title={t('dormitory.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" align="center">
            <Input.Search
              aria-label={t('filter.q')}
              placeholder={t('filter.q')}
              allowClear
              enterButton={t('filter.search')}
              maxLength={100}
              style={{ width: 'min(100%, 320px)' }}
              onSearch={(v) => set('q', v.trim())}
            />
            <Select
              aria-label={t('dormitory.building')}
              style={{ width: 'min(100%, 240px)' }}
              value={filter.buildingId ?? ALL}
              onChange={(v: number) => set('buildingId', v === ALL ? undefined : v)}
              options={[
                { value: ALL, label: t('dormitory.buildingAll') },
                ...(buildings.data ?? []).map((b) => ({ value: b.Id, label: b.Name })),
              ]}
            />
            <Input
              aria-label={t('dormitory.room')}
              placeholder={t('dormitory.room')}
              allowClear
              maxLength={10}
              style={{ width: 110 }}
              onChange={(e) => set('room', e.target.value.trim())}
            />
            <Select
              aria-label={t('filter.unit')}
              showSearch={{ filterOption: filterByTurkish }}
              loading={units.isLoading}
              style={{ width: 'min(100%, 260px)' }}
              value={filter.unitId ?? ALL}
              onChange={(v: number) => set('unitId', v === ALL ? undefined : v)}
              options={[
                { value: ALL, label: t('filter.unitAll') },
                ...(units.data ?? []).map((u) => ({ value: u.Id, label: u.Name })),
              ]}
            />
            <Select
              aria-label={t('filter.classYear')}
              style={{ width: 130 }}
              value={filter.classYear ?? ALL}
              onChange={(v: number) => set('classYear', v === ALL ? undefined : v)}
              options={[
                { value: ALL, label: t('filter.classAll') },
                ...[1, 2, 3, 4, 5, 6].map((c) => ({ value: c, label: t('classN', { n: c }) })),
              ]}
            />
          </Flex>
          <ExportButton filter={filter} endpoint="/api/Students/Dormitory/Export" />
          <DormitoryTable
            filter={filter}
            page={page}
            pageSize={pageSize}
            onPage={(p, s) => {
              setPage(p)
              setPageSize(s)
            }}
          />
        </Flex>
      </Card>
    </Flex>
  )
}
