/**
 * The person column shared by the YÖKSİS tables (issues 20, 35): the full name over the student number,
 * national id and programme code (those known), for the differences and the correction worklist.
 */
import { Space, Typography } from 'antd'
import type { ColumnType } from 'antd/es/table/interface'

/** The identifying fields a row of either table carries. */
export interface PersonFields {
  FullName: string
  StudentNo: string | null
  NationalId: string | null
  ProgrammeCode: string | null
}

/** Takes the column title and width; returns the antd column (key `student`). */
export function studentColumn<T extends PersonFields>(title: string, width: number): ColumnType<T> {
  return {
    title,
    key: 'student',
    width,
    render: (_: unknown, r: T) => (
      <Space direction="vertical" size={0}>
        <span>{r.FullName}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[r.StudentNo, r.NationalId, r.ProgrammeCode].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Space>
    ),
  }
}
