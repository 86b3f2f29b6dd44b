/**
 * Student library debts (component key `LibraryDebts`; issue 16 "The library office keeps the library debts
 * list (books, due dates, fines) that the clearance reads"): paged list, open only or all, search by student
 * number, add a debt, settle one (after confirmation).
 */
import type { LibraryDebtItem } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Switch,
  Table,
  Typography,
} from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useCreateLibraryDebt } from '../api/create-library-debt.ts'
import { useLibraryDebts } from '../api/library-debts.ts'
import { useSettleDebt } from '../api/settle-debt.ts'
import { day, tl, when } from '../components/format.ts'

interface NewDebt {
  StudentNo: string
  Title: string
  Dates: [Dayjs, Dayjs]
  Fine: number
}

/** The library debts page. */
export function LibraryDebtsPage() {
  const { t, i18n } = useTranslation('departure')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const lang = i18n.language
  const [params, setParams] = useState({
    page: 1,
    pageSize: 20,
    OpenOnly: true,
    StudentNo: undefined as string | undefined,
  })
  const [adding, setAdding] = useState(false)
  const [form] = Form.useForm<NewDebt>()
  const query = useLibraryDebts(params)
  const create = useCreateLibraryDebt()
  const settle = useSettleDebt()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('library.intro')}</Typography.Paragraph>
      <Flex gap="small" wrap align="center">
        <Switch
          checked={params.OpenOnly}
          aria-label={t('library.openOnly')}
          onChange={(v) => setParams((p) => ({ ...p, page: 1, OpenOnly: v }))}
        />
        <span>{t('library.openOnly')}</span>
        <Input.Search
          allowClear
          aria-label={t('queue.search')}
          placeholder={t('queue.search')}
          style={{ maxWidth: 220 }}
          onSearch={(v) => setParams((p) => ({ ...p, page: 1, StudentNo: v.trim() || undefined }))}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('library.add')}
        </Button>
      </Flex>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('queue.loadFailed')}
          action={<Button onClick={() => query.refetch()}>{t('queue.retry')}</Button>}
        />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table<LibraryDebtItem>
            rowKey="Id"
            size="small"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            pagination={{
              current: params.page,
              pageSize: params.pageSize,
              total: query.data?.total ?? 0,
              onChange: (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
            }}
            columns={[
              { title: t('queue.studentNo'), dataIndex: 'StudentNo' },
              { title: t('queue.name'), dataIndex: 'StudentName' },
              { title: t('library.book'), dataIndex: 'Title' },
              {
                title: t('library.borrowedOn'),
                dataIndex: 'ItemDate',
                render: (v: string | null) => day(v, lang),
              },
              { title: t('library.dueOn'), dataIndex: 'DueOn', render: (v: string | null) => day(v, lang) },
              { title: t('library.fine'), dataIndex: 'AmountKurus', render: (v: number) => tl(v, lang) },
              {
                title: t('library.settledAt'),
                dataIndex: 'SettledAt',
                render: (v: string | null, r) =>
                  v ? (
                    when(v, lang)
                  ) : (
                    <Popconfirm
                      title={t('queue.settleConfirm')}
                      onConfirm={() =>
                        settle.mutate(
                          { DebtId: r.Id },
                          {
                            onSuccess: () => message.success(t('queue.settled')),
                            onError: (e) => message.error(e.message),
                          },
                        )
                      }
                    >
                      <Button size="small">{t('queue.settle')}</Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
        </div>
      )}
      <Modal
        open={adding}
        title={t('library.addTitle')}
        okText={t('library.save')}
        cancelText={t('queue.cancel')}
        okButtonProps={{ loading: create.isPending }}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            create.mutate(
              {
                StudentNo: v.StudentNo.trim(),
                Title: v.Title.trim(),
                BorrowedOn: v.Dates[0].format('YYYY-MM-DD'),
                DueOn: v.Dates[1].format('YYYY-MM-DD'),
                FineKurus: Math.round((v.Fine ?? 0) * 100),
              },
              {
                onSuccess: () => {
                  message.success(t('library.created'))
                  setAdding(false)
                  form.resetFields()
                },
                onError: (e) => message.error(e.message),
              },
            )
          }
        >
          <Form.Item
            name="StudentNo"
            label={t('queue.studentNo')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="Title"
            label={t('library.book')}
            rules={[{ required: true, whitespace: true, min: 2, message: t('required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="Dates"
            label={`${t('library.borrowedOn')} – ${t('library.dueOn')}`}
            rules={[{ required: true, message: t('required') }, completeRange]}
          >
            <DateRangeField />
          </Form.Item>
          <Form.Item
            name="Fine"
            label={t('library.fineTl')}
            initialValue={0}
            rules={[{ required: true, message: t('required') }]}
          >
            <InputNumber min={0} max={100000} precision={2} step={5} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  )
}
