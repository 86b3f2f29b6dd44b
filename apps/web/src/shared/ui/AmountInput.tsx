/**
 * The one amount field (issue 36 "Amount fields accept what Turkish users type"): a text input for money in
 * lira that takes "1.000,00", "1000", "1.000" and "1,000.00"; check it with `amountRule` and read it with
 * `parseAmount` (shared/text/format.ts; the API reads the same text with the same rule). Takes antd Input
 * props (placed inside a Form.Item, which supplies value and onChange).
 */
import { Input, type InputProps } from 'antd'

/** The amount input: decimal keyboard on phones, the lira sign, no autocomplete. */
export function AmountInput(props: InputProps) {
  return <Input inputMode="decimal" suffix="₺" maxLength={20} autoComplete="off" {...props} />
}
