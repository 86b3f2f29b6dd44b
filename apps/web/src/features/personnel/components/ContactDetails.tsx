/**
 * The contact group as read-only fields (spec §3 "Personnel": address, postal code, home phone, mobile,
 * alternative mobile, personal and corporate e-mail, corporate extension and mobile). Used for the
 * institution-assigned part of the own record and for the whole group in the HR view.
 */
import type { PersonnelContact } from '@unacs/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPhone } from './format.ts'
import { RecordDescriptions } from './RecordDescriptions.tsx'

/** Props: the contact group; `institutionalOnly` shows just the fields the institution assigns. */
export interface ContactDetailsProps {
  contact: PersonnelContact
  institutionalOnly?: boolean
  title?: ReactNode
}

/** Renders the contact fields read-only. */
export function ContactDetails({ contact, institutionalOnly = false, title }: ContactDetailsProps) {
  const { t } = useTranslation('personnel')
  const field = (key: keyof PersonnelContact, value: string | null) => ({
    key,
    label: t(`contact.${key}`),
    value,
  })
  const institutional = [
    field('CorporateEmail', contact.CorporateEmail),
    field('CorporateExtension', contact.CorporateExtension),
    field('CorporateMobile', formatPhone(contact.CorporateMobile)),
  ]
  const own = [
    field('MobilePhone', formatPhone(contact.MobilePhone)),
    field('AlternativeMobile', formatPhone(contact.AlternativeMobile)),
    field('HomePhone', formatPhone(contact.HomePhone)),
    field('PersonalEmail', contact.PersonalEmail),
    field('Address', contact.Address),
    field('PostalCode', contact.PostalCode),
  ]
  return (
    <RecordDescriptions
      title={title}
      fields={institutionalOnly ? institutional : [...own, ...institutional]}
    />
  )
}
