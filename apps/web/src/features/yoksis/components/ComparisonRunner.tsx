/**
 * The comparison's controls (issue 35): what to compare (units with their sub-units, one class of them, or one
 * student by number), the term, and the start button; while the job runs, its progress and the time left. The
 * job followed is the one just started or, after a reload, the choice's job under way (from the overview), so a
 * running comparison always shows as running. Starting the same choice again joins it. A running job whose
 * worker has been silent for 20 s (its instance stopped, e.g. kill -9) is flagged until another instance takes it
 * over; a job waiting to continue from where it stopped says so.
 */
import { LoadingOutlined, PlayCircleOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Flex, Input, Radio, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { JobProgress } from '../../../shared/jobs/JobProgress.tsx'
import { isUnderWay, useJob } from '../../../shared/jobs/use-job.ts'
import type { ComparisonChoice } from '../api/get-comparison.ts'
import { useComparisonTerms } from '../api/get-terms.ts'
import { useComparisonUnits } from '../api/get-units.ts'
import { yoksisKey } from '../api/keys.ts'
import { comparisonJobUrl, useStartComparison } from '../api/start-comparison.ts'

/**
 * Seconds without a heartbeat after which a running job's worker looks gone (it writes one every 5 s; the platform
 * hands a job silent for 30 s to another instance within 15 s more).
 */
const SILENT_AFTER_S = 20

/** What the comparison covers. */
export type ScopeMode = 'units' | 'class' | 'student'

/** Props: the choice and its setter, and the job under way of the choice (from the overview), if any. */
export interface ComparisonRunnerProps {
  choice: ComparisonChoice
  onChange: (c: ComparisonChoice) => void
  runningJobId: string | null
}

/** Scope, unit, term pickers, the start button and the job's progress. */
export function ComparisonRunner({ choice, onChange, runningJobId }: ComparisonRunnerProps) {
  const { t, i18n } = useTranslation('yoksis')
  const { message } = App.useApp()
  const client = useQueryClient()
  const units = useComparisonUnits(i18n.language)
  const terms = useComparisonTerms(i18n.language)
  const [mode, setMode] = useState<ScopeMode>('units')
  const [studentNo, setStudentNo] = useState('')
  const [startedJobId, setStartedJobId] = useState<string | null>(null)
  const start = useStartComparison()
  // The job followed stays followed after it ends (so its end shows), whether started here or found running.
  useEffect(() => {
    if (runningJobId) setStartedJobId(runningJobId)
  }, [runningJobId])
  const jobId = startedJobId
  const job = useJob(jobId ? comparisonJobUrl(jobId) : null)

  useEffect(() => {
    if (choice.unitIds.length === 0 && units.data?.[0]) onChange({ ...choice, unitIds: [units.data[0].Id] })
  }, [choice, units.data, onChange])
  useEffect(() => {
    if (choice.termId === null && terms.data?.length)
      onChange({ ...choice, termId: (terms.data.find((x) => x.IsActive) ?? terms.data[0])?.Id ?? null })
  }, [choice, terms.data, onChange])
  const state = job.data?.state
  useEffect(() => {
    if (state === 'done' || state === 'failed')
      client.invalidateQueries({ queryKey: [...yoksisKey, 'overview'] })
  }, [state, client])

  const setScope = (m: ScopeMode) => {
    setMode(m)
    setStartedJobId(null)
    onChange({ ...choice, classYear: m === 'class' ? (choice.classYear ?? 1) : null, studentNo: null })
  }
  const run = async () => {
    if (choice.termId === null || choice.unitIds.length === 0) return
    try {
      const started = await start.mutateAsync({
        Kind: choice.kind,
        TermId: choice.termId,
        UnitIds: choice.unitIds,
        ClassYear: choice.classYear,
        StudentNo: mode === 'student' ? studentNo.trim() || null : null,
      })
      if (mode === 'student') onChange({ ...choice, studentNo: studentNo.trim() || null })
      setStartedJobId(started.id)
      if (started.joined) message.info(t('run.joined'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('run.failed'))
    }
  }
  const eta = job.data?.etaSeconds
  const under = isUnderWay(job.data)

  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label={t('run.scope')}
        value={mode}
        onChange={(e) => setScope(e.target.value as ScopeMode)}
        options={[
          { value: 'units', label: t('run.scopeUnits') },
          { value: 'class', label: t('run.scopeClass') },
          { value: 'student', label: t('run.scopeStudent') },
        ]}
        optionType="button"
      />
      <Flex wrap gap="small" align="center">
        <Select
          aria-label={t('run.unit')}
          mode="multiple"
          style={{ minWidth: 260, maxWidth: '100%', flex: '1 1 260px' }}
          loading={units.isLoading}
          value={choice.unitIds}
          onChange={(v: number[]) => {
            setStartedJobId(null)
            onChange({ ...choice, unitIds: v })
          }}
          showSearch
          optionFilterProp="label"
          maxCount={50}
          options={(units.data ?? []).map((u) => ({
            value: u.Id,
            label: `${'\u00a0\u00a0'.repeat(u.Depth)}${u.Name}`,
          }))}
        />
        {mode === 'class' ? (
          <Select
            aria-label={t('run.classYear')}
            style={{ width: 140 }}
            value={choice.classYear ?? 1}
            onChange={(v: number) => {
              setStartedJobId(null)
              onChange({ ...choice, classYear: v })
            }}
            options={[1, 2, 3, 4, 5, 6].map((y) => ({ value: y, label: t('run.classN', { n: y }) }))}
          />
        ) : null}
        {mode === 'student' ? (
          <Input
            aria-label={t('run.studentNo')}
            placeholder={t('run.studentNo')}
            style={{ width: 180 }}
            value={studentNo}
            maxLength={20}
            onChange={(e) => setStudentNo(e.target.value)}
          />
        ) : null}
        <Select
          aria-label={t('run.term')}
          style={{ width: 220, maxWidth: '100%' }}
          loading={terms.isLoading}
          value={choice.termId ?? undefined}
          onChange={(v: number) => onChange({ ...choice, termId: v })}
          options={(terms.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
        />
        <Button
          type="primary"
          icon={under ? <LoadingOutlined /> : <PlayCircleOutlined />}
          loading={start.isPending}
          // While the job runs the button is disabled (not "loading": its faded text would fail contrast).
          disabled={
            under ||
            choice.unitIds.length === 0 ||
            choice.termId === null ||
            (mode === 'student' && !studentNo.trim())
          }
          onClick={run}
        >
          {under ? t('run.running') : t('run.start')}
        </Button>
      </Flex>
      <JobProgress job={job.data} label={t('run.jobLabel')} />
      {job.data?.state === 'running' && (job.data.silentSeconds ?? 0) >= SILENT_AFTER_S ? (
        <Alert
          type="warning"
          showIcon
          data-testid="yoksis-silent"
          title={t('run.silent', { s: job.data.silentSeconds })}
          description={t('run.silentNext')}
        />
      ) : null}
      {job.data?.state === 'queued' && job.data.done > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('run.resuming', { done: job.data.done, total: job.data.total })}
        />
      ) : null}
      {under && typeof eta === 'number' ? (
        <Typography.Text type="secondary" data-testid="yoksis-eta">
          {t('run.eta', { time: formatDuration(eta, t) })}
        </Typography.Text>
      ) : null}
    </Flex>
  )
}

/** Seconds as "2 sa 5 dk" / "3 dk" / "40 sn" in the page's language. */
function formatDuration(s: number, t: TFunction<'yoksis'>): string {
  if (s >= 3600) return t('run.hours', { h: Math.floor(s / 3600), m: Math.round((s % 3600) / 60) })
  if (s >= 60) return t('run.minutes', { m: Math.ceil(s / 60) })
  return t('run.seconds', { s: Math.max(1, s) })
}
