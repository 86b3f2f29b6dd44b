/**
 * The menu in a drawer on mobile widths (767 px and below, spec §4). Loaded when the menu button is first pressed,
 * with its own antd frame (theme, locale, reduced motion): the light shell around it has none (issue 23).
 */
import { Drawer } from 'antd'
import { useTranslation } from 'react-i18next'
import { AntdFrame } from '../AntdFrame.tsx'
import { Brand } from '../shell/Brand.tsx'
import { NavMenu } from '../shell/NavMenu.tsx'

/** Props of {@link MobileNavDrawer}. */
export interface MobileNavDrawerProps {
  open: boolean
  onClose: () => void
}

/** A left drawer with the brand and the inline menu; closes after navigation. */
export function MobileNavDrawer({ open, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation()
  return (
    <AntdFrame inline>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        size={280}
        title={<Brand />}
        aria-label={t('nav.main')}
        styles={{ body: { padding: 0 } }}
      >
        <NavMenu mode="inline" onNavigate={onClose} />
      </Drawer>
    </AntdFrame>
  )
}
