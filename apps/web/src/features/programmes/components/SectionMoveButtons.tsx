/**
 * Up and down buttons that move one information section (issue 37 "the programme-information sections' order
 * cannot be changed"): keyboard usable, named for screen readers ("Move Objectives up"), the first section's
 * "up" and the last one's "down" disabled. After a move the focus stays on the moved section's button
 * (`focusAfterMove`), since reordering the cards would otherwise drop it.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the section's title, its position (0-based) of `count`, and the move (-1 up, +1 down). */
export interface SectionMoveButtonsProps {
  kind: string
  title: string
  index: number
  count: number
  onMove: (delta: -1 | 1) => void
}

/** The id of a section's move button (`up` or `down`). */
export const moveButtonId = (kind: string, dir: 'up' | 'down') => `section-move-${dir}-${kind}`

/** Focuses the moved section's button in the direction it moved, or the other one at either end. */
export function focusAfterMove(kind: string, delta: -1 | 1, index: number, count: number) {
  const atEnd = (delta === -1 && index === 0) || (delta === 1 && index === count - 1)
  const dir = delta === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down'
  requestAnimationFrame(() => document.getElementById(moveButtonId(kind, dir))?.focus())
}

/** Renders the two buttons. */
export function SectionMoveButtons({ kind, title, index, count, onMove }: SectionMoveButtonsProps) {
  const { t } = useTranslation('programmes')
  return (
    <Space size={4}>
      <Button
        id={moveButtonId(kind, 'up')}
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('info.moveUp', { section: title })}
        title={t('info.moveUp', { section: title })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      />
      <Button
        id={moveButtonId(kind, 'down')}
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('info.moveDown', { section: title })}
        title={t('info.moveDown', { section: title })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      />
    </Space>
  )
}
