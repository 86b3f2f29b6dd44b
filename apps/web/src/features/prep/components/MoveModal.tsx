/**
 * Choosing a student's new section among the sections of their level (issue 18: section transfer and
 * mixing improvements); full sections are shown disabled. Calls `onMove(sectionId)`.
 */
import type { PrepSection, PrepStudent } from '@unacs/contracts'
import { Form, Modal, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Props: the student, the level's sections, whether the move runs, the action and close. */
export interface MoveModalProps {
  student: PrepStudent
  sections: PrepSection[]
  pending: boolean
  title: string
  onMove: (sectionId: number) => void
  onClose: () => void
}

/** The move dialog. */
export function MoveModal({ student, sections, pending, title, onMove, onClose }: MoveModalProps) {
  const { t } = useTranslation('prep')
  const [target, setTarget] = useState<number | undefined>()
  return (
    <Modal
      open
      title={`${title}: ${student.StudentNo} ${student.FullName}`}
      onCancel={onClose}
      okText={t('move')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: target === undefined }}
      confirmLoading={pending}
      onOk={() => target !== undefined && onMove(target)}
    >
      <Form layout="vertical">
        <Form.Item label={t('targetSection')} required>
          <Select
            aria-label={t('targetSection')}
            value={target}
            onChange={setTarget}
            options={sections
              .filter((s) => s.LevelId === student.LevelId && s.Id !== student.SectionId)
              .map((s) => ({
                value: s.Id,
                label: `${s.Name} (${s.StudentCount}/${s.Quota})`,
                disabled: s.StudentCount >= s.Quota,
              }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
