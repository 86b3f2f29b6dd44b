/**
 * The form of a batch (issue 35): the offer type (E deferral / I cancellation), the reason from YÖKSİS's list
 * for that type (GET …/Nedenler, cached; an "unavailable" alert with a retry when YÖKSİS does not answer) and
 * the signer (the signed-in registrar, as the server names them). `onSend` gets the choice; the parent sends.
 */
import type { MilitaryOfferType } from '@unacs/contracts'
import { Alert, Button, Descriptions, Flex, Modal, Radio, Select, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMilitaryReasons } from '../api/military.ts'

/** Props: open, how many students are selected, sending state, and the callbacks. */
export interface SendRequestModalProps {
  open: boolean
  count: number
  sending: boolean
  onCancel(): void
  onSend(choice: { offerType: MilitaryOfferType; reasonNo: number }): void
}

/** The modal asking for the offer type and the reason before a batch is sent. */
export function SendRequestModal({ open, count, sending, onCancel, onSend }: SendRequestModalProps) {
  const { t, i18n } = useTranslation('military')
  const [offerType, setOfferType] = useState<MilitaryOfferType>('E')
  const [reasonNo, setReasonNo] = useState<number | null>(null)
  const reasons = useMilitaryReasons(offerType, open, i18n.language)
  return (
    <Modal
      open={open}
      title={t('send.title', { count })}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button
            type="primary"
            loading={sending}
            disabled={reasonNo === null || !reasons.data}
            onClick={() => reasonNo !== null && onSend({ offerType, reasonNo })}
          >
            {t('send.ok')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Radio.Group
          aria-label={t('col.offerType')}
          value={offerType}
          onChange={(e) => {
            setOfferType(e.target.value)
            setReasonNo(null)
          }}
          options={[
            { value: 'E', label: t('offer.E') },
            { value: 'I', label: t('offer.I') },
          ]}
          optionType="button"
        />
        {reasons.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('reasons.unavailable')}
            description={reasons.error.message}
            action={
              <Button size="small" onClick={() => reasons.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : reasons.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            <Select
              aria-label={t('col.offerReason')}
              placeholder={t('reasons.placeholder')}
              value={reasonNo}
              onChange={setReasonNo}
              options={reasons.data.Reasons.map((r) => ({
                value: r.No,
                label: `${r.No} – ${r.Description}${r.LawArticleNo ? ` (${r.LawArticleNo})` : ''}`,
              }))}
            />
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'signer',
                  label: t('signer'),
                  children: `${reasons.data.Signer.FullName} (${reasons.data.Signer.NationalIdMasked})`,
                },
              ]}
            />
            <Alert type="info" showIcon message={t(`send.note${offerType}`, { count })} />
          </>
        )}
      </Flex>
    </Modal>
  )
}
