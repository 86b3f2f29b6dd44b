/**
 * The frame every home card shares (issue 24): a titled card with a link to the page where the work is done,
 * a loading state and a small "unavailable" line when the card's call failed, so the cards look alike
 * whichever feature draws them.
 */
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LightLinkButton } from '../ui/LightLinkButton.tsx'
import { LightNotice } from '../ui/LightNotice.tsx'
import { LightPanel } from '../ui/LightPanel.tsx'
import { LightSkeleton } from '../ui/LightSkeleton.tsx'

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

/**
 * A home card: title, optional link, loading skeleton or error, content. Drawn without antd (issue 23: the
 * home page paints before antd loads); the region is marked busy while loading.
 */
export function HomeCardFrame({ title, link, loading, error, testId, children }: HomeCardFrameProps) {
  const headingId = useId()
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid={testId}
      className="light-home"
      style={{ minWidth: 0 }}
    >
      <LightPanel
        title={
          <h2 id={headingId} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
            {title}
          </h2>
        }
        extra={link ? <LightLinkButton to={link.to}>{link.label}</LightLinkButton> : null}
      >
        {loading ? (
          <LightSkeleton />
        ) : error ? (
          <LightNotice type="warning" title={<span title={error}>{t('home.unavailable')}</span>} />
        ) : (
          children
        )}
      </LightPanel>
    </section>
  )
}
