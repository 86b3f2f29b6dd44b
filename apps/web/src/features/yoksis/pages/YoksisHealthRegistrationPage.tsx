/**
 * Health sciences registration (component key `YoksisHealthRegistration`, registrar; issue 35): the health
 * sciences graduates with their Ministry of Health registration as YÖKSİS's REST `saglikbakanligitescilsorgula`
 * last answered; the registrar asks YÖKSİS for a selection (a read, so no confirmation); the answer shows per graduate.
 * On the shared data table (issue 36).
 */
import type { HealthCandidate } from '@unacs/contracts'
import { App, Badge, Button, Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useSelection } from '../../../shared/data-table/use-selection.ts'
import { useHealthCandidates, useRegisterHealthStudents } from '../api/health-registration.ts'

const STATE_STATUS = { none: 'default', registered: 'success', notRegistered: 'warning' } as const

/** The registration page. */
export function YoksisHealthRegistrationPage() {
  const { t, i18n } = useTranslation('yoksis')
  const { message } = App.useApp()
  const paging = usePaging()
  const selection = useSelection<HealthCandidate>()
  const selected = selection.selected
  const query = useHealthCandidates(paging.page, paging.pageSize, i18n.language)
  const register = useRegisterHealthStudents()

  const run = async () => {
    try {
      const results = await register.mutateAsync(selected)
      const ok = results.filter((r) => r.State === 'registered').length
      message.success(t('health.done', { ok, refused: results.length - ok }))
      selection.clear()
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
          <DataTable<HealthCandidate>
            rowKey="StudentId"
            query={query}
            paging={paging}
            retry={false}
            showTotal={(n) => t('total', { count: n })}
            region={{ label: t('health.title'), minWidth: 760 }}
            emptyText={t('health.empty')}
            selection={selection.rowSelection((r) => t('health.select', { name: r.FullName }))}
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
        </Flex>
      </Card>
    </Flex>
  )
}
