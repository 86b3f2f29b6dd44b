/**
 * One advisee's course approval (component key `AdvisorCourseApprovalDetail`, route param `studentNo`;
 * spec §1 "Advisor course-approval screen with curriculum fetch and pre-interview detail", §4): the basket
 * with the decisions, the curriculum, and the pre-interview notes.
 */
import { Flex, Spin, Tabs, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { useAdviseeRegistration } from '../api/get-advisee-registration.ts'
import { usePreInterview } from '../api/get-pre-interview.ts'
import { BasketCard } from '../components/BasketCard.tsx'
import { CurriculumTable } from '../components/CurriculumTable.tsx'
import { DecisionButtons } from '../components/DecisionButtons.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { PreInterviewForm } from '../components/PreInterviewForm.tsx'

/** The approval page of the advisee in the route. */
export function AdvisorApprovalDetailPage() {
  const { t } = useTranslation('registration')
  const { studentNo } = usePageContext().params
  const reg = useAdviseeRegistration(studentNo)
  const pre = usePreInterview(studentNo)
  const [tab, setTab] = useState('basket')
  if (reg.isError) return <LoadError message={reg.error.message} retry={() => reg.refetch()} />
  if (!reg.data) return <Spin />
  const { Student, Basket, Curriculum } = reg.data
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {Student.StudentNo} — {Student.FullName}
        </Typography.Title>
        <Link to="/danisman/ders-onay">{t('advisor.back')}</Link>
      </Flex>
      <Typography.Text type="secondary">{Student.ProgrammeName}</Typography.Text>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'basket',
            label: t('advisor.tabs.basket'),
            children: (
              <BasketCard
                basket={Basket}
                title={t('advisor.tabs.basket')}
                extra={
                  <DecisionButtons
                    basket={Basket}
                    preInterviewDone={pre.data?.Done ?? Student.PreInterviewDone}
                    onNeedPreInterview={() => setTab('pre')}
                  />
                }
              />
            ),
          },
          {
            key: 'curriculum',
            label: t('advisor.tabs.curriculum'),
            children: <CurriculumTable curriculum={Curriculum} />,
          },
          {
            key: 'pre',
            label: t('advisor.tabs.preInterview'),
            children: pre.data ? <PreInterviewForm key={pre.dataUpdatedAt} data={pre.data} /> : <Spin />,
          },
        ]}
      />
    </Flex>
  )
}
