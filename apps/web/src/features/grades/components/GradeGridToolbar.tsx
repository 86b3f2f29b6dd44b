/**
 * The grade grid's save bar (spec §4 "Grade entry"; issue 24: Enter or the save button saves every changed cell at
 * once), drawn light (issue 23, sixth pass): the same bar stands above the grid while its antd code loads (nothing
 * to save yet, both buttons disabled) and above the grid once it is there, so the page's first paint shows it.
 */
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined'
import { useTranslation } from 'react-i18next'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'

/** Props of {@link GradeGridToolbar}. */
export interface GradeGridToolbarProps {
  /** Unsaved cells. */
  count: number
  saving: boolean
  onSave?: () => void
  onDiscard?: () => void
}

/** Save and discard buttons, and the unsaved count or the hint (a polite status). */
export function GradeGridToolbar({ count, saving, onSave, onDiscard }: GradeGridToolbarProps) {
  const { t } = useTranslation('grades')
  return (
    <div className="grade-actions" style={{ alignItems: 'center' }}>
      <LightButton kind="solid" disabled={count === 0} busy={saving} onClick={onSave}>
        {saving ? null : <LightSvgIcon icon={SaveOutlined} />}
        {t('entry.saveGrades')}
      </LightButton>
      <LightButton kind="outline" disabled={count === 0 || saving} onClick={onDiscard}>
        {t('entry.discard')}
      </LightButton>
      <span className="light-secondary" role="status">
        {count > 0 ? t('entry.unsaved', { count }) : t('entry.saveHint')}
      </span>
    </div>
  )
}
