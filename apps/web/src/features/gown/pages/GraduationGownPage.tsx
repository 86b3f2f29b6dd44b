/**
 * Graduation gown and cap (component key `GraduationGown`, menu ogrenci/cubbe-kep; issue 17; spec §1, §4, §5,
 * §9): the ceremony's calendar, the eligibility (or the reason why not), the request form (size, self or proxy
 * pickup with the proxy's T.C. kimlik no, the read-and-accepted statement) that goes on to the deposit's card
 * payment page, and the student's request with its deposit state.
 */
import { type GownRequestInput, isTcKimlikNo } from '@unacs/contracts'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Skeleton,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useGownStatus, usePayDepositAgain, useRequestGown } from '../api/gown.ts'
import { GownStateTag } from '../components/GownStateTag.tsx'
import { formatKurus } from '../components/money.ts'

/** The page. */
export function GraduationGownPage() {
  const { t, i18n } = useTranslation('gown')
  const status = useGownStatus()
  const request = useRequestGown()
  const again = usePayDepositAgain()
  const navigate = useNavigate()
  const [form] = Form.useForm<GownRequestInput>()
  const pickupBy = Form.useWatch('PickupBy', form)
  const toPayment = (p: { PaymentId: number }) => navigate(`/ogrenci/odeme/${p.PaymentId}`)

  if (status.isPending) return <Skeleton active />
  if (status.isError) return <Alert type="error" showIcon title={status.error.message} />
  const { Ceremony: c, Request: r } = status.data
  if (!c) return <Alert type="info" showIcon title={t('student.noCeremony')} />
  const deposit = formatKurus(c.DepositKurus, i18n.language)
  const windows = c.PickupWindows.map((w) => `${w.From}–${w.To}`).join(', ')

  return (
    <Flex vertical gap="middle">
      <Card title={`${t('student.ceremony')}: ${c.Name}`}>
        <Typography.Paragraph>
          {t('student.calendar', {
            start: c.RequestStart,
            end: c.PaymentLastDay,
            time: c.PaymentCloseTime,
            pickupFrom: c.PickupDays[0] ?? '',
            pickupTo: c.PickupDays.at(-1) ?? '',
            windows,
            ceremony: c.CeremonyDays.join(', '),
            deadline: c.ReturnDeadline,
          })}
        </Typography.Paragraph>
        <Typography.Text strong>
          {t('student.deposit')}: {deposit}
        </Typography.Text>
      </Card>
      {r ? (
        <Card title={t('student.myRequest')}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('student.size')}>{r.Size}</Descriptions.Item>
            <Descriptions.Item label={t('student.pickupBy')}>
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
          </Descriptions>
          {r.State === 'awaiting_deposit' && (
            <Flex vertical gap="small" style={{ marginTop: 16 }}>
              <Alert type="info" showIcon title={t('student.awaitingInfo')} />
              {r.DepositState === 'declined' ? (
                <Button
                  type="primary"
                  loading={again.isPending}
                  onClick={() => again.mutate(undefined, { onSuccess: toPayment })}
                >
                  {t('student.payAgain')}
                </Button>
              ) : r.PaymentId ? (
                <Link to={`/ogrenci/odeme/${r.PaymentId}`}>{t('student.openPayment')}</Link>
              ) : null}
              {again.isError && <Alert type="error" showIcon title={again.error.message} />}
            </Flex>
          )}
        </Card>
      ) : !status.data.Eligible ? (
        <Alert type="warning" showIcon title={t('student.refused')} description={status.data.Reason} />
      ) : (
        <Card title={t('student.formTitle')}>
          <Form
            form={form}
            layout="vertical"
            style={{ maxWidth: 480 }}
            initialValues={{ PickupBy: 'self', Accepted: false }}
            onFinish={(v) =>
              request.mutate({ ...v, Accepted: v.Accepted === true }, { onSuccess: toPayment })
            }
          >
            <Form.Item
              name="Size"
              label={t('student.size')}
              rules={[{ required: true, message: t('student.size') }]}
            >
              <Select options={['S', 'M', 'L', 'XL', 'XXL'].map((s) => ({ value: s, label: s }))} />
            </Form.Item>
            <Form.Item name="PickupBy" label={t('student.pickupBy')}>
              <Radio.Group
                options={[
                  { value: 'self', label: t('student.self') },
                  { value: 'proxy', label: t('student.proxy') },
                ]}
              />
            </Form.Item>
            {pickupBy === 'proxy' && (
              <>
                <Form.Item
                  name="ProxyName"
                  label={t('student.proxyName')}
                  rules={[{ required: true, whitespace: true, message: t('student.proxyNameRequired') }]}
                >
                  <Input maxLength={100} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="ProxyTcNo"
                  label={t('student.proxyTcNo')}
                  rules={[
                    {
                      validator: (_, v: string | undefined) =>
                        v && isTcKimlikNo(v.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('student.proxyTcInvalid'))),
                    },
                  ]}
                >
                  <Input inputMode="numeric" maxLength={11} autoComplete="off" />
                </Form.Item>
              </>
            )}
            <Form.Item
              name="Accepted"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, v: boolean) =>
                    v ? Promise.resolve() : Promise.reject(new Error(t('student.mustAccept'))),
                },
              ]}
            >
              <Checkbox>{t('student.statement', { deadline: c.ReturnDeadline, deposit })}</Checkbox>
            </Form.Item>
            {request.isError && (
              <Alert type="error" showIcon title={request.error.message} style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" htmlType="submit" loading={request.isPending}>
              {t('student.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  )
}
