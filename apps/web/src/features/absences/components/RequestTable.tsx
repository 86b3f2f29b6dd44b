/**
 * Absence requests as a table (spec §3: request date, status, approval end date, processor, requester,
 * reason); staff get approve/reject with an answer.
 */
import type { AbsenceRequest } from '@unacs/contracts'
import { Alert, Button, Flex, Form, Input, Modal, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useAbsenceRequests } from '../api/list-absence-requests.ts'
import { useProcessAbsenceRequest } from '../api/process-absence-request.ts'

const colour = { pending: 'orange', approved: 'green', rejected: 'red' } as const

/** The student's own requests (`mine`) or the staff member's, with processing for staff. */
export function RequestTable(props: { mine: boolean }) {
  const { t } = useTranslation('absences')
  const requests = useAbsenceRequests(props.mine)
  const process = useProcessAbsenceRequest()
  const [target, setTarget] = useState<{ request: AbsenceRequest; approve: boolean } | null>(null)
  const [form] = Form.useForm<{ Answer: string }>()
  if (requests.error) return <Alert type="error" showIcon title={requests.error.message} />
  return (
    <>
      <Table<AbsenceRequest>
        size="small"
        rowKey="Id"
        loading={requests.isLoading}
        dataSource={requests.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: t('requests.empty') }}
        columns={[
          {
            title: t('requests.requestDate'),
            dataIndex: 'RequestDate',
            render: (v: string) => showDate(v),
          },
          { title: t('requests.course'), render: (_, r) => `${r.CourseCode} ${r.CourseName}` },
          ...(props.mine
            ? []
            : [
                {
                  title: t('requests.requester'),
                  render: (_: unknown, r: AbsenceRequest) => `${r.StudentNo} ${r.RequesterName}`,
                },
              ]),
          {
            title: `${t('requests.from')} – ${t('requests.to')}`,
            render: (_, r) => `${showDate(r.FromDay)} – ${showDate(r.ToDay)}`,
          },
          {
            title: t('requests.type'),
            dataIndex: 'ExcuseType',
            render: (v: AbsenceRequest['ExcuseType']) => t(`excuse.${v}`),
          },
          { title: t('requests.reason'), dataIndex: 'Reason', ellipsis: true },
          {
            title: t('requests.status'),
            dataIndex: 'Status',
            render: (v: AbsenceRequest['Status']) => (
              <Tag color={colour[v]}>{t(`requests.statuses.${v}`)}</Tag>
            ),
          },
          {
            title: t('requests.approvalEnd'),
            dataIndex: 'ApprovalEndDate',
            render: (v: string) => showDate(v),
          },
          {
            title: t('requests.processor'),
            dataIndex: 'ProcessorName',
            render: (v: string | null) => v ?? '—',
          },
          { title: t('requests.answer'), dataIndex: 'Answer', render: (v: string | null) => v ?? '—' },
          ...(props.mine
            ? []
            : [
                {
                  title: '',
                  render: (_: unknown, r: AbsenceRequest) =>
                    r.Status === 'pending' ? (
                      <Flex gap={4}>
                        <Button
                          size="small"
                          type="primary"
                          onClick={() => setTarget({ request: r, approve: true })}
                        >
                          {t('requests.approve')}
                        </Button>
                        <Button size="small" danger onClick={() => setTarget({ request: r, approve: false })}>
                          {t('requests.reject')}
                        </Button>
                      </Flex>
                    ) : null,
                },
              ]),
        ]}
      />
      <Modal
        open={!!target}
        title={t('requests.processTitle')}
        okText={target?.approve ? t('requests.approve') : t('requests.reject')}
        okButtonProps={{ danger: !target?.approve }}
        cancelText={t('requests.cancel')}
        confirmLoading={process.isPending}
        onCancel={() => setTarget(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            target &&
            process.mutate(
              { Id: target.request.Id, Approve: target.approve, Answer: v.Answer.trim() },
              { onSuccess: () => setTarget(null) },
            )
          }
        >
          {process.error ? (
            <Alert type="error" showIcon title={process.error.message} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            name="Answer"
            label={t('requests.answer')}
            rules={[
              { required: true, whitespace: true, min: 5, max: 500, message: t('requests.answerRule') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
