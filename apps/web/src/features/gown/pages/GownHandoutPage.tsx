/**
 * Gown hand-out and return (component key `GownHandout`, menu demirbas/cubbe; issue 17; spec §4, §9): inventory
 * staff scan or type a student number, hand the gown and cap to the student or the named proxy within the
 * pickup windows, and take them back intact (the deposit provision is released) or damaged / late (captured,
 * with the reason). Every action asks for confirmation; the server answers 409 to a repeated one.
 */
import type { GownRequest } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Skeleton,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { useGownSearch, useHandoutActions } from '../api/gown.ts'
import { GownStateTag } from '../components/GownStateTag.tsx'
import { formatKurus } from '../components/money.ts'

/** The page. */
export function GownHandoutPage() {
  const { t } = useTranslation('gown')
  const [studentNo, setStudentNo] = useState('')
  const search = useGownSearch(studentNo)
  const windows = search.data?.Ceremony.PickupWindows.map((w) => `${w.From}–${w.To}`).join(', ') ?? ''

  return (
    <Flex vertical gap="middle">
      <Card title={t('handout.title')}>
        <Input.Search
          aria-label={t('handout.search')}
          placeholder={t('handout.searchHint')}
          enterButton={t('handout.searchButton')}
          inputMode="numeric"
          maxLength={20}
          allowClear
          style={{ maxWidth: 420 }}
          onSearch={(v) => setStudentNo(v.trim())}
        />
      </Card>
      {studentNo &&
        (search.isPending ? (
          <Skeleton active />
        ) : search.isError ? (
          <Alert type="error" showIcon title={search.error.message} />
        ) : (
          <>
            <Alert
              type={search.data.PickupOpen ? 'success' : 'warning'}
              showIcon
              title={
                search.data.PickupOpen ? t('handout.pickupOpen') : t('handout.pickupClosed', { windows })
              }
            />
            {search.data.Requests.length === 0 ? (
              <Empty description={t('handout.notFound')} />
            ) : (
              search.data.Requests.map((r) => <RequestCard key={r.Id} r={r} />)
            )}
          </>
        ))}
    </Flex>
  )
}

/** One request with its hand-out / take-back actions. */
function RequestCard({ r }: { r: GownRequest }) {
  const { t, i18n } = useTranslation('gown')
  const { message, modal } = App.useApp()
  const { handOut, takeBack } = useHandoutActions()
  const [returning, setReturning] = useState(false)
  const [form] = Form.useForm<{ Condition: 'intact' | 'damaged'; Reason?: string }>()
  const condition = Form.useWatch('Condition', form)
  const fail = (e: Error) => void message.error(e.message)

  const give = (to: 'self' | 'proxy') =>
    modal.confirm({
      title: to === 'proxy' ? t('handout.handToProxy') : t('handout.handToStudent'),
      content:
        to === 'proxy'
          ? t('handout.confirmProxy', { name: r.ProxyName, tc: r.ProxyTcNo })
          : `${r.StudentNo} ${r.StudentName}`,
      okText: t('handout.confirm'),
      cancelText: t('handout.cancel'),
      onOk: () =>
        handOut.mutateAsync({ RequestId: r.Id, Version: r.Version, To: to }).then(() => {
          void message.success(t('state.handed_out'))
        }, fail),
    })

  const submitReturn = (v: { Condition: 'intact' | 'damaged'; Reason?: string }) =>
    takeBack.mutate(
      {
        RequestId: r.Id,
        Version: r.Version,
        Condition: v.Condition,
        ...(v.Reason ? { Reason: v.Reason } : {}),
      },
      { onSuccess: () => setReturning(false), onError: fail },
    )

  return (
    <Card title={`${r.StudentNo} — ${r.StudentName}`}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('col.size')}>{r.Size}</Descriptions.Item>
        <Descriptions.Item label={t('col.pickup')}>
          {r.PickupBy === 'proxy'
            ? `${t('student.proxy')}: ${r.ProxyName} (${r.ProxyTcNo})`
            : t('student.self')}
        </Descriptions.Item>
        <Descriptions.Item label={t('student.state')}>
          <GownStateTag state={r.State} />
        </Descriptions.Item>
        <Descriptions.Item label={t('student.depositState')}>
          <GownStateTag state={r.DepositState} /> {formatKurus(r.DepositKurus, i18n.language)}
        </Descriptions.Item>
        {r.ReturnedAt && (
          <Descriptions.Item label={t('col.returnedAt')}>
            {showDateTime(r.ReturnedAt)} · {t(r.ReturnCondition ?? 'intact')}
            {r.ReturnedLate ? ` · ${t('late')}` : ''}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Flex gap="small" wrap style={{ marginTop: 16 }}>
        {r.State === 'active' && (
          <>
            <Button type="primary" onClick={() => give('self')}>
              {t('handout.handToStudent')}
            </Button>
            {r.PickupBy === 'proxy' && (
              <Button type="primary" onClick={() => give('proxy')}>
                {t('handout.handToProxy')}
              </Button>
            )}
          </>
        )}
        {r.State === 'handed_out' && (
          <Button type="primary" onClick={() => setReturning(true)}>
            {t('handout.takeBack')}
          </Button>
        )}
      </Flex>
      <Modal
        open={returning}
        title={t('handout.confirmTakeBack')}
        okText={t('handout.confirm')}
        cancelText={t('handout.cancel')}
        confirmLoading={takeBack.isPending}
        onOk={() => form.submit()}
        onCancel={() => setReturning(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ Condition: 'intact' }} onFinish={submitReturn}>
          <Form.Item name="Condition" label={t('handout.condition')}>
            <Radio.Group
              options={[
                { value: 'intact', label: t('handout.intact') },
                { value: 'damaged', label: t('handout.damaged') },
              ]}
            />
          </Form.Item>
          {condition === 'damaged' && (
            <Form.Item
              name="Reason"
              label={t('handout.reason')}
              rules={[{ required: true, whitespace: true, message: t('handout.reasonRequired') }]}
            >
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  )
}
