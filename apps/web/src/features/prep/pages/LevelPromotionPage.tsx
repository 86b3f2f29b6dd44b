/**
 * Level promotion (component key `LevelPromotion`, menu hazirlik/kur-atlatma; issue 18 "students at or
 * above the level's pass grade go to the next level, the others repeat; a preview before applying; applying
 * is one transaction"): the preview of the chosen quarter and, after confirmation, its application. Students
 * already registered in the target quarter are named before applying, and can be skipped (issue 37).
 */
import type { PrepPromotionLine } from '@unacs/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useApplyPromotion, usePromotionPreview } from '../api/promotion.ts'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

const OUTCOME_COLOURS = { promoted: 'green', repeated: 'orange', completed: 'blue' } as const

/** The level promotion page. */
export function LevelPromotionPage() {
  const { t } = useTranslation('prep')
  const { message, modal } = App.useApp()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const preview = usePromotionPreview(quarterId)
  const apply = useApplyPromotion()
  const pv = preview.data
  const [skip, setSkip] = useState(false)
  const registered = pv?.AlreadyRegistered ?? []
  const run = () =>
    modal.confirm({
      title: t('promotion.confirm', { target: pv?.TargetQuarterName ?? '' }),
      content: registered.length && skip ? t('promotion.skipConfirm', { count: registered.length }) : null,
      okText: t('promotion.apply'),
      cancelText: t('cancel'),
      onOk: () =>
        apply.mutateAsync({ quarterId: quarterId ?? 0, skip: skip && registered.length > 0 }).then(
          (said) => message.success(said ?? t('promotion.applied')),
          (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
        ),
    })
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('promotion.intro')}</Typography.Paragraph>
      <Card title={t('promotion.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <QuarterSelect value={quarterId} onChange={setQuarterId} />
            <Button
              type="primary"
              disabled={!pv || pv.Applied || (registered.length > 0 && !skip)}
              loading={apply.isPending}
              onClick={run}
            >
              {t('promotion.apply')}
            </Button>
          </Flex>
          {preview.isError ? <Alert type="warning" showIcon title={preview.error.message} /> : null}
          {pv ? (
            <>
              {pv.Applied ? <Alert type="success" showIcon title={t('promotion.alreadyApplied')} /> : null}
              {!pv.Applied && registered.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('promotion.registered', {
                    count: registered.length,
                    target: pv.TargetQuarterName,
                  })}
                  description={
                    <Flex vertical gap="small">
                      <Typography.Text>
                        {registered.map((s) => `${s.StudentNo} ${s.FullName}`).join(', ')}
                      </Typography.Text>
                      <Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)}>
                        {t('promotion.skip')}
                      </Checkbox>
                    </Flex>
                  }
                />
              ) : null}
              <Space wrap size="large">
                <Statistic title={t('promotion.target')} value={pv.TargetQuarterName} />
                <Statistic title={t('outcome.promoted')} value={pv.Promoted} />
                <Statistic title={t('outcome.repeated')} value={pv.Repeated} />
                <Statistic title={t('outcome.completed')} value={pv.Completed} />
              </Space>
            </>
          ) : null}
          <ScrollRegion label={t('promotion.title')}>
            <Table<PrepPromotionLine>
              rowKey="EnrolmentId"
              size="middle"
              loading={preview.isFetching}
              dataSource={pv?.Lines ?? []}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              style={{ minWidth: 800 }}
              locale={{ emptyText: <Empty description={t('students.empty')} /> }}
              columns={[
                { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
                { title: t('col.fullName'), dataIndex: 'FullName' },
                { title: t('col.level'), dataIndex: 'LevelName', width: 80 },
                {
                  title: t('col.score'),
                  dataIndex: 'Score',
                  width: 90,
                  render: (v: number | null) => v ?? '—',
                },
                { title: t('col.passGrade'), dataIndex: 'PassGrade', width: 100 },
                {
                  title: t('col.outcome'),
                  dataIndex: 'Outcome',
                  width: 120,
                  render: (v: PrepPromotionLine['Outcome']) => (
                    <Tag color={OUTCOME_COLOURS[v]}>{t(`outcome.${v}`)}</Tag>
                  ),
                },
                {
                  title: t('col.targetLevel'),
                  dataIndex: 'TargetLevelName',
                  width: 140,
                  render: (v: string | null, l) =>
                    l.AlreadyRegistered ? (
                      <Space size={4} wrap>
                        {v ?? '—'}
                        <Tag color="gold">{t('promotion.registeredTag')}</Tag>
                      </Space>
                    ) : (
                      (v ?? '—')
                    ),
                },
              ]}
            />
          </ScrollRegion>
        </Flex>
      </Card>
    </Flex>
  )
}
