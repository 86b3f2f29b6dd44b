/** The product mark and short name, linking to the start page. */
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Props of {@link Brand}. */
export interface BrandProps {
  /** Where the mark links to; `/ana-sayfa` by default. */
  to?: string
  /** Only the mark, no name (collapsed sidebar). */
  compact?: boolean
}

/** The UNACS mark with the product's short name. */
export function Brand({ to = '/ana-sayfa', compact = false }: BrandProps) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Link
      to={to}
      // The accessible name begins with the visible product name (WCAG 2.5.3, issue 23), then says where it goes.
      aria-label={`${t('product.short')} – ${t('header.homeLink')}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        fontWeight: 700,
        fontSize: token.fontSizeLG,
        whiteSpace: 'nowrap',
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {compact ? null : <span>{t('product.short')}</span>}
    </Link>
  )
}
