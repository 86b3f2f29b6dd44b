/**
 * The instructor's grading home card (issue 24): this term's sections whose grades are still to be entered
 * or finalised, each opening its grade entry. Nothing when every section is finalised.
 */
import { Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
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
      <List
        size="small"
        dataSource={open.slice(0, 6)}
        renderItem={(s) => (
          <List.Item>
            <Flex justify="space-between" gap="small" style={{ width: '100%', minWidth: 0 }}>
              <Link to={`/ogretim/not-girisi/${s.SectionId}`} style={{ minWidth: 0 }}>
                <Typography.Text ellipsis style={{ color: 'inherit' }}>
                  {`${s.CourseCode}-${s.SectionName}`}
                </Typography.Text>
              </Link>
              <Tag style={{ marginInlineEnd: 0 }}>
                {t(`state.${s.State}`)} · {t('home.grading.students', { count: s.StudentCount })}
              </Tag>
            </Flex>
          </List.Item>
        )}
      />
    </HomeCardFrame>
  )
}
