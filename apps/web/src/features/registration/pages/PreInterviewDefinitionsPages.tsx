/**
 * Pre-interview definitions (component keys `PreInterviewCategories` and `PreInterviewDetails`; spec §1
 * "pre-interview category and detail definitions"): tables with create/edit modals.
 */
import type { PreInterviewCategory, PreInterviewDetail } from '@unacs/contracts'
import { Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCategories } from '../api/list-categories.ts'
import { useDetails } from '../api/list-details.ts'
import { CategoryModal } from '../components/CategoryModal.tsx'
import { DefinitionsTable } from '../components/DefinitionsTable.tsx'
import { DetailModal } from '../components/DetailModal.tsx'
import { LoadError } from '../components/LoadError.tsx'

/** The categories page. */
export function PreInterviewCategoriesPage() {
  const { t } = useTranslation('registration')
  const list = useCategories()
  const [editing, setEditing] = useState<PreInterviewCategory | null | undefined>(undefined)
  if (list.isError) return <LoadError message={list.error.message} retry={() => list.refetch()} />
  return (
    <>
      <DefinitionsTable<PreInterviewCategory>
        intro={t('defs.categoriesIntro')}
        rows={list.data ?? []}
        loading={list.isFetching}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        columns={[
          { title: t('defs.sortOrder'), dataIndex: 'SortOrder', width: 80 },
          { title: t('defs.nameTr'), dataIndex: 'NameTr' },
          { title: t('defs.nameEn'), dataIndex: 'NameEn' },
          {
            title: t('defs.colour'),
            dataIndex: 'Colour',
            render: (c: PreInterviewCategory['Colour']) => <Tag color={c}>{t(`defs.colours.${c}`)}</Tag>,
          },
        ]}
      />
      <CategoryModal
        open={editing !== undefined}
        value={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </>
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
    <>
      <DefinitionsTable<PreInterviewDetail>
        intro={t('defs.detailsIntro')}
        rows={list.data ?? []}
        loading={list.isFetching}
        pageSize={20}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        columns={[
          { title: t('defs.categoryOf'), dataIndex: 'CategoryId', render: (id: number) => nameOf(id) },
          { title: t('defs.textTr'), dataIndex: 'TextTr' },
          { title: t('defs.textEn'), dataIndex: 'TextEn', responsive: ['md'] },
        ]}
      />
      <DetailModal
        open={editing !== undefined}
        value={editing ?? null}
        categories={cats.data ?? []}
        onClose={() => setEditing(undefined)}
      />
    </>
  )
}
