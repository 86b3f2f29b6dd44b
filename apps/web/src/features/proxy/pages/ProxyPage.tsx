/**
 * The proxy delegation page (component key `ProxyDefinition`; spec §1 "Proxy delegation with list, add
 * and delete", §6): the delegations the user gave and received, and a "new proxy" action. Under a
 * delegated role the user can only look (the server refuses proxy management there too).
 */
import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Tabs, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useGivableRoles } from '../api/get-givable-roles.ts'
import type { DelegationDirection } from '../api/list-delegations.ts'
import { AddDelegationModal } from '../components/AddDelegationModal.tsx'
import { DelegationTable } from '../components/DelegationTable.tsx'

/** Lists, add and delete of delegations. */
export function ProxyPage() {
  const { t } = useTranslation('proxy')
  const user = useSessionUser()
  const underProxy = user?.claims.IsProxy === true
  const roles = useGivableRoles(!underProxy)
  const [direction, setDirection] = useState<DelegationDirection>('given')
  const [adding, setAdding] = useState(false)
  const canAdd = !underProxy && (roles.data?.length ?? 0) > 0

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      {underProxy ? <Alert type="info" showIcon title={t('underProxy')} /> : null}
      <Card
        title={t('title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={!canAdd}
            loading={roles.isLoading}
            onClick={() => setAdding(true)}
          >
            {t('add.open')}
          </Button>
        }
      >
        <Tabs
          activeKey={direction}
          onChange={(key) => setDirection(key as DelegationDirection)}
          items={(['given', 'received'] as const).map((key) => ({
            key,
            label: t(`tabs.${key}`),
            children: <DelegationTable direction={key} />,
          }))}
        />
      </Card>
      <AddDelegationModal open={adding} roles={roles.data ?? []} onClose={() => setAdding(false)} />
    </Flex>
  )
}
