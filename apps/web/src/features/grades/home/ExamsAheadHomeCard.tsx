/**
 * The student's exams ahead home card (issue 24 "a student sees … upcoming exams"): this term's exams of
 * her courses with no result yet, by course, with their weight and, when set, the date their grading opens
 * (the grade book holds no exam dates), from GET /api/Grades/Student/ExamsAhead. Nothing when none is left.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { examsAheadQuery } from './grades.home-queries.ts'

/** Most exams listed. */
const LISTED = 6

/** The card. */
export function ExamsAheadHomeCard() {
  const { t, i18n } = useTranslation('grades')
  const q = useQuery(examsAheadQuery(i18n.language))
  const exams = q.data?.Exams ?? []
  if (q.isSuccess && exams.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-exams"
      title={t('home.exams.title')}
      link={{ to: '/ogrenci/notlarim', label: t('home.recent.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <div className="light-stack">
        {q.data?.TermName ? <span className="light-secondary">{q.data.TermName}</span> : null}
        <LightList>
          {exams.slice(0, LISTED).map((e) => (
            <LightListItem key={`${e.SectionId}-${e.CategoryName}-${e.ExamName}`}>
              <div className="light-stack light-stack-none" style={{ width: '100%' }}>
                <div className="light-row">
                  <span>{`${e.CourseCode} · ${e.ExamName}`}</span>
                  <LightTag>
                    {t('home.exams.weight', { weight: e.Weight.toLocaleString(i18n.language) })}
                  </LightTag>
                </div>
                <span className="light-secondary">{e.CourseName}</span>
                {e.EntryFrom ? (
                  <span className="light-secondary">
                    {t('home.exams.entryFrom', { date: e.EntryFrom.split('-').reverse().join('.') })}
                  </span>
                ) : null}
              </div>
            </LightListItem>
          ))}
        </LightList>
        {exams.length > LISTED ? (
          <span className="light-secondary">{t('home.exams.more', { count: exams.length - LISTED })}</span>
        ) : null}
      </div>
    </HomeCardFrame>
  )
}
