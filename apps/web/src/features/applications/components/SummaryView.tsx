/**
 * The academic application summary (spec §2 summary components): personal information, letter of intent,
 * works, and the resume parts — academic titles, associate professorship, citations and h-index, bachelor's,
 * master's and doctorate degrees, foreign exams, research, work experience. Files open through `onOpenFile`.
 */
import { PaperClipOutlined } from '@ant-design/icons'
import type { ApplicationSummary } from '@unacs/contracts'
import { Button, Card, Descriptions, Empty, List, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { positionLine } from './labels.ts'

/** Props: the summary and how to open one of its files. */
export interface SummaryViewProps {
  summary: ApplicationSummary
  onOpenFile: (fileId: number, fileName: string) => void
}

/** The summary in cards, one per part. */
export function SummaryView({ summary: s, onOpenFile }: SummaryViewProps) {
  const { t } = useTranslation('applications')
  const { date } = useFormat()
  const fileLink = (id: number | null | undefined) => {
    const f = s.files.find((x) => x.id === id)
    if (!f) return null
    return (
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined aria-hidden />}
        onClick={() => onOpenFile(f.id, f.fileName)}
        style={{ padding: 0 }}
      >
        {f.fileName}
      </Button>
    )
  }
  const part = (title: string, body: ReactNode) => (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>} className="summary-part">
      {body}
    </Card>
  )
  const list = <T,>(items: T[] | undefined, render: (item: T) => ReactNode) =>
    items?.length ? (
      <List size="small" dataSource={items} renderItem={(item) => <List.Item>{render(item)}</List.Item>} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    )
  const p = s.personalInfo
  const r = s.resume
  const w = s.works
  const degrees = (items: NonNullable<typeof r>['bachelors'] | undefined) =>
    list(items, (d) => (
      <div>
        <Typography.Text strong>{d.university}</Typography.Text> — {d.faculty}, {d.department} (
        {date(d.startDate)} – {date(d.endDate)})
        {d.thesisTopic ? (
          <div>{t('summary.thesis', { topic: d.thesisTopic, supervisor: d.supervisor ?? '' })}</div>
        ) : null}
        <div>{fileLink(d.diplomaFileId)}</div>
      </div>
    ))

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {part(
        t('summary.application'),
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'no', label: t('list.applicationNo'), children: s.applicationNo },
            { key: 'pos', label: t('list.position'), children: positionLine(t, s) },
            { key: 'status', label: t('list.status'), children: t(`status.${s.status}`) },
            {
              key: 'eval',
              label: t('summary.evaluation'),
              children: t(`evaluationStatus.${s.evaluationStatus}`),
            },
          ]}
        />,
      )}
      {part(
        t('summary.personal'),
        p ? (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: t('summary.name'), children: `${p.firstName} ${p.lastName}` },
              { key: 'id', label: t('summary.identity'), children: p.nationalId ?? p.passportNo },
              { key: 'birth', label: t('personal.birthDate'), children: date(p.birthDate) },
              { key: 'phone', label: t('personal.phone'), children: p.phone },
              { key: 'email', label: t('summary.email'), children: s.email },
              { key: 'orcid', label: t('personal.orcid'), children: p.orcid },
              { key: 'address', label: t('personal.address'), children: p.address, span: 'filled' },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ),
      )}
      {part(
        t('summary.letter'),
        w ? (
          <>
            {w.letterOfIntentText ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {w.letterOfIntentText}
              </Typography.Paragraph>
            ) : null}
            {fileLink(w.letterOfIntentFileId)}
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ),
      )}
      {part(
        t('summary.works'),
        list(
          w?.articles,
          (a) =>
            `${a.title} — ${a.journal} (${a.year}) · ${t(`journalIndex.${a.journalIndex}`)} · ${t(`category.${a.category}`)}`,
        ),
      )}
      {part(
        t('resume.academicTitles'),
        list(r?.academicTitles, (x) => `${x.title}, ${x.institution} (${date(x.date)})`),
      )}
      {part(
        t('resume.associate'),
        list(r?.associateProfessorships, (x) => (
          <div>
            {x.field} ({date(x.dateReceived)}) {fileLink(x.certificateFileId)}
          </div>
        )),
      )}
      {part(
        t('resume.citations'),
        r ? (
          <Descriptions
            size="small"
            column={1}
            items={(['webOfScience', 'scopus'] as const).map((k) => ({
              key: k,
              label: t(`resume.${k}`),
              children: t('summary.citationLine', {
                c: r.citations[k].citationCount,
                h: r.citations[k].hIndex,
              }),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ),
      )}
      {part(t('resume.bachelors'), degrees(r?.bachelors))}
      {part(t('resume.masters'), degrees(r?.masters))}
      {part(t('resume.doctorates'), degrees(r?.doctorates))}
      {part(
        t('resume.languageExams'),
        list(r?.languageExams, (x) => `${x.examName}: ${x.score} (${date(x.examDate)})`),
      )}
      {part(
        t('resume.research'),
        list(r?.research, (x) => (
          <div>
            <Typography.Text strong>{x.title}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {x.text}
            </Typography.Paragraph>
          </div>
        )),
      )}
      {part(
        t('resume.workExperience'),
        list(
          r?.workExperience,
          (x) =>
            `${x.position}, ${x.institution} (${date(x.startDate)} – ${x.endDate ? date(x.endDate) : t('summary.present')})`,
        ),
      )}
    </div>
  )
}
