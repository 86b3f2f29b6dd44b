/**
 * The student's recent grades home card (issue 24): the latest term with finalised courses, each with its
 * letter grade, and the CGPA. Only finalised grades are shown (spec §4). Nothing when there are none.
 */
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { useStudentGrades } from '../api/get-student-grades.ts'

/** The card. */
export function RecentGradesHomeCard() {
  const { t } = useTranslation('grades')
  const q = useStudentGrades()
  // The answer lists terms newest first (by term start), so the first with a finalised course is the latest.
  const term = q.data?.Terms.find((x) => x.Courses.some((c) => c.Finalized))
  if (q.isSuccess && !term) return null
  return (
    <HomeCardFrame
      testId="home-card-grades"
      title={t('home.recent.title')}
      link={{ to: '/ogrenci/notlarim', label: t('home.recent.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {term ? (
        <div className="light-stack">
          <span className="light-secondary">
            {t('home.recent.summary', {
              term: term.TermName,
              gpa: term.TermGpa?.toFixed(2) ?? '—',
              cgpa: q.data?.Cgpa?.toFixed(2) ?? '—',
            })}
          </span>
          <LightList>
            {term.Courses.filter((c) => c.Finalized)
              .slice(0, 5)
              .map((c) => (
                <LightListItem key={c.CourseCode}>
                  <div className="light-row light-row-nowrap" style={{ width: '100%' }}>
                    {/* Wraps (a long English course name at 375 px is not cut off or run under the grade). */}
                    <span
                      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >{`${c.CourseCode} ${c.CourseName}`}</span>
                    <LightTag>{c.LetterGrade ?? '—'}</LightTag>
                  </div>
                </LightListItem>
              ))}
          </LightList>
        </div>
      ) : null}
    </HomeCardFrame>
  )
}
