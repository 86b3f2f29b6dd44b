/**
 * Client-side checks of the contact form, taken from the very schema the server validates with
 * (contracts `ZUpdateContactRequest`: Turkish mobile 5XX XXX XX XX and landline with area code, e-mail,
 * 5-digit postal code, address 10–300 characters; spec §5 "Phone empty or wrong format is rejected").
 * The schema's catalogue keys (`personnel.validation.*`) map to this namespace's `validation.*` texts.
 */
import { ZUpdateContactRequest } from '@unacs/contracts'
import type { FormRule } from 'antd'
import type { TFunction } from 'i18next'

/** The editable contact fields. */
export const contactFields = [
  'MobilePhone',
  'AlternativeMobile',
  'HomePhone',
  'PersonalEmail',
  'Address',
  'PostalCode',
] as const
/** One editable contact field. */
export type ContactField = (typeof contactFields)[number]

const messageKeys = ['mobile', 'landline', 'email', 'postalCode', 'addressLength'] as const
type MessageKey = (typeof messageKeys)[number]

/** The localised message of a schema issue. */
function messageOf(t: TFunction<'personnel'>, issue: { code: string; message: string }): string {
  const own = issue.message.replace(/^personnel\.validation\./, '')
  if ((messageKeys as readonly string[]).includes(own)) return t(`validation.${own as MessageKey}`)
  if (issue.code === 'invalid_type' || issue.message === 'error.required') return t('validation.required')
  return t('validation.invalid')
}

/** The antd rule of `field`: the contract's schema of that field, with its messages in the UI language. */
export function contactRule(t: TFunction<'personnel'>, field: ContactField): FormRule {
  const schema = ZUpdateContactRequest.shape[field]
  return {
    validator: async (_, value: unknown) => {
      const result = schema.safeParse(value === undefined ? null : value)
      if (result.success) return
      const issue = result.error.issues[0]
      throw new Error(issue ? messageOf(t, issue) : t('validation.invalid'))
    },
  }
}
