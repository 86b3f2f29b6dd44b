/**
 * A basket (registration) card: status, the advisor's reason, the held sections with totals against the
 * credit/ECTS limits, and — for the student — remove and submit actions (issue 7; spec §4).
 */
import type { Basket, BasketItem } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useRemoveFromBasket } from '../api/remove-from-basket.ts'
import { useSubmitBasket } from '../api/submit-basket.ts'
import { CourseDetailLink } from './CourseDetailLink.tsx'
import { StatusTag } from './StatusTag.tsx'

/** Props: the basket; `student` enables remove/submit; `extra` adds actions (the advisor's decisions). */
export interface BasketCardProps {
  basket: Basket
  student?: boolean
  extra?: ReactNode
  title?: string
}

/** The basket card. */
export function BasketCard({ basket, student, extra, title }: BasketCardProps) {
  const { t } = useTranslation('registration')
  const { lessonTime } = useFormat()
  const { message } = App.useApp()
  const remove = useRemoveFromBasket()
  const submit = useSubmitBasket()
  const editable = student === true && basket.Editable
  const notify = (p: Promise<unknown>) =>
    p.catch((e: Error) => {
      message.error(e.message)
    })
  const columns: ColumnsType<BasketItem> = [
    {
      title: t('columns.code'),
      dataIndex: 'CourseCode',
      width: 100,
      render: (code: string, r) =>
        student ? <CourseDetailLink sectionId={r.SectionId} code={code} name={r.CourseName} /> : code,
    },
    {
      title: t('columns.name'),
      dataIndex: 'CourseName',
      render: (v: string, r) => (
        <>
          {v} {r.IsRepeat ? <Tag color="orange">{t('student.repeat')}</Tag> : null}
        </>
      ),
    },
    { title: t('columns.section'), dataIndex: 'SectionName', width: 70 },
    {
      title: `${t('columns.credit')} / ${t('columns.ects')}`,
      render: (_, r) => `${r.Credit} / ${r.Ects}`,
      width: 90,
    },
    {
      title: t('columns.lessonTime'),
      dataIndex: 'LessonTime',
      render: (v: string | null) => lessonTime(v) || '—',
    },
    ...(editable
      ? [
          {
            title: t('columns.actions'),
            key: 'remove',
            width: 100,
            render: (_: unknown, r: BasketItem) => (
              <Popconfirm
                title={t('student.removeConfirm')}
                onConfirm={() => notify(remove.mutateAsync(r.SectionId))}
              >
                <Button danger size="small">
                  {t('student.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ]
  const reasonAlert = !student ? (
    basket.Reason ? (
      <Alert type="warning" showIcon title={`${t('advisor.reason')}: ${basket.Reason}`} />
    ) : null
  ) : basket.Status === 'rejected' || basket.Status === 'returned' ? (
    <Alert type="warning" showIcon title={t(`student.${basket.Status}`, { reason: basket.Reason ?? '' })} />
  ) : basket.Status === 'approved' ? (
    <Alert type="success" showIcon title={t('student.approved')} />
  ) : basket.Status === 'submitted' ? (
    <Alert type="info" showIcon title={t('student.submitted')} />
  ) : null
  return (
    <Card
      title={
        <Flex gap="small" align="center" wrap>
          {title ?? t('student.basket')} <StatusTag status={basket.Status} />
        </Flex>
      }
      extra={
        <Typography.Text type="secondary">{t('student.term', { term: basket.TermName })}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        {reasonAlert}
        {basket.Items.length === 0 ? (
          <Empty description={t('student.emptyBasket')} />
        ) : (
          <Table
            rowKey="SectionId"
            size="small"
            columns={columns}
            dataSource={basket.Items}
            pagination={false}
            scroll={{ x: 600 }}
          />
        )}
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text strong data-testid="basket-totals">
            {t('student.totals', {
              credit: basket.TotalCredit,
              maxCredit: basket.MaxCredit,
              ects: basket.TotalEcts,
              maxEcts: basket.MaxEcts,
            })}
          </Typography.Text>
          <Flex gap="small" wrap>
            {editable ? (
              <Popconfirm
                title={t('student.submitConfirm')}
                onConfirm={() =>
                  notify(submit.mutateAsync().then(() => message.success(t('status.submitted'))))
                }
              >
                <Button type="primary" disabled={basket.Items.length === 0} loading={submit.isPending}>
                  {t('student.submit')}
                </Button>
              </Popconfirm>
            ) : null}
            {extra}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  )
}
