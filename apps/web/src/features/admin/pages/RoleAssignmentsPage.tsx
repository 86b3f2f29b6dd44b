/**
 * Role assignments (component key `RoleAssignments`, menu sistem/rol-atamalari; issue 22): find a staff
 * member by registry number, see their roles with units, dates and proxy marks, grant a role, or revoke one
 * with a reason (their sessions in it end). Every change is audited.
 */
import type { RoleAssignmentRow } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Input, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePersonRoles, useRoleOptions } from '../api/roles.ts'
import { GrantRoleForm } from '../components/GrantRoleForm.tsx'
import { RevokeRoleModal } from '../components/RevokeRoleModal.tsx'

const dmy = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—')

/** The page. */
export function RoleAssignmentsPage() {
  const { t } = useTranslation('admin')
  const [registryNo, setRegistryNo] = useState('')
  const [revoking, setRevoking] = useState<RoleAssignmentRow | null>(null)
  const person = usePersonRoles(registryNo)
  const options = useRoleOptions()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('roles.intro')}</Typography.Paragraph>
      <Card title={t('roles.title')}>
        <Flex vertical gap="middle">
          <Input.Search
            aria-label={t('roles.registryNo')}
            placeholder={t('roles.registryNo')}
            enterButton={t('roles.find')}
            maxLength={20}
            allowClear
            style={{ width: 'min(100%, 340px)' }}
            onSearch={(v) => setRegistryNo(v.trim().toUpperCase())}
          />
          {person.isError ? <Alert type="error" showIcon title={person.error.message} /> : null}
          {person.data ? (
            <>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                {`${person.data.Title} ${person.data.FullName} · ${person.data.RegistryNo}`}
              </Typography.Title>
              <Table<RoleAssignmentRow>
                rowKey="Id"
                size="small"
                pagination={false}
                dataSource={person.data.Assignments}
                scroll={{ x: 820 }}
                locale={{ emptyText: <Empty description={t('roles.none')} /> }}
                columns={[
                  {
                    title: t('roles.role'),
                    key: 'role',
                    render: (_: unknown, a) => (
                      <span>
                        {a.RoleName} ({a.RoleId}){' '}
                        {a.IsProxy ? (
                          <Tag>{t('roles.proxy', { no: a.ProxyGiverRegistryNo ?? '' })}</Tag>
                        ) : null}
                      </span>
                    ),
                  },
                  {
                    title: t('roles.units'),
                    key: 'units',
                    render: (_: unknown, a) => a.Units.map((u) => u.Name).join(', '),
                  },
                  {
                    title: t('roles.dates'),
                    key: 'dates',
                    width: 200,
                    render: (_: unknown, a) => `${dmy(a.ValidFrom)} – ${dmy(a.ValidTo)}`,
                  },
                  {
                    title: t('roles.state'),
                    dataIndex: 'IsActive',
                    width: 110,
                    render: (v: boolean) => <Tag>{t(v ? 'roles.active' : 'roles.inactive')}</Tag>,
                  },
                  {
                    title: t('menu.actions'),
                    key: 'actions',
                    width: 120,
                    render: (_: unknown, a) =>
                      a.IsActive && !a.IsProxy ? (
                        <Button
                          size="small"
                          aria-label={`${t('roles.revoke')}: ${a.RoleName}`}
                          onClick={() => setRevoking(a)}
                        >
                          {t('roles.revoke')}
                        </Button>
                      ) : null,
                  },
                ]}
              />
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t('roles.grantTitle')}
              </Typography.Title>
              {options.data ? (
                <GrantRoleForm registryNo={person.data.RegistryNo} options={options.data} />
              ) : null}
            </>
          ) : registryNo === '' ? (
            <Empty description={t('roles.prompt')} />
          ) : null}
        </Flex>
      </Card>
      <RevokeRoleModal assignment={revoking} onClose={() => setRevoking(null)} />
    </Flex>
  )
}
