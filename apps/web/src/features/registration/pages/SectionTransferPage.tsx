/**
 * Section transfer (component key `SectionTransfer`; spec §1 "section transfer"; issue 7 "Sections"): the
 * registrar loads a student by number and moves a course to another section within quota, with a reason.
 */
import type { TransferOption } from '@unacs/contracts'
import { Button, Card, Empty, Flex, Form, Input, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTransferStudent } from '../api/get-transfer-student.ts'
import { LoadError } from '../components/LoadError.tsx'
import { StatusTag } from '../components/StatusTag.tsx'
import { TransferModal } from '../components/TransferModal.tsx'

/** The transfer page. */
export function SectionTransferPage() {
  const { t } = useTranslation('registration')
  const [studentNo, setStudentNo] = useState<string>()
  const [moving, setMoving] = useState<TransferOption | null>(null)
  const data = useTransferStudent(studentNo)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('transfer.intro')}</Typography.Paragraph>
      <Card>
        <Form layout="inline" onFinish={(v: { no: string }) => setStudentNo(v.no.trim())}>
          <Form.Item
            name="no"
            label={t('transfer.studentNo')}
            rules={[{ required: true, pattern: /^\s*\d{6,12}\s*$/, message: t('transfer.invalidNo') }]}
          >
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={data.isFetching}>
            {t('transfer.find')}
          </Button>
        </Form>
      </Card>
      {data.isError ? <LoadError message={data.error.message} retry={() => data.refetch()} /> : null}
      {data.data ? (
        <Card
          title={
            <Flex gap="small" wrap align="center">
              {data.data.StudentNo} — {data.data.FullName} <StatusTag status={data.data.Status} />
            </Flex>
          }
          extra={<Typography.Text type="secondary">{data.data.ProgrammeName}</Typography.Text>}
        >
          {data.data.Options.length === 0 ? (
            <Empty description={t('transfer.noSections')} />
          ) : (
            <Table
              rowKey="SectionId"
              size="small"
              pagination={false}
              dataSource={data.data.Options}
              scroll={{ x: 600 }}
              columns={[
                { title: t('columns.code'), dataIndex: 'CourseCode' },
                { title: t('columns.name'), dataIndex: 'CourseName' },
                { title: t('transfer.current'), dataIndex: 'SectionName' },
                {
                  title: t('columns.state'),
                  dataIndex: 'Holding',
                  render: (h: TransferOption['Holding']) => <Tag>{t(`transfer.holding.${h}`)}</Tag>,
                },
                {
                  title: t('columns.actions'),
                  key: 'move',
                  render: (_, r) =>
                    r.Alternatives.length ? (
                      <Button size="small" onClick={() => setMoving(r)}>
                        {t('transfer.move')}
                      </Button>
                    ) : (
                      <Typography.Text type="secondary">{t('transfer.noAlternatives')}</Typography.Text>
                    ),
                },
              ]}
            />
          )}
        </Card>
      ) : null}
      <TransferModal studentNo={studentNo ?? ''} option={moving} onClose={() => setMoving(null)} />
    </Flex>
  )
}
