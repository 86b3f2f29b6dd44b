/** The pre-interview of one advisee (component key `PreInterviewDetail`, route param `studentNo`; spec §1, §5). */
import { Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { usePreInterview } from '../api/get-pre-interview.ts'
import { LoadError } from '../components/LoadError.tsx'
import { PreInterviewForm } from '../components/PreInterviewForm.tsx'

/** The pre-interview page of the student in the route. */
export function PreInterviewDetailPage() {
  const { t } = useTranslation('registration')
  const { studentNo } = usePageContext().params
  const pre = usePreInterview(studentNo)
  if (pre.isError) return <LoadError message={pre.error.message} retry={() => pre.refetch()} />
  if (!pre.data) return <Spin />
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {pre.data.StudentNo} — {pre.data.FullName}
        </Typography.Title>
        <Link to={`/danisman/ders-onay/${pre.data.StudentNo}`}>{t('advisor.open')}</Link>
      </Flex>
      <PreInterviewForm key={pre.dataUpdatedAt} data={pre.data} />
    </Flex>
  )
}
