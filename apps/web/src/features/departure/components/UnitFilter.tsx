/**
 * The unit filter of the dean's office's and the registrar's queues (issue 16 "queues with filters (unit,
 * …)"): a tree of the units the caller's role may filter on (faculty → department → programme), searchable by
 * name, with "All units" as a real option (a placeholder would fail the contrast check).
 *
 * Two accessibility repairs of Ant Design's TreeSelect (axe, dark theme, dropdown open): the search input
 * takes the text colour (the default open-state colour is the placeholder's, 1.95:1 on the dark background),
 * and the popup is wrapped in an element with the id the input's `aria-owns`/`aria-controls` name (the tree
 * itself carries none, so the reference would dangle).
 */
import { TreeSelect, theme } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnits } from '../api/get-units.ts'

/** A node of the unit tree. */
interface UnitNode {
  value: number
  title: string
  children: UnitNode[]
}

/** Props: the chosen unit id (undefined for all units) and the change handler. */
export function UnitFilter({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (unitId: number | undefined) => void
}) {
  const { t, i18n } = useTranslation('departure')
  const { token } = theme.useToken()
  const id = `unit-filter-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const units = useUnits(i18n.language)
  const unitTree = (parent: number | null): UnitNode[] =>
    (units.data ?? [])
      .filter((u) => u.ParentId === parent)
      .map((u) => ({ value: u.Id, title: u.Name, children: unitTree(u.Id) }))
  return (
    <TreeSelect<number | undefined>
      id={id}
      aria-label={t('queue.unitFilter')}
      data-testid="unit-filter"
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={units.isPending}
      disabled={units.isError}
      value={value ?? 0}
      style={{ minWidth: 240, maxWidth: '100%' }}
      styles={{ input: { color: token.colorText } }}
      popupRender={(menu) => <div id={`${id}_list`}>{menu}</div>}
      treeData={[
        { value: 0, title: units.isError ? t('queue.unitsFailed') : t('queue.allUnits'), children: [] },
        ...unitTree(null),
      ]}
      onChange={(v) => onChange(v || undefined)}
    />
  )
}
