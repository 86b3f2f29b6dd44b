/**
 * Error boundary of the routes: a generic error with a return to the start, or — when a page's code
 * chunk failed or timed out (120 s, spec §7) — the chunk-load message with a retry (§8). Drawn with the light
 * components (no antd, no @ant-design/icons, issue 23): it is the root route's error element, shown outside
 * every antd frame and even when no chunk can load.
 */
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '../../shared/api/client.ts'
import { isChunkLoadError } from '../../shared/routing/load-chunk.ts'
import { startPath } from '../../shared/session/start-path.ts'
import { LightButton } from '../../shared/ui/LightButton.tsx'
import { LightIcon } from '../../shared/ui/light-icons.tsx'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'
import { SkeletonGone } from '../shell-skeleton/skeleton-gone.tsx'

/** Which message fits the error. */
function errorKind(error: unknown): 'notFound' | 'chunkLoad' | 'unreachable' | 'generic' {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound'
  if (error instanceof ApiError && error.status === 0) return 'unreachable'
  return isChunkLoadError(error) ? 'chunkLoad' : 'generic'
}

/** Shows the route error. Uses plain links so that it also works when the shell itself failed. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const kind = errorKind(error)
  const title = t(`errors.${kind}.title`)
  if (kind === 'generic') console.error(error)

  return (
    <div
      role="alert"
      className="light-root"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        padding: 32,
        textAlign: 'center',
      }}
    >
      <SkeletonGone />
      <PageTitle title={title} />
      <span
        style={{ color: kind === 'generic' ? 'var(--light-error)' : 'var(--light-warning)', lineHeight: 1 }}
      >
        <LightIcon name={kind === 'generic' ? 'closeCircle' : 'warning'} size={64} />
      </span>
      <h1 style={{ fontSize: 28, margin: 0, fontWeight: 600 }}>{title}</h1>
      <p className="light-secondary" style={{ margin: 0 }}>
        {t(`errors.${kind}.subTitle`)}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8 }}>
        {kind === 'chunkLoad' ? (
          <LightButton kind="solid" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </LightButton>
        ) : null}
        <a
          className={`light-button ${kind === 'chunkLoad' ? 'light-button-outline' : 'light-button-solid'}`}
          href={startPath()}
        >
          {t('errors.backHome')}
        </a>
      </div>
    </div>
  )
}
