/** The name line above a personnel record: full name, title, registry number and unit. */

import { UserOutlined } from '@ant-design/icons'
import type { PersonnelRecord } from '@unacs/contracts'
import { Avatar, Flex, Typography } from 'antd'

/** Shows who the record belongs to. */
export function RecordHeader({ record }: { record: PersonnelRecord }) {
  const { Identity, Duty } = record
  return (
    <Flex gap="middle" align="center">
      <Avatar size={48} icon={<UserOutlined aria-hidden />} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {Duty.Title} {Identity.FirstName} {Identity.LastName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {Duty.SicilNo} · {Duty.Unit}
        </Typography.Text>
      </Flex>
    </Flex>
  )
}
