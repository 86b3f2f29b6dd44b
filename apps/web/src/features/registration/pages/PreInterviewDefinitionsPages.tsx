/**
 * Pre-interview definitions (component keys `PreInterviewCategories` and `PreInterviewDetails`; spec §1
 * "pre-interview category and detail definitions"): tables with create/edit modals.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { PreInterviewCategory, PreInterviewDetail } from '@unacs/contracts'
import { Button, Card, Flex, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCategories } from '../api/list-categories.ts'
import { useDetails } from '../api/list-details.ts'
import { CategoryModal } from '../components/CategoryModal.tsx'
import { DetailModal } from '../components/DetailModal.tsx'
import { LoadError } from '../components/LoadError.tsx'

const activeTag = (v: boolean, t: (k: 'defs.active' | 'defs.passive') => string) => (
  <Tag color={v ? 'green' : 'default'}>{v ? t('defs.active') : t('defs.passive')}</Tag>
)

/** The categories page. */
export function PreInterviewCategoriesPage() {
  const { t } = useTranslation('registration')
  const list = useCategories()
  const [editing, setEditing] = useState<PreInterviewCategory | null | undefined>(undefined)
  if (list.isError) return <LoadError message={list.error.message} retry={() => list.refetch()} />
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('defs.categoriesIntro')}</Typography.Paragraph>
      <Card
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('defs.add')}
          </Button>
        }
      >
        <Table
          rowKey="Id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: 600 }}
          columns={[
            { title: t('defs.sortOrder'), dataIndex: 'SortOrder', width: 80 },
            { title: t('defs.nameTr'), dataIndex: 'NameTr' },
            { title: t('defs.nameEn'), dataIndex: 'NameEn' },
            {
              title: t('defs.colour'),
              dataIndex: 'Colour',
              render: (c: PreInterviewCategory['Colour']) => <Tag color={c}>{t(`defs.colours.${c}`)}</Tag>,
            },
            { title: t('defs.active'), dataIndex: 'IsActive', render: (v: boolean) => activeTag(v, t) },
            {
              title: '',
              key: 'edit',
              render: (_, r) => (
                <Button size="small" onClick={() => setEditing(r)}>
                  {t('defs.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {/* A fresh form per edited row: a form takes its initial values only when first mounted. */}
      <CategoryModal
        key={editing?.Id ?? 'new'}
        open={editing !== undefined}
        value={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Flex>
  )
}

/** The details page. */
export function PreInterviewDetailsPage() {
  const { t, i18n } = useTranslation('registration')
  const cats = useCategories()
  const list = useDetails()
  const [editing, setEditing] = useState<PreInterviewDetail | null | undefined>(undefined)
  const nameOf = (id: number) => {
    const c = cats.data?.find((x) => x.Id === id)
    return c ? (i18n.language === 'en' ? c.NameEn : c.NameTr) : String(id)
  }
  if (list.isError) return <LoadError message={list.error.message} retry={() => list.refetch()} />
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('defs.detailsIntro')}</Typography.Paragraph>
      <Card
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('defs.add')}
          </Button>
        }
      >
        <Table
          rowKey="Id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 600 }}
          columns={[
            { title: t('defs.categoryOf'), dataIndex: 'CategoryId', render: (id: number) => nameOf(id) },
            { title: t('defs.textTr'), dataIndex: 'TextTr' },
            { title: t('defs.textEn'), dataIndex: 'TextEn', responsive: ['md'] },
            { title: t('defs.active'), dataIndex: 'IsActive', render: (v: boolean) => activeTag(v, t) },
            {
              title: '',
              key: 'edit',
              render: (_, r) => (
                <Button size="small" onClick={() => setEditing(r)}>
                  {t('defs.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <DetailModal
        key={editing?.Id ?? 'new'}
        open={editing !== undefined}
        value={editing ?? null}
        categories={cats.data ?? []}
        onClose={() => setEditing(undefined)}
      />
    </Flex>
  )
}
