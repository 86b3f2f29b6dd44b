/** The product mark and short name, linking to the start page. Light: no antd (issue 23, layouts/shell.css). */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import '../layouts/shell.css'

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
  return (
    <Link
      to={to}
      // The accessible name begins with the visible product name (WCAG 2.5.3, issue 23), then says where it goes.
      aria-label={`${t('product.short')} – ${t('header.homeLink')}`}
      className="shell-brand"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {compact ? null : <span>{t('product.short')}</span>}
    </Link>
  )
}
