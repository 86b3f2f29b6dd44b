/**
 * A section's grade book and grade entry (component key `GradeEntryDetail`, route param sectionId; spec §3
 * "Exam book", §4 grade entry, finalise and approve, revert; issue 6 grade history and grade document). The
 * same page serves `GradeBook` once a section is chosen.
 */
import { ArrowLeftOutlined } from '@ant-design/icons'
import type { GradeSheetRow } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Result, Spin, Tag, Typography, theme } from 'antd'
import dayjs from 'dayjs'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { useGradeSheet } from '../api/get-grade-sheet.ts'
import { GradeActions } from '../components/GradeActions.tsx'
import { GradeBookCard } from '../components/GradeBookCard.tsx'
import { GradeGrid } from '../components/GradeGrid.tsx'

// The history drawer (antd's Drawer) loads when a student's history is first opened, not with the page (issue 23).
const GradeHistoryDrawer = lazy(() =>
  loadChunk(() => import('../components/GradeHistoryDrawer.tsx')).then((m) => ({
    default: m.GradeHistoryDrawer,
  })),
)

/** The section's grading workspace. */
export function GradeEntryDetailPage() {
  const { t } = useTranslation('grades')
  const navigate = useNavigate()
  const sectionId = Number(usePageContext().params.sectionId)
  const sheet = useGradeSheet(Number.isInteger(sectionId) && sectionId > 0 ? sectionId : undefined)
  const [historyOf, setHistoryOfState] = useState<GradeSheetRow | null>(null)
  const [historyUsed, setHistoryUsed] = useState(false)
  const setHistoryOf = (row: GradeSheetRow | null) => {
    if (row) setHistoryUsed(true)
    setHistoryOfState(row)
  }
  const { token } = theme.useToken()
  if (sheet.isLoading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
  if (sheet.error || !sheet.data)
    return <Result status="warning" title={sheet.error?.message ?? t('sections.empty')} />
  const s = sheet.data
  const finalized = s.Section.State === 'finalized'
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate('/ogretim/not-girisi')}
          aria-label={t('entry.back')}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {`${s.Section.CourseCode} ${s.Section.CourseName} — ${s.Section.SectionName}`}
        </Typography.Title>
        <Tag
          color={finalized ? 'green' : s.Section.State === 'partial' ? 'orange' : undefined}
          style={{ color: token.colorText }}
        >
          {t(`state.${s.Section.State}`)}
        </Tag>
        {s.ApprovedAt ? (
          <Tag color="blue">{t('entry.approvedAt', { date: dayjs(s.ApprovedAt).format('DD.MM.YYYY') })}</Tag>
        ) : null}
        <Typography.Text type="secondary">{s.Section.TermName}</Typography.Text>
      </Flex>
      <GradeBookCard
        sectionId={s.Section.SectionId}
        items={s.Items}
        weightTotal={s.WeightTotal}
        readOnly={finalized}
      />
      <Card
        title={t('entry.title')}
        extra={<Typography.Text type="secondary">{t('entry.notTakenHint')}</Typography.Text>}
      >
        <Flex vertical gap="middle">
          {finalized ? <Alert type="info" showIcon title={t('entry.finalizedInfo')} /> : null}
          <GradeActions sheet={s} />
          {s.Items.length === 0 ? (
            <Empty description={t('entry.noExams')} />
          ) : (
            <GradeGrid sheet={s} readOnly={finalized} onHistory={setHistoryOf} />
          )}
          {historyUsed ? (
            <Suspense fallback={null}>
              <GradeHistoryDrawer items={s.Items} row={historyOf} onClose={() => setHistoryOf(null)} />
            </Suspense>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  )
}
