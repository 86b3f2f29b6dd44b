/**
 * A section's grade book and grade entry (component key `GradeEntryDetail`, route param sectionId; spec §3
 * "Exam book", §4 grade entry, finalise and approve, revert; issue 6 grade history and grade document). The
 * same page serves `GradeBook` once a section is chosen.
 *
 * A light menu page (issue 23, sixth pass; app/routes/light-menu-pages.ts): the header, the grade book, the
 * notices and the actions paint without antd; the grade grid (light too since the seventh pass: native inputs in
 * a LightTable) loads and draws after that paint, with a skeleton meanwhile; the history drawer (antd's) loads
 * in an antd frame of its own when first opened.
 */
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined'
import type { GradeSheetRow } from '@unacs/contracts'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAfterPaint } from '../../../shared/hooks/use-after-paint.ts'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { showDate } from '../../../shared/text/format.ts'
import { AntdPart } from '../../../shared/ui/AntdPart.tsx'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightEmpty } from '../../../shared/ui/LightEmpty.tsx'
import { LightNotice } from '../../../shared/ui/LightNotice.tsx'
import { LightPanel } from '../../../shared/ui/LightPanel.tsx'
import { LightSkeleton } from '../../../shared/ui/LightSkeleton.tsx'
import { LightSpinner } from '../../../shared/ui/LightSpinner.tsx'
import { LightSvgIcon } from '../../../shared/ui/LightSvgIcon.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { useGradeSheet } from '../api/get-grade-sheet.ts'
import { GradeActions } from '../components/GradeActions.tsx'
import { GradeBookPanel } from '../components/GradeBookPanel.tsx'
import type { GradeGridProps } from '../components/GradeGrid.tsx'
import { GradeGridToolbar } from '../components/GradeGridToolbar.tsx'
import '../components/grade-entry.css'

const GradeGrid = lazy(() =>
  loadChunk(() => import('../components/GradeGrid.tsx')).then((m) => ({ default: m.GradeGrid })),
)
// The history drawer (antd's Drawer) loads when a student's history is first opened (issue 23).
const GradeHistoryDrawer = lazy(() =>
  loadChunk(() => import('../components/GradeHistoryDrawer.tsx')).then((m) => ({
    default: m.GradeHistoryDrawer,
  })),
)

/** The section's grading workspace. */
export function GradeEntryDetailPage() {
  const { t } = useTranslation('grades')
  const { t: common } = useTranslation()
  const navigate = useNavigate()
  const sectionId = Number(usePageContext().params.sectionId)
  const sheet = useGradeSheet(Number.isInteger(sectionId) && sectionId > 0 ? sectionId : undefined)
  const [historyOf, setHistoryOfState] = useState<GradeSheetRow | null>(null)
  const [historyUsed, setHistoryUsed] = useState(false)
  const setHistoryOf = (row: GradeSheetRow | null) => {
    if (row) setHistoryUsed(true)
    setHistoryOfState(row)
  }
  if (sheet.isLoading) return <LightSpinner label={common('loading')} />
  if (sheet.error || !sheet.data)
    return (
      <div className="light-home">
        <LightNotice type="warning" title={sheet.error?.message ?? t('sections.empty')} />
      </div>
    )
  const s = sheet.data
  const state = s.Section.State
  const finalized = state === 'finalized'
  return (
    <div className="light-home grade-stack">
      <div className="grade-entry-head">
        <LightButton
          kind="link"
          className="grade-back"
          aria-label={t('entry.back')}
          title={t('entry.back')}
          onClick={() => navigate('/ogretim/not-girisi')}
        >
          <LightSvgIcon icon={ArrowLeftOutlined} />
        </LightButton>
        <h2 className="grade-entry-title">
          {`${s.Section.CourseCode} ${s.Section.CourseName} — ${s.Section.SectionName}`}
        </h2>
        <LightTag color={finalized ? 'green' : state === 'partial' ? 'orange' : undefined}>
          {t(`state.${state}`)}
        </LightTag>
        {s.ApprovedAt ? (
          <LightTag color="blue">{t('entry.approvedAt', { date: showDate(s.ApprovedAt) })}</LightTag>
        ) : null}
        <span className="light-secondary">{s.Section.TermName}</span>
      </div>
      <GradeBookPanel
        sectionId={s.Section.SectionId}
        items={s.Items}
        weightTotal={s.WeightTotal}
        readOnly={finalized}
      />
      <LightPanel
        size="default"
        title={<h3 className="grade-panel-title">{t('entry.title')}</h3>}
        extra={<span className="light-secondary">{t('entry.notTakenHint')}</span>}
      >
        <div className="grade-stack">
          {finalized ? <LightNotice type="info" title={t('entry.finalizedInfo')} /> : null}
          <GradeActions sheet={s} />
          {s.Items.length === 0 ? (
            <LightEmpty description={t('entry.noExams')} />
          ) : (
            <GradeGridAfterPaint sheet={s} readOnly={finalized} onHistory={setHistoryOf} />
          )}
          {historyUsed ? (
            <AntdPart fallback={null}>
              <GradeHistoryDrawer items={s.Items} row={historyOf} onClose={() => setHistoryOf(null)} />
            </AntdPart>
          ) : null}
        </div>
      </LightPanel>
    </div>
  )
}

/**
 * The grid once the page has painted (its code and its draw are not part of the page's first paint): until it has
 * mounted, its save bar (nothing to save yet) and a skeleton of its rows. The placeholder stays the same element
 * from the first paint until the grid replaces it (a placeholder drawn again would be a new largest paint).
 */
function GradeGridAfterPaint({ readOnly, sheet, onHistory }: GradeGridProps) {
  const { t } = useTranslation()
  const painted = useAfterPaint()
  const [ready, setReady] = useState(false)
  // Stable, so that removing the placeholder does not draw the (memoised) grid a second time.
  const onMounted = useCallback(() => setReady(true), [])
  return (
    <>
      {ready ? null : (
        <div className="grade-stack grade-stack-small">
          {readOnly ? null : <GradeGridToolbar count={0} saving={false} />}
          <div role="status" aria-busy="true" aria-label={t('loading')} className="grade-grid-skeleton">
            <LightSkeleton title rows={6} />
          </div>
        </div>
      )}
      {painted ? (
        <Suspense fallback={null}>
          <GradeGrid sheet={sheet} readOnly={readOnly} onHistory={onHistory} onMounted={onMounted} />
        </Suspense>
      ) : null}
    </>
  )
}
