/**
 * The outcome × TYYÇ descriptor matrix (issue 19 "Competencies ... in a matrix with contribution levels 0–5"):
 * one row per outcome, one column per descriptor of the programme's level grouped by category, each cell a
 * level 0–5 (a select when editable). Used by the registrar's page and, read-only, by the public detail. The
 * descriptors' texts are listed under the table, always visible (issue 37: a tooltip needs a mouse; phones never
 * saw them).
 */
import type { MatrixCell, TyycCategory } from '@unacs/contracts'
import { Select, Table, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'

/** Props: outcomes, descriptors (id, category, code, text), cells, and a change callback when editable. */
export interface TyycMatrixProps {
  outcomes: { Number: number; Text: string }[]
  descriptors: { Id: number; Category: TyycCategory; Code: string; Text: string }[]
  cells: MatrixCell[]
  onChange?: (cells: MatrixCell[]) => void
}

const LEVELS = [0, 1, 2, 3, 4, 5]

/** The matrix table. */
export function TyycMatrix({ outcomes, descriptors, cells, onChange }: TyycMatrixProps) {
  const { t } = useTranslation('programmes')
  const levelOf = (o: number, d: number) =>
    cells.find((c) => c.OutcomeNumber === o && c.DescriptorId === d)?.Level ?? 0
  const set = (o: number, d: number, level: number) =>
    onChange?.([
      ...cells.filter((c) => !(c.OutcomeNumber === o && c.DescriptorId === d)),
      ...(level > 0 ? [{ OutcomeNumber: o, DescriptorId: d, Level: level }] : []),
    ])
  const categories = [...new Set(descriptors.map((d) => d.Category))]
  const table = (
    <Table
      size="small"
      bordered
      rowKey="Number"
      pagination={false}
      dataSource={outcomes}
      {...(onChange ? { scroll: { x: 'max-content' } } : {})}
      columns={[
        {
          title: t('matrix.outcome'),
          key: 'o',
          fixed: 'left',
          width: 90,
          render: (_, o) => (
            <Tooltip title={o.Text}>
              <span>{t('outcomes.short', { n: o.Number })}</span>
            </Tooltip>
          ),
        },
        ...categories.map((c) => ({
          title: t(`category.${c}`),
          key: c,
          children: descriptors
            .filter((d) => d.Category === c)
            .map((d) => ({
              title: (
                <Tooltip title={d.Text}>
                  <span>{d.Code}</span>
                </Tooltip>
              ),
              key: `d${d.Id}`,
              align: 'center' as const,
              render: (_: unknown, o: { Number: number }) =>
                onChange ? (
                  <Select
                    size="small"
                    aria-label={t('matrix.cell', { outcome: o.Number, code: d.Code })}
                    value={levelOf(o.Number, d.Id)}
                    options={LEVELS.map((l) => ({ value: l, label: String(l) }))}
                    onChange={(l: number) => set(o.Number, d.Id, l)}
                    style={{ width: 60 }}
                  />
                ) : (
                  levelOf(o.Number, d.Id) || '—'
                ),
            })),
        })),
      ]}
    />
  )
  const legend = (
    <div style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('matrix.legend')}</Typography.Text>
      {categories.map((c) => (
        <div key={c} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t(`category.${c}`)}</Typography.Text>
          <dl style={{ margin: '4px 0 0' }}>
            {descriptors
              .filter((d) => d.Category === c)
              .map((d) => (
                <div key={d.Id} style={{ display: 'flex', gap: 8 }}>
                  <dt style={{ fontWeight: 600, minWidth: 40 }}>{d.Code}</dt>
                  <dd style={{ margin: 0 }}>{d.Text}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </div>
  )
  return (
    <>
      {onChange ? table : <ScrollRegion label={t('matrix.title')}>{table}</ScrollRegion>}
      {legend}
    </>
  )
}
