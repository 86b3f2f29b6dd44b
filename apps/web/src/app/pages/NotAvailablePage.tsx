/**
 * Shown for a menu entry whose component key has no page yet (issue 4: "a key with no page yet shows
 * a clear 'not available yet' page, never a blank screen").
 */
import { ToolOutlined } from '@ant-design/icons'
import { Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { startPath } from '../../shared/session/start-path.ts'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'

/** Props of {@link NotAvailablePage}. */
export interface NotAvailablePageProps {
  /** The page's title (menu name or route title). */
  title: string
  /** The component key that has no page. */
  componentKey: string
}

/** A friendly "being built" result with a return to the start. */
export function NotAvailablePage({ title, componentKey }: NotAvailablePageProps) {
  const { t } = useTranslation()
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title={<h2 style={{ fontSize: 22, margin: 0 }}>{t('notAvailable.title')}</h2>}
      subTitle={
        <>
          <Typography.Paragraph type="secondary">
            {t('notAvailable.subTitle', { title })}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('notAvailable.key', { key: componentKey })}
          </Typography.Text>
        </>
      }
      extra={
        <ButtonLink to={startPath()} type="primary">
          {t('errors.backHome')}
        </ButtonLink>
      }
    />
  )
}
