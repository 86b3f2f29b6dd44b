/**
 * The departure survey's answers in words (issue 36 "survey answers read 'Q1: 4'"): each answered question by
 * its short text, a 1–5 rating as "4 — Memnun", the recommendation as yes/no/not sure, the free text as is.
 */
import type { DepartureSurvey } from '@unacs/contracts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the stored answers (Q1 always, Q2–Q4 when given). */
export interface SurveyAnswersProps {
  survey: DepartureSurvey
}

/** One line per answered question: "question: answer". */
export function SurveyAnswers({ survey }: SurveyAnswersProps) {
  const { t } = useTranslation('departure')
  const rating = (n: number) => `${n} — ${t(`detail.scale.${n as 1 | 2 | 3 | 4 | 5}`)}`
  const lines: ['Q1' | 'Q2' | 'Q3' | 'Q4', string][] = [['Q1', rating(survey.Q1)]]
  if (survey.Q2) lines.push(['Q2', t(`student.${survey.Q2}`)])
  if (survey.Q3) lines.push(['Q3', rating(survey.Q3)])
  if (survey.Q4) lines.push(['Q4', survey.Q4])
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {lines.map(([q, answer]) => (
        <li key={q}>
          <Typography.Text type="secondary">{t(`detail.surveyQ.${q}`)}:</Typography.Text> {answer}
        </li>
      ))}
    </ul>
  )
}
