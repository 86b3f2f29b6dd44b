/**
 * The contact tab of the own record: the editable form and, below it, the fields the institution
 * assigns (corporate e-mail, extension and mobile), read-only. When a save meets a newer version (409)
 * the form reloads with the current values and a notice says so (concurrent writers never lose updates).
 */
import type { PersonnelRecord } from '@unacs/contracts'
import { Alert, Divider, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'

/** Props: the own record. */
export interface ContactTabProps {
  record: PersonnelRecord
}

/** The editable contact details and the institutional ones. */
export function ContactTab({ record }: ContactTabProps) {
  const { t } = useTranslation('personnel')
  const [stale, setStale] = useState(false)
  return (
    <Flex vertical gap="middle">
      {stale ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setStale(false) }}
          title={t('contact.stale')}
        />
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('contact.editable')}
      </Typography.Title>
      <ContactForm
        key={record.Version}
        record={record}
        onStale={() => setStale(true)}
        onSaved={() => setStale(false)}
      />
      <Divider style={{ margin: '8px 0' }} />
      <ContactDetails
        contact={record.Contact}
        institutionalOnly
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('contact.institutional')}
          </Typography.Title>
        }
      />
    </Flex>
  )
}
