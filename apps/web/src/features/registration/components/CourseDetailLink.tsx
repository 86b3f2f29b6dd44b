/** A course code linking the student's course detail page (route 'ogrenci/ders-detay/:sectionId', issue 22). */

import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Props: the section to open, the visible code and the course name for the accessible label. */
export function CourseDetailLink(props: { sectionId: number; code: string; name: string }) {
  const { t } = useTranslation('registration')
  return (
    <Link
      to={`/ogrenci/ders-detay/${props.sectionId}`}
      aria-label={t('detail.openDetail', { name: `${props.code} ${props.name}` })}
    >
      {props.code}
    </Link>
  )
}
