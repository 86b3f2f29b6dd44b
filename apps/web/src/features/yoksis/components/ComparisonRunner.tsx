/**
 * The comparison's controls (issue 20 "for a chosen unit and term … runs as a background job with progress in
 * the browser"): unit and term pickers and the start button; while the job runs a progress bar, and when it
 * ends the latest comparison of the unit is reloaded. Starting again while it runs joins the same job.
 */
import { PlayCircleOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import type { ComparisonKind } from '@unacs/contracts'
import { App, Button, Flex, Select } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { JobProgress } from '../../../shared/jobs/JobProgress.tsx'
import { isUnderWay, useJob } from '../../../shared/jobs/use-job.ts'
import { useComparisonTerms } from '../api/get-terms.ts'
import { useComparisonUnits } from '../api/get-units.ts'
import { yoksisKey } from '../api/keys.ts'
import { comparisonJobUrl, useStartComparison } from '../api/start-comparison.ts'

/** Props: the kind of comparison, the chosen unit and its setter (the page shows that unit's latest result). */
export interface ComparisonRunnerProps {
  kind: ComparisonKind
  unitId: number | null
  onUnitChange: (id: number) => void
}

/** Unit and term pickers, the start button and the job's progress. */
export function ComparisonRunner({ kind, unitId, onUnitChange }: ComparisonRunnerProps) {
  const { t, i18n } = useTranslation('yoksis')
  const { message } = App.useApp()
  const client = useQueryClient()
  const units = useComparisonUnits(i18n.language)
  const terms = useComparisonTerms(i18n.language)
  const [termId, setTermId] = useState<number | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)
  const start = useStartComparison()
  const job = useJob(jobId ? comparisonJobUrl(jobId) : null)

  useEffect(() => {
    if (unitId === null && units.data?.[0]) onUnitChange(units.data[0].Id)
  }, [unitId, units.data, onUnitChange])
  useEffect(() => {
    if (termId === null && terms.data?.length)
      setTermId((terms.data.find((x) => x.IsActive) ?? terms.data[0])?.Id ?? null)
  }, [termId, terms.data])
  const state = job.data?.state
  useEffect(() => {
    if (state === 'done' || state === 'failed')
      client.invalidateQueries({ queryKey: [...yoksisKey, 'latest'] })
  }, [state, client])

  const run = async () => {
    if (unitId === null || termId === null) return
    try {
      const started = await start.mutateAsync({ Kind: kind, UnitId: unitId, TermId: termId })
      setJobId(started.id)
      if (started.joined) message.info(t('run.joined'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('run.failed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        <Select
          aria-label={t('run.unit')}
          style={{ minWidth: 260, maxWidth: '100%', flex: '1 1 260px' }}
          loading={units.isLoading}
          value={unitId ?? undefined}
          onChange={(v: number) => onUnitChange(v)}
          showSearch
          optionFilterProp="label"
          options={(units.data ?? []).map((u) => ({
            value: u.Id,
            label: `${'\u00a0\u00a0'.repeat(u.Depth)}${u.Name}`,
          }))}
        />
        <Select
          aria-label={t('run.term')}
          style={{ width: 220, maxWidth: '100%' }}
          loading={terms.isLoading}
          value={termId ?? undefined}
          onChange={(v: number) => setTermId(v)}
          options={(terms.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
        />
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          loading={start.isPending || isUnderWay(job.data)}
          disabled={unitId === null || termId === null}
          onClick={run}
        >
          {t('run.start')}
        </Button>
      </Flex>
      <JobProgress job={job.data} label={t('run.jobLabel')} />
    </Flex>
  )
}
