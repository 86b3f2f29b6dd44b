/**
 * Committee members (component key `CommitteeMembers`, chair menu; issue 9): the committees of the positions
 * the chair sits on.
 */
import type { CommitteePosition } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, List, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCommitteePositions } from '../api/list-committee-positions.ts'
import { positionLine } from '../components/labels.ts'

/** One card per position with its committee. */
export function CommitteeMembersPage() {
  const { t } = useTranslation('applications')
  const positions = useCommitteePositions()
  if (positions.isLoading) return <Spin size="large" />
  if (positions.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
  if (!positions.data?.length) return <Empty description={t('evaluation.noPositions')} />
  return (
    <Flex vertical gap="middle">
      {positions.data.map((p: CommitteePosition) => (
        <Card key={p.id} size="small" title={positionLine(t, p)}>
          <List
            size="small"
            dataSource={p.committee}
            renderItem={(c) => (
              <List.Item>
                {c.title} {c.fullName} ({c.registryNo}){' '}
                <Tag color={c.role === 'chair' ? 'purple' : 'default'}>{t(`evaluation.role.${c.role}`)}</Tag>
              </List.Item>
            )}
          />
        </Card>
      ))}
    </Flex>
  )
}
