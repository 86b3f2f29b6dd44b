/**
 * The session warning (spec §4, §8): a modal titled UYARI with 'Oturum Sürenizin dolmasına N saniye
 * kalmıştır.' and the buttons 'Oturum Sürem Uzasın' (extend) and 'Çıkış yapmak istiyorum' (log out).
 * It cannot be dismissed otherwise, and keeps the keyboard focus inside: Tab and Shift+Tab cycle
 * through the dialog's controls (antd's own trap lets the focus pass through the page body).
 */
import { ExclamationCircleOutlined } from '@ant-design/icons'
import { Button, Flex, Modal, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AntdFrame } from '../AntdFrame.tsx'

/** Class on the modal's root, to find its dialog element. */
const ROOT_CLASS = 'unacs-idle-dialog'

/** While `open`, keeps Tab and Shift+Tab cycling through the dialog's buttons. */
function useFocusCycle(open: boolean): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const dialog = document.querySelector<HTMLElement>(`.${ROOT_CLASS} [role="dialog"]`)
      if (!dialog) return
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), [href]'))
      const first = focusables[0]
      const last = focusables[focusables.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      const outside = !dialog.contains(active)
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [open])
}

/** Props of {@link IdleDialog}. */
export interface IdleDialogProps {
  open: boolean
  /** Seconds left before the automatic logout. */
  secondsLeft: number
  onExtend: () => void
  onLogout: () => void
}

/**
 * The UYARI dialog, in its own antd frame: it is rendered at the root, outside the layouts' frames
 * (issue 23), and needs the theme, locale and reduced motion like every antd part.
 */
export function IdleDialog(props: IdleDialogProps) {
  return (
    <AntdFrame>
      <IdleModal {...props} />
    </AntdFrame>
  )
}

/** The modal itself. */
function IdleModal({ open, secondsLeft, onExtend, onLogout }: IdleDialogProps) {
  const { t } = useTranslation()
  useFocusCycle(open)
  return (
    <Modal
      open={open}
      title={
        <Flex align="center" gap="small">
          <ExclamationCircleOutlined aria-hidden style={{ color: '#d46b08' }} />
          <span>{t('session.idle.title')}</span>
        </Flex>
      }
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      focusable={{ trap: true }}
      rootClassName={ROOT_CLASS}
      centered
      width={440}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onLogout}>{t('session.idle.logout')}</Button>
          <Button type="primary" onClick={onExtend} autoFocus>
            {t('session.idle.extend')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph role="timer" aria-live="polite" style={{ marginBottom: 0 }}>
        {t('session.idle.text', { count: secondsLeft })}
      </Typography.Paragraph>
    </Modal>
  )
}
