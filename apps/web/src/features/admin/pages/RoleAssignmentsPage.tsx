/**
 * Role assignments (component key `RoleAssignments`, menu sistem/rol-atamalari; issue 22): find a staff
 * member by name (Turkish-folded) or registry number (issue 37; several matches are listed to pick from; an
 * exact registry number opens at once), see their roles with units, dates and proxy marks, grant a role, or revoke one
 * with a reason (their sessions in it end). Every change is audited.
 */
import type { RoleAssignmentRow } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Input, List, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePersonRoles, useRoleOptions, useStaffSearch } from '../api/roles.ts'
import { GrantRoleForm } from '../components/GrantRoleForm.tsx'
import { RevokeRoleModal } from '../components/RevokeRoleModal.tsx'

const dmy = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—')

/** The page. */
export function RoleAssignmentsPage() {
  const { t } = useTranslation('admin')
  const [registryNo, setRegistryNo] = useState('')
  const [search, setSearch] = useState('')
  const hits = useStaffSearch(search)
  // An exact registry number (or a single match) opens the person at once.
  useEffect(() => {
    const found = hits.data
    if (!found) return
    const exact = found.find((h) => h.RegistryNo.toUpperCase() === search.toUpperCase())
    const only = found.length === 1 ? found[0] : undefined
    const pick = exact ?? only
    if (pick) setRegistryNo(pick.RegistryNo)
  }, [hits.data, search])
  const [revoking, setRevoking] = useState<RoleAssignmentRow | null>(null)
  const person = usePersonRoles(registryNo)
  const options = useRoleOptions()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('roles.intro')}</Typography.Paragraph>
      <Card title={t('roles.title')}>
        <Flex vertical gap="middle">
          <Input.Search
            aria-label={t('roles.searchLabel')}
            placeholder={t('roles.searchLabel')}
            enterButton={t('roles.find')}
            maxLength={60}
            allowClear
            loading={hits.isFetching}
            style={{ width: 'min(100%, 400px)' }}
            onSearch={(v) => {
              setRegistryNo('')
              setSearch(v.trim())
            }}
          />
          {search.length === 1 ? <Alert type="info" showIcon title={t('roles.searchShort')} /> : null}
          {hits.data && !registryNo ? (
            <List
              size="small"
              bordered
              header={t('roles.matches', { count: hits.data.length })}
              locale={{ emptyText: t('roles.noMatch') }}
              dataSource={hits.data}
              renderItem={(h) => (
                <List.Item>
                  <Button type="link" onClick={() => setRegistryNo(h.RegistryNo)}>
                    {`${h.Title} ${h.FullName} · ${h.RegistryNo}`}
                  </Button>
                </List.Item>
              )}
            />
          ) : null}
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
          ) : registryNo === '' && search === '' ? (
            <Empty description={t('roles.prompt')} />
          ) : null}
        </Flex>
      </Card>
      <RevokeRoleModal assignment={revoking} onClose={() => setRevoking(null)} />
    </Flex>
  )
}
