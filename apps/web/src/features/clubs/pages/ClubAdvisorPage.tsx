/**
 * The club advisor's page (component key `ClubAdvisor`, in staff self-service, shown only to a club's
 * advisor; issue 21 § Clubs "the club's president or advisor approves"): the applications awaiting the
 * advisor's decision, and for each club the advisor advises its counts and members.
 */
import { Alert, Button, Card, Empty, Flex, Segmented, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdvisedClubs } from '../api/advised-clubs.ts'
import { ClubMembers } from '../components/ClubMembers.tsx'
import { PendingApplications } from '../components/PendingApplications.tsx'

/** Card titles wrap instead of ending in an ellipsis when the page is narrow (375 px). */
const wrapTitle = { title: { whiteSpace: 'normal' } } as const

/** The advisor's clubs page. */
export function ClubAdvisorPage() {
  const { t, i18n } = useTranslation('clubs')
  const clubs = useAdvisedClubs(i18n.language)
  const [chosen, setChosen] = useState<number | null>(null)
  if (clubs.isPending) return <Skeleton active />
  if (clubs.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={() => clubs.refetch()}>{t('retry')}</Button>}
      />
    )
  const list = clubs.data
  const club = list.find((c) => c.Id === chosen) ?? list[0]
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('advisorIntro')}</Typography.Paragraph>
      <PendingApplications />
      {club ? (
        <Card title={t('advisedClubs')} styles={wrapTitle}>
          <Flex vertical gap="middle">
            {list.length > 1 ? (
              <Segmented
                aria-label={t('advisedClubs')}
                style={{ maxWidth: '100%', overflowX: 'auto' }}
                value={club.Id}
                onChange={(v) => setChosen(Number(v))}
                options={list.map((c) => ({ value: c.Id, label: c.Name }))}
              />
            ) : null}
            <Typography.Title level={5} style={{ margin: 0 }}>
              {club.Name}
            </Typography.Title>
            <Typography.Text>
              {t('clubCounts', { members: club.MemberCount, pending: club.PendingCount })}
              {club.PresidentName ? ` · ${t('president')}: ${club.PresidentName}` : ''}
            </Typography.Text>
            <ClubMembers key={club.Id} clubId={club.Id} />
          </Flex>
        </Card>
      ) : (
        <Card>
          <Empty description={t('advisedNone')} />
        </Card>
      )}
    </Flex>
  )
}
