/**
 * A section's grade book (spec §3 "Exam book"), drawn light (issue 23, sixth pass): its exams with weights and
 * options, the weight total with a warning until it is 100, and add / edit / delete. Read-only once the section
 * is finalised. The exam form (antd) loads when first opened; deleting asks first (a light confirmation).
 */
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined'
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined'
import type { GradeBookItem } from '@unacs/contracts'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import { AntdPart, useWarmAntd } from '../../../shared/ui/AntdPart.tsx'
import { LightAlert } from '../../../shared/ui/LightAlert.tsx'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightConfirmDialog } from '../../../shared/ui/LightConfirmDialog.tsx'
import { LightNotice } from '../../../shared/ui/LightNotice.tsx'
import { LightPanel } from '../../../shared/ui/LightPanel.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'
import { LightTable } from '../../../shared/ui/LightTable.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { useDeleteGradeBookItem } from '../api/delete-grade-book-item.ts'

const loadExamModal = () => loadChunk(() => import('./ExamModal.tsx'))
const ExamModal = lazy(() => loadExamModal().then((m) => ({ default: m.ExamModal })))

/** Props of {@link GradeBookPanel}. */
export interface GradeBookPanelProps {
  sectionId: number
  items: GradeBookItem[]
  /** The weights' sum, in percent. */
  weightTotal: number
  readOnly: boolean
}

/** The grade book card of `sectionId`. */
export function GradeBookPanel(props: GradeBookPanelProps) {
  const { t } = useTranslation('grades')
  // undefined: closed; null: a new exam; an item: that exam. The form stays mounted from its first opening on.
  const [editing, setEditing] = useState<GradeBookItem | null | undefined>(undefined)
  const [formUsed, setFormUsed] = useState(false)
  const [deleting, setDeleting] = useState<GradeBookItem | null>(null)
  const remove = useDeleteGradeBookItem()
  const warmAntd = useWarmAntd()
  const warm = () => {
    warmAntd()
    loadExamModal().catch(() => undefined)
  }
  const edit = (item: GradeBookItem | null) => {
    setFormUsed(true)
    setEditing(item)
  }
  return (
    <LightPanel
      size="default"
      title={<h3 className="grade-panel-title">{t('book.title')}</h3>}
      extra={
        <LightButton
          kind="outline"
          disabled={props.readOnly}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => edit(null)}
        >
          <LightSvgIcon icon={PlusOutlined} />
          {t('book.add')}
        </LightButton>
      }
    >
      <div className="grade-stack grade-stack-small">
        <strong>{t('book.weightTotal', { total: props.weightTotal })}</strong>
        {props.weightTotal !== 100 ? <LightNotice type="warning" title={t('book.weightWarning')} /> : null}
        {remove.error ? <LightAlert message={remove.error.message} /> : null}
        <LightTable<GradeBookItem>
          rowKey={(i) => i.Id}
          rows={props.items}
          emptyText={t('book.empty')}
          columns={[
            { key: 'order', title: t('book.order'), width: 60, render: (i) => i.Order },
            { key: 'category', title: t('book.category'), render: (i) => i.CategoryName },
            { key: 'exam', title: t('book.exam'), render: (i) => i.ExamName },
            { key: 'max', title: t('book.maxPoint'), render: (i) => i.MaxPoint },
            { key: 'weight', title: t('book.weight'), render: (i) => i.Weight },
            { key: 'flags', title: t('book.flags'), render: (i) => <ItemFlags item={i} /> },
            {
              key: 'actions',
              title: '',
              width: 100,
              render: (i) => (
                <span className="grade-row-actions">
                  <LightButton
                    kind="outline"
                    data-size="small"
                    data-icon-only
                    aria-label={t('book.edit')}
                    title={t('book.edit')}
                    disabled={props.readOnly}
                    onPointerEnter={warm}
                    onFocus={warm}
                    onClick={() => edit(i)}
                  >
                    <LightSvgIcon icon={EditOutlined} />
                  </LightButton>
                  <LightButton
                    kind="outline"
                    data-size="small"
                    data-icon-only
                    data-danger
                    aria-label={t('book.delete')}
                    title={t('book.delete')}
                    disabled={props.readOnly || remove.isPending}
                    onClick={() => setDeleting(i)}
                  >
                    <LightSvgIcon icon={DeleteOutlined} />
                  </LightButton>
                </span>
              ),
            },
          ]}
        />
      </div>
      <LightConfirmDialog
        open={deleting !== null}
        title={t('book.deleteConfirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ Id: deleting.Id, Version: deleting.Version })
          setDeleting(null)
        }}
      />
      {formUsed ? (
        <AntdPart fallback={null}>
          <ExamModal
            open={editing !== undefined}
            sectionId={props.sectionId}
            item={editing ?? null}
            onClose={() => setEditing(undefined)}
          />
        </AntdPart>
      ) : null}
    </LightPanel>
  )
}

/** An exam's option tags: locked, external upload, hidden, its grade entry dates. */
function ItemFlags({ item }: { item: GradeBookItem }) {
  const { t } = useTranslation('grades')
  return (
    <span className="grade-flags">
      {item.Locked ? <LightTag color="red">{t('book.locked')}</LightTag> : null}
      {item.ExternalUpload ? <LightTag color="blue">{t('book.externalUpload')}</LightTag> : null}
      {!item.Visible ? <LightTag>{`− ${t('book.visible')}`}</LightTag> : null}
      {item.EntryFrom || item.EntryTo ? (
        <LightTag>{`${item.EntryFrom ?? '…'} – ${item.EntryTo ?? '…'}`}</LightTag>
      ) : null}
    </span>
  )
}
