/**
 * The frame every home card shares (issue 24): a titled card with a link to the page where the work is done,
 * a loading state and a small "unavailable" line when the card's call failed, so the cards look alike
 * whichever feature draws them.
 */
import { Alert, Card, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../ui/ButtonLink.tsx'

/** Props of {@link HomeCardFrame}. */
export interface HomeCardFrameProps {
  title: string
  /** The page that opens from the card, with its link text. */
  link?: { to: string; label: string }
  loading?: boolean
  /**
   * Set when the card's call failed: "not available right now" replaces the content (the call's message is
   * kept as the line's tooltip).
   */
  error?: string | null
  /** `data-testid` of the card. */
  testId: string
  children?: ReactNode
}

/** A home card: title, optional link, loading skeleton or error, content. */
export function HomeCardFrame({ title, link, loading, error, testId, children }: HomeCardFrameProps) {
  const headingId = useId()
  const { t } = useTranslation()
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ minWidth: 0 }}>
      <Card
        size="small"
        title={
          <h2 id={headingId} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
            {title}
          </h2>
        }
        extra={
          link ? (
            <ButtonLink to={link.to} type="link" size="small" style={{ paddingInline: 0 }}>
              {link.label}
            </ButtonLink>
          ) : null
        }
        style={{ height: '100%' }}
      >
        {loading ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : error ? (
          <Alert type="warning" showIcon title={<span title={error}>{t('home.unavailable')}</span>} />
        ) : (
          children
        )}
      </Card>
    </section>
  )
}
