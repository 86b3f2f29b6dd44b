/**
 * A quarter picker over GET /api/Hazirlik/Ceyrek/List (issue 18): shows "name (year)" and marks the active
 * quarter; chooses the active one by default when `value` is undefined and `defaultActive` is set.
 */
import { Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuarters } from '../api/quarters.ts'

/** Props: chosen quarter id, change callback, an accessible label, whether to pick the active one first. */
export interface QuarterSelectProps {
  value: number | undefined
  onChange: (id: number) => void
  label?: string
  defaultActive?: boolean
  exclude?: number
}

/** The quarter select. */
export function QuarterSelect({ value, onChange, label, defaultActive = true, exclude }: QuarterSelectProps) {
  const { t } = useTranslation('prep')
  const quarters = useQuarters()
  const list = (quarters.data ?? []).filter((q) => q.Id !== exclude)
  useEffect(() => {
    if (value === undefined && defaultActive && quarters.data) {
      const active = quarters.data.find((q) => q.IsActive) ?? quarters.data[0]
      if (active) onChange(active.Id)
    }
  }, [value, defaultActive, quarters.data, onChange])
  return (
    <Select
      aria-label={label ?? t('quarter')}
      placeholder={t('selectQuarter')}
      style={{ width: 280, maxWidth: '100%' }}
      loading={quarters.isLoading}
      value={value}
      onChange={onChange}
      options={list.map((q) => ({
        value: q.Id,
        label: `${q.Name}${q.IsActive ? ` (${t('active')})` : ''}`,
      }))}
    />
  )
}
