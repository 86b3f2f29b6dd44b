/**
 * The footer (spec §1): the year and the copyright of the university's software development
 * directorate.
 */
import { Layout, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'

/** The shell footer. */
export function AppFooter() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Layout.Footer
      style={{
        textAlign: 'center',
        padding: `${token.paddingSM}px ${token.padding}px`,
        background: 'transparent',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('footer.copyright', { year: new Date().getFullYear(), university: t('university.name') })}
      </Typography.Text>
    </Layout.Footer>
  )
}
