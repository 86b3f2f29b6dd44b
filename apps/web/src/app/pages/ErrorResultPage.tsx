/**
 * The error pages (spec §2 "Error pages: not found, not authorised, generic error, unreachable; each
 * offers a return to the start"; §8 messages), in both languages.
 */
import { Button, Flex, Result, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { startPath } from '../../shared/session/start-path.ts'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'

/** The kinds of error page. */
export type ErrorKind = 'forbidden' | 'notFound' | 'generic' | 'unreachable'

const statusOf = { forbidden: '403', notFound: '404', generic: '500', unreachable: 'warning' } as const

/** Props of {@link ErrorResultPage}. */
export interface ErrorResultPageProps {
  kind: ErrorKind
  /** Extra lines under the message (e.g. the requested path). */
  detail?: ReactNode
  /** Offer "Try again" with this action. */
  onRetry?: () => void
}

/** An antd Result with the kind's title and text, "Return to start" and an optional retry. */
export function ErrorResultPage({ kind, detail, onRetry }: ErrorResultPageProps) {
  const { t } = useTranslation()
  const title = t(`errors.${kind}.title`)
  return (
    <>
      <PageTitle title={title} />
      <Result
        status={statusOf[kind]}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
        subTitle={
          <Flex vertical gap={4} align="center">
            <Typography.Text type="secondary">{t(`errors.${kind}.subTitle`)}</Typography.Text>
            {detail}
          </Flex>
        }
        extra={
          <Flex gap="small" justify="center" wrap>
            <ButtonLink to={startPath()} type="primary">
              {t('errors.backHome')}
            </ButtonLink>
            {onRetry ? <Button onClick={onRetry}>{t('errors.retry')}</Button> : null}
          </Flex>
        }
      />
    </>
  )
}
