/**
 * Course registration of the student (component key `CourseRegistration`; issue 7 "Student registration";
 * spec §1, §3, §4): the basket with its status and the advisor's reason, the opened courses to add from,
 * and the curriculum.
 */
import { Flex, Spin, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBasket } from '../api/get-basket.ts'
import { useCurriculum } from '../api/get-curriculum.ts'
import { BasketCard } from '../components/BasketCard.tsx'
import { CurriculumTable } from '../components/CurriculumTable.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { OpenedCoursesCard } from '../components/OpenedCoursesCard.tsx'

/** The student's registration page. */
export function CourseRegistrationPage() {
  const { t } = useTranslation('registration')
  const basket = useBasket()
  const curriculum = useCurriculum()
  if (basket.isError) return <LoadError message={basket.error.message} retry={() => basket.refetch()} />
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('student.intro')}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'register',
            label: t('student.tabs.register'),
            children: (
              <Flex vertical gap="middle">
                {basket.data ? <BasketCard basket={basket.data} student /> : <Spin />}
                <OpenedCoursesCard basket={basket.data} />
              </Flex>
            ),
          },
          {
            key: 'curriculum',
            label: t('student.tabs.curriculum'),
            children: curriculum.data ? (
              <CurriculumTable curriculum={curriculum.data} />
            ) : curriculum.isError ? (
              <LoadError message={curriculum.error.message} retry={() => curriculum.refetch()} />
            ) : (
              <Spin />
            ),
          },
        ]}
      />
    </Flex>
  )
}
