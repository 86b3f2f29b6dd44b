/**
 * Menu management (component key `MenuManagement`, menu sistem/menuler; issue 22): pick a role, see its
 * menu entries in order (children indented), rename (TR/EN), hide or show, order and move an entry to another
 * group, add a page (from the known pages) or a group (issue 37), or revert the role's menu to the seeded one
 * after a confirmation. Changes reach users at their next menu fetch.
 */
import { EditOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons'
import type { AdminMenuEntry } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Table, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useMenuEntries, useMenuRoles, useResetMenu } from '../api/menus.ts'
import { MenuAddModal } from '../components/MenuAddModal.tsx'
import { MenuEntryModal } from '../components/MenuEntryModal.tsx'

/** A row: the entry with its depth, in tree order. */
type Row = AdminMenuEntry & { depth: number }

/** Orders flat entries as a tree (parents before children, siblings by sort order) with their depth. */
export function treeOrder(entries: readonly AdminMenuEntry[]): Row[] {
  const out: Row[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const e of entries.filter((x) => x.ParentId === parent)) {
      out.push({ ...e, depth })
      walk(e.Id, depth + 1)
    }
  }
  walk(null, 0)
  return out
}

/** The page. */
export function MenuManagementPage() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const roles = useMenuRoles()
  const [roleId, setRoleId] = useState<number | null>(null)
  const [editing, setEditing] = useState<AdminMenuEntry | null>(null)
  const [adding, setAdding] = useState(false)
  const entries = useMenuEntries(roleId)
  const reset = useResetMenu()
  const rows = useMemo(() => treeOrder(entries.data ?? []), [entries.data])

  const doReset = async () => {
    if (roleId === null) return
    try {
      await reset.mutateAsync(roleId)
      message.success(t('menu.resetDone'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('menu.saveFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('menu.intro')}</Typography.Paragraph>
      <Card title={t('menu.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" align="center">
            <Select
              aria-label={t('menu.role')}
              showSearch={{ filterOption: filterByTurkish }}
              loading={roles.isLoading}
              style={{ width: 'min(100%, 320px)' }}
              value={roleId ?? 0}
              onChange={(v: number) => setRoleId(v === 0 ? null : v)}
              options={[
                { value: 0, label: t('menu.chooseRole') },
                ...(roles.data ?? []).map((r) => ({ value: r.Id, label: `${r.Name} (${r.Id})` })),
              ]}
            />
            <Button icon={<PlusOutlined />} disabled={roleId === null} onClick={() => setAdding(true)}>
              {t('menu.add')}
            </Button>
            <Popconfirm
              title={t('menu.resetConfirm')}
              okText={t('menu.reset')}
              cancelText={t('menu.cancel')}
              onConfirm={doReset}
              disabled={roleId === null}
            >
              <Button icon={<UndoOutlined />} disabled={roleId === null} loading={reset.isPending}>
                {t('menu.reset')}
              </Button>
            </Popconfirm>
          </Flex>
          {entries.isError ? <Alert type="error" showIcon title={entries.error.message} /> : null}
          <Table<Row>
            rowKey="Id"
            size="small"
            loading={entries.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={rows.length ? { x: 760 } : undefined}
            locale={{ emptyText: <Empty description={t(roleId === null ? 'menu.noRole' : 'menu.empty')} /> }}
            columns={[
              {
                title: t('menu.name'),
                key: 'name',
                render: (_: unknown, r) => (
                  <span style={{ paddingInlineStart: r.depth * 20 }}>
                    {i18n.language === 'en' ? r.NameEn : r.NameTr}
                  </span>
                ),
              },
              {
                title: t('menu.page'),
                key: 'page',
                width: 240,
                render: (_: unknown, r) =>
                  r.Component ? `${r.Component} · /${r.Path ?? ''}` : t('menu.group'),
              },
              { title: t('menu.sortOrder'), dataIndex: 'SortOrder', width: 90, align: 'right' },
              {
                title: t('menu.shown'),
                dataIndex: 'IsShown',
                width: 110,
                render: (v: boolean) => <Tag>{t(v ? 'menu.visible' : 'menu.hidden')}</Tag>,
              },
              {
                title: t('menu.actions'),
                key: 'actions',
                width: 110,
                render: (_: unknown, r) => (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('menu.edit')}: ${i18n.language === 'en' ? r.NameEn : r.NameTr}`}
                    onClick={() => setEditing(r)}
                  >
                    {t('menu.editShort')}
                  </Button>
                ),
              },
            ]}
          />
        </Flex>
      </Card>
      <MenuEntryModal entry={editing} entries={entries.data ?? []} onClose={() => setEditing(null)} />
      <MenuAddModal
        roleId={adding ? roleId : null}
        entries={entries.data ?? []}
        onClose={() => setAdding(false)}
      />
    </Flex>
  )
}
