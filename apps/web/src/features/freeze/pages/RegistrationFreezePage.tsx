/**
 * Registration freeze (component key `RegistrationFreeze`, student; issue 16; spec §1, §3, §5): the term
 * counters and frozen terms, and the request form over the terms still open.
 */
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useFreezeOverview } from '../api/get-freeze-overview.ts'
import { FreezeCountersCard } from '../components/FreezeCountersCard.tsx'
import { FreezeRequestForm } from '../components/FreezeRequestForm.tsx'

/** Card titles wrap instead of ending in an ellipsis when the page is narrow (375 px). */
const wrapTitle = { title: { whiteSpace: 'normal' } } as const

/** The student's freeze request page. */
export function RegistrationFreezePage() {
  const { t } = useTranslation('freeze')
  const overview = useFreezeOverview()
  const navigate = useNavigate()
  if (overview.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={overview.error.message}
        action={<Button onClick={() => overview.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  if (overview.isPending) return <Skeleton active />
  const o = overview.data
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card title={t('counters.title')} styles={wrapTitle}>
        <FreezeCountersCard counters={o.Counters} status={o.StudentStatus} frozenTerms={o.FrozenTerms} />
      </Card>
      <Card title={t('form.title')} styles={wrapTitle}>
        <FreezeRequestForm
          openTerms={o.OpenTerms}
          maxMb={o.MaxFileMb}
          onSent={() => navigate('/ogrenci/kayit-dondurma-taleplerim')}
        />
      </Card>
    </Flex>
  )
}
