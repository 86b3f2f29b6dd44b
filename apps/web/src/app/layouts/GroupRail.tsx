/**
 * The first column of the two-column layout: the top-level menu entries as icon buttons with a
 * short label. A group selects what the second column shows; a page is a link.
 */
import { Button, Flex, Tooltip, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { MenuIcon } from '../menu/menu-icons.tsx'
import { Brand } from '../shell/Brand.tsx'

/** Props of {@link GroupRail}. */
export interface GroupRailProps {
  items: DerivedMenuItem[]
  /** Key of the highlighted entry: the current top-level page, else the open group. */
  activeKey: string | null
  /** Key of the group shown in the second column. */
  openGroupKey: string | null
  onSelect: (key: string) => void
}

/** A narrow vertical rail of top-level entries. */
export function GroupRail({ items, activeKey, openGroupKey, onSelect }: GroupRailProps) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <nav aria-label={t('nav.groups')} style={{ width: 72, flex: 'none' }}>
      <Flex vertical align="center" gap={4} style={{ paddingBlock: 18 }}>
        <Brand compact />
        <div style={{ height: 12 }} />
        {items.map((item) => {
          const active = item.key === activeKey
          const common = {
            type: (active ? 'primary' : 'text') as 'primary' | 'text',
            icon: <MenuIcon name={item.icon} />,
            'aria-label': item.title,
            style: { width: 48, height: 44, fontSize: token.fontSizeLG },
          }
          return (
            <Tooltip key={item.key} title={item.title} placement="right">
              {item.route ? (
                <ButtonLink {...common} to={item.route} />
              ) : (
                <Button
                  {...common}
                  aria-pressed={item.key === openGroupKey}
                  onClick={() => onSelect(item.key)}
                />
              )}
            </Tooltip>
          )
        })}
      </Flex>
    </nav>
  )
}
