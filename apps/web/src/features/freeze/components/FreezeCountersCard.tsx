/**
 * The term counters of spec §3 (unconditional, conditional, maximum) with used and pending terms, the
 * studentship status and the frozen terms. Used by the student's page and the registrar's student drawer.
 */
import type { FreezeCounters, FreezeTerm } from '@unacs/contracts'
import { Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the counters, the status and the frozen terms. */
export interface FreezeCountersCardProps {
  counters: FreezeCounters
  status: 'active' | 'frozen' | 'graduated' | 'withdrawn'
  frozenTerms: FreezeTerm[]
}

/** Counters as a description list (one column on narrow screens). */
export function FreezeCountersCard({ counters: c, status, frozenTerms }: FreezeCountersCardProps) {
  const { t } = useTranslation('freeze')
  const used = c.UnconditionalUsed + c.ConditionalUsed
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'status', label: t('counters.status'), children: t(`studentStatus.${status}`) },
        {
          key: 'unconditional',
          label: t('counters.unconditional'),
          children: t('counters.usedOf', { used: c.UnconditionalUsed, limit: c.UnconditionalLimit }),
        },
        {
          key: 'conditional',
          label: t('counters.conditional'),
          children: t('counters.usedOf', { used: c.ConditionalUsed, limit: c.ConditionalLimit }),
        },
        {
          key: 'maximum',
          label: t('counters.maximum'),
          children: t('counters.usedOf', { used, limit: c.MaximumTerms }),
        },
        { key: 'pending', label: t('counters.pending'), children: c.PendingTerms },
        {
          key: 'frozen',
          label: t('counters.frozenTerms'),
          children: frozenTerms.length
            ? frozenTerms.map((x) => (
                <Tag key={x.Code} color="blue">
                  {x.Name}
                </Tag>
              ))
            : '—',
        },
      ]}
    />
  )
}
