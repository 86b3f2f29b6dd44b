/** The registrar's view of one student: counters, status, frozen terms and freeze history (issue 16). */
import { Alert, Drawer, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFreezeStudent } from '../api/get-freeze-student.ts'
import { FreezeCountersCard } from './FreezeCountersCard.tsx'
import { FreezeRequestTable } from './FreezeRequestTable.tsx'

/** A drawer for student `studentId` (closed when null). */
export function FreezeStudentDrawer(props: { studentId: number | null; onClose: () => void }) {
  const { t } = useTranslation('freeze')
  const detail = useFreezeStudent(props.studentId)
  return (
    <Drawer
      open={props.studentId !== null}
      onClose={props.onClose}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={detail.data ? `${detail.data.StudentNo} ${detail.data.StudentName}` : t('admin.student')}
    >
      {detail.isError ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {detail.isPending && props.studentId !== null ? <Skeleton active /> : null}
      {detail.data ? (
        <Flex vertical gap="middle">
          <FreezeCountersCard
            counters={detail.data.Counters}
            status={detail.data.StudentStatus}
            frozenTerms={detail.data.FrozenTerms}
          />
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('admin.history')}
          </Typography.Title>
          <FreezeRequestTable requests={detail.data.History} />
        </Flex>
      ) : null}
    </Drawer>
  )
}
