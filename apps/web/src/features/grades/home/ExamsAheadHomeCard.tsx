/**
 * The student's exams ahead home card (issue 24 "a student sees … upcoming exams"): this term's exams of
 * her courses with no result yet, by course, with their weight and, when set, the date their grading opens
 * (the grade book holds no exam dates), from GET /api/Grades/Student/ExamsAhead. Nothing when none is left.
 */

import { useQuery } from '@tanstack/react-query'
import type { ExamsAhead } from '@unacs/contracts'
import { Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** Most exams listed. */
const LISTED = 6

/** The card. */
export function ExamsAheadHomeCard() {
  const { t, i18n } = useTranslation('grades')
  const q = useQuery({
    queryKey: ['grades', 'home', 'exams-ahead', i18n.language],
    queryFn: ({ signal }) => homeGet<ExamsAhead>('/api/Grades/Student/ExamsAhead', { signal }),
  })
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
      <Flex vertical gap="small">
        {q.data?.TermName ? <Typography.Text type="secondary">{q.data.TermName}</Typography.Text> : null}
        <List
          size="small"
          dataSource={exams.slice(0, LISTED)}
          renderItem={(e) => (
            <List.Item>
              <Flex vertical gap={0} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Text>{`${e.CourseCode} · ${e.ExamName}`}</Typography.Text>
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {t('home.exams.weight', { weight: e.Weight.toLocaleString(i18n.language) })}
                  </Tag>
                </Flex>
                <Typography.Text type="secondary">{e.CourseName}</Typography.Text>
                {e.EntryFrom ? (
                  <Typography.Text type="secondary">
                    {t('home.exams.entryFrom', { date: e.EntryFrom.split('-').reverse().join('.') })}
                  </Typography.Text>
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
        {exams.length > LISTED ? (
          <Typography.Text type="secondary">
            {t('home.exams.more', { count: exams.length - LISTED })}
          </Typography.Text>
        ) : null}
      </Flex>
    </HomeCardFrame>
  )
}
