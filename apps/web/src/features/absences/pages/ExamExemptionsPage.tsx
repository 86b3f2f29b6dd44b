/**
 * Exam exemptions (component key `ExamExemptions`; spec §3 "Absence: … exemption status, reason and date";
 * issue 6 § Absences): per section the students exempt from the exam with reason and date; add one, or
 * remove one after a confirmation. Each change is audited on the server. The considered-absent flag belongs
 * to absent hours, not to exemptions: it is set on the excuse hours page.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { ExamExemption } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useSectionReport } from '../api/get-section-report.ts'
import { useExemptions } from '../api/list-exemptions.ts'
import { useRemoveExemption } from '../api/remove-exemption.ts'
import { AddExemptionModal } from '../components/AddExemptionModal.tsx'
import { SectionSelect } from '../components/SectionSelect.tsx'

/** The exam exemptions page. */
export function ExamExemptionsPage() {
  const { t } = useTranslation('absences')
  const { message } = App.useApp()
  const [sectionId, setSectionId] = useState<number>()
  const [adding, setAdding] = useState(false)
  const exemptions = useExemptions(sectionId)
  // The roster with each student's exemption flag comes with the section's report.
  const roster = useSectionReport(sectionId, 'school')
  const remove = useRemoveExemption()
  return (
    <Card
      title={t('exemptions.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!sectionId}
          onClick={() => setAdding(true)}
        >
          {t('exemptions.add')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('exemptions.intro')}
        </Typography.Paragraph>
        <Flex wrap>
          <SectionSelect value={sectionId} onChange={setSectionId} />
        </Flex>
        {exemptions.error ? <Alert type="error" showIcon title={exemptions.error.message} /> : null}
        {!sectionId ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseSectionFirst')} />
        ) : (
          <Table<ExamExemption>
            size="small"
            rowKey="Id"
            loading={exemptions.isLoading}
            dataSource={exemptions.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('exemptions.empty') }}
            columns={[
              { title: t('studentNo'), dataIndex: 'StudentNo', width: 120 },
              { title: t('student'), dataIndex: 'FullName' },
              { title: t('exemptions.reason'), dataIndex: 'Reason' },
              {
                title: t('exemptions.date'),
                dataIndex: 'Date',
                width: 120,
                render: (d: string) => showDate(d),
              },
              {
                title: '',
                width: 120,
                render: (_, r) => (
                  <Popconfirm
                    title={t('exemptions.removeTitle')}
                    description={t('exemptions.removeText', { student: `${r.StudentNo} ${r.FullName}` })}
                    okText={t('exemptions.removeOk')}
                    cancelText={t('requests.cancel')}
                    okButtonProps={{ danger: true, loading: remove.isPending }}
                    onConfirm={() =>
                      remove.mutateAsync(r.Id).then(
                        () => message.success(t('exemptions.removed')),
                        (e: Error) => message.error(e.message),
                      )
                    }
                  >
                    <Button
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`${t('exemptions.remove')} ${r.StudentNo}`}
                    >
                      {t('exemptions.remove')}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        )}
      </Flex>
      {sectionId ? (
        <AddExemptionModal
          open={adding}
          sectionId={sectionId}
          roster={roster.data?.Rows ?? []}
          loading={roster.isLoading}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Card>
  )
}
