/**
 * A personnel record in three tabs (spec §3 "Personnel"; issue "Staff self-service": identity, contact,
 * duty). The own record has an editable contact tab; the HR view shows every group read-only.
 */
import type { PersonnelRecord } from '@unacs/contracts'
import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactTab } from './ContactTab.tsx'
import { DutyTab } from './DutyTab.tsx'
import { IdentityTab } from './IdentityTab.tsx'

/** Props: the record; `editable` turns on the contact form (own record only). */
export interface PersonnelRecordTabsProps {
  record: PersonnelRecord
  editable: boolean
}

/** The identity, contact and duty tabs of `record`. */
export function PersonnelRecordTabs({ record, editable }: PersonnelRecordTabsProps) {
  const { t } = useTranslation('personnel')
  return (
    <Tabs
      items={[
        {
          key: 'identity',
          label: t('tabs.identity'),
          children: <IdentityTab identity={record.Identity} />,
        },
        {
          key: 'contact',
          label: t('tabs.contact'),
          children: editable ? <ContactTab record={record} /> : <ContactDetails contact={record.Contact} />,
        },
        { key: 'duty', label: t('tabs.duty'), children: <DutyTab duty={record.Duty} /> },
      ]}
    />
  )
}
