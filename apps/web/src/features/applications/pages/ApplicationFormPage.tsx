/**
 * /application (route BasvuruMain, component key `ApplicationForm`; spec §4): the application in five steps —
 * application information, personal information, resume, works, declaration. Without `?id=` it starts a new
 * application; with it, it opens at the step after the last one saved. Each step saves on its own; a step
 * is reachable once the steps before it are saved. A finalised application is read-only and shows a link
 * to its summary.
 */
import type { ApplicationDetail, ApplicationFile } from '@unacs/contracts'
import { Alert, Card, Flex, Result, Spin, Steps, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useViewport } from '../../../shared/hooks/use-media-query.ts'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useApplication } from '../api/get-application.ts'
import { ApplicationInfoStep } from '../components/ApplicationInfoStep.tsx'
import { DeclarationStep } from '../components/DeclarationStep.tsx'
import { positionLine, STEP_KEYS } from '../components/labels.ts'
import { PersonalInfoStep } from '../components/PersonalInfoStep.tsx'
import { ResumeStep } from '../components/ResumeStep.tsx'
import { WorksStep } from '../components/WorksStep.tsx'

/** The step forms of steps 2..5. */
const STEP_FORMS = [PersonalInfoStep, ResumeStep, WorksStep, DeclarationStep]

/** The stepped application form. */
export function ApplicationFormPage() {
  const { t } = useTranslation('applications')
  const { mobile } = useViewport()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const raw = Number(params.get('id'))
  const id = Number.isInteger(raw) && raw > 0 ? raw : null
  const query = useApplication(id)
  const [step, setStep] = useState<number | null>(null)
  const [uploaded, setUploaded] = useState<ApplicationFile[]>([])
  const detail = id === null ? null : (query.data ?? null)
  const current = step ?? (detail ? Math.min(detail.lastStep, 4) : 0)

  const saved = (next: ApplicationDetail) => {
    if (id === null) navigate(`/application?id=${next.id}`, { replace: true })
    setStep(Math.min(next.lastStep, 4))
  }

  if (id !== null && query.isLoading) return <Spin size="large" />
  if (id !== null && (query.isError || !detail)) {
    return (
      <Result
        status="404"
        title={t('form.notFound')}
        extra={<ButtonLink to="/applications">{t('form.backToList')}</ButtonLink>}
      />
    )
  }
  if (detail?.status === 'finalised') {
    return (
      <Result
        status="success"
        title={t('form.finalisedTitle', { no: detail.applicationNo })}
        subTitle={t('form.finalisedText')}
        extra={[
          <ButtonLink key="summary" type="primary" to={`/application-summary?id=${detail.id}`}>
            {t('list.summary')}
          </ButtonLink>,
          <ButtonLink key="list" to="/applications">
            {t('form.backToList')}
          </ButtonLink>,
        ]}
      />
    )
  }

  const files = [
    ...(detail?.files ?? []),
    ...uploaded.filter((u) => !detail?.files.some((f) => f.id === u.id)),
  ]
  const maxReachable = detail ? Math.min(detail.lastStep, 4) : 0
  const StepForm = current > 0 && detail ? STEP_FORMS[current - 1] : null

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {detail ? t('form.titleWithNo', { no: detail.applicationNo }) : t('form.newTitle')}
        </Typography.Title>
        {detail ? <Tag color="gold">{t('status.draft')}</Tag> : null}
      </Flex>
      {detail ? <Typography.Text type="secondary">{positionLine(t, detail)}</Typography.Text> : null}
      <Steps
        current={current}
        orientation={mobile ? 'vertical' : 'horizontal'}
        size="small"
        onChange={(n) => n <= maxReachable && setStep(n)}
        items={STEP_KEYS.map((key, i) => ({
          title: t(`steps.${key}`),
          disabled: i > maxReachable,
          status: i === current ? 'process' : detail && i < detail.lastStep ? 'finish' : 'wait',
        }))}
      />
      <Card title={t(`steps.${STEP_KEYS[current] ?? 'applicationInfo'}`)}>
        {current === 0 ? (
          <ApplicationInfoStep detail={detail} onSaved={saved} />
        ) : StepForm && detail ? (
          <StepForm
            key={`${current}-${detail.version}`}
            detail={detail}
            onSaved={saved}
            files={files}
            onUploaded={(f) => setUploaded((list) => [...list, f])}
          />
        ) : (
          <Alert type="info" showIcon title={t('form.chooseFirst')} />
        )}
      </Card>
    </Flex>
  )
}
