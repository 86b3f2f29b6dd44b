/**
 * One section of the resume or works (spec §5 "at least one entry in each section"): a Form.List of cards
 * with add and remove, a maximum, and the "at least one" rule shown under the section.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { FormListFieldData } from 'antd'
import { Button, Card, Flex, Form, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Entry fields flow into columns of at least 240 px (one column on phones). */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  columnGap: 16,
} as const

/** Props: the list's field name, title, maximum entries, a new entry's value and the entry renderer. */
export interface EntryListProps {
  name: string
  title: string
  max: number
  newEntry: () => object
  children: (field: FormListFieldData) => ReactNode
}

/** A titled list of entries with at least one. */
export function EntryList({ name, title, max, newEntry, children }: EntryListProps) {
  const { t } = useTranslation('applications')
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_, items: unknown[] | undefined) => {
            if (!items?.length) throw new Error(t('validation.atLeastOne'))
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <section aria-label={title} style={{ marginBottom: 24 }}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {title}
          </Typography.Title>
          <Flex vertical gap="small">
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                title={`${title} ${i + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t('remove')} ${title} ${i + 1}`}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <div className="entry-grid" style={GRID}>
                  {children(field)}
                </div>
              </Card>
            ))}
            {fields.length < max ? (
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add(newEntry())}>
                {t('addEntry', { section: title })}
              </Button>
            ) : null}
            <Form.ErrorList errors={errors} />
          </Flex>
        </section>
      )}
    </Form.List>
  )
}
