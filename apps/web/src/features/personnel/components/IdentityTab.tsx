/**
 * The identity tab of a personnel record (spec §3 "Personnel": registry number, nationality, national id
 * number, preferred names, names in two languages, parents' names, birth date and place, gender, marital
 * status, and the civil registry: country, province, district, neighbourhood, volume, family order and
 * order numbers). Everything here is read-only.
 */
import type { PersonnelIdentity } from '@unacs/contracts'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { countryName, formatDate } from './format.ts'
import { RecordDescriptions } from './RecordDescriptions.tsx'

/** Renders the identity group of `identity`. */
export function IdentityTab({ identity }: { identity: PersonnelIdentity }) {
  const { t, i18n } = useTranslation('personnel')
  const lang = i18n.language
  const field = (key: keyof PersonnelIdentity, value: string | null) => ({
    key,
    label: t(`identity.${key}`),
    value,
  })
  return (
    <Flex vertical gap="large">
      <RecordDescriptions
        fields={[
          field('SicilNo', identity.SicilNo),
          field('NationalId', identity.NationalId),
          field('Nationality', countryName(identity.Nationality, lang)),
          field('FirstName', identity.FirstName),
          field('LastName', identity.LastName),
          field('PreferredFirstName', identity.PreferredFirstName),
          field('PreferredLastName', identity.PreferredLastName),
          field('FirstNameEn', identity.FirstNameEn),
          field('LastNameEn', identity.LastNameEn),
          field('MotherName', identity.MotherName),
          field('FatherName', identity.FatherName),
          field('BirthDate', formatDate(identity.BirthDate, i18n.language)),
          field('BirthPlace', identity.BirthPlace),
          field('Gender', t(`codes.gender.${identity.Gender}`)),
          field(
            'MaritalStatus',
            identity.MaritalStatus ? t(`codes.maritalStatus.${identity.MaritalStatus}`) : null,
          ),
        ]}
      />
      <RecordDescriptions
        title={t('identity.civilRegistry')}
        fields={[
          field('Country', countryName(identity.Country, lang)),
          field('Province', identity.Province),
          field('District', identity.District),
          field('Neighbourhood', identity.Neighbourhood),
          field('Volume', identity.Volume),
          field('FamilyOrderNo', identity.FamilyOrderNo),
          field('OrderNo', identity.OrderNo),
        ]}
      />
    </Flex>
  )
}
