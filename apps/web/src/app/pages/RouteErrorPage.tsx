/**
 * Error boundary of the routes: a generic error with a return to the start, or — when a page's code
 * chunk failed or timed out (120 s, spec §7) — the chunk-load message with a retry (§8). Built from
 * components already in the main bundle (no antd Result), so it renders even when chunks cannot load; plain
 * heading and paragraph rather than antd Typography, which would pull its editable input into the first load
 * (issue 23).
 */
import { CloseCircleOutlined, WarningOutlined } from '@ant-design/icons'
import { Button, Flex, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '../../shared/api/client.ts'
import { isChunkLoadError } from '../../shared/routing/load-chunk.ts'
import { startPath } from '../../shared/session/start-path.ts'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'

/** Which message fits the error. */
function errorKind(error: unknown): 'notFound' | 'chunkLoad' | 'unreachable' | 'generic' {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound'
  if (error instanceof ApiError && error.status === 0) return 'unreachable'
  return isChunkLoadError(error) ? 'chunkLoad' : 'generic'
}

/** Shows the route error. Uses plain links so that it also works when the shell itself failed. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const error = useRouteError()
  const kind = errorKind(error)
  const title = t(`errors.${kind}.title`)
  const Icon = kind === 'generic' ? CloseCircleOutlined : WarningOutlined
  if (kind === 'generic') console.error(error)

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
      <h1 style={{ fontSize: 28, margin: 0, color: token.colorTextHeading, fontWeight: 600 }}>{title}</h1>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{t(`errors.${kind}.subTitle`)}</p>
      <Flex gap="small" justify="center" wrap>
        {kind === 'chunkLoad' ? (
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
        ) : null}
        <Button type={kind === 'chunkLoad' ? 'default' : 'primary'} href={startPath()}>
          {t('errors.backHome')}
        </Button>
      </Flex>
    </Flex>
  )
}
