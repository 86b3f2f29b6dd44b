/** The start page at `/`: the product name, a welcome line and a link to the system status page. */
import { DashboardOutlined } from '@ant-design/icons'
import { Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'

/** Home page. The signed-in home (`/ana-sayfa`) comes with the session issue. */
export function HomePage() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Flex
      component="section"
      vertical
      align="flex-start"
      gap="small"
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      <PageTitle title={t('home.title')} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(1.75rem, 1.2rem + 2.5vw, 2.375rem)' }}>
        {t('product.name')}
      </Typography.Title>
      <Typography.Title level={4} type="secondary" style={{ margin: 0 }}>
        {t('home.welcome')}
      </Typography.Title>
      <Typography.Paragraph>{t('product.tagline')}</Typography.Paragraph>
      <ButtonLink to="/durum" type="primary" icon={<DashboardOutlined aria-hidden />}>
        {t('home.statusLink')}
      </ButtonLink>
    </Flex>
  )
}
