/**
 * Advisor assignment (component key `AdvisorAssignment`; issue 22 "Advisor assignment"): the head of
 * department sees each advisor's load, chooses advisors and students (a unit/class group or a selection),
 * confirms, and the server spreads the students over the advisors balancing the loads (audited per student).
 */
import { App, Button, Card, Flex, Result, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useAssignAdvisors } from '../api/advisors.ts'
import { useStudentUnits } from '../api/get-units.ts'
import { AdvisorLoadsTable } from '../components/AdvisorLoadsTable.tsx'
import { type AssignTarget, AssignTargets } from '../components/AssignTargets.tsx'

/** The advisor assignment page. */
export function AdvisorAssignmentPage() {
  const { t } = useTranslation('students')
  const { message, modal } = App.useApp()
  const units = useStudentUnits()
  const assign = useAssignAdvisors()
  const [advisors, setAdvisors] = useState<number[]>([])
  const [target, setTarget] = useState<AssignTarget>({ mode: 'group', studentIds: [] })
  const [done, setDone] = useState<number | null>(null)

  const groupName = () =>
    [
      units.data?.find((u) => u.Id === target.unitId)?.Name,
      target.classYear ? t('classN', { n: target.classYear }) : undefined,
    ]
      .filter(Boolean)
      .join(', ')

  const submit = () => {
    if (advisors.length === 0) return void message.warning(t('advisors.needAdvisor'))
    const selection = target.mode === 'selection'
    if (selection ? target.studentIds.length === 0 : !target.unitId && !target.classYear)
      return void message.warning(t('advisors.needStudents'))
    modal.confirm({
      title: t('advisors.confirmTitle'),
      content: selection
        ? t('advisors.confirmSelection', { students: target.studentIds.length, advisors: advisors.length })
        : t('advisors.confirmGroup', { group: groupName(), advisors: advisors.length }),
      okText: t('advisors.confirmOk'),
      cancelText: t('advisors.cancel'),
      onOk: async () => {
        try {
          const result = await assign.mutateAsync(
            selection
              ? { AdvisorIds: advisors, StudentIds: target.studentIds }
              : { AdvisorIds: advisors, UnitId: target.unitId, ClassYear: target.classYear },
          )
          setDone(result.Assigned)
          setTarget({ ...target, studentIds: [] })
          message.success(t('advisors.result', { count: result.Assigned }))
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : t('loadFailed'))
        }
      },
    })
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('advisors.intro')}</Typography.Paragraph>
      {done !== null ? (
        <Result
          status="success"
          title={t('advisors.result', { count: done })}
          subTitle={t('advisors.resultHint')}
          style={{ padding: 16 }}
        />
      ) : null}
      <Card
        title={t('advisors.loads')}
        extra={<Typography.Text type="secondary">{t('advisors.loadsHint')}</Typography.Text>}
      >
        <AdvisorLoadsTable chosen={advisors} onChoose={setAdvisors} />
      </Card>
      <Card title={t('advisors.target')}>
        <Flex vertical gap="middle">
          <AssignTargets value={target} onChange={setTarget} />
          <Flex justify="flex-end">
            <Button type="primary" loading={assign.isPending} onClick={submit}>
              {t('advisors.assign')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  )
}
