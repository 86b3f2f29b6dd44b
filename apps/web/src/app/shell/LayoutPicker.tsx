/**
 * The layout choice (spec §2; issue 4: "the user can pick vertical, horizontal, two-column or
 * semibox and the choice is kept").
 */
import { LayoutOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { layoutTypes } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'
import { type MenuFocus, useAutoOpen } from './use-auto-open.ts'

/**
 * A dropdown with the four layouts; the current one is selected. `autoOpen`: mount with the menu open and the focus
 * on the trigger (its light stand-in was clicked; issue 23); `autoFocusItem`: the item focused then (opened with
 * an arrow key, issue 36).
 */
export function LayoutPicker({
  autoOpen = false,
  autoFocusItem,
}: {
  autoOpen?: boolean
  autoFocusItem?: MenuFocus
}) {
  const { t } = useTranslation()
  const { open, setOpen, rootClassName, triggerProps } = useAutoOpen(autoOpen, autoFocusItem)
  const { layoutType, setLayoutType } = usePreferences()
  const items: MenuProps['items'] = layoutTypes.map((layout) => ({
    key: layout,
    label: t(`header.layouts.${layout}`),
  }))
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      rootClassName={rootClassName}
      menu={{
        items,
        selectable: true,
        selectedKeys: [layoutType],
        onClick: ({ key }) => setLayoutType(key as typeof layoutType),
      }}
    >
      <Button
        {...triggerProps}
        type="text"
        icon={<LayoutOutlined aria-hidden />}
        aria-label={t('header.layout')}
        title={t('header.layout')}
      />
    </Dropdown>
  )
}
