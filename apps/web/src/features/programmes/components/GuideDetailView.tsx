/**
 * A programme's public detail (issue 19 "/public/rehber-detail with the programme's published information,
 * outcomes and TYYÇ matrix, fees and curriculum (courses by semester with ECTS)"): the sanitised information
 * HTML (sanitised by the server on save), outcomes, matrix, fees, curriculum and admission figures.
 */
import type { GuideDetail, ProgrammeCourse } from '@unacs/contracts'
import { Card, Collapse, Descriptions, Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { FeeTable } from './FeeTable.tsx'
import { TyycMatrix } from './TyycMatrix.tsx'
import { VersionStatusTag } from './VersionStatusTag.tsx'

/**
 * Issue 36 slip "'Lisa/ns' broken at 1366 px on the draft preview": antd's `word-break: break-word` lets a
 * table cell shrink below its longest word and split it anywhere; `normal` keeps words whole when the column
 * can grow, `overflow-wrap: break-word` still breaks a word longer than the whole line, hyphens where the
 * language allows.
 */
const WHOLE_WORDS = { wordBreak: 'normal', overflowWrap: 'break-word', hyphens: 'auto' } as const

/** Renders the detail `d`. */
export function GuideDetailView({ d }: { d: GuideDetail }) {
  const { t, i18n } = useTranslation('programmes')
  const semesters = [...new Set(d.Curriculum.map((c) => c.Semester))].sort((a, b) => a - b)
  const score = (v: number | null) =>
    v === null
      ? '—'
      : v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 5 })
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          styles={{ label: WHOLE_WORDS, content: WHOLE_WORDS }}
          items={[
            { key: 'f', label: t('col.faculty'), children: d.Faculty },
            { key: 'l', label: t('col.level'), children: t(`level.${d.Level}`) },
            {
              key: 'v',
              label: t('col.version'),
              children: (
                <>
                  {d.VersionName} {d.Status === 'draft' && <VersionStatusTag status="draft" />}
                </>
              ),
            },
            { key: 'e', label: t('col.effectiveDate'), children: showDate(d.EffectiveDate) },
          ]}
        />
      </Card>
      {d.Sections.map((s) => (
        <Card
          key={s.Kind}
          size="small"
          title={
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t(`section.${s.Kind}`)}
            </Typography.Title>
          }
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only HTML sanitised by sanitize-html (allow-list, no scripts, handlers or images). */}
          <div className="unacs-info" dangerouslySetInnerHTML={{ __html: s.Html }} />
        </Card>
      ))}
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('outcomes.title')}
          </Typography.Title>
        }
      >
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {d.Outcomes.map((o) => (
            <li key={o.Number}>{o.Text}</li>
          ))}
        </ol>
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('matrix.title')}
          </Typography.Title>
        }
      >
        <TyycMatrix outcomes={d.Outcomes} descriptors={d.Descriptors} cells={d.Matrix} />
      </Card>
      {d.Fees.length > 0 && (
        <Card
          size="small"
          title={
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t('fees.title')}
            </Typography.Title>
          }
        >
          <FeeTable rows={d.Fees} />
        </Card>
      )}
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('guide.admissions')}
          </Typography.Title>
        }
      >
        <ScrollRegion label={t('guide.admissions')}>
          <Table
            size="small"
            rowKey="Year"
            pagination={false}
            dataSource={d.Admissions}
            columns={[
              { title: t('guide.year'), dataIndex: 'Year' },
              { title: t('guide.scoreType'), dataIndex: 'ScoreType' },
              { title: t('guide.quota'), dataIndex: 'Quota', align: 'right' },
              { title: t('guide.placed'), dataIndex: 'Placed', align: 'right' },
              { title: t('guide.minScore'), dataIndex: 'MinScore', align: 'right', render: score },
              { title: t('guide.maxScore'), dataIndex: 'MaxScore', align: 'right', render: score },
            ]}
          />
        </ScrollRegion>
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('guide.curriculum')}
          </Typography.Title>
        }
      >
        <Collapse
          items={semesters.map((s) => ({
            key: s,
            label: t('guide.semester', { n: s }),
            children: (
              <ScrollRegion label={t('guide.semester', { n: s })}>
                <Table<ProgrammeCourse>
                  size="small"
                  rowKey="Code"
                  pagination={false}
                  dataSource={d.Curriculum.filter((c) => c.Semester === s)}
                  columns={[
                    { title: t('guide.courseCode'), dataIndex: 'Code' },
                    { title: t('guide.courseName'), dataIndex: 'Name' },
                    {
                      title: t('guide.category'),
                      dataIndex: 'Category',
                      render: (c) => t(`guide.cat.${c as 'required' | 'elective'}`),
                    },
                    { title: t('guide.credit'), dataIndex: 'Credit', align: 'right' },
                    { title: 'ECTS', dataIndex: 'Ects', align: 'right' },
                  ]}
                />
              </ScrollRegion>
            ),
          }))}
        />
      </Card>
    </Flex>
  )
}
