/**
 * Opening sections of a course in a term (issue 22 "Definitions"; spec §5 "section name, classroom, total
 * section count and total quota required"): the course, the total section count and total quota give one row
 * per section with the quota split evenly (editable, the sum must stay the total); each row takes a name,
 * classroom, instructors and lesson slots. The server's conflict messages show in the form.
 */
import type { SectionOptions } from '@unacs/contracts'
import { Alert, App, Card, Flex, Form, InputNumber, Modal, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useOpenSections, useSectionList } from '../api/sections.ts'
import { SectionFields, type SectionValues } from './SectionFields.tsx'

type Values = { CourseId?: number; SectionCount?: number; TotalQuota?: number; Sections?: SectionValues[] }

/** `total` split over `count` sections, the larger shares first (as the server splits it). */
function split(total: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0))
}

/** Props: the term, the course chosen on the page (if any), the form's choices and the close callback. */
export function OpenSectionsModal(props: {
  termId: number
  courseId?: number
  options: SectionOptions
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('sections')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [error, setError] = useState<string | null>(null)
  const open = useOpenSections()
  const courseId = Form.useWatch('CourseId', form) ?? props.courseId
  const existing = useSectionList(
    { termId: courseId ? props.termId : undefined, courseId, page: 1, pageSize: 200 },
    i18n.language,
  )
  const sections = Form.useWatch('Sections', form) ?? []
  const total = Form.useWatch('TotalQuota', form)
  const sum = sections.reduce((s, x) => s + (x?.Quota ?? 0), 0)

  /** Rebuilds the rows for the count and total: kept rows keep their fields, quotas are split again. */
  function rebuild() {
    const count = form.getFieldValue('SectionCount') as number | undefined
    const quota = form.getFieldValue('TotalQuota') as number | undefined
    if (!count || count < 1 || count > 50) return
    const rows = (form.getFieldValue('Sections') as SectionValues[] | undefined) ?? []
    const taken = (courseId ? (existing.data?.items ?? []) : [])
      .map((s) => Number(s.Name))
      .filter(Number.isInteger)
    const next = Math.max(0, ...taken)
    const shares = quota ? split(quota, count) : []
    form.setFieldValue(
      'Sections',
      Array.from({ length: count }, (_, i) => ({
        ...(rows[i] ?? { Name: String(next + i + 1), Classroom: '', InstructorIds: [], Slots: [] }),
        Quota: shares[i] ?? rows[i]?.Quota,
      })),
    )
  }

  function submit(v: Values) {
    const rows = v.Sections ?? []
    if (rows.reduce((s, x) => s + (x.Quota ?? 0), 0) !== v.TotalQuota) return setError(t('sumMismatch'))
    const names = rows.map((r) => r.Name.trim().toLocaleUpperCase('tr'))
    if (new Set(names).size !== names.length) return setError(t('duplicateName'))
    setError(null)
    open.mutate(
      {
        TermId: props.termId,
        CourseId: v.CourseId ?? 0,
        SectionCount: v.SectionCount ?? rows.length,
        TotalQuota: v.TotalQuota ?? 0,
        Sections: rows.map((r) => ({
          Name: r.Name.trim(),
          Classroom: r.Classroom.trim(),
          Quota: r.Quota,
          InstructorIds: r.InstructorIds ?? [],
          Slots: r.Slots ?? [],
        })),
      },
      {
        onSuccess: (made) => {
          message.success(t('opened', { count: made.length }))
          props.onClose()
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : t('saveFailed')),
      },
    )
  }

  const required = [{ required: true, message: t('required') }]
  return (
    <Modal
      open
      width={860}
      title={t('openTitle')}
      onCancel={props.onClose}
      destroyOnHidden
      okText={t('openRun')}
      cancelText={t('cancel')}
      confirmLoading={open.isPending}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={{ CourseId: props.courseId }} onFinish={submit}>
        <Form.Item name="CourseId" label={t('course')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            options={props.options.Courses.map((c) => ({ value: c.CourseId, label: `${c.Code} ${c.Name}` }))}
          />
        </Form.Item>
        <Flex wrap gap="middle">
          <Form.Item name="SectionCount" label={t('sectionCount')} rules={required}>
            <InputNumber min={1} max={50} precision={0} onChange={rebuild} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="TotalQuota" label={t('totalQuota')} rules={required}>
            <InputNumber min={1} max={20000} precision={0} onChange={rebuild} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
        <Typography.Paragraph type="secondary">{t('split')}</Typography.Paragraph>
        <Form.List name="Sections">
          {(fields) => (
            <Flex vertical gap="small">
              {fields.map((f, i) => (
                <Card key={f.key} size="small" title={t('sectionN', { n: i + 1 })}>
                  <SectionFields
                    path={[f.name]}
                    absolute={['Sections', f.name]}
                    instructors={props.options.Instructors}
                  />
                </Card>
              ))}
            </Flex>
          )}
        </Form.List>
        {sections.length > 0 && total ? (
          <Typography.Paragraph type={sum === total ? 'secondary' : 'danger'} style={{ marginTop: 8 }}>
            {t('sumNow', { sum, total })}
          </Typography.Paragraph>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      </Form>
    </Modal>
  )
}
