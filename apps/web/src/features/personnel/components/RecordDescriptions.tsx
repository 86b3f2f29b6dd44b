/**
 * A read-only block of labelled fields (antd Descriptions): one column on phones, two on tablets, three
 * on wide screens; empty values show a dash.
 */
import { Descriptions } from 'antd'
import type { ReactNode } from 'react'

/** One labelled value. */
export interface RecordField {
  key: string
  label: string
  value: ReactNode
}

/** Props: an optional block title and the fields. */
export interface RecordDescriptionsProps {
  title?: ReactNode
  fields: RecordField[]
}

/** Renders `fields` as a bordered, responsive description list. */
export function RecordDescriptions({ title, fields }: RecordDescriptionsProps) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={fields.map((f) => ({
        key: f.key,
        label: f.label,
        children: f.value === null || f.value === undefined || f.value === '' ? '—' : f.value,
      }))}
    />
  )
}
