/**
 * The guest landing page at /guest-landing (spec §2 GuestLanding, guest layout): explains the
 * academic position application and links to the applications list and a new application (the
 * application pages themselves belong to the applications feature).
 */
import { FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons'
import { Card, Flex, Steps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useViewport } from '../../../shared/hooks/use-media-query.ts'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { PageTitle } from '../../../shared/ui/PageTitle.tsx'
import { ProfileStatus } from '../components/ProfileStatus.tsx'

const stepKeys = ['info', 'personal', 'resume', 'works', 'declaration'] as const

/** Introduction, the five application steps and the two entry points. */
export function GuestLandingPage() {
  const { t } = useTranslation('guest')
  const { mobile } = useViewport()
  return (
    <Flex vertical gap="large">
      <PageTitle title={t('landing.title')} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
        {t('landing.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>{t('landing.intro')}</Typography.Paragraph>
      <Flex gap="small" wrap>
        <ButtonLink
          to="/applications"
          type="primary"
          size="large"
          icon={<UnorderedListOutlined aria-hidden />}
        >
          {t('landing.applications')}
        </ButtonLink>
        <ButtonLink to="/application" size="large" icon={<FileAddOutlined aria-hidden />}>
          {t('landing.newApplication')}
        </ButtonLink>
      </Flex>
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('landing.stepsTitle')}</h2>}>
        <Steps
          orientation={mobile ? 'vertical' : 'horizontal'}
          current={-1}
          items={stepKeys.map((key) => ({ title: t(`landing.steps.${key}`) }))}
        />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 8 }}>
          {t('landing.stepsHint')}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('landing.files')}
        </Typography.Paragraph>
      </Card>
      <ProfileStatus />
    </Flex>
  )
}
