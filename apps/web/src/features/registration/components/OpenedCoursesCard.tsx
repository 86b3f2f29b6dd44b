/** The student's opened courses with filters and an Add button per section (issue 7 "Student registration"). */
import type { Basket } from '@unacs/contracts'
import { App, Button, Card, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddToBasket } from '../api/add-to-basket.ts'
import { useCourseFilters } from '../api/get-course-filters.ts'
import { useOpenedCourses } from '../api/get-opened-courses.ts'
import { type FilterValues, SectionFilters } from './SectionFilters.tsx'
import { SectionTable } from './SectionTable.tsx'

/** Opened courses; `basket` tells which sections are already held and whether adding is possible. */
export function OpenedCoursesCard({ basket }: { basket: Basket | undefined }) {
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const [filters, setFilters] = useState<FilterValues>({})
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const options = useCourseFilters()
  const list = useOpenedCourses({ ...filters, ...paging })
  const add = useAddToBasket()
  const held = new Set(basket?.Items.map((i) => i.SectionId))
  return (
    <Card title={t('student.opened')}>
      <SectionFilters
        options={options.data}
        onChange={(v) => {
          setFilters(v)
          setPaging((p) => ({ ...p, page: 1 }))
        }}
      />
      <SectionTable
        detailLinks
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        loading={list.isFetching}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        action={(r) =>
          held.has(r.SectionId) ? (
            <Tag color="blue">{t('student.inBasket')}</Tag>
          ) : (
            <Button
              size="small"
              type="primary"
              disabled={!basket?.Editable || r.FreeSeats === 0}
              loading={add.isPending && add.variables === r.SectionId}
              // The name starts with the visible text ("Dolu" when full), then says which section (issue 23).
              aria-label={`${r.FreeSeats === 0 ? t('student.full') : t('student.add')} ${r.CourseCode} ${r.SectionName}`}
              onClick={() =>
                add.mutateAsync(r.SectionId).then(
                  () => message.success(`${r.CourseCode} — ${t('student.inBasket')}`),
                  (e: Error) => message.error(e.message),
                )
              }
            >
              {r.FreeSeats === 0 ? t('student.full') : t('student.add')}
            </Button>
          )
        }
      />
    </Card>
  )
}
