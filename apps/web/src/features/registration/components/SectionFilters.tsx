/**
 * Filters of opened courses (issue 7: code, name, department, course type, education type; only free seats),
 * optionally with a term choice (the staff report).
 */
import type { CourseFilterOptions } from '@unacs/contracts'
import { Button, Flex, Form, Input, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import type { SectionQuery } from '../api/get-opened-courses.ts'

/** The filter values. */
export type FilterValues = Omit<SectionQuery, 'page' | 'pageSize'>

/** Props: the options, and what to do with the chosen values. */
export interface SectionFiltersProps {
  options: CourseFilterOptions | undefined
  onChange: (values: FilterValues) => void
  withTerm?: boolean
}

/** An inline filter form. */
export function SectionFilters({ options, onChange, withTerm }: SectionFiltersProps) {
  const { t } = useTranslation('registration')
  const [form] = Form.useForm<FilterValues>()
  const submit = (v: FilterValues) =>
    onChange(
      Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== '')) as FilterValues,
    )
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Flex wrap gap="small" align="end">
        {withTerm ? (
          <Form.Item name="termId" label={t('filters.term')} style={{ minWidth: 200 }}>
            <Select
              allowClear
              options={options?.Terms.map((x) => ({ value: x.TermId, label: x.TermName }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="code" label={t('filters.code')} style={{ width: 120 }}>
          <Input maxLength={20} allowClear />
        </Form.Item>
        <Form.Item name="name" label={t('filters.name')} style={{ width: 180 }}>
          <Input maxLength={100} allowClear />
        </Form.Item>
        <Form.Item name="unitId" label={t('filters.unit')} style={{ minWidth: 200 }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={options?.Units.map((u) => ({ value: u.UnitId, label: u.UnitName }))}
          />
        </Form.Item>
        <Form.Item name="courseType" label={t('filters.courseType')} style={{ minWidth: 160 }}>
          <Select allowClear options={options?.CourseTypes.map((x) => ({ value: x, label: x }))} />
        </Form.Item>
        <Form.Item name="educationType" label={t('filters.educationType')} style={{ minWidth: 140 }}>
          <Select allowClear options={options?.EducationTypes.map((x) => ({ value: x, label: x }))} />
        </Form.Item>
        <Form.Item name="onlyFree" label={t('filters.onlyFree')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit">
              {t('filters.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields()
                onChange({})
              }}
            >
              {t('filters.clear')}
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  )
}
