/**
 * Error boundary of the routes: a generic error with a return to the start, or — when a page's code
 * chunk failed to load (e.g. after a deployment) — a hint to reload. Deliberately built from
 * components already in the main bundle (no antd Result), so it renders even when chunks cannot load.
 */
import { CloseCircleOutlined, WarningOutlined } from '@ant-design/icons'
import { Button, Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'

/** True for the errors browsers raise when a dynamic import fails. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  )
}

/** Which message fits the error. */
function errorKind(error: unknown): 'notFound' | 'chunkLoad' | 'generic' {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound'
  return isChunkLoadError(error) ? 'chunkLoad' : 'generic'
}

/** Shows the route error. Uses plain links so that it also works when the shell itself failed. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const kind = errorKind(useRouteError())
  const title = t(`errors.${kind}.title`)
  const Icon = kind === 'generic' ? CloseCircleOutlined : WarningOutlined

  return (
    <Flex
      vertical
      align="center"
      gap="small"
      role="alert"
      style={{ padding: token.paddingXL, textAlign: 'center' }}
    >
      <PageTitle title={title} />
      <Icon
        aria-hidden
        style={{ fontSize: 64, color: kind === 'generic' ? token.colorError : token.colorWarning }}
      />
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`errors.${kind}.subTitle`)}</Typography.Paragraph>
      <Flex gap="small" justify="center" wrap>
        <Button type="primary" href="/">
          {t('errors.backHome')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Flex>
    </Flex>
  )
}
