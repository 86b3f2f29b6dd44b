/**
 * The retention rules (issue 39 "Retention"): per category its name, period, action (deleted or anonymised),
 * what is kept and the legal basis (the server's text in the page's language); a rule whose purge is not
 * connected yet is marked as skipped.
 */
import type { RetentionRule } from '@unacs/contracts'
import { Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the rules from the overview. */
export interface RetentionRulesProps {
  rules: RetentionRule[]
}

/** The rules as a list, one item per category. */
export function RetentionRules({ rules }: RetentionRulesProps) {
  const { t } = useTranslation('retention')
  const period = (r: RetentionRule) =>
    r.months !== null ? t('period.months', { count: r.months }) : t('period.days', { count: r.days ?? 0 })
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('rules')}</Typography.Text>}
      dataSource={rules}
      rowKey="category"
      renderItem={(r) => (
        <List.Item>
          <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
            <Flex gap="small" wrap align="center">
              <Typography.Text strong>{t(`categories.${r.category}`)}</Typography.Text>
              <Tag variant="outlined">{period(r)}</Tag>
              <Tag color={r.action === 'delete' ? 'volcano' : 'geekblue'} variant="outlined">
                {t(`actions.${r.action}`)}
              </Tag>
              {r.wired ? null : <Tag variant="outlined">{t('notWired')}</Tag>}
            </Flex>
            <Typography.Text>{r.kept}</Typography.Text>
            <Typography.Text type="secondary">
              {t('basis')}: {r.basis}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  )
}
