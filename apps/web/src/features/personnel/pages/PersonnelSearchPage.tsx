/**
 * "Personnel search" for Human Resources (component key `PersonnelSearch`, route ik/personel-arama; spec
 * §3 "Personnel"; issue "HR roles can view others' records, searchable; nobody else can" — the server
 * refuses everyone but role 10). A paged list by name, registry number or national id; a row opens the
 * read-only record (the name links to `PersonnelDetail`, ik/personel/:registryNo).
 */
import type { PersonnelSummary } from '@unacs/contracts'
import { Alert, Card, Flex, Input, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePersonnelSearch } from '../api/search-personnel.ts'

/** The HR personnel search page. */
export function PersonnelSearchPage() {
  const { t } = useTranslation('personnel')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const query = usePersonnelSearch({ search, page, pageSize })

  const columns: ColumnsType<PersonnelSummary> = [
    { title: t('search.columns.SicilNo'), dataIndex: 'SicilNo' },
    {
      title: t('search.columns.FullName'),
      dataIndex: 'FullName',
      render: (_, p) => (
        <Flex vertical>
          <Link to={`/ik/personel/${encodeURIComponent(p.SicilNo)}`}>{p.FullName}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.CorporateEmail}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('search.columns.Title'), dataIndex: 'Title' },
    {
      title: t('search.columns.PersonnelType'),
      dataIndex: 'PersonnelType',
      render: (v: PersonnelSummary['PersonnelType']) => t(`codes.personnelType.${v}`),
    },
    { title: t('search.columns.Unit'), dataIndex: 'Unit' },
    {
      title: t('search.columns.IsActive'),
      dataIndex: 'IsActive',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>{t(active ? 'search.active' : 'search.passive')}</Tag>
      ),
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('search.intro')}</Typography.Paragraph>
      <Card>
        <Flex vertical gap="middle">
          <Input.Search
            allowClear
            enterButton={t('search.button')}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            maxLength={100}
            style={{ maxWidth: 480 }}
            onSearch={(value) => {
              setSearch(value.trim())
              setPage(1)
            }}
          />
          {query.isError ? (
            <Alert type="error" showIcon title={t('search.loadFailed')} />
          ) : (
            <Table<PersonnelSummary>
              rowKey="SicilNo"
              size="middle"
              scroll={{ x: 'max-content' }}
              loading={query.isFetching}
              columns={columns}
              dataSource={query.data?.items ?? []}
              locale={{ emptyText: t('search.empty') }}
              pagination={{
                current: page,
                pageSize,
                total: query.data?.total ?? 0,
                showSizeChanger: true,
                onChange: (p, size) => {
                  setPage(p)
                  setPageSize(size)
                },
              }}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  )
}
