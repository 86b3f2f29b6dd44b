/** The back-to-top button (spec §1, §9): appears after 100 px of scroll, scrolls smoothly to the top. */
import { ArrowUpOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useScrollPast } from '../../shared/hooks/use-scroll-past.ts'

/** Scroll distance after which the button shows (spec §9). */
const SHOW_AFTER_PX = 100

/** A round button fixed at the bottom right. */
export function BackToTop() {
  const { t } = useTranslation()
  const visible = useScrollPast(SHOW_AFTER_PX)
  if (!visible) return null
  return (
    <Button
      shape="circle"
      type="primary"
      size="large"
      icon={<ArrowUpOutlined aria-hidden />}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{
        position: 'fixed',
        insetInlineEnd: 24,
        bottom: 24,
        zIndex: 900,
        boxShadow: '0 4px 12px rgba(0,0,0,.2)',
      }}
    />
  )
}
