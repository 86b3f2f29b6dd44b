/** One status value: a coloured tag with a translated label, followed by the server's raw code. */
import { CheckCircleOutlined, CloseCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import { Flex, Tag, Typography } from 'antd'

/** Props of {@link StatusValue}. */
export interface StatusValueProps {
  /** Whether the value is healthy (`null`: unknown). */
  healthy: boolean | null
  /** Translated label, e.g. "Running". */
  label: string
  /** The server's raw value, e.g. `ok`; omitted when there is none. */
  code?: string
}

/** Renders a status tag (green, red or grey) and the raw code. */
export function StatusValue({ healthy, label, code }: StatusValueProps) {
  const color = healthy === null ? 'default' : healthy ? 'success' : 'error'
  const icon =
    healthy === null ? (
      <QuestionCircleOutlined aria-hidden />
    ) : healthy ? (
      <CheckCircleOutlined aria-hidden />
    ) : (
      <CloseCircleOutlined aria-hidden />
    )
  return (
    <Flex align="center" gap="small" wrap>
      {/* A long label wraps inside the tag instead of pushing a 375 px page sideways. */}
      <Tag color={color} icon={icon} variant="outlined" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
        {label}
      </Tag>
      {code ? <Typography.Text code>{code}</Typography.Text> : null}
    </Flex>
  )
}
