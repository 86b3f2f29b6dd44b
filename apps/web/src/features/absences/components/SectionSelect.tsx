/** A select of the staff member's sections with students (attendance uses the grading rules). */
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSections } from '../api/list-sections.ts'

/** Chooses a section id. */
export function SectionSelect(props: { value?: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('absences')
  const sections = useSections()
  return (
    <Select
      style={{ minWidth: 280, maxWidth: '100%' }}
      placeholder={t('chooseSection')}
      aria-label={t('section')}
      loading={sections.isLoading}
      value={props.value}
      onChange={props.onChange}
      options={(sections.data ?? [])
        .filter((s) => s.StudentCount > 0)
        .map((s) => ({
          value: s.SectionId,
          label: `${s.TermName} · ${s.CourseCode} ${s.CourseName} — ${s.SectionName}`,
        }))}
    />
  )
}
