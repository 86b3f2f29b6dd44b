/**
 * Health sciences registration (component key `YoksisHealthRegistration`, registrar; issue 35): the health
 * sciences graduates with their Ministry of Health registration as YÖKSİS's REST `saglikbakanligitescilsorgula`
 * last answered; the registrar asks YÖKSİS for a selection (a read, so no confirmation); the answer shows per graduate.
 */
import type { HealthCandidate } from '@unacs/contracts'
import { Alert, App, Badge, Button, Card, Empty, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useHealthCandidates, useRegisterHealthStudents } from '../api/health-registration.ts'

const STATE_STATUS = { none: 'default', registered: 'success', notRegistered: 'warning' } as const

/** The registration page. */
export function YoksisHealthRegistrationPage() {
  const { t, i18n } = useTranslation('yoksis')
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [selected, setSelected] = useState<number[]>([])
  const query = useHealthCandidates(page, pageSize, i18n.language)
  const register = useRegisterHealthStudents()

  const run = async () => {
    try {
      const results = await register.mutateAsync(selected)
      const ok = results.filter((r) => r.State === 'registered').length
      message.success(t('health.done', { ok, refused: results.length - ok }))
      setSelected([])
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('health.failed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('health.intro')}</Typography.Paragraph>
      <Card title={t('health.title')}>
        <Flex vertical gap="middle">
          <div>
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={register.isPending}
              onClick={run}
            >
              {t('health.registerSelected', { count: selected.length })}
            </Button>
          </div>
          {query.isError ? (
            <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
          ) : (
            // The scrolling box is focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            <section aria-label={t('health.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table<HealthCandidate>
                rowKey="StudentId"
                size="middle"
                loading={query.isFetching}
                dataSource={query.data?.items ?? []}
                style={{ minWidth: 760 }}
                locale={{ emptyText: <Empty description={t('health.empty')} /> }}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (r) => ({
                    'aria-label': t('health.select', { name: r.FullName }),
                  }),
                }}
                pagination={{
                  current: page,
                  pageSize,
                  total: query.data?.total ?? 0,
                  showTotal: (n) => t('total', { count: n }),
                  onChange: (p, s) => {
                    setPage(s === pageSize ? p : 1)
                    setPageSize(s)
                  },
                }}
                columns={[
                  { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
                  { title: t('col.fullName'), dataIndex: 'FullName', width: 200 },
                  { title: t('col.programme'), dataIndex: 'Programme', width: 220 },
                  {
                    title: t('health.graduationDate'),
                    dataIndex: 'GraduationDate',
                    width: 120,
                    render: (v: string | null) => v ?? '—',
                  },
                  {
                    title: t('health.state'),
                    key: 'state',
                    width: 200,
                    render: (_: unknown, r) => (
                      <Flex vertical gap={2}>
                        <Badge status={STATE_STATUS[r.State]} text={t(`health.states.${r.State}`)} />
                        {r.State === 'registered' ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t('health.tescil', { no: r.TescilNo ?? '—', date: r.TescilTarihi ?? '—' })}
                          </Typography.Text>
                        ) : null}
                      </Flex>
                    ),
                  },
                ]}
              />
            </section>
          )}
        </Flex>
      </Card>
    </Flex>
  )
}
