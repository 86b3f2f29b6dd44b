/**
 * One departure request's details (issue 16; spec §3, §4): status steps, reason, description, target
 * programme, dates of each decision, rejection reason, departure and student-right end dates, the leave
 * calculation (or the §8 message) and the survey answers.
 */
import type { DepartureRequestView } from '@unacs/contracts'
import { Alert, Descriptions, Steps, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { day, statusColor, tl, when } from './format.ts'
import { SurveyAnswers } from './SurveyAnswers.tsx'

const STEP_OF: Record<string, number> = {
  awaiting_confirmation: 0,
  requested: 1,
  awaiting_dean: 2,
  awaiting_registrar: 3,
  completed: 4,
}

/** Props: the request. */
export function RequestDetails({ request: r }: { request: DepartureRequestView }) {
  const { t, i18n } = useTranslation('departure')
  const lang = i18n.language
  const failed = r.Status === 'rejected' || r.Status === 'withdrawn'
  const current = STEP_OF[failed ? (r.RejectedAtStep ?? 'requested') : r.Status] ?? 0
  const balance = r.Leave?.BalanceKurus ?? 0
  return (
    <>
      <Steps
        size="small"
        current={current}
        status={failed ? 'error' : r.Status === 'completed' ? 'finish' : 'process'}
        items={['confirm', 'offices', 'dean', 'registrar', 'done'].map((k) => ({
          title: t(`steps.${k}` as 'steps.confirm'),
        }))}
        style={{ marginBottom: 16 }}
        responsive
      />
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('detail.student')}>
          {r.StudentName} ({r.StudentNo})
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.programme')}>{r.Programme}</Descriptions.Item>
        <Descriptions.Item label={t('detail.status')}>
          <Tag color={statusColor[r.Status]} data-testid="departure-status">
            {t(`status.${r.Status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('student.reason')}>{t(`reason.${r.Reason}`)}</Descriptions.Item>
        {r.TargetProgramme ? (
          <Descriptions.Item label={t('student.target')}>{r.TargetProgramme}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('student.description')}>{r.Description}</Descriptions.Item>
        <Descriptions.Item label={t('detail.createdAt')}>{when(r.CreatedAt, lang)}</Descriptions.Item>
        {r.ConfirmedAt ? (
          <Descriptions.Item label={t('detail.confirmedAt')}>{when(r.ConfirmedAt, lang)}</Descriptions.Item>
        ) : null}
        {r.DeanApprovedAt ? (
          <Descriptions.Item label={t('detail.deanAt')}>{when(r.DeanApprovedAt, lang)}</Descriptions.Item>
        ) : null}
        {r.RegistrarApprovedAt ? (
          <Descriptions.Item label={t('detail.registrarAt')}>
            {when(r.RegistrarApprovedAt, lang)}
          </Descriptions.Item>
        ) : null}
        {r.RejectionReason ? (
          <Descriptions.Item label={t('detail.rejected')}>{r.RejectionReason}</Descriptions.Item>
        ) : null}
        {r.DepartureDate ? (
          <Descriptions.Item label={t('detail.departureDate')}>
            {day(r.DepartureDate, lang)}
          </Descriptions.Item>
        ) : null}
        {r.StudentRightEndsOn ? (
          <Descriptions.Item label={t('detail.rightEnd')}>
            {day(r.StudentRightEndsOn, lang)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('detail.survey')}>
          <SurveyAnswers survey={r.Survey} />
        </Descriptions.Item>
      </Descriptions>
      {r.Leave ? (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          title={t('detail.leave')}
          style={{ marginTop: 16 }}
        >
          <Descriptions.Item label={t('detail.feesPaid')}>
            {tl(r.Leave.FeesPaidKurus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.refundable')}>
            {tl(r.Leave.RefundableKurus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.outstanding')}>
            {tl(r.Leave.OutstandingKurus, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.balance')}>
            {tl(Math.abs(balance), lang)} —{' '}
            {balance >= 0 ? t('detail.owedToStudent') : t('detail.owedByStudent')}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={t('detail.leave')}
          description={r.LeaveError}
        />
      )}
    </>
  )
}
