/**
 * The advisor's student lists (component keys `AdvisorStudents`, `AdvisorCourseApproval` → approval detail,
 * `PreInterview` → pre-interview detail; spec §1 advisor course approval).
 */
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { AdviseeList } from '../components/AdviseeList.tsx'

/** Advisees linking to the course approval of each. */
export function AdvisorStudentsPage() {
  const { t } = useTranslation('registration')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('advisor.intro')}</Typography.Paragraph>
      <AdviseeList linkTo={(no) => `/danisman/ders-onay/${no}`} linkLabel={t('advisor.open')} />
    </Flex>
  )
}

/** Advisees linking to the pre-interview of each. */
export function PreInterviewListPage() {
  const { t } = useTranslation('registration')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('advisor.preIntro')}</Typography.Paragraph>
      <AdviseeList linkTo={(no) => `/danisman/on-gorusme/${no}`} linkLabel={t('advisor.openPre')} />
    </Flex>
  )
}
