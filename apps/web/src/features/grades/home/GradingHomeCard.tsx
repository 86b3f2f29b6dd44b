/**
 * The instructor's grading home card (issue 24): this term's sections whose grades are still to be entered
 * or finalised, each opening its grade entry. Nothing when every section is finalised.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { useGradingSections } from '../api/list-sections.ts'

/** The card. */
export function GradingHomeCard() {
  const { t } = useTranslation('grades')
  const q = useGradingSections()
  const open = (q.data ?? []).filter((s) => s.TermActive && s.State !== 'finalized' && s.StudentCount > 0)
  if (q.isSuccess && open.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-grading"
      title={t('home.grading.title', { count: open.length })}
      link={{ to: '/ogretim/not-girisi', label: t('home.grading.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightList>
        {open.slice(0, 6).map((s) => (
          <LightListItem key={s.SectionId}>
            <div className="light-row light-row-nowrap" style={{ width: '100%' }}>
              <Link to={`/ogretim/not-girisi/${s.SectionId}`} style={{ minWidth: 0 }}>
                <span className="light-ellipsis" style={{ color: 'inherit' }}>
                  {`${s.CourseCode}-${s.SectionName}`}
                </span>
              </Link>
              <LightTag>
                {t(`state.${s.State}`)} · {t('home.grading.students', { count: s.StudentCount })}
              </LightTag>
            </div>
          </LightListItem>
        ))}
      </LightList>
    </HomeCardFrame>
  )
}
