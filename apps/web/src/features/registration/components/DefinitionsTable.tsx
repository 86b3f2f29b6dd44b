/**
 * The table shared by the pre-interview definitions pages (spec §1 "pre-interview category and detail
 * definitions"): an intro line, a card with the "new" button, the page's own columns followed by the active
 * state and an edit button.
 */
import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Props: the `intro` text, the `rows` (each with `Id` and `IsActive`), `loading`, the page's own `columns`,
 * `pageSize` (none = no pagination), and `onAdd` / `onEdit` that open the form.
 */
export function DefinitionsTable<T extends { Id: number; IsActive: boolean }>(props: {
  intro: string
  rows: T[]
  loading: boolean
  columns: TableColumnsType<T>
  pageSize?: number
  onAdd: () => void
  onEdit: (row: T) => void
}) {
  const { t } = useTranslation('registration')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{props.intro}</Typography.Paragraph>
      <Card
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onAdd}>
            {t('defs.add')}
          </Button>
        }
      >
        <Table<T>
          rowKey="Id"
          size="small"
          loading={props.loading}
          dataSource={props.rows}
          pagination={props.pageSize ? { pageSize: props.pageSize } : false}
          scroll={{ x: 600 }}
          columns={[
            ...props.columns,
            {
              title: t('defs.active'),
              dataIndex: 'IsActive',
              render: (v: boolean) => (
                <Tag color={v ? 'green' : 'default'}>{v ? t('defs.active') : t('defs.passive')}</Tag>
              ),
            },
            {
              title: '',
              key: 'edit',
              render: (_, r) => (
                <Button size="small" onClick={() => props.onEdit(r)}>
                  {t('defs.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
