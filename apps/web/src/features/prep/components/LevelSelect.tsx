/** A level picker over the levels of one quarter (issue 18); picks the first level when none is chosen. */
import { Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLevels } from '../api/levels.ts'

/** Props: the quarter, the chosen level, change callback. */
export interface LevelSelectProps {
  quarterId: number | undefined
  value: number | undefined
  onChange: (id: number | undefined) => void
  allowAll?: boolean
}

/** The level select. */
export function LevelSelect({ quarterId, value, onChange, allowAll }: LevelSelectProps) {
  const { t } = useTranslation('prep')
  const levels = useLevels(quarterId)
  useEffect(() => {
    if (!levels.data) return
    if (value !== undefined && !levels.data.some((l) => l.Id === value)) onChange(undefined)
    else if (value === undefined && !allowAll && levels.data[0]) onChange(levels.data[0].Id)
  }, [value, levels.data, allowAll, onChange])
  return (
    <Select
      aria-label={t('level')}
      placeholder={t('selectLevel')}
      style={{ width: 160 }}
      allowClear={allowAll}
      loading={levels.isLoading}
      value={value}
      onChange={(v: number | undefined) => onChange(v)}
      options={(levels.data ?? []).map((l) => ({ value: l.Id, label: l.Name }))}
    />
  )
}
