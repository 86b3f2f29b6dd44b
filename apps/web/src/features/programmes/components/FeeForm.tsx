/**
 * The fee form of a draft version (issue 19 "Fee entry: per programme and term, fee amounts 1–3 and preparatory
 * fees 1–3 in a currency (TRY, USD, EUR), integer minor units"): decimal amounts typed in the currency, sent as
 * integer minor units (string arithmetic, see money.ts) with POST /api/Program/Ucret/Kaydet.
 */
import { type Currency, type FeeRow, type VersionDetail, ZCurrency } from '@unacs/contracts'
import { App, Button, Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useTerms } from '../api/get-version.ts'
import { useVersionAction } from '../api/version-actions.ts'
import { fromMinor, toMinor } from './money.ts'

const AMOUNTS = ['Fee1', 'Fee2', 'Fee3', 'PrepFee1', 'PrepFee2', 'PrepFee3'] as const
type Values = { TermId: number; Currency: Currency } & Record<(typeof AMOUNTS)[number], string>

/** The form for `version`, prefilled from `row` (the term being edited) when given. */
export function FeeForm({ version, row }: { version: VersionDetail; row: FeeRow | null }) {
  const { t } = useTranslation('programmes')
  const { message } = App.useApp()
  const terms = useTerms()
  const save = useVersionAction('fee')
  const initial = row
    ? {
        TermId: row.TermId,
        Currency: row.Currency,
        ...Object.fromEntries(AMOUNTS.map((k) => [k, fromMinor(row[k])])),
      }
    : { Currency: 'TRY', ...Object.fromEntries(AMOUNTS.map((k) => [k, '0.00'])) }
  const submit = (v: Values) => {
    const minor = Object.fromEntries(AMOUNTS.map((k) => [k, toMinor(v[k]) as number])) as Record<
      (typeof AMOUNTS)[number],
      number
    >
    save.mutate(
      { Id: version.Id, Version: version.Version, TermId: v.TermId, Currency: v.Currency, ...minor },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
      },
    )
  }
  const amountRule = {
    validator: (_: unknown, value: string) =>
      toMinor(value) === null ? Promise.reject(new Error(t('validation.amount'))) : Promise.resolve(),
  }
  return (
    <Form<Values>
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      key={`${version.Version}-${row?.TermId ?? 'new'}`}
      style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}
    >
      <Form.Item
        name="TermId"
        label={t('fees.term')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select
          options={terms.data?.map((x) => ({ value: x.Id, label: x.Name }))}
          loading={terms.isPending}
        />
      </Form.Item>
      <Form.Item
        name="Currency"
        label={t('fees.currency')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select options={ZCurrency.options.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      {AMOUNTS.map((k) => (
        <Form.Item key={k} name={k} label={t(`fees.${k}`)} rules={[amountRule]}>
          <Input inputMode="decimal" />
        </Form.Item>
      ))}
      <Form.Item label=" ">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('fees.save')}
        </Button>
      </Form.Item>
    </Form>
  )
}
